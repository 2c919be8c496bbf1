/// <reference types="mocha" />
// <sport-app> in real Chromium: it composes the other elements in its shadow root, routes in memory
// (the host's URL and history stay as they were), and tells the host where it is.
import { expect } from '@esm-bundle/chai';
import { API, add, until } from './support';

localStorage.clear();
await import('/dist/sport-widgets.js' as string);
const navigations: string[] = [];
document.addEventListener('sport-navigate', (e) => {
  const detail = (e as CustomEvent<{ path: string; element: string }>).detail;
  if (detail.element === 'sport-app') navigations.push(detail.path);
});

describe('sport-app', () => {
  it('shows the match list and the bet slip at home, then bet history from the nav, in memory', async () => {
    const href = location.href;
    const historyLength = history.length;
    const app = add(`<sport-app lang="ENG" api-base="${API}"></sport-app>`);
    const inner = (tag: string) => app.shadowRoot?.querySelector(tag);
    await until(() => !!inner('sport-match-list')?.shadowRoot && !!inner('sport-bet-slip')?.shadowRoot, 'home widgets');
    expect(navigations).to.include('/');
    const links = [...app.shadowRoot!.querySelectorAll<HTMLAnchorElement>('.app-nav a')];
    links.find((a) => a.textContent === 'My bets')!.click();
    await until(() => !!inner('sport-bet-history')?.shadowRoot, 'bet history');
    expect(navigations).to.include('/newSport/bet-history');
    expect(location.href).to.equal(href);
    expect(history.length).to.equal(historyLength);
    app.remove();
  });

  it('hands a --sport-* token set on <sport-app> to the widgets inside it (issue 17)', async () => {
    const app = add(`<sport-app lang="ENG" api-base="${API}" style="--sport-accent: rgb(233, 30, 99)"></sport-app>`);
    await until(() => !!app.shadowRoot?.querySelector('sport-match-list')?.shadowRoot, 'match list');
    const list = app.shadowRoot!.querySelector('sport-match-list')!;
    expect(getComputedStyle(list).getPropertyValue('--sport-accent').trim()).to.equal('rgb(233, 30, 99)');
    app.remove();
  });

  it('exports the parts of the widgets it nests, named after them (sport-app::part(match-list-tab))', async () => {
    const style = document.createElement('style');
    style.textContent = 'sport-app::part(match-list-tab) { outline: 3px solid rgb(1, 2, 3); }';
    document.head.append(style);
    const app = add(`<sport-app lang="ENG" api-base="${API}"></sport-app>`);
    const list = () => app.shadowRoot?.querySelector('sport-match-list');
    await until(() => !!list()?.shadowRoot?.querySelector('[part~="tab"]'), 'the nested list tabs');
    expect(list()!.getAttribute('exportparts')).to.contain('tab: match-list-tab');
    const tab = list()!.shadowRoot!.querySelector('[part~="tab"]')!;
    expect(getComputedStyle(tab).outlineColor).to.equal('rgb(1, 2, 3)');
    style.remove();
    app.remove();
  });

  it('opens the match detail when an inner element asks for it (sport-navigate from a match row)', async () => {
    const app = add(`<sport-app lang="ENG" api-base="${API}"></sport-app>`);
    await until(() => !!app.shadowRoot?.querySelector('sport-match-list'), 'match list');
    app.shadowRoot!.querySelector('sport-match-list')!.dispatchEvent(
      new CustomEvent('sport-navigate', {
        detail: { path: '/match-detail?matchId=10010000000', element: 'sport-match-list' },
        bubbles: true,
        composed: true,
      }),
    );
    await until(
      () => app.shadowRoot?.querySelector('sport-match-detail')?.getAttribute('match-id') === '10010000000',
      'detail route',
    );
    app.remove();
  });
});
