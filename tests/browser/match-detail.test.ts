/// <reference types="mocha" />
// <sport-match-detail> in real Chromium against the reference server: a live match's scoreboard, tabs and
// markets, a pick going into the shared slip, a forced goal reaching the scoreboard, a finished match's
// banner, the unknown-id error with retry, the empty state, and following start-sport.
import { expect } from '@esm-bundle/chai';
import { SPORT_ID_READINGS } from '../../src/domain/enums';
import { API, add, all, post, q, until } from './support';

localStorage.clear();
await import('/dist/sport-widgets.js' as string);

interface Row {
  id: string;
  ms: number;
  ts: { na: string }[];
  nsg?: { pe: number; tyg: number; sc: [number, number] }[];
}

/** A live football match with open markets, from the list feed. */
async function liveOf(sportId: number): Promise<Row> {
  const page = await post<{ records: Row[] }>('/v1/match/getList', {
    current: 1,
    size: 50,
    sportId,
    playType: 'rolling',
  });
  const row = page.records.find((m) => m.ms === 5);
  if (!row) throw new Error(`no live match of sport ${sportId} on the reference server`);
  return row;
}
const liveFootball = () => liveOf(1);

// The loader defines the tag once it appears, so the shadow root may not exist yet.

const mount = (attrs: string) => add(`<sport-match-detail lang="ENG" api-base="${API}" ${attrs}></sport-match-detail>`);

describe('<sport-match-detail>', () => {
  it('shows a live match: teams, score, running clock, period lines, and the markets tab first, then the five information tabs (issue 16)', async () => {
    const row = await liveFootball();
    const el = mount(`match-id="${row.id}"`);
    await until(() => !!q(el, '.detail-board'), 'scoreboard');
    const board = q(el, '.detail-board')!.textContent!;
    expect(board).to.contain(row.ts[0].na);
    expect(board).to.contain(row.ts[1].na);
    expect(q(el, '.detail-clock')!.dataset.live).to.equal('true');
    expect(q(el, '.detail-clock time')!.textContent).to.match(/^\d{2,3}:\d{2}$/);
    const infoTabs = all(el, '.detail-info > [role="tablist"] [role="tab"]').map((t) => t.textContent);
    expect(infoTabs).to.deep.equal(['Markets', 'Animation', 'Live video', 'Data', 'Program', 'Note']);
    el.remove();
  });

  it('shows a set sport as itself: its set and "Best of n sets" instead of a minute clock, and a dot at the side serving (issue 16)', async () => {
    const row = await liveOf(SPORT_ID_READINGS.main.tennis);
    const el = mount(`match-id="${row.id}"`);
    await until(() => !!q(el, '.detail-clock[data-live]'), 'live clock line');
    expect(q(el, '.detail-clock time')).to.equal(null);
    expect(q(el, '.detail-clock')!.textContent).to.match(/Best of \d sets/);
    await until(() => all(el, '.detail-serve').length === 1, 'one serve dot');
    expect(q(el, '.detail-serve')!.getAttribute('aria-label')).to.equal('Serving');
    el.remove();
  });

  it('names outcomes with their team (a 1X2 "1" is the home team, a handicap "Arsenal -1") and lays correct score out as home / draw / away columns (issue 16)', async () => {
    const row = await liveFootball();
    const el = mount(`match-id="${row.id}"`);
    await until(() => all(el, '.detail-group').length > 2, 'market groups');
    const names = all(el, '.detail-group .sport-odds-name').map((n) => n.textContent);
    expect(names).to.include(row.ts[0].na);
    expect(names.some((n) => new RegExp(`^${row.ts[1].na} \u2066?[-+]\\d`).test(n!))).to.equal(true);
    const columns = all(el, '.detail-scores .detail-score-column').map((c) =>
      [...c.querySelectorAll('.sport-odds-name')].map((n) => n.textContent!.split('-').map(Number)),
    );
    expect(columns[0].every(([h, a]) => h > a)).to.equal(true);
    expect(columns[1].every(([h, a]) => h === a)).to.equal(true);
    expect(columns[2].every(([h, a]) => h < a)).to.equal(true);
    el.remove();
  });

  it('shows the football filter groups as tabs and filters the market groups by them', async () => {
    const row = await liveFootball();
    const el = mount(`match-id="${row.id}"`);
    await until(() => all(el, '.detail-markets [role="tab"]').length > 1, 'filter tabs');
    const tabs = all(el, '.detail-markets [role="tab"]');
    expect(tabs[0].textContent).to.equal('All');
    expect(tabs.map((t) => t.textContent)).to.include('Handicap & over/under');
    const allGroups = all(el, '.detail-group').length;
    tabs.find((t) => t.textContent === 'Correct score')!.click();
    await until(() => all(el, '.detail-group').length < allGroups, 'filtered groups');
    // Named from the server's tables once they load ('Full time Correct score'), from the feed before.
    const names = all(el, '.detail-group-name').map((h) => h.textContent);
    expect(names).to.have.length(1);
    expect(names[0]).to.match(/Correct score$/);
    expect(tabs.find((t) => t.textContent === 'Correct score')!.getAttribute('aria-selected')).to.equal('true');
    el.remove();
  });

  it('puts a picked option into the shared slip and shows it selected', async () => {
    const row = await liveFootball();
    const el = mount(`match-id="${row.id}"`);
    await until(() => all(el, '.sport-odds:not([disabled])').length > 0, 'open odds');
    const button = all(el, '.sport-odds:not([disabled])')[0];
    button.click();
    await until(() => button.getAttribute('aria-pressed') === 'true', 'selected odds');
    const saved = JSON.parse(localStorage.getItem('sport-widgets:slip') ?? '{}');
    expect(saved.slip.entries.map((e: { marketId: string }) => e.marketId)).to.include(button.dataset.marketId);
    button.click();
    await until(() => button.getAttribute('aria-pressed') === 'false', 'unselected odds');
    el.remove();
  });

  it('a forced goal reaches the scoreboard through the push socket', async () => {
    const row = await liveFootball();
    const el = mount(`match-id="${row.id}"`);
    const home = () => Number(q(el, '.detail-score [data-side="home"]')?.textContent);
    await until(() => !Number.isNaN(home()), 'score');
    const before = home();
    await post('/demo/control', { action: 'goal', matchId: row.id, side: 'home' });
    await until(() => home() === before + 1, 'home score + 1', 8000);
    el.remove();
  });

  it('an outright is titled by its league and market: no team names, no score', async () => {
    const page = await post<{ records: { id: string; lg: { na: string }; mg: { nm: string }[] }[] }>(
      '/v1/match/getList',
      { current: 1, size: 5, sportId: 1, playType: 'outright' },
    );
    const outright = page.records[0];
    if (!outright) throw new Error('no outright on the reference server');
    const el = mount(`match-id="${outright.id}"`);
    await until(() => !!q(el, '.detail-outright'), 'outright scoreboard');
    // The league's name first (the European special's badge may follow it: spec §9).
    expect(q(el, '.detail-league')!.firstChild!.textContent).to.equal(outright.lg.na);
    // The market type's name from the server's tables (ENG: 'Outright'), or the feed's name before they load.
    expect(['Outright', outright.mg[0].nm]).to.include(q(el, '.detail-outright')!.textContent);
    expect(q(el, '.detail-score')).to.equal(null);
    expect(q(el, '.detail')!.getAttribute('aria-label')).to.contain(outright.lg.na);
    el.remove();
  });

  it('a finished match says so', async () => {
    const results = await post<{ records: { id: string; matchStatus: number }[] }>('/v1/match/matchResultList', {
      current: 1,
      size: 20,
      sportId: 1,
    });
    const ended = results.records.find((m) => m.matchStatus === 0)!;
    const el = mount(`match-id="${ended.id}"`);
    await until(() => !!q(el, '.detail-notice'), 'status notice');
    expect(q(el, '.detail-notice')!.textContent).to.equal('This match has ended');
    el.remove();
  });

  it('an unknown match id shows an error with a retry; an empty match-id shows the empty state', async () => {
    const el = mount('match-id="no-such-match"');
    await until(() => !!q(el, '.sport-state[data-kind="error"]'), 'error state');
    expect(q(el, '.sport-state')!.textContent).to.contain('This match could not be found');
    expect(q(el, '.sport-state button')!.textContent).to.equal('Retry');
    el.setAttribute('match-id', '');
    await until(() => !!q(el, '.sport-state[data-kind="empty"]'), 'empty state');
    expect(q(el, '.sport-state')!.textContent).to.contain('Choose a match');
    el.remove();
  });

  it('with follow-start-sport="true" it opens the match of a start-sport event; without it, it ignores it', async () => {
    const row = await liveFootball();
    const following = mount('follow-start-sport="true"');
    const fixed = mount('');
    await until(
      () => !!q(following, '.sport-state[data-kind="empty"]') && !!q(fixed, '.sport-state[data-kind="empty"]'),
      'empty states',
    );
    document.dispatchEvent(
      new CustomEvent('start-sport', {
        detail: { channel: 44, game: 44, matchId: row.id, matchSource: 'st', hostId: 'h1' },
        bubbles: true,
        composed: true,
      }),
    );
    await until(() => !!q(following, '.detail-board'), 'opened match');
    expect(q(following, '.detail-board')!.textContent).to.contain(row.ts[0].na);
    expect(q(fixed, '.detail-board')).to.equal(null);
    following.remove();
    fixed.remove();
  });

  // Last: the page's runtime and match cache are in Arabic after it (an ENG element mounted next reads cached Arabic
  // names until its own answer comes).
  it('in Arabic a handicap reads its team, then its line left to right: the sign before the number, "+1" never "1+" (issue 29)', async () => {
    // A live football match whose handicap has a signed line now (a level match's is "0").
    const page = await post<{ records: Row[] }>('/v1/match/getList', { current: 1, size: 50, sportId: 1 });
    const row = page.records.find((m) => m.ms === 5 && /"nm":"[-+]\d/.test(JSON.stringify(m)));
    if (!row) throw new Error('no live football match with a signed handicap line on the reference server');
    const el = add(`<sport-match-detail lang="SAU" api-base="${API}" match-id="${row.id}"></sport-match-detail>`);
    const handicap = () =>
      all(el, '.detail-group .sport-odds-name').find((n) => /[\u0600-\u06ff].* \W?[-+]\d/.test(n.textContent!));
    await until(() => !!handicap(), 'an Arabic handicap button').catch((error) => {
      const names = all(el, '.detail-group .sport-odds-name').map((n) => n.textContent);
      throw new Error(`${String(error)}; names: ${JSON.stringify(names.slice(0, 12))}`);
    });
    const text = handicap()!.firstChild as Text;
    const sign = text.data.search(/[-+]\d/);
    /** Where the character at `i` is drawn (left edge, px). */
    const left = (i: number) => {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return range.getBoundingClientRect().left;
    };
    expect(left(sign), `sign left of its number in "${text.data}"`).to.be.below(left(sign + 1));
    expect(left(0), 'the team (read first) right of the line').to.be.above(left(sign + 1));
    el.remove();
  });
});
