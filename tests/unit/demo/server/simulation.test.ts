import { describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../../src/domain/enums';
import { World } from '../../../../demo/server/world';
import { wireMatch } from '../../../../demo/server/wireMatch';
import { PERIOD } from '../../../../demo/server/periods';
import { EPOCH } from './harness';

const snapshot = (w: World) => [...w.matches.values()].map((m) => wireMatch(m, true, 'ENG'));

describe('simulation', () => {
  it("sends each match's format code (spec 3.62): football 2 × 45 (245), basketball 4 × 12 (412), set sports best of n", () => {
    const w = new World({ seed: 1, matchCount: 120, epoch: EPOCH });
    const codes = new Map<string, Set<number | undefined>>();
    for (const m of w.matches.values()) {
      const set = codes.get(m.sport.key) ?? new Set();
      set.add(wireMatch(m, false, 'ENG').fid);
      codes.set(m.sport.key, set);
    }
    expect([...codes.get('football')!]).toEqual([245]);
    expect([...codes.get('basketball')!]).toEqual([412]);
    for (const code of codes.get('tennis')!) expect([3, 5]).toContain(code);
  });

  it('is deterministic for a seed: same seed and clock give the same world, another seed another', () => {
    const a = new World({ seed: 3, matchCount: 40, epoch: EPOCH });
    const b = new World({ seed: 3, matchCount: 40, epoch: EPOCH });
    a.advance(10 * 60_000);
    b.advance(10 * 60_000);
    expect(snapshot(a)).toEqual(snapshot(b));
    const c = new World({ seed: 4, matchCount: 40, epoch: EPOCH });
    c.advance(10 * 60_000);
    expect(snapshot(c)).not.toEqual(snapshot(a));
  });

  it('never has a team play two matches at once (issue 16: demo data a bettor believes)', () => {
    const w = new World({ seed: 1, matchCount: 120, epoch: EPOCH });
    const live = [...w.matches.values()].filter((m) => m.status === MatchStatus.Live);
    const teams = live.flatMap((m) => [m.home.id, m.away.id]);
    expect(live.length).toBeGreaterThan(10);
    expect(new Set(teams).size).toBe(teams.length);
  });

  it('has live, upcoming, finished, postponed or cancelled matches across at least six sports', () => {
    const w = new World({ seed: 1, matchCount: 120, epoch: EPOCH });
    const statuses = new Set([...w.matches.values()].map((m) => m.status));
    expect(statuses).toEqual(
      expect.objectContaining(new Set([MatchStatus.Live, MatchStatus.Upcoming, MatchStatus.Ended])),
    );
    expect([...statuses].some((s) => s === MatchStatus.Postponed || s === MatchStatus.Cancelled)).toBe(true);
    expect(new Set([...w.matches.values()].map((m) => m.sport.id)).size).toBeGreaterThanOrEqual(6);
    expect(w.outrights.size).toBeGreaterThan(0);
  });

  it('plays football as two halves of 45 minutes with a half-time break and closes the markets at the end', () => {
    const w = new World({ seed: 2, matchCount: 30, epoch: EPOCH });
    const m = [...w.matches.values()].find(
      (x) => x.sport.key === 'football' && x.status === MatchStatus.Live && x.periodIndex === 0,
    )!;
    expect(m.groups.map((g) => g.tps).flat()).toEqual(
      expect.arrayContaining([
        'handicap',
        'overunder',
        'correctscore',
        'goals',
        'corners',
        'firsthalf',
        'fifteen',
        'special',
        'other',
      ]),
    );
    const periods: number[] = [];
    for (let i = 0; i < 120 && m.status === MatchStatus.Live; i += 1) {
      const pe = wireMatch(m, false, 'ENG').mc!.pe;
      if (periods.at(-1) !== pe) periods.push(pe);
      expect(wireMatch(m, false, 'ENG').mc!.s).toBeLessThanOrEqual(90 * 60);
      w.advance(60_000);
    }
    expect(periods).toEqual([PERIOD.FirstHalf, PERIOD.HalfTime, PERIOD.SecondHalf]);
    expect(m.status).toBe(MatchStatus.Ended);
    expect(m.groups.every((g) => g.market.ss === -1)).toBe(true);
  }, 30_000);

  it('suspends a match’s markets for a goal and reopens them', () => {
    const w = new World({ seed: 5, matchCount: 80, epoch: EPOCH });
    const m = [...w.matches.values()].find(
      (x) => x.sport.key === 'football' && x.status === MatchStatus.Live && x.breakLeft === 0,
    )!;
    expect(w.forceGoal(m.id, 0)).toBe(true);
    expect(m.groups.every((g) => g.market.ss === 0)).toBe(true);
    w.advance(15_000);
    expect(m.groups.some((g) => g.market.ss === 1)).toBe(true);
  });
});
