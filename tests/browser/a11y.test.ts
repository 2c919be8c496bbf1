/// <reference types="mocha" />
// Accessibility of every element's shadow root with axe-core (issue 16): no serious or critical violation of
// WCAG 2.0 and 2.1 A/AA (issue 29: 2.1 too, e.g. label in name), at a phone's 390 px and a desktop's 1280 px, in the
// light and dark themes and right to left, against the reference server's data.
import { expect } from '@esm-bundle/chai';
import { animationsDone, API, firstMatchId, loginToken, settled, until } from './support';

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
}

const matchId = await firstMatchId();

const CASES: Case[] = [
  { tag: 'sport-match-list', attrs: { 'play-type': 'all' }, ready: '[data-ready]' },
  { tag: 'sport-match-detail', attrs: { 'match-id': matchId }, ready: '.sport-odds' },
  { tag: 'sport-bet-slip', ready: '.slip-panel' },
  // Logged in, the slip's header shows the user's titles as a button to the title picker.
  { tag: 'sport-bet-slip', ready: '.sport-title-mine', loggedIn: true },
  { tag: 'sport-bet-history', ready: '.sport-root button' },
  { tag: 'sport-live-room', ready: '.sport-root li, .sport-root button' },
];

async function violations(c: Case, lang: string, theme: string, width: number): Promise<string[]> {
  const el = document.createElement(c.tag);
  el.style.cssText = `display:block;width:${width}px`;
  for (const [name, value] of Object.entries({ lang, theme, 'api-base': API, ...c.attrs }))
    el.setAttribute(name, value);
  const host = (window as unknown as { SportWidgets: { setToken(token: string | null): void } }).SportWidgets;
  document.body.append(el);
  try {
    if (c.loggedIn) host.setToken(await loginToken('demo'));
    await customElements.whenDefined(c.tag);
    await until(() => !!el.shadowRoot?.querySelector(c.ready), `${c.tag} rendered`, 15_000);
    await settled(`${c.tag} in ${lang}, ${theme}`, 15_000);
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
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      );
  } finally {
    el.remove();
    if (c.loggedIn) host.setToken(null);
  }
}

describe('axe-core on every element (issue 16)', () => {
  for (const [lang, theme] of [
    ['ENG', 'light'],
    ['ENG', 'dark'],
    ['SAU', 'light'],
  ]) {
    for (const c of CASES)
      for (const width of [390, 1280])
        it(`${c.tag}${c.loggedIn ? ' logged in' : ''} in ${lang}, ${theme} theme, ${width} px: no serious or critical WCAG 2.0/2.1 A/AA violation`, async () => {
          expect(await violations(c, lang, theme, width)).to.deep.equal([]);
        });
  }
});
