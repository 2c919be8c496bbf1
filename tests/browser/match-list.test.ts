/// <reference types="mocha" />
// <sport-match-list> in real Chromium against the reference server: rows render from the feed, an odds
// button toggles its selection, a locked option is disabled, and the DOM stays about a screenful.
import { expect } from '@esm-bundle/chai';
import { emulateMedia } from '@web/test-runner-commands';
import { API, post, settled, until } from './support';

await import('/dist/sport-widgets.js' as string);

async function control(action: string, matchId: string): Promise<void> {
  await post('/demo/control', { action, matchId });
}

describe('sport-match-list', () => {
  let el: HTMLElement;
  const root = () => el.shadowRoot!;
  const rows = () => [...root().querySelectorAll<HTMLElement>('[data-match-id]')];

  before(async () => {
    el = document.createElement('sport-match-list');
    el.setAttribute('lang', 'ENG');
    el.setAttribute('api-base', API);
    el.setAttribute('play-type', 'all');
    el.style.setProperty('--sport-list-height', '600px');
    document.body.append(el);
    await customElements.whenDefined('sport-match-list');
    await until(() => !!el.shadowRoot?.querySelector('[data-ready]'), 'the first page (data-ready)');
  });

  after(() => el.remove());

  it('renders match rows from the feed, live ones first under a Live section, with teams and odds buttons', () => {
    expect(rows().length).to.be.greaterThan(0);
    const first = root().querySelector('.sport-section');
    expect(first?.getAttribute('data-group')).to.equal('live');
    expect(rows()[0].querySelector('.sport-team-name')?.textContent).to.not.equal('');
    expect(rows()[0].querySelectorAll('.sport-odds').length).to.be.greaterThan(1);
  });

  it('puts the play types in an ARIA tablist with the selected one marked', () => {
    const tabs = [...root().querySelectorAll('[role="tablist"]')];
    expect(tabs.length).to.equal(2);
    expect(root().querySelector('#play-tab-all')?.getAttribute('aria-selected')).to.equal('true');
  });

  it('toggles a pick with its odds button (aria-pressed follows the shared slip)', async () => {
    const button = root().querySelector<HTMLButtonElement>('.sport-odds:not([disabled])')!;
    const marketId = button.dataset.marketId;
    const option = button.dataset.option;
    const find = () =>
      root().querySelector<HTMLButtonElement>(`.sport-odds[data-market-id="${marketId}"][data-option="${option}"]`)!;
    // The slip is shared and kept by the page's origin: a file run before this one may have left the pick in it.
    const before = find().getAttribute('aria-pressed');
    const flipped = before === 'true' ? 'false' : 'true';
    button.click();
    await until(() => find().getAttribute('aria-pressed') === flipped, 'toggled');
    find().click();
    await until(() => find().getAttribute('aria-pressed') === before, 'toggled back');
  });

  it('shows a suspended market as locked and disabled after a goal (spec §5 locked options)', async () => {
    const live = rows().find((row) => row.dataset.group === 'live');
    expect(live, 'a live match on screen').to.not.equal(undefined);
    const id = live!.dataset.matchId!;
    await control('goal', id);
    await until(
      () => !!root().querySelector(`[data-match-id="${id}"] .sport-odds[data-locked]`),
      'a locked option',
      12000,
    );
    const locked = root().querySelector<HTMLButtonElement>(`[data-match-id="${id}"] .sport-odds[data-locked]`)!;
    expect(locked.disabled).to.equal(true);
    expect(locked.querySelector('.sport-odds-lock')).to.not.equal(null);
  });

  it('keeps the shadow root small however many pages are loaded (virtualized, paged by 50)', async () => {
    const scroller = root().querySelector<HTMLElement>('.sport-vlist')!;
    let previous = -1;
    for (let i = 0; i < 60; i += 1) {
      scroller.scrollTop = scroller.scrollHeight;
      await settled('the next page asked for by the scroll, if any');
      const height = scroller.scrollHeight;
      if (height === previous && !root().querySelector('.sport-state[data-kind="loading"]')) break;
      previous = height;
    }
    const count = root().querySelectorAll('*').length;
    expect(count).to.be.lessThan(3000);
    expect(rows().length).to.be.lessThan(30);
  });

  for (const [lang, width, layout] of [
    ['ENG', 390, 'mobile'],
    ['ENG', 768, 'desktop'],
    ['ENG', 1280, 'desktop'],
    ['SAU', 390, 'mobile'],
    ['SAU', 768, 'desktop'],
  ] as const) {
    it(`lays out by its own width with no mode attribute: ${width} px in ${lang} is the ${layout} layout, and no price or line is cut (issue 16)`, async () => {
      if (el.getAttribute('lang') !== lang) {
        el.setAttribute('lang', lang);
        // The server names over/under in the request's language: wait for the list to ask again.
        const over = () => root().querySelector('[data-option="O"] .sport-odds-name')?.textContent ?? '';
        await until(() => (lang === 'SAU' ? /[\u0600-\u06ff]/.test(over()) : /Over/.test(over())), `${lang} names`);
      }
      el.style.width = `${width}px`;
      await until(() => el.dataset.sportMode === layout, `data-sport-mode="${layout}"`);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const cut = [...root().querySelectorAll<HTMLElement>('.sport-odds-name, .sport-odds-value, .sport-clock')]
        .filter((text) => text.scrollWidth > text.clientWidth + 1)
        .map((text) => text.textContent);
      expect(cut).to.deep.equal([]);
      // A phone row shows only the switcher's chosen market: the other markets' buttons are display:none (out of
      // the tab order and the accessibility tree), so the rule is on the buttons shown, and there must be some.
      const odds = [...root().querySelectorAll<HTMLElement>('.sport-odds')];
      const shown = odds.filter((b) => b.getClientRects().length > 0);
      expect(shown.length, 'odds buttons shown').to.be.greaterThan(0);
      expect(Math.min(...shown.map((b) => b.offsetWidth)), 'the narrowest odds button shown').to.be.at.least(48);
      // A hidden button cannot take the focus (display:none: no tab stop, nothing announced).
      const hidden = odds.find((b) => !shown.includes(b));
      hidden?.focus();
      if (hidden) expect(root().activeElement, 'a hidden odds button takes no focus').to.not.equal(hidden);
    });
  }

  it('lists an outright as "team … price" lines, favourites first, none cut, 8 then all, searchable (issue 16)', async () => {
    const outrights = document.createElement('sport-match-list');
    for (const [name, value] of Object.entries({ lang: 'ENG', 'api-base': API, 'play-type': 'outright' }))
      outrights.setAttribute(name, value);
    outrights.style.width = '1280px';
    document.body.append(outrights);
    const row = () => outrights.shadowRoot?.querySelector<HTMLElement>('[data-outright] .sport-market');
    await until(() => !!row()?.querySelector('.sport-odds'), "an outright row's contenders");
    const buttons = [...row()!.querySelectorAll<HTMLElement>('.sport-odds')];
    expect(buttons.length).to.be.greaterThan(5);
    expect(Math.min(...buttons.map((b) => b.offsetWidth))).to.be.at.least(190);
    const prices = buttons.map((b) => Number(b.querySelector('.sport-odds-value')?.textContent)).filter((p) => p > 0);
    expect(prices).to.deep.equal([...prices].sort((a, b) => a - b));
    const cut = buttons
      .map((b) => b.querySelector<HTMLElement>('.sport-odds-name')!)
      .filter((n) => n.scrollWidth > n.clientWidth + 1);
    expect(cut.map((n) => n.textContent)).to.deep.equal([]);
    // A long field shows its 8 favourites, then all of them; the search box narrows it by name.
    const odds = () => [...row()!.querySelectorAll<HTMLElement>('.sport-odds')];
    expect(odds().length).to.equal(8);
    // The link comes with its words (the view's lazily loaded namespace), which may arrive after the contenders.
    await until(
      () => /^Show all \d+$/.test(row()!.querySelector('.sport-link')?.textContent ?? ''),
      'the show-all link',
    );
    const more = row()!.querySelector<HTMLButtonElement>('.sport-link')!;
    const total = Number(more.textContent!.replace(/\D/g, ''));
    more.click();
    await until(() => odds().length === total, 'every contender');
    const last = odds().at(-1)!.querySelector('.sport-odds-name')!.textContent!;
    const search = row()!.querySelector<HTMLInputElement>('input[type="search"]')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(search, last);
    search.dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => odds().length === 1, 'the searched contender');
    expect(odds()[0].querySelector('.sport-odds-name')!.textContent).to.equal(last);
    outrights.remove();
  });

  it('pins the section and league headers of the rows under them while the list scrolls (issue 16)', async () => {
    const scroller = root().querySelector<HTMLElement>('.sport-vlist')!;
    scroller.scrollTop = 700;
    const pinned = () => root().querySelector('.sport-pinned .sport-league-name')?.textContent;
    /** The league header above the first row that starts below the pinned headers. */
    const expected = () => {
      const items = [...root().querySelectorAll<HTMLElement>('[role="listitem"]')].sort(
        (a, b) => Number(a.dataset.index) - Number(b.dataset.index),
      );
      const edge = scroller.getBoundingClientRect().top + 74;
      const below = items.findIndex((item) => item.getBoundingClientRect().bottom > edge);
      return items
        .slice(0, below + 1)
        .reverse()
        .find((item) => item.querySelector('.sport-league'))
        ?.querySelector('.sport-league-name')?.textContent;
    };
    await until(() => !!pinned() && pinned() === expected(), 'the pinned league of the rows below it');
    expect(root().querySelector('.sport-pinned')!.closest('[aria-hidden="true"]')).to.not.equal(null);
    scroller.scrollTop = 0;
  });

  it("in Arabic a handicap line and a live minute still read left to right ('+0.5', '68'') (issue 16 RTL isolation)", async () => {
    /** The x of a text's first and last characters as laid out. */
    const ends = (el: Element) => {
      const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())!;
      const x = (i: number) => {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect().left;
      };
      return [x(0), x(text.textContent!.length - 1)];
    };
    root().querySelector<HTMLElement>('.sport-vlist')!.scrollTop = 0; // the live rows come first
    el.setAttribute('lang', 'SAU');
    try {
      await until(() => root().querySelector('.sport-root')?.getAttribute('dir') === 'rtl', 'right to left');
      const line = () =>
        [...root().querySelectorAll('.sport-odds-name')].find((n) => /^[+-]\d+(\.\d+)?$/.test(n.textContent!.trim()));
      await until(() => !!line(), 'a handicap line in Arabic');
      const [sign, digit] = ends(line()!);
      expect(sign, `'${line()!.textContent}' starts at the left`).to.be.lessThan(digit);
      const minute = () =>
        [...root().querySelectorAll('.sport-clock[data-live] bdi')].find((b) => /'$/.test(b.textContent!));
      await until(() => !!minute(), "a live row's minute");
      const [first, last] = ends(minute()!);
      expect(first, `'${minute()!.textContent}' reads left to right`).to.be.lessThan(last);
    } finally {
      el.setAttribute('lang', 'ENG');
    }
  });

  it('a moved price flashes its tint, and not for prefers-reduced-motion (the arrow stays)', async () => {
    // A moved price's markup, styled by the list's own sheet (a real move's flash lasts only a moment).
    const moved = document.createElement('button');
    moved.className = 'sport-odds sport-odds--up';
    moved.innerHTML = '<span class="sport-odds-value">1.85</span>';
    root().append(moved);
    const value = moved.querySelector('.sport-odds-value')!;
    try {
      expect(getComputedStyle(value).animationName).to.equal('sport-odds-move');
      await emulateMedia({ reducedMotion: 'reduce' });
      expect(getComputedStyle(value).animationName).to.equal('none');
      expect(getComputedStyle(moved, '::after').content).to.contain('▲');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
      moved.remove();
    }
  });

  it('mode="desktop" forces the desktop layout on a narrow element', async () => {
    el.style.width = '390px';
    el.setAttribute('mode', 'desktop');
    await until(() => el.dataset.sportMode === 'desktop', 'data-sport-mode="desktop"');
    el.removeAttribute('mode');
    el.style.width = '';
    el.setAttribute('lang', 'ENG');
  });
});
