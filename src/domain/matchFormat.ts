// A match's format code (spec §3 Match fid; 3.62 "period codes for sport formats": soccer 2x45 or 2x40, basketball
// 4x12, 4x10 or 2x20, and tennis, table tennis, badminton and volleyball best of 3, 5 or 7). The spec names the
// formats, not their numbers; ours (README, deviations): a code under 100 is best of n, a code from 100 up is
// periods × minutes as 100 × periods + minutes (245 is 2 × 45, 412 is 4 × 12, 220 is 2 × 20).

export type MatchFormat = { kind: 'bestOf'; n: number } | { kind: 'timed'; periods: number; minutes: number };

/** The formats the spec names, by code. */
export const FORMAT_CODES = {
  soccer2x45: 245,
  soccer2x40: 240,
  basketball4x12: 412,
  basketball4x10: 410,
  basketball2x20: 220,
  bestOf3: 3,
  bestOf5: 5,
  bestOf7: 7,
} as const;

/** The code of a timed format (periods × minutes) or of best of n. */
export function formatCode(format: MatchFormat): number {
  return format.kind === 'bestOf' ? format.n : format.periods * 100 + format.minutes;
}

/** The format a code stands for, or undefined for none or a code that is neither. */
export function matchFormatOf(code: number | undefined): MatchFormat | undefined {
  if (code === undefined || !Number.isInteger(code) || code <= 0) return undefined;
  if (code < 100) return { kind: 'bestOf', n: code };
  const periods = Math.floor(code / 100);
  const minutes = code % 100;
  return minutes > 0 && periods <= 9 ? { kind: 'timed', periods, minutes } : undefined;
}
