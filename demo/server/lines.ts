// Handicap and over/under lines, shared by pricing and settlement so both read a line the same way.
import { BetResult } from '../../src/domain/betEnums.ts';

/** Outcome of one unit on a line: 1 won, 0.5 half won, 0 push, -0.5 half lost, -1 lost. */
export type LineOutcome = 1 | 0.5 | 0 | -0.5 | -1;

function halfLine(margin: number, line: number): number {
  const d = margin + line;
  return d > 0 ? 1 : d < 0 ? -1 : 0;
}

/** Result of backing `margin + line > 0`; quarter lines (x.25, x.75) split the stake over the two nearest lines. */
export function lineOutcome(margin: number, line: number): LineOutcome {
  if (Math.round(line * 4) % 2 === 0) return halfLine(margin, line) as LineOutcome;
  return ((halfLine(margin, line - 0.25) + halfLine(margin, line + 0.25)) / 2) as LineOutcome;
}

/** Settled result (BetResult) of a line outcome. */
export function lineResult(outcome: LineOutcome): number {
  switch (outcome) {
    case 1:
      return BetResult.Won;
    case 0.5:
      return BetResult.WinReturn;
    case 0:
      return BetResult.Return;
    case -0.5:
      return BetResult.LoseReturn;
    default:
      return BetResult.Lost;
  }
}

/** Formats a line with its sign, e.g. "+0.25", "-1", "0". */
export function signedLine(line: number): string {
  if (line === 0) return '0';
  return `${line > 0 ? '+' : ''}${line}`;
}

/** Rounds to the nearest quarter line. */
export function quarterLine(value: number): number {
  return Math.round(value * 4) / 4;
}

/** Rounds to the nearest half line that never pushes (x.5). */
export function halfPointLine(value: number): number {
  return Math.floor(value) + 0.5;
}
