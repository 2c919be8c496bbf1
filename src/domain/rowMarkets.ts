// Which of a phone row's three markets a market group is (issue 29: the list's market switcher): the match
// result (1X2, or a winner without a draw), the handicap or the total. Read from the options, which carry it
// whatever the sport calls the market: a total's options are over (O) and under (U) a line, a handicap's are
// the two sides with a line each, a result's are home, away (and draw) with no line.
import type { Option } from './types';

/** What the kind is read from (a snapshot's readonly group too). */
type Group = { readonly markets: readonly { readonly options: readonly Readonly<Option>[] }[] };

/** The markets a phone list offers in its switcher, in the switcher's order. */
export const ROW_MARKET_KINDS = ['result', 'handicap', 'total'] as const;
export type RowMarketKind = (typeof ROW_MARKET_KINDS)[number];

/** The kind of a row's market group, or null when it is none of the three (an outright, a correct score). */
export function rowMarketKind(group: Group): RowMarketKind | null {
  const options = group.markets[0]?.options ?? [];
  if (options.length < 2) return null;
  const lined = options.every((o) => o.line !== undefined && o.line !== '');
  if (lined) return options.every((o) => o.type === 'O' || o.type === 'U') ? 'total' : 'handicap';
  // A result's sides are home and away (and a draw): yes/no and odd/even markets are no result.
  const types = new Set(options.map((o) => o.type));
  const sides = types.has('H') && types.has('A') && [...types].every((t) => t === 'H' || t === 'D' || t === 'A');
  return sides && !options.some((o) => o.line) ? 'result' : null;
}
