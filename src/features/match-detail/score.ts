// What the scoreboard shows from the score lines: the current score, the per-period lines, corners and
// cards, and the clock text. Pure, so the rules are tested without React.
import { FULL_TIME_PERIOD, GOAL_TYPE_GROUP, mainTypeGroup, matchScore, POINTS_TYPE_GROUP } from '../../domain/matches';
import type { MatchClock, PeriodScore } from '../../domain/types';

/** Score type groups besides goals (wire tyg): corners, cards, points (set sports and basketball sets). */
export const SCORE_TYPE = { goals: GOAL_TYPE_GROUP, corners: 2, cards: 3, points: POINTS_TYPE_GROUP } as const;

export interface SideScore {
  home: number;
  away: number;
}

/** The match score of a type group (the domain rule: full-time line, else the sum of the periods). */
export function totalOf(scores: readonly PeriodScore[], typeGroup: number): SideScore {
  return matchScore({ scores: [...scores] }, typeGroup);
}

/** The per-period lines of the main score type, in period order (the full-time line excluded). */
export function periodLines(scores: readonly PeriodScore[]): PeriodScore[] {
  const typeGroup = mainTypeGroup(scores);
  return scores
    .filter((s) => s.typeGroup === typeGroup && s.period !== FULL_TIME_PERIOD)
    .sort((a, b) => a.period - b.period);
}

/** A period's short column heading (Q1, 2H, S3): its kind and number; null for a period with no short form. */
export function periodShort(
  period: number,
): { kind: 'half' | 'quarter' | 'set' | 'segment' | 'part'; n: number } | null {
  if (period === 2 || period === 3) return { kind: 'half', n: period - 1 };
  const kind = ({ 1: 'quarter', 2: 'set', 3: 'segment', 4: 'part' } as const)[Math.floor(period / 10)];
  return kind ? { kind, n: period % 10 } : null;
}

/**
 * The columns of the compact period table (Q1 Q2 Q3 Q4 T), in play order: a match scored by quarters, sets or
 * parts lists those alone (its halves only repeat them, and would come first by number); else its halves.
 */
export function compactPeriods(scores: readonly PeriodScore[]): PeriodScore[] {
  const lines = periodLines(scores);
  const finer = lines.filter((l) => l.period > 10);
  return finer.length ? finer : lines;
}

/** Which side leads (null on a level score); the leading score is highlighted. */
export function leadingSide(score: SideScore): 'home' | 'away' | null {
  if (score.home === score.away) return null;
  return score.home > score.away ? 'home' : 'away';
}

/** Clock type 1 counts up over the match, type 2 counts down within the period. */
export const CLOCK_COUNT_UP = 1;

/** The clock's seconds `elapsed` seconds after it was received: running clocks move, stopped ones stay. */
export function clockSeconds(clock: Pick<MatchClock, 'running' | 'seconds' | 'type'>, elapsed: number): number {
  if (!clock.running) return clock.seconds;
  return clock.type === CLOCK_COUNT_UP ? clock.seconds + elapsed : Math.max(0, clock.seconds - elapsed);
}

/** mm:ss with minutes unbounded (a football clock reads 67:05). */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * What a match is called: its teams, or for an outright (no teams) its league and market, e.g. 'Premier
 * League – Winner'; `marketName` names the market (the server's tables in the detail, the feed's name by default).
 */
export function matchTitle<G extends { readonly name: string }>(
  match: {
    readonly outright?: boolean;
    readonly home: { readonly name: string };
    readonly away: { readonly name: string };
    readonly league: { readonly name: string };
    readonly groups: readonly G[];
  },
  marketName: (group: G) => string = (group) => group.name,
): string {
  return match.outright
    ? `${match.league.name} – ${match.groups[0] ? marketName(match.groups[0]) : ''}`
    : `${match.home.name} – ${match.away.name}`;
}
