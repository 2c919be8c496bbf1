// The combined price of a parlay's one combination, as the slip shows it before placing (the server's seriesOdd):
// the product of its legs' odds, exactly, rounded half up to 2 decimals. A module of its own so the match list,
// which shares oddsDisplay.ts, does not carry it.
import { exact, toFixed2, type Ratio } from './oddsDisplay';

/** The product of European odds, e.g. [1.85, 1.84] → "3.40". */
export function combinedOdds(odds: readonly number[]): string {
  const product = odds.map((o) => exact(o)).reduce<Ratio>(([n, d], [on, od]) => [n * on, d * od], [1n, 1n]);
  return toFixed2(product);
}
