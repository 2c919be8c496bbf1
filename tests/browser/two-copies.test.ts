/// <reference types="mocha" />
// Two copies of the bundle on one page, of different versions (a host's build beside a CMS-pasted snippet; issue
// 17): the copy that defines a tag first serves every tag, the other stays idle with one console warning, and
// the elements share one slip. Its own page: the second copy is /dist-copy/, the built bundle as another version.
import { expect } from '@esm-bundle/chai';
import { API, add, until } from './support';

const warnings: string[] = [];
const warn = console.warn;
console.warn = (...args: unknown[]) => {
  warnings.push(args.join(' '));
  warn(...args);
};
const errors: string[] = [];
window.addEventListener('error', (e) => errors.push(e.message));

describe('two copies of the bundle', () => {
  after(() => (console.warn = warn));

  it('the first copy serves every tag, the second stays idle with one warning, and the pick reaches the slip', async () => {
    await import('/dist-copy/sport-widgets.js' as string);
    const list = add(`<sport-match-list lang="ENG" api-base="${API}"></sport-match-list>`);
    await until(() => !!customElements.get('sport-match-list'), 'the list defined by the first copy');
    await import('/dist/sport-widgets.js' as string);
    const slip = add(`<sport-bet-slip lang="ENG" api-base="${API}"></sport-bet-slip>`);
    await until(() => !!slip.shadowRoot?.querySelector('.slip-panel, .slip-empty, .sport-state'), 'the slip rendered');
    const odds = () => list.shadowRoot?.querySelector<HTMLButtonElement>('.sport-odds:not([disabled])');
    await until(() => !!odds(), 'an odds button');
    odds()!.click();
    await until(() => !!slip.shadowRoot?.querySelector('.slip-leg'), 'the pick in the slip');
    await until(() => warnings.some((w) => w.includes('stays idle')), 'the warning');
    expect(warnings.filter((w) => w.includes('stays idle'))).to.have.length(1);
    expect(errors).to.deep.equal([]);
  });
});
