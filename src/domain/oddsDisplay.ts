// Odds display and the locked-option rule without decimal.js: odds are prices, not money, so an exact
// rational over BigInt is enough and pages that only show odds do not download decimal.js (odds.ts keeps
// the decimal.js conversions for the slip and history).
import type Decimal from 'decimal.js';
import { exact, toFixed2, type Ratio } from './exact';
import { MarketSwitch, OddsType } from './enums';
import type { Market, Option } from './types';

/** European odds in the given format, exactly (HK = EU-1; Malay and Indo are -1/(EU-1) on their side of 2). */
function fromEuropeanExact(europeanOdds: Decimal.Value, type: OddsType): Ratio {
  const [num, den] = exact(europeanOdds);
  const profit: Ratio = [num - den, den];
  // Odds at or below 1 have no negative form (it would divide by zero); they stay as plain profit.
  if (num <= den) return type === OddsType.Europe ? [num, den] : profit;
  switch (type) {
    case OddsType.Europe:
      return [num, den];
    case OddsType.HongKong:
      return profit;
    case OddsType.Malaysia:
      return num <= 2n * den ? profit : [-den, num - den];
    case OddsType.Indonesia:
      return num >= 2n * den ? profit : [-den, num - den];
  }
}

/** A plain spelling with at most 2 decimals (how prices arrive): shown in European format as it is, padded. */
const TWO_DECIMALS = /^(0|[1-9]\d*)(?:\.(\d{1,2}))?$/;

/** Display string of European odds in the given format, with 2 decimals (rounded half up). */
export function formatOdds(europeanOdds: Decimal.Value, type: OddsType): string {
  // The common case needs no arithmetic: exact BigInt ratios cost about 50 µs a button on a cold page.
  const plain = type === OddsType.Europe ? TWO_DECIMALS.exec(String(europeanOdds)) : null;
  if (plain) return `${plain[1]}.${(plain[2] ?? '').padEnd(2, '0')}`;
  return toFixed2(fromEuropeanExact(europeanOdds, type));
}

/**
 * The format a price is shown in: Hong Kong, Malay and Indonesian prices are for markets with a line (handicap,
 * over/under), as Asian books apply them; a price without a line (1X2, correct score, a parlay) stays European.
 */
export function priceFormat(format: OddsType, line: string | undefined): OddsType {
  return line ? format : OddsType.Europe;
}

/** An option cannot be picked when its market is not on sale or its odds are 0 or less (spec §5). */
export function isOptionLocked(market: Pick<Market, 'saleStatus'>, option: Pick<Option, 'odds'>): boolean {
  return market.saleStatus !== MarketSwitch.On || option.odds <= 0;
}
