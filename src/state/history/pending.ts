// Statuses of the unsettled list's waiting orders (created or confirming), polled every 1000 ms while any
// is waiting (spec §4): a confirmed order becomes cashable, a rejected or cancelled one leaves the list.
import { ORDER_STATUS_POLL_MS } from '../../domain/constants';
import { OrderStatus } from '../../domain/betEnums';
import { isOrderPending } from '../../domain/orderStatus';
import { getRuntime } from '../../runtime/runtime';
import { historyState, removeUnsettled } from './lists';
import { api } from '../page/api';

/** One status poll of the waiting orders; nothing is asked when none is waiting. */
export async function pollPendingOrders(): Promise<void> {
  const own = getRuntime().singleton('state:history-pending', () => ({ inFlight: false }));
  const waiting = historyState().orders.unsettled.items.filter((o) => isOrderPending(o.orderStatus));
  if (own.inFlight || waiting.length === 0) return;
  own.inFlight = true;
  try {
    const statuses = await api().orderStatus(waiting.map((o) => o.id));
    for (const { orderId, status } of statuses) {
      const row = historyState().orders.unsettled.items.find((o) => o.id === orderId);
      if (!row || row.orderStatus === status) continue;
      if (status === OrderStatus.Rejected || status === OrderStatus.Canceled || status === OrderStatus.Settled) removeUnsettled(orderId);
      else row.orderStatus = status;
    }
  } catch {
    // The next tick asks again.
  } finally {
    own.inFlight = false;
  }
}

/** Polls the waiting orders' statuses on the runtime's lifecycle until the returned function is called. */
export function watchPendingOrders(): () => void {
  return getRuntime().lifecycle.every(ORDER_STATUS_POLL_MS, () => void pollPendingOrders());
}
