// Match fixtures for the match-list tests: a match with the three main markets of a list row.
import { MatchStatus } from '../../../../src/domain/enums';
import type { Market, Match } from '../../../../src/domain/types';

/** A market on sale with the given option odds (types H, D, A in order). */
export function market(id: string, odds: number[], saleStatus = 1): Market {
  const types = ['H', 'D', 'A'];
  return {
    id,
    allowParlay: true,
    saleStatus,
    options: odds.map((o, i) => ({ teamName: '', name: types[i], odds: o, type: types[i] })),
  };
}

/** A football match; `over` replaces any field. */
export function match(id: string, over: Partial<Match> = {}): Match {
  return {
    id,
    sportId: 1,
    league: { id: 'L1', name: 'League One', sportId: 1 },
    home: { id: `${id}h`, name: `Home ${id}` },
    away: { id: `${id}a`, name: `Away ${id}` },
    status: MatchStatus.Live,
    clock: { running: true, period: 2, seconds: 600, type: 1 },
    scores: [{ period: 1, typeGroup: 1, home: 0, away: 0 }],
    neutral: false,
    beginTime: Date.UTC(2026, 10, 22, 18, 30),
    marketCount: 12,
    groups: [
      { name: '1X2', tags: [], marketType: 1, period: 1, markets: [market(`${id}-1x2`, [2.1, 3.3, 3.6])] },
      { name: 'Handicap', tags: [], marketType: 2, period: 1, markets: [market(`${id}-ah`, [1.9, 1.95])] },
    ],
    hasVideo: true,
    hasAnimation: false,
    ...over,
  };
}
