import { describe, expect, it } from 'vitest';
import { FAVOURITES_MAX } from '../../../src/domain/constants';
import { MatchStatus } from '../../../src/domain/enums';
import { favouriteBlocker } from '../../../src/domain/favouriteLimit';
import {
  matchScore,
  matchStatusGroup,
  pruneFavourites,
  splitByStatusGroup,
  sportId,
  sportKeyOf,
} from '../../../src/domain/matches';

describe('match status groups (spec §4)', () => {
  it.each([
    [MatchStatus.Live, 'live'],
    [MatchStatus.Interrupted, 'live'],
    [MatchStatus.Suspended, 'live'],
    [MatchStatus.CoverageLost, 'live'],
    [MatchStatus.Upcoming, 'upcoming'],
    [MatchStatus.Delayed, 'upcoming'],
    [MatchStatus.Postponed, 'upcoming'],
    [MatchStatus.Ended, 'finished'],
    [MatchStatus.Cancelled, 'finished'],
    [MatchStatus.Abandoned, 'finished'],
  ])('status %s is %s', (status, group) => {
    expect(matchStatusGroup(status)).toBe(group);
  });

  it('splits a list into live and upcoming, keeping order', () => {
    const list = [
      { id: 'a', status: MatchStatus.Upcoming },
      { id: 'b', status: MatchStatus.Live },
      { id: 'c', status: MatchStatus.Ended },
      { id: 'd', status: MatchStatus.Suspended },
    ];
    const groups = splitByStatusGroup(list);
    expect(groups.live.map((m) => m.id)).toEqual(['b', 'd']);
    expect(groups.upcoming.map((m) => m.id)).toEqual(['a']);
    expect(groups.finished.map((m) => m.id)).toEqual(['c']);
  });
});

describe('favourites (spec §1, §4, §5)', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `m${i}`);

  it('at most 50 favourites', () => {
    expect(FAVOURITES_MAX).toBe(50);
    expect(favouriteBlocker(ids(49), 'new')).toBeNull();
    expect(favouriteBlocker(ids(50), 'new')).toBe('rules:favouritesMax50');
    expect(favouriteBlocker(ids(50), 'm3')).toBeNull();
  });

  it('favourites whose match no longer exists are removed', () => {
    expect(pruneFavourites(['a', 'b', 'c'], new Set(['c', 'a']))).toEqual(['a', 'c']);
  });
});

describe('sport ids in both readings (spec §3)', () => {
  it('main reading: football 1, basketball 3, tennis 5', () => {
    expect([sportId('football', 'main'), sportId('basketball', 'main'), sportId('tennis', 'main')]).toEqual([1, 3, 5]);
    expect(sportKeyOf(3, 'main')).toBe('basketball');
  });

  it('labels reading: basketball 2, tennis 3', () => {
    expect([sportId('basketball', 'labels'), sportId('tennis', 'labels')]).toEqual([2, 3]);
    expect(sportKeyOf(3, 'labels')).toBe('tennis');
  });

  it('an id no sport has gives undefined', () => {
    expect(sportKeyOf(999, 'main')).toBeUndefined();
  });
});

describe('match score (goal type group)', () => {
  it('sums the per-period goal lines per side when there is no full-time line, ignoring other type groups', () => {
    const scores = [
      { period: 2, typeGroup: 1, home: 1, away: 0 },
      { period: 3, typeGroup: 1, home: 1, away: 2 },
      { period: 2, typeGroup: 2, home: 5, away: 3 },
    ];
    expect(matchScore({ scores })).toEqual({ home: 2, away: 2 });
    expect(matchScore({ scores }, 2)).toEqual({ home: 5, away: 3 });
    expect(matchScore({ scores: [] })).toEqual({ home: 0, away: 0 });
  });

  it('uses the full-time line (period 1) when present instead of adding it to the period lines', () => {
    const scores = [
      { period: 1, typeGroup: 1, home: 0, away: 1 },
      { period: 3, typeGroup: 1, home: 0, away: 1 },
    ];
    expect(matchScore({ scores })).toEqual({ home: 0, away: 1 });
  });
});
