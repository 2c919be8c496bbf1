// Market filter groups of spec §2 as tabs: football handicap and over/under, correct score, goals, corners,
// first half, 15 minutes, special bets, other; basketball full time, half, quarter. Sports the spec leaves out get
// their own (set sports: full time, the set or game on, correct score; hockey: full time, period, specials). The
// server tags each market group (`tags`) with the filters it belongs to; "all" shows every group.
import type { SportKey } from '../../domain/enums';

/** What the filters read of a market group: its server tags. */
export interface Tagged {
  readonly tags: readonly string[];
}

export type FilterKey =
  | 'all'
  | 'main'
  | 'correctscore'
  | 'goals'
  | 'corners'
  | 'firsthalf'
  | 'fifteen'
  | 'special'
  | 'other'
  | 'fulltime'
  | 'half'
  | 'quarter'
  | 'set'
  | 'period';

/** The server tags each filter tab shows. */
export const FILTER_TAGS: Record<Exclude<FilterKey, 'all'>, readonly string[]> = {
  main: ['handicap', 'overunder'],
  correctscore: ['correctscore'],
  goals: ['goals'],
  corners: ['corners'],
  firsthalf: ['firsthalf'],
  fifteen: ['fifteen'],
  special: ['special'],
  other: ['other'],
  fulltime: ['fulltime'],
  half: ['half'],
  quarter: ['quarter'],
  set: ['set'],
  period: ['period'],
};

const FOOTBALL: FilterKey[] = [
  'all',
  'main',
  'correctscore',
  'goals',
  'corners',
  'firsthalf',
  'fifteen',
  'special',
  'other',
];
const BASKETBALL: FilterKey[] = ['all', 'fulltime', 'half', 'quarter'];
const SETS: FilterKey[] = ['all', 'fulltime', 'set', 'correctscore'];
const HOCKEY: FilterKey[] = ['all', 'fulltime', 'period', 'special'];

/** The filter tabs of a sport in the spec's order; sports without filter groups get "all" only. */
export function filterKeysOf(sport: SportKey | undefined): FilterKey[] {
  if (sport === 'football' || sport === 'efootball') return FOOTBALL;
  if (sport === 'basketball' || sport === 'ebasketball') return BASKETBALL;
  if (sport === 'tennis' || sport === 'volleyball' || sport === 'tabletennis') return SETS;
  if (sport === 'hockey') return HOCKEY;
  return ['all'];
}

/** The market groups a filter tab shows, in the server's order. */
export function groupsInFilter<G extends Tagged>(groups: readonly G[], filter: FilterKey): G[] {
  if (filter === 'all') return [...groups];
  const tags = FILTER_TAGS[filter];
  return groups.filter((group) => group.tags.some((tag) => tags.includes(tag)));
}

/** The tabs worth showing: "all" always, the others only when they hold at least one group right now. */
export function visibleFilters(sport: SportKey | undefined, groups: readonly Tagged[]): FilterKey[] {
  return filterKeysOf(sport).filter((key) => key === 'all' || groupsInFilter(groups, key).length > 0);
}
