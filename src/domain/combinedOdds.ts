// The combined price of a parlay's one combination, as the slip shows it before placing (the server's seriesOdd):
// the product of its legs' odds, exactly, rounded half up to 2 decimals. A module of its own so the match list,
// which shares oddsDisplay.ts, does not carry it.
import { exact, toFixed2, type Ratio } from './exact';
import type { SlipEntry, SlipMode } from './types';

/** The product of European odds, e.g. [1.85, 1.84] → "3.40". */
export function combinedOdds(odds: readonly number[]): string {
  const product = odds.map((o) => exact(o)).reduce<Ratio>(([n, d], [on, od]) => [n * on, d * od], [1n, 1n]);
  return toFixed2(product);
}

/** A parlay slip's combined odds at the prices its picks hold (the ones the bettor accepted), or null when it is not
    a parlay of 2 or more or a pick has no price. */
export function parlayPrice(
  slip: { readonly mode: SlipMode; readonly entries: readonly Readonly<SlipEntry>[] },
  info: Readonly<Record<string, { readonly odds: number } | undefined>>,
): string | null {
  const odds = slip.entries.filter((entry) => entry.inParlay).map((entry) => info[entry.matchId]?.odds ?? 0);
  return slip.mode === 'parlay' && odds.length > 1 && odds.every((o) => o > 0) ? combinedOdds(odds) : null;
}
