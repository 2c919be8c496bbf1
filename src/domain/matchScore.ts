// The score a match shows. The server sends a full-time line (period 1) next to the per-period lines,
// so the shown score is that line when present; without it, the period lines are added up.
import { GOAL_TYPE_GROUP, matchScore } from './matches';
import type { PeriodScore } from './types';

/** Period code of the whole match in score lines, clocks and market groups (the reference server's). */
export const FULL_TIME_PERIOD = 1;

/** Current score per side for a score type group (goals by default). */
export function currentScore(scores: readonly PeriodScore[], typeGroup = GOAL_TYPE_GROUP): { home: number; away: number } {
  const fullTime = scores.find((line) => line.period === FULL_TIME_PERIOD && line.typeGroup === typeGroup);
  return fullTime ? { home: fullTime.home, away: fullTime.away } : matchScore({ scores: [...scores] }, typeGroup);
}
