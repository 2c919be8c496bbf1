// How an order's status and result are shown: the status display group and the outcome label (spec §4).
import { BetResult, OrderStatus } from './betEnums';
import type { BetOrder } from './types';

export type OrderStatusGroup = 'waiting' | 'success' | 'failure' | 'cancel' | 'settled' | 'earlySettlement';

export type OrderOutcome =
  'waiting' | 'confirm' | 'failure' | 'cancel' | 'lose' | 'loseHalf' | 'win' | 'winHalf' | 'draw' | 'cashOut';

type OrderView = Pick<BetOrder, 'orderStatus' | 'cashOutList'> & { result?: number };

const RESULT_OUTCOME: Record<number, OrderOutcome> = {
  [BetResult.Won]: 'win',
  [BetResult.Lost]: 'lose',
  [BetResult.WinReturn]: 'winHalf',
  [BetResult.LoseReturn]: 'loseHalf',
  [BetResult.Return]: 'draw',
  [BetResult.Cancel]: 'cancel',
};

/** True when the order has at least one early-settlement (cash-out) record. */
export function hasCashOut(order: Pick<BetOrder, 'cashOutList'>): boolean {
  return order.cashOutList.length > 0;
}

/** Display group of an order status: created/confirming wait, confirmed succeeds, settled with a cash-out is early settlement. */
export function orderStatusGroup(order: OrderView): OrderStatusGroup {
  switch (order.orderStatus) {
    case OrderStatus.Confirmed:
      return 'success';
    case OrderStatus.Rejected:
      return 'failure';
    case OrderStatus.Canceled:
      return 'cancel';
    case OrderStatus.Settled:
      return hasCashOut(order) ? 'earlySettlement' : 'settled';
    case OrderStatus.CashOut:
    case OrderStatus.ReserveCashOut:
      return 'earlySettlement';
    default:
      return 'waiting';
  }
}

/** Outcome label of an order: from the status group, and for a settled order from its result (spec §4 labels). */
export function orderOutcome(order: OrderView): OrderOutcome {
  switch (orderStatusGroup(order)) {
    case 'waiting':
      return 'waiting';
    case 'success':
      return 'confirm';
    case 'failure':
      return 'failure';
    case 'cancel':
      return 'cancel';
    case 'earlySettlement':
      return 'cashOut';
    case 'settled':
      // A settled order without a known result is still only confirmed.
      return RESULT_OUTCOME[order.result ?? BetResult.NoResulted] ?? 'confirm';
  }
}

/** An order still being decided (created or confirming); status polling runs while any order is pending. */
export function isOrderPending(status: number): boolean {
  return status === OrderStatus.Created || status === OrderStatus.Confirming;
}
