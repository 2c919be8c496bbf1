/// <reference types="mocha" />
// Tags inside a host framework's shadow root (Lit, Stencil, Angular ShadowDom hosts), issue 17: the loader
// sees an open shadow root that exists when its host is inserted, and SportWidgets.discover(root) covers one
// created later. Its own page, so no tag is defined before these tests.
import { expect } from '@esm-bundle/chai';
import { afterPendingTasks, API, until } from './support';

await import('/dist/sport-widgets.js' as string);
const api = (window as unknown as { SportWidgets: { configure(o: object): unknown; discover(root: ShadowRoot): void } })
  .SportWidgets;
api.configure({ apiBase: API, lang: 'ENG' });

describe('tags in a host shadow root', () => {
  it('loads a tag rendered into the open shadow root of an inserted host element', async () => {
    const host = document.createElement('div');
    host.attachShadow({ mode: 'open' }).innerHTML = '<sport-goal-notify></sport-goal-notify>';
    document.body.append(host);
    await until(() => !!customElements.get('sport-goal-notify'), 'sport-goal-notify defined');
    const el = host.shadowRoot!.querySelector('sport-goal-notify')!;
    await until(() => !!el.shadowRoot, 'its own shadow root');
    host.remove();
  });

  it('loads a tag in a shadow root created after its host was inserted once the host calls discover(root)', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    await afterPendingTasks(); // the loader's mutation observer has seen the host, still without a shadow root
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<sport-bet-slip></sport-bet-slip>';
    // A tag inserted after it in the document: once that one is defined, the loader has handled every insertion
    // before it, and had it seen the slip inside the late shadow root it would have asked for it as well.
    const witness = document.createElement('sport-bet-history');
    document.body.append(witness);
    await until(() => !!customElements.get('sport-bet-history'), 'the witness tag defined');
    expect(customElements.get('sport-bet-slip')).to.equal(undefined);
    witness.remove();
    api.discover(root);
    await until(() => !!root.querySelector('sport-bet-slip')?.shadowRoot, 'sport-bet-slip rendered');
    host.remove();
  });
});
