// Issue 30 items 5-8: a demo world that reads true. No team in two overlapping matches over a simulated day, every
// player on one team of his league, sport positions, prices that move with the score, results only of matches that
// were due, and every begun period with its score (0-0 included).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../../src/domain/enums';
import type { WireMatch, WireMatchResult, WirePage } from '../../../../src/api/wire';
import { PATHS } from '../../../../src/api/paths';
import { MATCH_DATA_PATHS } from '../../../../src/api/matchDataPaths';
import { expectedDuration } from '../../../../demo/server/catalog';
import { PERIOD } from '../../../../demo/server/periods';
import type { SimMatch } from '../../../../demo/server/match';
import { reprice } from '../../../../demo/server/pricing';
import { basketballStats } from '../../../../demo/server/scoreData';
import { World } from '../../../../demo/server/world';
import { EPOCH, start, type TestServer } from './harness';

let srv: TestServer;
beforeAll(async () => {
  srv = await start();
});
afterAll(async () => {
  await srv.stop();
});

const played = (m: SimMatch) => m.status !== MatchStatus.Postponed && m.status !== MatchStatus.Cancelled;
const span = (m: SimMatch): [number, number] => [m.bt, m.bt + expectedDuration(m.sport.format) * 1000];

/** Pairs of played matches sharing a team whose time spans overlap. */
function clashes(matches: SimMatch[]): string[] {
  const out: string[] = [];
  const list = matches.filter(played);
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const [a, b] = [list[i], list[j]];
      const teams = [a.home.id, a.away.id].filter((t) => t === b.home.id || t === b.away.id);
      if (!teams.length) continue;
      const [a0, a1] = span(a);
      const [b0, b1] = span(b);
      if (a0 < b1 && b0 < a1) out.push(`${a.id} ${a.home.na}-${a.away.na} / ${b.id} ${b.home.na}-${b.away.na}`);
    }
  }
  return out;
}

const getJson = async <T>(path: string) =>
  ((await (await fetch(`${srv.url.replace(/\/$/, '')}${path}`)).json()) as { data: T }).data;

describe('fixtures (issue 30 item 5)', () => {
  it('no team plays two overlapping matches on a crowded board of 240', async () => {
    // A board this full leaves no free pair for some matches: they move in time rather than share a team.
    const crowded = await start(undefined, 240);
    try {
      expect(clashes([...crowded.sim.matches.values()])).toEqual([]);
    } finally {
      await crowded.stop();
    }
  }, 30_000);

  it('no team plays two overlapping matches over a simulated day (a board of 30, new matches added as others end)', () => {
    // The world alone, as a test server makes it (its seed and clock): the scheduling is the world's, and a server's
    // listeners (rooms, live bets, pushes) on each of the day's 86,400 steps were most of the test's time.
    const day = new World({ seed: 7, matchCount: 30, epoch: EPOCH });
    for (let hour = 0; hour < 24; hour++) {
      day.advance(3_600_000);
      expect([hour, clashes([...day.matches.values()])]).toEqual([hour, []]);
    }
    // A simulated day of 1-second steps is seconds of work, not a wait.
  }, 60_000);

  it('every player of a league plays for one team, with his sport’s positions', async () => {
    for (const key of ['football', 'basketball']) {
      const matches = [...srv.sim.matches.values()].filter((m) => m.sport.key === key);
      const teamOf = new Map<string, string>();
      for (const m of matches) {
        const lineup = await getJson<{
          home: { name: string; starters: { name: string; position: string }[] };
          away: { name: string; starters: { name: string; position: string }[] };
        }>(`${MATCH_DATA_PATHS.lineup}?id=${m.id}&language=ENG`);
        for (const side of [lineup.home, lineup.away]) {
          for (const p of side.starters) {
            const key2 = `${m.league.id}:${p.name}`;
            expect([p.name, teamOf.get(key2) ?? side.name]).toEqual([p.name, side.name]);
            teamOf.set(key2, side.name);
            expect(key === 'basketball' ? ['PG', 'SG', 'SF', 'PF', 'C'] : ['GK', 'DF', 'MF', 'FW']).toContain(
              p.position,
            );
          }
        }
      }
    }
  });
});

describe('prices follow the score (issue 30 item 7)', () => {
  it('a goal for the home side shortens its 1X2 price and lengthens the away price', async () => {
    const row = async (id: string) =>
      (await srv.call<WireMatch>(PATHS.matchDetail, { matchId: id })).data.mg!.find(
        (g) => g.mty === 1 && g.pe === PERIOD.FullTime,
      )!.mks[0].op;
    const m = [...srv.sim.matches.values()].find((x) => x.sport.key === 'football' && x.status === MatchStatus.Live)!;
    const before = await row(m.id);
    expect((await srv.call('/demo/control', { action: 'goal', matchId: m.id, side: 'home' })).code).toBe(1);
    const after = await row(m.id);
    const odds = (ops: typeof before, ty: string) => ops.find((o) => o.ty === ty)!.od;
    expect(odds(after, 'H')).toBeLessThan(odds(before, 'H'));
    expect(odds(after, 'A')).toBeGreaterThan(odds(before, 'A'));
  });
});

describe('results are results (issue 30 item 8)', () => {
  it('lists only matches that were due, and a finished match with every period, 0-0 ones included', async () => {
    const rows = (
      await srv.call<WirePage<WireMatchResult>>(MATCH_DATA_PATHS.resultList, { size: 200, languageType: 'ENG' })
    ).data.records;
    expect(rows.length).toBeGreaterThan(0);
    const now = srv.sim.now();
    for (const r of rows) {
      expect(r.beginTime).toBeLessThanOrEqual(now);
      if (r.matchStatus !== MatchStatus.Ended) continue;
      const sim = srv.sim.matches.get(r.id)!;
      const f = sim.sport.format;
      if (f.kind !== 'timed') continue;
      const periods = new Set((r.scores ?? []).map((s) => s.period));
      for (const pe of f.periodCodes) expect([r.id, pe, periods.has(pe)]).toEqual([r.id, pe, true]);
    }
  });
});

describe('set sports priced by the score (issue 30 item 7, N16)', () => {
  /** The match-winner prices of a live tennis match at this score, home the weaker player by `strength`. */
  function prices(sets: [number, number], set1: [number, number], set2: [number, number], strength: number) {
    const m = [...srv.sim.matches.values()].find((x) => x.sport.key === 'tennis')!;
    const copy = { ...m, groups: [], gamePoints: [0, 0] } as SimMatch;
    Object.assign(copy, {
      status: MatchStatus.Live,
      strength,
      setIndex: 1,
      suspendedUntil: 0,
      scores: { [`${PERIOD.FullTime}:4`]: sets, [`${PERIOD.Set1}:4`]: set1, [`${PERIOD.Set2}:4`]: set2 },
    });
    reprice(copy, srv.sim.now());
    const winner = copy.groups.find((g) => g.mty === 10 && g.pe === PERIOD.FullTime)!.market.op;
    return { home: winner.find((o) => o.ty === 'H')!.od, away: winner.find((o) => o.ty === 'A')!.od };
  }

  it('a player a set and a break up is a clear favourite, even against a stronger player', () => {
    const { home, away } = prices([1, 0], [6, 2], [5, 2], -0.85);
    expect(home).toBeLessThan(1.25);
    expect(away).toBeGreaterThan(3.5);
  });

  it('a set up and level in the second set is the favourite against a stronger player', () => {
    const { home, away } = prices([1, 0], [6, 2], [2, 2], -0.85);
    expect(home).toBeLessThan(away);
  });
});

describe('each sport its own markets (issue 30 item 6)', () => {
  it('a pre-match hockey game offers a real book (full time, its first period, specials); set sports a correct score in their own market words', () => {
    const upcoming = (sport: string) =>
      [...srv.sim.matches.values()].find((m) => m.sport.key === sport && m.status === MatchStatus.Upcoming)!;
    const hockey = upcoming('hockey');
    expect(hockey.groups.length).toBeGreaterThanOrEqual(7);
    expect(new Set(hockey.groups.flatMap((g) => g.tps))).toEqual(new Set(['fulltime', 'period', 'special']));
    const types = (sport: string) => upcoming(sport).groups.map((g) => g.mty);
    expect(types('tennis')).toEqual(expect.arrayContaining([11, 12, 4]));
    expect(types('volleyball')).toEqual(expect.arrayContaining([13, 14, 4]));
    expect(types('tabletennis')).toEqual(expect.arrayContaining([15, 16, 4]));
    const scores = upcoming('volleyball')
      .groups.find((g) => g.mty === 4)!
      .market.op.map((o) => o.ty);
    expect(scores.sort()).toEqual(['0-3', '1-3', '2-3', '3-0', '3-1', '3-2']);
  });
});

describe('a basketball match has the quarters it played (issue 30 item 6)', () => {
  it('a match not started has no quarter rows and no total; a live one the quarters begun so far', () => {
    const games = [...srv.sim.matches.values()].filter((m) => m.sport.key === 'basketball');
    const upcoming = games.find((m) => m.status === MatchStatus.Upcoming)!;
    expect(basketballStats(upcoming)).toEqual({ matchId: upcoming.id, quarters: [] });
    const live = games.find((m) => m.status === MatchStatus.Live)!;
    const stats = basketballStats(live) as { quarters: unknown[]; total?: unknown };
    expect(stats.quarters).toHaveLength(live.periodIndex + 1);
    expect(stats.total).toBeDefined();
  });
});
