// Money with decimal.js: stake parsing and bet returns for the slip and the history (the spec's rounding itself is
// exact arithmetic in exact.ts, which pages without decimal.js share).
import Decimal from 'decimal.js';
import { roundMoney, STAKE_PATTERN } from './exactMoney';
import type { Money } from './types';

/** Decimal with 40 significant digits: a 10-leg parlay times a large stake outgrows the default 20. */
export const MoneyDecimal = Decimal.clone({ precision: 40 });

/** Parses a user-typed stake; null when empty, not a plain non-negative number, or with more than 2 decimals. */
export function parseStake(input: string): Decimal | null {
  const text = input.trim();
  return STAKE_PATTERN.test(text) ? new Decimal(text) : null;
}

/** Combined European odds of the legs (a parlay pays the product of its odds; a single is one leg). */
export function combinedOdds(europeanOdds: readonly Decimal.Value[]): Decimal {
  return europeanOdds.reduce<Decimal>((product, odds) => product.times(odds), new MoneyDecimal(1));
}

/** What a stake returns if every leg wins: stake times the combined European odds. */
export function potentialReturn(stake: Decimal.Value, europeanOdds: readonly Decimal.Value[]): Money {
  return roundMoney(combinedOdds(europeanOdds).times(stake));
}

/** What a stake wins if every leg wins: European odds minus 1 (spec §5), times the stake. */
export function potentialWin(stake: Decimal.Value, europeanOdds: readonly Decimal.Value[]): Money {
  return roundMoney(combinedOdds(europeanOdds).minus(1).times(stake));
}
