import { beforeEach, describe, expect, it } from 'vitest';
import { subscribe } from 'valtio/vanilla';
import { MatchStatus } from '../../../../src/domain/enums';
import { matchCache, matchEntry, optionKey, upsertMatches } from '../../../../src/state/matches/cache';
import { applyOddsUpdate, applyTecUpdate } from '../../../../src/state/matches/live';
import { market, match } from './fixtures';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('match cache: push updates (spec §4 websocket tec / js1)', () => {
  beforeEach(() => {
    matchCache().entries = {};
    matchCache().meta.statusRevision = 0;
  });

  it('applies a js1 update: new odds in place, the move recorded up or down per option', () => {
    upsertMatches([match('1')], 'list');
    applyOddsUpdate({ matchId: '1', markets: [market('1-1x2', [2.3, 3.3, 3.2])] }, 5000);
    const entry = matchEntry('1')!;
    expect(entry.match.groups[0].markets[0].options.map((o) => o.odds)).toEqual([2.3, 3.3, 3.2]);
    expect(entry.moves[optionKey('1-1x2', 'H')]).toEqual({ dir: 'up', at: 5000 });
    expect(entry.moves[optionKey('1-1x2', 'A')]).toEqual({ dir: 'down', at: 5000 });
    expect(entry.moves[optionKey('1-1x2', 'D')]).toBeUndefined();
  });

  it('copies on write: a js1 update replaces the changed option, its market and group; every other part keeps its identity', () => {
    const full = match('g');
    full.groups.push({ name: 'Corners', tags: [], marketType: 7, period: 1, markets: [market('g-c', [1.8, 2])] });
    upsertMatches([full], 'detail');
    const before = matchEntry('g')!.match.groups;
    applyOddsUpdate({ matchId: 'g', markets: [market('g-1x2', [2.1, 3.3, 3.9])] }, 1);
    const after = matchEntry('g')!.match.groups;
    expect(after).not.toBe(before);
    expect(after[0].markets[0].options[2].odds).toBe(3.9);
    expect(after[0].markets[0].options[0]).toBe(before[0].markets[0].options[0]);
    expect(after.slice(1)).toEqual(before.slice(1));
    after.slice(1).forEach((group, i) => expect(group).toBe(before[i + 1]));
    expect(before[0].markets[0].options[2].odds).toBe(3.6);
  });

  it("a push moves prices and lines but keeps the names the feed gave in the user's language (pushes carry none): a moved line is written into the cached name", () => {
    const localized = match('n');
    const names: Record<string, string> = { H: '大 2.5', D: '名D', A: '小 2.5' };
    localized.groups[0].markets[0].options = localized.groups[0].markets[0].options.map((o) => ({
      ...o,
      name: names[o.type],
      teamName: '和',
      line: '2.5',
    }));
    upsertMatches([localized], 'list');
    const pushed = market('n-1x2', [2.3, 3.3, 3.6]);
    pushed.options = pushed.options.map((o) => ({
      ...o,
      name: o.type === 'H' ? 'Over 2.5' : `Pushed ${o.type}`,
      line: o.type === 'H' ? '2.5' : '3.5',
      teamName: 'Draw',
    }));
    applyOddsUpdate({ matchId: 'n', markets: [pushed] }, 1);
    const [home, draw, away] = matchEntry('n')!.match.groups[0].markets[0].options;
    expect(home).toMatchObject({ odds: 2.3, name: '大 2.5', teamName: '和' });
    // The cached name does not show its line: the pushed one is the only name of the new line.
    expect(draw).toMatchObject({ name: 'Pushed D', line: '3.5', teamName: '和' });
    expect(away).toMatchObject({ name: '小 3.5', line: '3.5', teamName: '和' });
  });

  it('a feed refresh renames the options (a language switch reaches the rows with the next refresh)', () => {
    upsertMatches([match('r')], 'list');
    const renamed = match('r');
    renamed.groups[0].markets[0].options = renamed.groups[0].markets[0].options.map((o) => ({
      ...o,
      name: `名${o.type}`,
    }));
    upsertMatches([renamed], 'list');
    expect(matchEntry('r')!.match.groups[0].markets[0].options.map((o) => o.name)).toEqual(['名H', '名D', '名A']);
  });

  it('records no move when a price appears from 0 or drops to 0 (a lock, not a move), but keeps the new sale status', () => {
    upsertMatches([match('2')], 'list');
    applyOddsUpdate({ matchId: '2', markets: [market('2-1x2', [0, 3.3, 3.6], 0)] }, 1);
    const entry = matchEntry('2')!;
    expect(entry.moves).toEqual({});
    expect(entry.match.groups[0].markets[0].saleStatus).toBe(0);
  });

  it('ignores updates of unknown matches and markets', () => {
    upsertMatches([match('3')], 'list');
    applyOddsUpdate({ matchId: 'nope', markets: [market('3-1x2', [9, 9, 9])] });
    applyOddsUpdate({ matchId: '3', markets: [market('other', [9, 9, 9])] });
    expect(matchEntry('3')!.match.groups[0].markets[0].options[0].odds).toBe(2.1);
  });

  it('touches only the changed match proxy: a burst on one match never notifies another row', async () => {
    upsertMatches([match('a'), match('b')], 'list');
    const seen: string[] = [];
    subscribe(matchEntry('a')!, () => seen.push('a'));
    subscribe(matchEntry('b')!, () => seen.push('b'));
    for (let i = 0; i < 200; i += 1)
      applyOddsUpdate({ matchId: 'a', markets: [market('a-1x2', [2 + i / 100, 3.3, 3.6])] });
    await flush();
    expect(seen).toEqual(['a']);
  });

  it('writes nothing when an update repeats the current values (no re-render for unchanged data)', async () => {
    upsertMatches([match('c')], 'list');
    const seen: number[] = [];
    subscribe(matchEntry('c')!, () => seen.push(1));
    applyOddsUpdate({ matchId: 'c', markets: [market('c-1x2', [2.1, 3.3, 3.6])] });
    applyTecUpdate({
      matchId: 'c',
      clock: { running: true, period: 2, seconds: 600, type: 1 },
      scores: [{ period: 1, typeGroup: 1, home: 0, away: 0 }],
    });
    upsertMatches([match('c')], 'list');
    await flush();
    expect(seen).toEqual([]);
  });

  it('a new score line, team name or market tag still notifies its match (those parts are stored whole, unproxied, and replaced whole)', async () => {
    upsertMatches([match('f')], 'list');
    const seen: string[] = [];
    subscribe(matchEntry('f')!, () => seen.push('changed'));
    applyTecUpdate({ matchId: 'f', scores: [{ period: 1, typeGroup: 1, home: 1, away: 0 }] });
    await flush();
    upsertMatches(
      [match('f', { scores: [{ period: 1, typeGroup: 1, home: 1, away: 0 }], home: { id: 'fh', name: 'Renamed' } })],
      'list',
    );
    await flush();
    const tagged = match('f', {
      scores: [{ period: 1, typeGroup: 1, home: 1, away: 0 }],
      home: { id: 'fh', name: 'Renamed' },
    });
    tagged.groups[0].tags = ['handicap'];
    upsertMatches([tagged], 'list');
    await flush();
    expect(seen).toEqual(['changed', 'changed', 'changed']);
    expect(matchEntry('f')!.match.home.name).toBe('Renamed');
    expect(matchEntry('f')!.match.groups[0].tags).toEqual(['handicap']);
  });

  it('applies a tec update (clock, scores, status) and bumps statusRevision only when the status group changes', () => {
    upsertMatches([match('d', { status: MatchStatus.Upcoming })], 'list');
    applyTecUpdate({
      matchId: 'd',
      clock: { running: true, period: 2, seconds: 60, type: 1 },
      status: MatchStatus.Live,
    });
    expect(matchEntry('d')!.match.status).toBe(MatchStatus.Live);
    expect(matchEntry('d')!.match.clock?.seconds).toBe(60);
    expect(matchCache().meta.statusRevision).toBe(1);
    applyTecUpdate({
      matchId: 'd',
      status: MatchStatus.Suspended,
      scores: [{ period: 1, typeGroup: 1, home: 1, away: 0 }],
    });
    expect(matchCache().meta.statusRevision).toBe(1);
    expect(matchEntry('d')!.match.scores).toEqual([{ period: 1, typeGroup: 1, home: 1, away: 0 }]);
  });

  it("keeps the detail's complete markets when the list refreshes the same match (prices still update)", () => {
    const full = match('e');
    full.groups.push({ name: 'Corners', tags: [], marketType: 7, period: 1, markets: [market('e-c', [1.8, 2])] });
    upsertMatches([full], 'detail');
    upsertMatches(
      [
        match('e', {
          groups: [{ name: '1X2', tags: [], marketType: 1, period: 1, markets: [market('e-1x2', [2.5, 3.3, 3.6])] }],
        }),
      ],
      'list',
    );
    const entry = matchEntry('e')!;
    expect(entry.match.groups).toHaveLength(3);
    expect(entry.match.groups[0].markets[0].options[0].odds).toBe(2.5);
    expect(entry.rowGroups).toEqual(['1:1:1X2']);
  });
});

describe("match cache: a refresh of a tennis match's game points (spec §3 sb.gp)", () => {
  it('takes new points, and keeps the same array while they did not change', () => {
    upsertMatches([match('t', { gamePoints: [1, 2] })], 'list');
    const first = matchEntry('t')!.match.gamePoints;
    upsertMatches([match('t', { gamePoints: [1, 2] })], 'list');
    expect(matchEntry('t')!.match.gamePoints).toBe(first);
    upsertMatches([match('t', { gamePoints: [2, 2] })], 'list');
    expect(matchEntry('t')!.match.gamePoints).toEqual([2, 2]);
  });
});

describe('match cache: team crests only the detail brings (issue 16)', () => {
  it("a list refresh without crests keeps the detail's crest of the same team; another team replaces it", () => {
    upsertMatches([match('c', { home: { id: 'h1', name: 'Home', logoUrl: 'data:crest' } })], 'detail');
    upsertMatches([match('c', { home: { id: 'h1', name: 'Home' } })], 'list');
    expect(matchEntry('c')!.match.home.logoUrl).toBe('data:crest');
    upsertMatches([match('c', { home: { id: 'h2', name: 'Other' } })], 'list');
    expect(matchEntry('c')!.match.home.logoUrl).toBeUndefined();
  });
});
