/// <reference types="mocha" />
// Accessibility of every element's shadow root with axe-core (issue 16): no serious or critical violation of
// WCAG 2.0 and 2.1 A/AA (issue 29: 2.1 too, e.g. label in name), at a phone's 390 px and a desktop's 1280 px, in the
// light and dark themes and right to left, against the reference server's data.
import { expect } from '@esm-bundle/chai';
import { animationsDone, API, firstMatchId, loginToken, settled, until } from './support';

// Every audit starts from the same page state, whichever test file ran before on this origin (a pick or a receipt
// left in the shared slip changes what the elements show).
localStorage.clear();
await import('axe-core' as string);
const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
await import('/dist/sport-widgets.js' as string);

interface Case {
  tag: string;
  attrs?: Record<string, string>;
  /** Rendered enough to check: a selector inside the shadow root. */
  ready: string;
  /** Audited logged in as the demo user (logged out again after). */
  loggedIn?: boolean;
  /** Audited with one pick in the shared slip (its odds button pressed; taken out again after). */
  picked?: boolean;
  /** Audited once that pick is placed as a bet: the receipt, the open bet and the toast of its decision. */
  placed?: boolean;
  /** The widths audited (both unless said). */
  widths?: number[];
}

const matchId = await firstMatchId();

const CASES: Case[] = [
  { tag: 'sport-match-list', attrs: { 'play-type': 'all' }, ready: '[data-ready]' },
  { tag: 'sport-match-detail', attrs: { 'match-id': matchId }, ready: '.sport-odds' },
  { tag: 'sport-bet-slip', ready: '.slip-panel' },
  // Logged in, the slip's header shows the user's titles as a button to the title picker.
  { tag: 'sport-bet-slip', ready: '.sport-title-mine', loggedIn: true },
  // A pick: its odds button pressed in the detail; in the slip, the leg, the stake field and the place button.
  { tag: 'sport-match-detail', attrs: { 'match-id': matchId }, ready: '.sport-odds', picked: true },
  { tag: 'sport-bet-slip', ready: '.slip-place', loggedIn: true, picked: true },
  // On a phone only: the receipt's layout is the slip's at both widths, and the book takes seconds to decide.
  { tag: 'sport-bet-slip', ready: '.slip-place', loggedIn: true, picked: true, placed: true, widths: [390] },
  { tag: 'sport-bet-history', ready: '.sport-root button' },
  { tag: 'sport-live-room', ready: '.sport-root li, .sport-root button' },
];

function make(tag: string, attrs: Record<string, string>, width: number): HTMLElement {
  const el = document.createElement(tag);
  el.style.cssText = `display:block;width:${width}px`;
  for (const [name, value] of Object.entries({ 'api-base': API, ...attrs })) el.setAttribute(name, value);
  return document.body.appendChild(el);
}

/** Presses (or releases) the first live odds button of the match's detail: a pick in the shared slip, or none. */
async function togglePick(lang: string, theme: string, pressed: boolean): Promise<void> {
  const detail = make('sport-match-detail', { 'match-id': matchId, lang, theme }, 390);
  try {
    const odds = () => detail.shadowRoot?.querySelector<HTMLButtonElement>('.sport-odds:not([disabled])');
    await until(() => !!odds(), 'an odds button to pick', 15_000);
    if ((odds()!.getAttribute('aria-pressed') === 'true') !== pressed) odds()!.click();
    await until(
      () => (odds()?.getAttribute('aria-pressed') === 'true') === pressed,
      `the pick ${pressed ? 'in' : 'out'}`,
    );
  } finally {
    detail.remove();
  }
}

/** Places the slip's pick with a stake of 10 and waits for the receipt and the toast of the book's decision. */
async function placeBet(root: ShadowRoot): Promise<void> {
  const input = root.querySelector<HTMLInputElement>('.slip-stake input')!;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '10');
  input.dispatchEvent(new Event('input', { bubbles: true }));
  // A price that moved first turns Place into accepting the change; the next press places.
  await until(
    () => {
      root.querySelector<HTMLButtonElement>('.slip-place')?.click();
      return !!root.querySelector('.slip-receipt li');
    },
    'the receipt',
    15_000,
  );
  await until(() => !!root.querySelector('.sport-toast'), "the toast of the bet's decision", 20_000);
  await settled('the placed bet', 15_000);
}

async function violations(c: Case, lang: string, theme: string, width: number): Promise<string[]> {
  const host = (window as unknown as { SportWidgets: { setToken(token: string | null): void } }).SportWidgets;
  if (c.picked) await togglePick(lang, theme, true);
  const el = make(c.tag, { lang, theme, ...c.attrs }, width);
  try {
    if (c.loggedIn) host.setToken(await loginToken('demo'));
    await customElements.whenDefined(c.tag);
    await until(() => !!el.shadowRoot?.querySelector(c.ready), `${c.tag} rendered`, 15_000);
    await settled(`${c.tag} in ${lang}, ${theme}`, 15_000);
    if (c.placed) await placeBet(el.shadowRoot!);
    // The steady state is audited: odds greyed out while the push feed (re)connects are inactive controls, which
    // WCAG exempts, and they come and go with the socket.
    await until(() => !el.shadowRoot!.querySelector('[data-stale]'), `${c.tag}: the live feed (no stale odds)`, 15_000);
    // A colour mid-transition is no colour a reader sees for long (odds buttons ease into the theme's colours).
    await animationsDone(el.shadowRoot!);
    const result = await axe.run(el, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => `${n.target.join(' ')} (${n.failureSummary?.replace(/\s+/g, ' ')})`)
            .join(' | ')}`,
      );
  } finally {
    el.remove();
    if (c.loggedIn) host.setToken(null);
    if (c.picked) await togglePick(lang, theme, false);
  }
}

describe('axe-core on every element (issue 16)', () => {
  for (const [lang, theme] of [
    ['ENG', 'light'],
    ['ENG', 'dark'],
    ['SAU', 'light'],
  ]) {
    for (const c of CASES)
      for (const width of c.widths ?? [390, 1280])
        it(`${c.tag}${c.loggedIn ? ' logged in' : ''}${c.placed ? ' with a bet placed' : c.picked ? ' with a pick' : ''} in ${lang}, ${theme} theme, ${width} px: no serious or critical WCAG 2.0/2.1 A/AA violation`, async () => {
          // Joined, so a failure prints every violation (chai abbreviates an array to "[ Array(2) ]").
          expect((await violations(c, lang, theme, width)).join('\n')).to.equal('');
        });
  }
});
