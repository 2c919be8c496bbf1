/// <reference types="mocha" />
// Issue 29 (phone first), at 390 px: every tab strip shows its selected tab whole (scrolled by the strip, never by
// the host page) in Chinese, English and Arabic, with a fade at the edge where more tabs are hidden; the list's
// market switcher sets the one market every phone row shows, and each row names it.
import { expect } from '@esm-bundle/chai';
import { API, until } from './support';

await import('/dist/sport-widgets.js' as string);

/** An element 390 px wide below a tall spacer, the host page scrolled to it. */
async function phone(tag: string, lang: string, attrs: Record<string, string>, ready: string) {
  const spacer = document.createElement('div');
  spacer.style.height = '2000px';
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries({ lang, 'api-base': API, ...attrs })) el.setAttribute(name, value);
  el.style.cssText = 'display:block;width:390px;--sport-list-height:500px';
  document.body.append(spacer, el);
  await customElements.whenDefined(tag);
  await until(() => !!el.shadowRoot?.querySelector(ready), `${tag} in ${lang}: ${ready}`, 15_000);
  return { el, remove: () => (el.remove(), spacer.remove()) };
}

/** Whether `item` lies whole inside `strip`'s box (a pixel of rounding allowed). */
const inside = (item: Element, strip: Element) => {
  const a = item.getBoundingClientRect();
  const b = strip.getBoundingClientRect();
  return a.left >= b.left - 1 && a.right <= b.right + 1 && a.width > 0;
};

describe('phone strips (issue 29)', () => {
  for (const lang of ['CMN', 'ENG', 'SAU']) {
    it(`<sport-match-list> at 390 px in ${lang}: each strip shows its selected tab whole, scrolled by the strip, not the page`, async () => {
      const { el, remove } = await phone('sport-match-list', lang, { 'play-type': 'all' }, '[data-ready]');
      try {
        const scrolled = 1200;
        window.scrollTo(0, scrolled);
        const strips = [...el.shadowRoot!.querySelectorAll('[role="tablist"]')];
        expect(strips.length).to.equal(2);
        for (const strip of strips) {
          const selected = strip.querySelector('[aria-selected="true"]')!;
          await until(() => inside(selected, strip), `${lang}: "${selected.textContent}" whole in its strip`);
        }
        // The sports overflow at 390 px: an overflowing strip fades at an edge where more tabs are hidden.
        const over = strips.filter((strip) => strip.scrollWidth > strip.clientWidth) as HTMLElement[];
        expect(over.length).to.be.greaterThan(0);
        for (const strip of over) expect(strip.dataset.fade).to.match(/start|end/);
        expect(window.scrollY).to.equal(scrolled);
      } finally {
        remove();
        window.scrollTo(0, 0);
      }
    });

    it(`<sport-app> at 390 px in ${lang}: the navigation stays one line and its current link is whole`, async () => {
      const { el, remove } = await phone('sport-app', lang, {}, '.app-nav a');
      try {
        const nav = el.shadowRoot!.querySelector<HTMLElement>('.app-nav')!;
        const links = [...nav.querySelectorAll('a')];
        const tops = new Set(links.map((a) => Math.round(a.getBoundingClientRect().top)));
        expect(tops.size).to.equal(1);
        const current = nav.querySelector('[aria-current="page"]')!;
        await until(() => inside(current, nav), `${lang}: the current link whole`);
      } finally {
        remove();
      }
    });
  }
});

describe('the phone list market switcher (issue 29)', () => {
  it('is a radio group; choosing Total makes every row show its total, named, and a row with none says so', async () => {
    const { el, remove } = await phone('sport-match-list', 'ENG', { 'play-type': 'all' }, '[data-ready]');
    try {
      const root = el.shadowRoot!;
      // A phone's own code: it arrives after the list's first download.
      await until(() => root.querySelector('.sport-market-switch input') !== null, 'the market switcher loaded');
      const radios = [...root.querySelectorAll<HTMLInputElement>('.sport-market-switch input[type="radio"]')];
      expect(radios.map((r) => r.value)).to.deep.equal(['result', 'handicap', 'total']);
      expect(radios[0].checked).to.equal(true);
      expect(root.querySelector('.sport-market-switch legend')?.textContent).to.not.equal('');
      const shown = () =>
        [...root.querySelectorAll<HTMLElement>('[data-match-id]:not([data-outright]) .sport-row-markets > *')].filter(
          (m) => m.offsetParent !== null,
        );
      // One market per row, the switcher's kind, named above its prices (or a "no market" note).
      const check = (kind: string) => {
        const rows = root.querySelectorAll('[data-match-id]:not([data-outright])').length;
        expect(shown().length).to.equal(rows);
        for (const m of shown()) {
          expect(m.dataset.kind).to.equal(kind);
          const label = m.querySelector<HTMLElement>('.sport-market-label');
          if (label) expect(label.offsetHeight).to.be.greaterThan(0);
          else
            expect([m.classList.contains('sport-market-none'), m.querySelector('.sport-odds')]).to.deep.equal([
              true,
              null,
            ]);
        }
      };
      check('result');
      radios[2].click();
      await until(() => shown()[0]?.dataset.kind === 'total', 'rows show totals');
      check('total');
      expect(shown().some((m) => m.querySelector('[data-option="O"]'))).to.equal(true);
    } finally {
      remove();
    }
  });
});
