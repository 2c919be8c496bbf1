// Match list rules: status groups, favourites pruning, sport ids, and the current score (spec §3, §4).
import { MatchStatus, SPORT_ID_READINGS, type SportIdReading, type SportKey } from './enums';
import type { Match, PeriodScore } from './types';

export type MatchStatusGroup = 'live' | 'upcoming' | 'finished';

const STATUS_GROUP: Record<MatchStatus, MatchStatusGroup> = {
  [MatchStatus.Live]: 'live',
  [MatchStatus.Interrupted]: 'live',
  [MatchStatus.Suspended]: 'live',
  [MatchStatus.CoverageLost]: 'live',
  [MatchStatus.Upcoming]: 'upcoming',
  [MatchStatus.Delayed]: 'upcoming',
  [MatchStatus.Postponed]: 'upcoming',
  [MatchStatus.Ended]: 'finished',
  [MatchStatus.Cancelled]: 'finished',
  [MatchStatus.Abandoned]: 'finished',
};

/** Score type group of goals (wire tyg 1). */
export const GOAL_TYPE_GROUP = 1;

/** Score type group of points (wire tyg 4): sets won, and games or points per set, in set sports. */
export const POINTS_TYPE_GROUP = 4;

/** The score type that counts for the result: goals when the match has goal lines, otherwise points. */
export function mainTypeGroup(scores: readonly PeriodScore[]): number {
  return scores.some((s) => s.typeGroup === GOAL_TYPE_GROUP) || !scores.some((s) => s.typeGroup === POINTS_TYPE_GROUP)
    ? GOAL_TYPE_GROUP
    : POINTS_TYPE_GROUP;
}

const TENNIS_CALLS = ['0', '15', '30', '40'];

/** A tennis game's points as called (spec §3 sb.gp): 0, 15, 30, 40; from deuce on, 40 all or A for the advantage. */
export function tennisPoints([home = 0, away = 0]: readonly number[]): [string, string] {
  if (home >= 3 && away >= 3) return home === away ? ['40', '40'] : home > away ? ['A', '40'] : ['40', 'A'];
  return [TENNIS_CALLS[home] ?? '40', TENNIS_CALLS[away] ?? '40'];
}

/** Group of a match status; unknown statuses count as upcoming. */
export function matchStatusGroup(status: number): MatchStatusGroup {
  return STATUS_GROUP[status as MatchStatus] ?? 'upcoming';
}

/** Splits matches into live, upcoming and finished, keeping their order. */
export function splitByStatusGroup<T extends Pick<Match, 'status'>>(
  matches: readonly T[],
): Record<MatchStatusGroup, T[]> {
  const groups: Record<MatchStatusGroup, T[]> = { live: [], upcoming: [], finished: [] };
  for (const match of matches) groups[matchStatusGroup(match.status)].push(match);
  return groups;
}

/** Drops favourites whose match no longer exists. */
export function pruneFavourites(favouriteIds: readonly string[], existingMatchIds: ReadonlySet<string>): string[] {
  return favouriteIds.filter((id) => existingMatchIds.has(id));
}

/** Sport id of a sport in the chosen reading of the spec's two. */
export function sportId(sport: SportKey, reading: SportIdReading): number {
  return SPORT_ID_READINGS[reading][sport];
}

/** Sport of an id in the chosen reading, or undefined for an id it does not name. */
export function sportKeyOf(id: number, reading: SportIdReading): SportKey | undefined {
  const ids: Record<SportKey, number> = SPORT_ID_READINGS[reading];
  return (Object.keys(ids) as SportKey[]).find((sport) => ids[sport] === id);
}

/** Period code of the whole match in score lines, clocks and market groups (the reference server's; staticList names it). */
export const FULL_TIME_PERIOD = 1;

/**
 * Current score per side for a score type group (goals by default): the full-time line when the server
 * sends one (it already sums the periods), otherwise the sum of the per-period lines.
 */
export function matchScore(
  match: { readonly scores: readonly PeriodScore[] },
  typeGroup = GOAL_TYPE_GROUP,
): { home: number; away: number } {
  const lines = match.scores.filter((line) => line.typeGroup === typeGroup);
  const fullTime = lines.find((line) => line.period === FULL_TIME_PERIOD);
  if (fullTime) return { home: fullTime.home, away: fullTime.away };
  return lines.reduce((total, line) => ({ home: total.home + line.home, away: total.away + line.away }), {
    home: 0,
    away: 0,
  });
}
