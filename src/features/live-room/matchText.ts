// What the room shows of its match: the score (sets won in a set sport) and the clock in minutes.
import { mainTypeGroup, matchScore } from '../../domain/matches';
import type { MatchClock, PeriodScore } from '../../domain/types';

/** "2 - 1": goals, or in a set sport the sets won (the match's main score type). */
export function scoreText(match: { readonly scores: readonly PeriodScore[] }): string {
  const { home, away } = matchScore({ scores: [...match.scores] }, mainTypeGroup(match.scores));
  return `${home} - ${away}`;
}

/** Clock type 2 counts down within the period (basketball); type 1 counts the match minutes up. */
const COUNTDOWN = 2;

/**
 * The clock `elapsed` seconds after the match's last update: the minute of play counted from 1 ("67'") counting up,
 * the time left in the period ("07:45") counting down (basketball), '' for a set sport or a clock stopped at zero.
 */
export function minuteText(
  match: { readonly clock?: Readonly<MatchClock>; readonly bestOf?: number },
  elapsed = 0,
): string {
  const clock = match.clock;
  if (!clock || match.bestOf || (!clock.running && clock.seconds === 0)) return '';
  const moved = clock.running ? elapsed : 0;
  if (clock.type === COUNTDOWN) {
    const left = Math.max(0, Math.floor(clock.seconds - moved));
    return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
  }
  return `${Math.floor(Math.max(0, clock.seconds + moved) / 60) + (clock.running ? 1 : 0)}'`;
}
