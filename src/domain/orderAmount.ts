// The amounts an order shows (spec §4 "Displayed amount by status"), in one vocabulary across the widgets:
// Stake, To return (what the stake brings back if it wins: stake × odds), Return (what was paid) and Profit
// (return − stake). Every amount is rounded the spec's way (3 decimals, then floored to 2) by roundMoney.
import { OrderStatus } from './betEnums';
import { compare, dividedBy, minus, plus, roundMoney, times } from './exactMoney';
import type { BetOrder, Money } from './types';

type AmountView = Pick<
  BetOrder,
  | 'orderStatus'
  | 'betAmount'
  | 'remainingPrincipal'
  | 'settledAmount'
  | 'returnedAmount'
  | 'maxWinAmount'
  | 'cashOutPrincipal'
  | 'cashOutReturn'
>;

/**
 * The amount an order shows: while open, what its remaining stake returns if it wins (the server's max win
 * scaled to the stake not yet cashed out); cancelled or rejected, the stake returned (sat); settled, all it
 * paid (its settled amount plus every cash-out). The spec sums a settled cash-out as cots − cops + sa, which
 * mixes a profit with a return ("Return 1.74" for 21.74 paid on 20): the profit is shown apart (orderProfit).
 */
export function displayedAmount(order: AmountView): Money {
  switch (order.orderStatus) {
    case OrderStatus.Created:
    case OrderStatus.Confirming:
    case OrderStatus.Confirmed: {
      const win = order.maxWinAmount ?? 0;
      const stake = order.betAmount;
      const remaining = order.remainingPrincipal ?? order.betAmount;
      const partlyCashedOut = compare(stake, 0) > 0 && compare(remaining, stake) < 0;
      return roundMoney(partlyCashedOut ? dividedBy(times(win, remaining), stake) : win);
    }
    case OrderStatus.Canceled:
    case OrderStatus.Rejected:
      return roundMoney(order.returnedAmount ?? 0);
    case OrderStatus.Settled:
      return roundMoney(plus(order.settledAmount ?? 0, order.cashOutReturn ?? 0));
    default:
      return roundMoney(order.settledAmount ?? order.cashOutPrincipal ?? 0);
  }
}

/** A settled order's profit: all it paid minus its stake (negative for a loss); null while it is not settled. */
export function orderProfit(order: AmountView): Money | null {
  if (order.orderStatus !== OrderStatus.Settled) return null;
  return roundMoney(minus(displayedAmount(order), order.betAmount));
}
