/// <reference types="mocha" />
// One language per screen (issue 16): each element rendered in each of the nine languages against the reference
// server shows no text in another script than the chosen language's. In CMN, ENG and SAU team, player, league and
// host names count too (issue 30: the server names them in the request's language); in the other languages proper
// names are taken out of the text first. Viewers' chat handles and currency codes are not words. A script check: English
// words in a Spanish screen are not caught.
import { expect } from '@esm-bundle/chai';
import { SPORTS } from '../../demo/server/catalog';
import { FIRST, HOSTS, LAST, VIEWERS } from '../../demo/server/people';
import type { Language } from '../../src/domain/enums';
import { LANGUAGE_TAGS } from '../../src/i18n/languages';
import { API, firstMatchId, settled, until } from './support';

await import('/dist/sport-widgets.js' as string);

const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;
const ARABIC = /[\u0600-\u06ff]/;
const THAI = /[\u0e00-\u0e7f]/;
// A Latin word of three letters or more that is not a currency code.
const LATIN_WORD = /\b(?!(?:CNY|USD|USDT|VND|THB|BRL|EUR|VIP)\b)[A-Za-z]{3,}\b/;

/** What must not appear in each language's text. */
const FOREIGN: Record<string, RegExp[]> = {
  ENG: [CJK, ARABIC, THAI],
  BRA: [CJK, ARABIC, THAI],
  SPA: [CJK, ARABIC, THAI],
  VIE: [CJK, ARABIC, THAI],
  CMN: [ARABIC, THAI, LATIN_WORD],
  ZHO: [ARABIC, THAI, LATIN_WORD],
  JPN: [ARABIC, THAI, LATIN_WORD],
  SAU: [CJK, THAI, LATIN_WORD],
  THA: [CJK, ARABIC, LATIN_WORD],
};

const matchId = await firstMatchId();

const CASES: { tag: string; attrs?: Record<string, string>; ready: string }[] = [
  { tag: 'sport-match-list', attrs: { 'play-type': 'all' }, ready: '[data-ready] [data-match-id]' },
  { tag: 'sport-match-detail', attrs: { 'match-id': matchId }, ready: '.sport-odds' },
  { tag: 'sport-bet-slip', ready: '.slip-panel' },
  { tag: 'sport-bet-history', ready: '.sport-root button' },
  { tag: 'sport-live-room', ready: '.sport-root li, .sport-root button' },
];

// Longest first, so "Beijing Ducks" goes before "Beijing".
const NAMES = [
  ...SPORTS.flatMap((sport) => sport.leagues.flatMap((league) => [league.name, ...league.teams])),
  ...HOSTS,
  ...VIEWERS,
  ...FIRST,
  ...LAST,
].sort((a, b) => b.length - a.length);
const NAME_PATTERNS = NAMES.map((name) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'));
const withoutNames = (text: string) => NAME_PATTERNS.reduce((rest, name) => rest.replace(name, ' '), text);
// Issue 30: the server names teams, players, leagues and hosts in the request's language, so in these languages the
// names count too; only viewers' chat handles (user names, the same in every language) are taken out.
const NAMES_COUNT = new Set(['CMN', 'ENG', 'SAU']);
const HANDLE_PATTERNS = VIEWERS.map((name) => new RegExp(`\\b${name}\\b`, 'g'));
const withoutHandles = (text: string) => HANDLE_PATTERNS.reduce((rest, name) => rest.replace(name, ' '), text);

/** The visible text of a shadow root, its placeholders and its labels. */
function textOf(root: ShadowRoot): string[] {
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof HTMLElement) {
      if (node.hidden) return;
      for (const attr of ['placeholder', 'aria-label', 'title']) {
        const value = node.getAttribute(attr);
        if (value) out.push(value);
      }
    }
    if (node.nodeType === Node.TEXT_NODE && node.textContent!.trim()) out.push(node.textContent!.trim());
    if (node instanceof HTMLElement && node.shadowRoot) node.shadowRoot.childNodes.forEach(walk);
    node.childNodes.forEach(walk);
  };
  root.childNodes.forEach(walk);
  return out;
}

describe('one language per screen (issue 16)', () => {
  for (const lang of Object.keys(FOREIGN)) {
    for (const c of CASES) {
      it(`${c.tag} in ${lang} shows no text in another script`, async () => {
        const el = document.createElement(c.tag);
        for (const [name, value] of Object.entries({ lang, 'api-base': API, ...c.attrs })) el.setAttribute(name, value);
        document.body.append(el);
        try {
          await customElements.whenDefined(c.tag);
          await until(() => !!el.shadowRoot?.querySelector(c.ready), `${c.tag} rendered`, 15_000);
          // The page's language switches once the language's files are in (the element before may have left
          // another one); then the server's names, asked for in that language, have all arrived.
          const tag = LANGUAGE_TAGS[lang as Language];
          await until(() => el.shadowRoot!.querySelector('.sport-root')?.getAttribute('lang') === tag, `lang=${tag}`);
          await settled(`${c.tag} in ${lang}`, 15_000);
          const strip = NAMES_COUNT.has(lang) ? withoutHandles : withoutNames;
          const foreign = textOf(el.shadowRoot!).filter((text) =>
            FOREIGN[lang].some((script) => script.test(strip(text))),
          );
          expect([...new Set(foreign)].slice(0, 12)).to.deep.equal([]);
        } finally {
          el.remove();
        }
      });
    }
  }
});
