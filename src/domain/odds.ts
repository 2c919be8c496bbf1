// Odds formats: conversions from and to European odds with decimal.js (display and the locked-option
// rule live in oddsDisplay.ts, which needs no decimal.js).
import Decimal from 'decimal.js';
import { OddsType } from './enums';

export { formatOdds, isOptionLocked } from './oddsDisplay';

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
