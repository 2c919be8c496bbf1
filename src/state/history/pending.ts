// The unsettled list's waiting orders (created or confirming) on the page's order-status poll (spec §4): a
// confirmed order becomes cashable, a rejected, cancelled or settled one leaves the list.
import { OrderStatus } from '../../domain/betEnums';
import { isOrderPending } from '../../domain/orderStatus';
import type { OrderStatusItem } from '../../domain/types';
import { historyState, removeUnsettled } from './lists';
import { readOrderStatuses } from '../orders/status';
import { refreshBalance } from '../session/balance';

const waitingRows = () =>
  historyState()
    .orders.unsettled.items.filter((o) => isOrderPending(o.orderStatus))
    .map((o) => o.id);

/** Applies fresh statuses to the unsettled rows they name. */
function applyToRows(statuses: readonly OrderStatusItem[]): void {
  for (const { orderId, status } of statuses) {
    const row = historyState().orders.unsettled.items.find((o) => o.id === orderId);
    if (!row || row.orderStatus === status) continue;
    if (status === OrderStatus.Rejected || status === OrderStatus.Canceled || status === OrderStatus.Settled) {
      removeUnsettled(orderId);
      refreshBalance(); // a stake given back or a win paid
    } else row.orderStatus = status;
  }
}

/** Asks about the waiting rows every 1000 ms until the returned function is called (the list leaves). */
export function watchPendingOrders(): () => void {
  return readOrderStatuses('history', { urgent: waitingRows, apply: applyToRows });
}
