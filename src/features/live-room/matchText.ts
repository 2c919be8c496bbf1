// What the room shows of its match: the score (sets won in a set sport) and the clock in minutes.
import { mainTypeGroup, matchScore } from '../../domain/matches';
import type { MatchClock, PeriodScore } from '../../domain/types';

/** "2 - 1": goals, or in a set sport the sets won (the match's main score type). */
export function scoreText(match: { readonly scores: readonly PeriodScore[] }): string {
  const { home, away } = matchScore({ scores: [...match.scores] }, mainTypeGroup(match.scores));
  return `${home} - ${away}`;
}

/** Whole minutes of a running clock ("67'"), or '' when there is none (a set sport has no minute). */
export function minuteText(match: { readonly clock?: Readonly<MatchClock>; readonly bestOf?: number }): string {
  const clock = match.clock;
  if (!clock || match.bestOf || (!clock.running && clock.seconds === 0)) return '';
  return `${Math.floor(Math.max(0, clock.seconds) / 60)}'`;
}
