// Bet orders as stored, series (system) arithmetic, and their wire form (spec §3).
import Decimal from 'decimal.js';
import type { WireOrder } from '../../src/api/wire.ts';
import { legFactor } from './grading.ts';
import { exchangeRate, MAX_PAYOUT_CNY, stakeLimits } from './limits.ts';
import type { OrderRecord } from './records.ts';
import { leagueIn, refusalIn } from './translations.ts';
import { matchNameIn, nameIn } from './names.ts';

/** Every k-element subset of 0..n-1. */
export function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick = (start: number, acc: number[]) => {
    if (acc.length === k) {
      out.push([...acc]);
      return;
    }
    for (let i = start; i < n; i += 1) pick(i + 1, [...acc, i]);
  };
  pick(0, []);
  return out;
}

/**
 * The combinations a multiple bet stands for. Our series convention (sos, betMultiple):
 * - seriesNumber 0, combination k: every k-fold of the n legs ("k串1" times C(n,k)), betCount = C(n,k);
 * - seriesNumber 1, combination n: the one n-fold accumulator ("n串1"), betCount 1;
 * - seriesNumber m > 1, combination n: the full system "n串m" of every fold from doubles up, m = 2^n - n - 1,
 *   betCount m: the system stands for m combinations, each staked once.
 * The stake is unitStake per combination, so the total is unitStake times betCount (the combination count).
 */
export function seriesCombos(n: number, combination: number, seriesNumber: number): number[][] {
  if (seriesNumber > 1) {
    const all: number[][] = [];
    for (let k = 2; k <= n; k += 1) all.push(...combinations(n, k));
    return all;
  }
  return combinations(n, combination);
}

/** Return per unit stake of every combination, summed, with each leg's factor. */
export function comboReturn(combos: number[][], factors: Decimal[]): Decimal {
  return combos.reduce((sum, c) => sum.plus(c.reduce((p, i) => p.times(factors[i]), new Decimal(1))), new Decimal(0));
}

/** Floors money to 2 decimals (the book never pays a fraction of a cent too much). */
export function money(d: Decimal): string {
  return d.toDecimalPlaces(2, Decimal.ROUND_FLOOR).toFixed(2);
}

/** Return of an order at settlement: the remaining principal's share of every combination's return. */
export function orderReturn(o: OrderRecord): Decimal {
  const combos = seriesCombos(o.legs.length, o.combination, o.seriesNumber);
  const factors = o.legs.map((l) => legFactor(l.result ?? 0, l.odds));
  const scale = new Decimal(o.remainingPrincipal).div(o.betAmount);
  return comboReturn(combos, factors).times(o.unitStake).times(scale);
}

/** Series label, e.g. "单关", "3串1", "2串1×3", "3串4". */
export function seriesLabel(n: number, combination: number, seriesNumber: number): string {
  if (n === 1) return '单关';
  if (seriesNumber > 1) return `${n}串${seriesNumber}`;
  const count = combinations(n, combination).length;
  return count === 1 ? `${combination}串1` : `${combination}串1×${count}`;
}

/**
 * Wire form of an order (full names plus st, sa, sat, mwa, cops, cots, crl), with clientRef added; its legs'
 * league names in `lang` (the history list's languageType).
 */
export function wireOrder(o: OrderRecord, lang = 'ENG'): WireOrder & { clientRef?: string } {
  const cops = o.crl.reduce((s, r) => s.plus(r.cop), new Decimal(0));
  const cots = o.crl.reduce((s, r) => s.plus(r.cot), new Decimal(0));
  const out: WireOrder & { clientRef?: string } = {
    id: o.id,
    seriesType: seriesLabel(o.legs.length, o.combination, o.seriesNumber),
    betCount: o.betCount,
    matchCount: o.legs.length,
    betAmount: o.betAmount,
    st: o.st,
    mwa: o.mwa,
    cops: cops.toFixed(2),
    cots: cots.toFixed(2),
    crl: o.crl,
    oddsChange: o.oddsChange,
    createdTime: o.createdTime,
    betType: o.betType,
    cashOutStatus: o.crl.length > 0 ? 1 : 0,
    remainingPrincipal: o.remainingPrincipal,
    allowSettleInAdvance: o.seriesNumber > 1 || o.betCount > 1 ? 0 : 1,
    cashOutCount: o.crl.length,
    maxCashOutCount: MAX_CASH_OUTS,
    autoBet: o.autoBet ?? 0,
    ...(o.autoCashOut ? { autoCashOut: o.autoCashOut } : {}),
    currencyId: o.currencyId,
    options: o.legs.map((l) => ({
      sportId: l.sportId,
      matchId: l.matchId,
      matchName: matchNameIn(lang, l.matchName),
      leagueName: leagueIn(lang, l.leagueName),
      period: String(l.pe),
      marketType: String(l.mty),
      optionName: nameIn(lang, l.optionName),
      inPlay: l.inPlay,
      team: l.team && nameIn(lang, l.team),
      resultScore: l.resultScore,
      settledResult: l.result,
      betOdds: l.odds,
      oddsType: 1,
      marketId: l.marketId,
      optionType: l.type,
      ...(l.cancelReason ? { cancelReason: refusalIn(lang, l.cancelReason) } : {}),
    })),
  };
  Object.assign(out, orderExtras(o, cots));
  if (o.sa !== undefined) out.sa = o.sa;
  if (o.sat !== undefined) out.sat = o.sat;
  if (o.settledTime !== undefined) out.settledTime = o.settledTime;
  if (o.cancelledTime !== undefined) out.cancelledTime = o.cancelledTime;
  if (o.result !== undefined) out.result = o.result;
  if (o.remark !== undefined) out.remark = refusalIn(lang, o.remark);
  if (o.clientRef !== undefined) out.clientRef = o.clientRef;
  return out;
}

/** Cash-outs allowed per order. */
export const MAX_CASH_OUTS = 5;

/**
 * The rest of spec §3's Bet order fields: the stake still riding (lastBetAmount), what it last won, the book's
 * payout cap in the order's currency (the smaller of its max win and the cap), cash-out totals, the minimum stakes
 * of its currency and the exchange rate (CNY per unit).
 */
function orderExtras(o: OrderRecord, cots: Decimal): Partial<WireOrder> {
  const rate = exchangeRate(o.currencyId);
  const cap = new Decimal(MAX_PAYOUT_CNY).div(rate).floor();
  return {
    lastBetAmount: o.remainingPrincipal,
    ...(o.sa !== undefined ? { lastWinAmount: o.sa } : {}),
    maxPayoutAmount: Decimal.min(cap, new Decimal(o.mwa)).toFixed(2),
    cashOutTotalAmount: cots.toFixed(2),
    minSingleAmount: stakeLimits(o.currencyId, 'prematch').min.toFixed(2),
    minParlayAmount: stakeLimits(o.currencyId, 'parlay').min.toFixed(2),
    exchangeRate: rate,
  };
}
