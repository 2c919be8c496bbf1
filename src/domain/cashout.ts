// Early settlement (cash-out) rules: when it is allowed, partial returns, auto cash-out, poll ids (spec §4, §5, §7).
import Decimal from 'decimal.js';
import { CASH_OUT_POLL_ID_LENGTH } from './constants';
import { roundMoney } from './exactMoney';
import { MoneyDecimal } from './money';
import type { Money } from './types';

export interface CashOutGuard {
  /** Price offered for the whole remaining principal. */
  price: Decimal.Value;
  remainingPrincipal: Decimal.Value;
  /** True while the order is already being settled or polled. */
  inProgress: boolean;
}

/** Cash-out is allowed only with a price above 0, a remaining principal above 0, and no settlement in progress. */
export function canCashOut(guard: CashOutGuard): boolean {
  return new Decimal(guard.price).gt(0) && new Decimal(guard.remainingPrincipal).gt(0) && !guard.inProgress;
}

/** Return of cashing out `part` of the principal: price × part / remaining principal, rounded by the money rule. */
export function partialCashOutReturn(
  price: Decimal.Value,
  part: Decimal.Value,
  remainingPrincipal: Decimal.Value,
): Money {
  return roundMoney(new MoneyDecimal(price).times(part).div(remainingPrincipal));
}

export interface AutoCashOut {
  /** The principal the user chose to settle. */
  principal: Decimal.Value;
  /** The return at which the user wants it settled. */
  targetReturn: Decimal.Value;
}

/** Auto cash-out fires once the price for the user's principal reaches the user's target return. */
export function autoCashOutDue(setting: AutoCashOut, price: Decimal.Value, remainingPrincipal: Decimal.Value): boolean {
  if (!new Decimal(remainingPrincipal).gt(0)) return false;
  return new Decimal(partialCashOutReturn(price, setting.principal, remainingPrincipal)).gte(setting.targetReturn);
}

/** Principal left after settling `part`: a full settlement (nothing left) removes the order from the unsettled list. */
export function remainingAfterCashOut(
  remainingPrincipal: Decimal.Value,
  part: Decimal.Value,
): { remaining: Money; full: boolean } {
  const left = Decimal.max(new MoneyDecimal(remainingPrincipal).minus(part), 0);
  return { remaining: roundMoney(left), full: left.isZero() };
}

/** Id an order is polled under: its first 15 characters. */
export function cashOutPollId(orderId: string): string {
  return orderId.slice(0, CASH_OUT_POLL_ID_LENGTH);
}

/** The server's limits on a cash-out (cashOut/price): smis least principal, pmis least principal left, mxc most cash-outs. */
export interface CashOutLimits {
  minStake?: Decimal.Value;
  minRemaining?: Decimal.Value;
  maxCount?: number;
}

/**
 * Why `principal` of `remaining` cannot be cashed out now, as a history message key, or null when it can: below
 * the least principal (smis); leaving less than the least principal left (pmis), unless it takes everything; or
 * a partial cash-out when only one more is allowed (mxc), which must take everything.
 */
export function cashOutPrincipalProblem(
  principal: Decimal.Value,
  remaining: Decimal.Value,
  cashOutCount: number,
  limits: CashOutLimits,
): 'belowMinimum' | 'leavesTooLittle' | 'lastMustBeFull' | 'aboveRemaining' | null {
  const part = new Decimal(principal);
  const left = new Decimal(remaining).minus(part);
  if (left.lt(0)) return 'aboveRemaining';
  if (left.isZero()) return null;
  if (limits.maxCount !== undefined && limits.maxCount > 0 && cashOutCount + 1 >= limits.maxCount)
    return 'lastMustBeFull';
  if (limits.minStake !== undefined && part.lt(limits.minStake)) return 'belowMinimum';
  if (limits.minRemaining !== undefined && left.lt(limits.minRemaining)) return 'leavesTooLittle';
  return null;
}
