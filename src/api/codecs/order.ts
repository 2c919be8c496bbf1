// Bet order (full names plus short fields st, sa, sat, mwa, cops, cots, crl), order status items and
// cash-out prices -> domain BetOrder, OrderStatusItem, CashOutPrice.
import * as v from 'valibot';
import type { BetOption, BetOrder, CashOutPrice, CashOutRecord, OrderStatusItem, RefOrder } from '../../domain/types';
import { flag, id, listOf, num, opt } from './common';
import { money } from './money';

export const betOptionSchema = v.pipe(
  v.object({
    sportId: num,
    matchId: id,
    matchName: v.string(),
    leagueName: v.string(),
    period: opt(v.string()),
    marketType: opt(v.string()),
    optionName: v.string(),
    inPlay: flag,
    team: opt(v.string()),
    resultScore: opt(v.string()),
    settledResult: opt(num),
    betOdds: num,
    oddsType: opt(num),
    marketId: id,
    optionType: opt(v.string()),
    cancelReason: opt(v.string()),
  }),
  v.transform((o): BetOption => ({ ...o })),
);

export const cashOutRecordSchema = v.pipe(
  v.object({ id, cop: money, cot: money, ct: num, st: num }),
  v.transform((r): CashOutRecord => ({ id: r.id, principal: r.cop, amount: r.cot, time: r.ct, status: r.st })),
);

export const orderSchema = v.pipe(
  v.object({
    id,
    seriesType: opt(v.string()),
    betCount: num,
    matchCount: num,
    betAmount: money,
    st: num,
    sa: opt(money),
    sat: opt(money),
    mwa: opt(money),
    cops: opt(money),
    cots: opt(money),
    crl: listOf(cashOutRecordSchema, 'cash-out records'),
    oddsChange: opt(num),
    settledTime: opt(num),
    createdTime: num,
    cancelledTime: opt(num),
    remark: opt(v.string()),
    betType: num,
    cashOutStatus: opt(num),
    remainingPrincipal: opt(money),
    allowSettleInAdvance: opt(flag),
    cashOutCount: opt(num),
    maxCashOutCount: opt(num),
    autoBet: opt(num),
    autoCashOut: opt(v.object({ principal: money, targetReturn: money })),
    currencyId: v.string(),
    result: opt(num),
    lastBetAmount: opt(money),
    lastWinAmount: opt(money),
    maxPayoutAmount: opt(money),
    cashOutTotalAmount: opt(money),
    cashOutPrice: opt(money),
    cashOutPayoutStake: opt(money),
    minSingleAmount: opt(money),
    minParlayAmount: opt(money),
    reserveStatus: opt(num),
    exchangeRate: opt(num),
    options: listOf(betOptionSchema, 'order options'),
  }),
  v.transform((o): BetOrder => ({
    id: o.id,
    seriesType: o.seriesType,
    betCount: o.betCount,
    matchCount: o.matchCount,
    betAmount: o.betAmount,
    orderStatus: o.st,
    settledAmount: o.sa,
    returnedAmount: o.sat,
    maxWinAmount: o.mwa,
    cashOutPrincipal: o.cops,
    cashOutReturn: o.cots,
    cashOutList: o.crl,
    oddsChange: o.oddsChange,
    settledTime: o.settledTime,
    createdTime: o.createdTime,
    cancelledTime: o.cancelledTime,
    remark: o.remark,
    betType: o.betType,
    cashOutStatus: o.cashOutStatus,
    remainingPrincipal: o.remainingPrincipal,
    allowSettleInAdvance: o.allowSettleInAdvance ?? false,
    cashOutCount: o.cashOutCount ?? 0,
    maxCashOutCount: o.maxCashOutCount,
    autoBet: o.autoBet,
    autoCashOut: o.autoCashOut,
    currencyId: o.currencyId,
    result: o.result,
    lastBetAmount: o.lastBetAmount,
    lastWinAmount: o.lastWinAmount,
    maxPayoutAmount: o.maxPayoutAmount,
    cashOutTotalAmount: o.cashOutTotalAmount,
    cashOutPrice: o.cashOutPrice,
    cashOutPayoutStake: o.cashOutPayoutStake,
    minSingleAmount: o.minSingleAmount,
    minParlayAmount: o.minParlayAmount,
    reserveStatus: o.reserveStatus,
    exchangeRate: o.exchangeRate,
    options: o.options,
  })),
);

/** Order status item: orderId from oid, else id (spec §3). */
export const orderStatusSchema = v.pipe(
  v.object({ oid: opt(id), id: opt(id), st: num }),
  v.check((s) => s.oid !== undefined || s.id !== undefined, 'order status without an id'),
  v.transform((s): OrderStatusItem => ({ orderId: (s.oid ?? s.id) as string, status: s.st })),
);

export const cashOutPriceSchema = v.pipe(
  v.object({ oid: id, amt: money, st: num, smis: opt(money), pmis: opt(money), mxc: opt(num) }),
  v.transform((p): CashOutPrice => ({
    orderId: p.oid,
    amount: p.amt,
    available: p.st === 1,
    minStake: p.smis,
    minRemaining: p.pmis,
    maxCount: p.mxc,
  })),
);

export const refOrderSchema = v.pipe(
  v.object({ clientRef: v.string(), id, st: num }),
  v.transform((o): RefOrder => ({ clientRef: o.clientRef, orderId: o.id, status: o.st })),
);

/** A cash-out's answer: the record it made and the order as it now stands, when the server sends them. */
export const cashOutAnswerSchema = v.object({
  record: v.optional(cashOutRecordSchema),
  order: v.optional(orderSchema),
});
