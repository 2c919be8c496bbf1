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
