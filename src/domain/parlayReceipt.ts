// A parlay receipt's figures per bet kind (issue 28 item 5): how many bets at what stake, what they return at the
// odds the server accepted, and whether the server improved on the price shown. Exact arithmetic (exactMoney.ts),
// no decimal.js: the open bets in the slip's first chunk show these lines too.
import { compare, plus, roundMoney, times } from './exactMoney';
import type { Ratio } from './exact';
import { choose } from './series';
import type { Money } from './types';

export interface SeriesReceiptInput {
  /** Legs per combination (2 for doubles). */
  itemCount: number;
  /** 0: every combination of itemCount legs; 1: one bet; above 1: a system (its return is the one shown). */
  seriesValue: number;
  unitStake: string;
  /** Each leg's odds as the server accepted them. */
  legOdds: readonly number[];
  /** What the slip showed before placing: the bet count and the return per unit stake (the combined odds of one bet). */
  shown?: { bets: number; odds: number };
}

export interface SeriesReceiptLine {
  bets: number;
  unit: Money;
  total: Money;
  potentialReturn: Money;
  /** The one bet's combined accepted odds (a bet of every leg), else null. */
  odds: Money | null;
  /** The price shown before placing, when the server accepted a better one. */
  betterThan: Money | null;
}

/** Every combination of k of the odds, as the sum of their products (what a unit stake on each returns). */
function combinationReturn(odds: readonly number[], k: number): Ratio {
  let total: Ratio = [0n, 1n];
  const walk = (start: number, left: number, product: Ratio) => {
    if (left === 0) {
      total = plus(total, product);
      return;
    }
    for (let i = start; i <= odds.length - left; i++) walk(i + 1, left - 1, times(product, odds[i]));
  };
  walk(0, k, [1n, 1n]);
  return total;
}

/**
 * The smallest combination size of a full system n串m over its n legs: every combination of that many legs or more,
 * m of them (3串4: the three doubles and the treble, from 2); null when no run of sizes makes m.
 */
function systemFrom(legs: number, per: number): number | null {
  let count = 0;
  for (let k = legs; k >= 1; k -= 1) {
    count += choose(legs, k);
    if (count === per) return k;
    if (count > per) return null;
  }
  return null;
}

const countOf = (n: number, k: number): number => (k === 0 ? 1 : (countOf(n - 1, k - 1) * n) / k);

export function seriesReceiptLine(input: SeriesReceiptInput): SeriesReceiptLine {
  const legs = input.legOdds.length;
  const oneBet = input.seriesValue === 1 && input.itemCount === legs;
  const combos = input.seriesValue === 0 || oneBet;
  const bets = input.shown?.bets ?? (input.seriesValue === 0 ? countOf(legs, input.itemCount) : 1);
  // A full system returns its combinations at the accepted odds, as the server's figure (the price shown was rounded).
  const from = combos || input.itemCount !== legs ? null : systemFrom(legs, input.seriesValue);
  const perUnit: Ratio | null = combos
    ? combinationReturn(input.legOdds, input.itemCount)
    : from !== null
      ? Array.from({ length: legs - from + 1 }, (_, i) => combinationReturn(input.legOdds, from + i)).reduce(plus)
      : input.shown
        ? [BigInt(Math.round(input.shown.odds * 1e6)), 1_000_000n]
        : null;
  const odds = oneBet ? roundMoney(perUnit!) : null;
  const betterThan =
    oneBet && input.shown && compare(odds!, roundMoney(input.shown.odds)) > 0 ? roundMoney(input.shown.odds) : null;
  return {
    bets,
    unit: roundMoney(input.unitStake),
    total: roundMoney(times(input.unitStake, bets)),
    potentialReturn: perUnit ? roundMoney(times(perUnit, input.unitStake)) : roundMoney(0),
    odds,
    betterThan,
  };
}
