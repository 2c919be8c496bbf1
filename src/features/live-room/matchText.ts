// What the room shows of its match: the score and the clock in minutes.
import { matchScore } from '../../domain/matches';
import type { MatchClock, PeriodScore } from '../../domain/types';

/** "2 - 1" from the full-time goal line. */
export function scoreText(match: { readonly scores: readonly PeriodScore[] }): string {
  const { home, away } = matchScore({ scores: [...match.scores] });
  return `${home} - ${away}`;
}

/** Whole minutes of a running clock ("67'"), or '' when there is none. */
export function minuteText(match: { readonly clock?: Readonly<MatchClock> }): string {
  const clock = match.clock;
  if (!clock || (!clock.running && clock.seconds === 0)) return '';
  return `${Math.floor(Math.max(0, clock.seconds) / 60)}'`;
}
