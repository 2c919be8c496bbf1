// Odds formats: conversions from and to European odds, display, and the locked-option rule.
import Decimal from 'decimal.js';
import { MarketSwitch, OddsType } from './enums';
import type { Market, Option } from './types';

const ONE = new Decimal(1);
const TWO = new Decimal(2);

/** Converts European odds to the given format (HK = EU-1; Malay and Indo go negative on their side of 2). */
export function fromEuropean(europeanOdds: Decimal.Value, type: OddsType): Decimal {
  const eu = new Decimal(europeanOdds);
  const profit = eu.minus(ONE);
  // Odds at or below 1 have no negative form (it would divide by zero); they stay as plain profit.
  if (profit.lte(0)) return type === OddsType.Europe ? eu : profit;
  switch (type) {
    case OddsType.Europe:
      return eu;
    case OddsType.HongKong:
      return profit;
    case OddsType.Malaysia:
      return eu.lte(TWO) ? profit : ONE.neg().div(profit);
    case OddsType.Indonesia:
      return eu.gte(TWO) ? profit : ONE.neg().div(profit);
  }
}

/** Converts odds of the given format back to European odds (the inverse of fromEuropean). */
export function toEuropean(odds: Decimal.Value, type: OddsType): Decimal {
  const value = new Decimal(odds);
  if (type === OddsType.Europe) return value;
  // A negative Malay or Indo price v stands for EU = 1 - 1/v; positive ones are profit, like HK.
  return value.isNegative() ? ONE.minus(ONE.div(value)) : value.plus(ONE);
}

/** Display string of European odds in the given format, with 2 decimals. */
export function formatOdds(europeanOdds: Decimal.Value, type: OddsType): string {
  return fromEuropean(europeanOdds, type).toFixed(2, Decimal.ROUND_HALF_UP);
}

/** An option cannot be picked when its market is not on sale or its odds are 0 or less (spec §5). */
export function isOptionLocked(market: Pick<Market, 'saleStatus'>, option: Pick<Option, 'odds'>): boolean {
  return market.saleStatus !== MarketSwitch.On || option.odds <= 0;
}
