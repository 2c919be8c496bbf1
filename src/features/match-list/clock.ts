// What a row shows as the match time: the running clock of a live match, or the start time (spec §9).
import { formatMatchTime } from '../../domain/matchTime';
import type { MatchClock } from '../../domain/types';

/** Clock type 2 counts down within the period (basketball); type 1 counts the match minutes up. */
const COUNTDOWN = 2;

const pad = (n: number) => String(n).padStart(2, '0');

/** The clock as shown in a row: "67'" counting up, "07:45" counting down, '' when stopped at zero. */
export function clockText(clock: MatchClock | undefined): string {
  if (!clock || (!clock.running && clock.seconds === 0)) return '';
  const seconds = Math.max(0, Math.floor(clock.seconds));
  if (clock.type === COUNTDOWN) return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
  return `${Math.floor(seconds / 60) + (clock.running ? 1 : 0)}'`;
}

/** Start time in the language's match time format (MM-DD HH:mm; DD-MM HH:mm for SAU). */
export function startTimeText(beginTime: number, lang: string): string {
  return formatMatchTime(beginTime, lang);
}
