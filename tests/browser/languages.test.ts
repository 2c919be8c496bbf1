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
import { FOREIGN, textOf, withoutHandles } from './scriptScan';
import { API, firstMatchId, post, settled, until } from './support';

await import('/dist/sport-widgets.js' as string);

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

// Issue 30: the scan of CMN, ENG and SAU also covers the match results, the match search with its results, and a live
// room with its chat after a language switch (CMN → SAU); the slip's receipt is languages-receipt.test.ts (a page of
// its own: the slip store reads the shared slip once per page).
describe('one language per screen: results, search, receipt and a switch (issue 30)', () => {
  const SCANNED = ['CMN', 'ENG', 'SAU'] as const;

  /** The element's text in another script than `lang`'s (names count: the server names them in `lang`). */
  const foreignIn = (el: HTMLElement, lang: string) => [
    ...new Set(textOf(el.shadowRoot!).filter((text) => FOREIGN[lang].some((s) => s.test(withoutHandles(text))))),
  ];

  /** Resolves once the element's root says `lang` and the answers asked for in it have arrived. */
  async function inLanguage(el: HTMLElement, lang: string, what: string): Promise<void> {
    const tag = LANGUAGE_TAGS[lang as Language];
    await until(
      () => el.shadowRoot?.querySelector('.sport-root')?.getAttribute('lang') === tag,
      `${what}: lang=${tag}`,
    );
    await settled(what, 15_000);
  }

  const mount = (tag: string, attrs: Record<string, string>) => {
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries({ 'api-base': API, ...attrs })) el.setAttribute(name, value);
    document.body.append(el);
    return el;
  };

  const setInput = (input: HTMLInputElement, value: string) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };

  for (const lang of SCANNED) {
    it(`match results in ${lang} show no text in another script`, async () => {
      const el = mount('sport-match-list', { lang, view: 'results' });
      try {
        await until(() => !!el.shadowRoot?.querySelector('.sport-result'), 'result rows', 15_000);
        await inLanguage(el, lang, `results in ${lang}`);
        expect(foreignIn(el, lang).slice(0, 12)).to.deep.equal([]);
      } finally {
        el.remove();
      }
    });

    it(`match search in ${lang} finds a team by its ${lang} name and shows no text in another script`, async () => {
      const { records } = await post<{ records: { ts: { na: string }[] }[] }>('/v1/match/getList', {
        sportId: 1,
        playType: 'all',
        current: 1,
        size: 5,
        languageType: lang,
      });
      const team = records[0].ts[0].na;
      const el = mount('sport-match-list', { lang, view: 'search' });
      try {
        await until(() => !!el.shadowRoot?.querySelector('[part="search"] input[type="search"]'), 'the search box');
        await inLanguage(el, lang, `search in ${lang}`);
        setInput(el.shadowRoot!.querySelector<HTMLInputElement>('[part="search"] input[type="search"]')!, team);
        el.shadowRoot!.querySelector<HTMLFormElement>('[part="search"] form')!.requestSubmit();
        await until(
          () => !!el.shadowRoot!.querySelector('[part="search"] [data-match-id]'),
          `a match found by "${team}"`,
          15_000,
        );
        await settled(`search results in ${lang}`, 15_000);
        expect(foreignIn(el, lang).slice(0, 12)).to.deep.equal([]);
      } finally {
        el.remove();
      }
    });
  }

  it('a live room with its chat after a switch CMN → SAU shows no text in another script (one welcome, the log kept)', async function () {
    this.timeout(45_000);
    // A room no other browser test opens: chat-log.test.ts's busy bursts leave LR1004's history in English.
    const el = mount('sport-live-room', { lang: 'CMN', 'live-room-id': 'LR1006' });
    try {
      await until(() => !!el.shadowRoot?.querySelector('[part="chat-log"] [data-msg]'), 'chat lines', 15_000);
      await inLanguage(el, 'CMN', 'room in CMN');
      expect(foreignIn(el, 'CMN').slice(0, 12)).to.deep.equal([]);
      const lines = () => el.shadowRoot!.querySelectorAll('[part="chat-log"] [data-msg]').length;
      const before = lines();
      el.setAttribute('lang', 'SAU');
      await inLanguage(el, 'SAU', 'room in SAU');
      // The chat's rejoin in SAU has come: its lines are worded in Arabic.
      await until(() => foreignIn(el, 'SAU').length === 0, 'the room in Arabic only', 15_000).catch((error) => {
        throw new Error(`${String(error)}; still shown: ${JSON.stringify(foreignIn(el, 'SAU').slice(0, 5))}`);
      });
      expect(lines()).to.be.at.least(before);
      expect(el.shadowRoot!.querySelectorAll('.live-line--system').length).to.be.at.most(1);
    } finally {
      el.remove();
    }
  });
});
