// Stake limits per currency: the book's limits are set in CNY and converted at demo rates.
import Decimal from 'decimal.js';

/** CNY per unit of each currency (demo rates). */
const RATES: Record<string, number> = {
  CNY: 1,
  USD: 7.2,
  USDT: 7.2,
  EUR: 7.8,
  GBP: 9.1,
  HKD: 0.92,
  TWD: 0.22,
  MYR: 1.55,
  SGD: 5.35,
  THB: 0.2,
  VND: 0.00029,
  KRW: 0.0053,
  JPY: 0.048,
  PHP: 0.13,
  IDR: 0.00046,
  INR: 0.087,
  AUD: 4.7,
};

/** CNY per unit of a currency (the Bet order's exchangeRate). */
export function exchangeRate(currency: string): number {
  return RATES[currency] ?? 1;
}

/** The most the book pays out on one order, in CNY (converted per currency: the order's maxPayoutAmount). */
export const MAX_PAYOUT_CNY = 1_000_000;

/** Currencies the book takes. */
export function isCurrency(code: string): boolean {
  return code in RATES;
}

export type LimitKind = 'prematch' | 'live' | 'outright' | 'parlay';

const MAX_CNY: Record<LimitKind, number> = { prematch: 50_000, live: 20_000, outright: 5_000, parlay: 10_000 };

/** Min and max stake of one bet in a currency: min 10 CNY (1 unit of USD/USDT), max per kind. */
export function stakeLimits(currency: string, kind: LimitKind): { min: Decimal; max: Decimal } {
  const rate = new Decimal(RATES[currency] ?? 1);
  const min = Decimal.max(1, new Decimal(10).div(rate).toDecimalPlaces(0, Decimal.ROUND_FLOOR));
  const max = new Decimal(MAX_CNY[kind]).div(rate).div(100).floor().times(100);
  return { min, max: Decimal.max(max, min.times(10)) };
}
