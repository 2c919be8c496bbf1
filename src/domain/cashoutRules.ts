// Cash-out timings and the remaining principal of an order as the history shows it.
import { PENDING_ORDER_POLL_MS } from './constants';
import { roundMoney } from './exactMoney';
import type { BetOrder, Money } from './types';

/** Cash-out prices are polled at the pending-order rate, 3000 ms (the spec leaves this poll's rate unnamed). */
export const CASH_OUT_POLL_MS = PENDING_ORDER_POLL_MS;

/** A lost cash-out answer is asked about again after this long while the server cannot be reached. */
export const RECONCILE_RETRY_MS = PENDING_ORDER_POLL_MS;

/** Principal still at stake: the server's remainingPrincipal, else the whole stake (no cash-out yet). */
export function remainingPrincipalOf(order: Pick<BetOrder, 'remainingPrincipal' | 'betAmount'>): Money {
  return roundMoney(order.remainingPrincipal ?? order.betAmount);
}

/** The server's refusal of a cash-out whose price moved (reference server code 1013, "cash-out price changed"). */
export const CASH_OUT_PRICE_MOVED = 1013;

/** A cash-out refused because its price moved is quoted again in its dialog, never a failure (issue 28 item 6). */
export function requotesOnRefusal(code: number | undefined): boolean {
  return code === CASH_OUT_PRICE_MOVED;
}

/**
 * A cash-out record's status (its `st`). The spec says a cash-out ends settled, rejected or cancelled, each with its
 * own notice (§4: a failure notice, the cancel notice 取消结算), but gives no codes: 1 settled is the server's own,
 * 2 and 3 are ours, one constant here for the client and the reference server.
 */
export enum CashOutRecordStatus {
  Settled = 1,
  Rejected = 2,
  Cancelled = 3,
}

/** What a cash-out answer's record says when the server did not settle it: its notice; null when it settled. */
export function cashOutEndedWithout(status: number | undefined): 'failed' | 'cancelled' | null {
  return status === CashOutRecordStatus.Cancelled
    ? 'cancelled'
    : status === CashOutRecordStatus.Rejected
      ? 'failed'
      : null;
}
