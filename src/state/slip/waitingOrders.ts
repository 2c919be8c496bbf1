// After a bet (spec §4): the receipt's order statuses are polled every 1000 ms while any is created or
// confirming; pending singles are recorded under WAITING_SINGLE_ORDERS and, with every other open order of
// the ledger, polled every 3000 ms. A decided order is announced once (投注成功 / 投注失败).
import { ORDER_STATUS_POLL_MS, PENDING_ORDER_POLL_MS } from '../../domain/constants';
import { OrderStatus } from '../../domain/betEnums';
import { isOrderPending } from '../../domain/orderStatus';
import type { OrderStatusItem } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';
import { readStored, STORAGE_KEYS, writeStored } from '../../runtime/storage';
import { betLedger, updateSubmission, type Submission } from './ledger';
import type { PendingOrderRecord } from '../../domain/betRules';
import { betState, notify } from './betState';
import { bettingApi } from '../page/bettingApi';

/** The WAITING_SINGLE_ORDERS records (spec §3). */
export function waitingOrders(): PendingOrderRecord[] {
  try {
    const list = JSON.parse(readStored(STORAGE_KEYS.waitingSingleOrders) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as PendingOrderRecord[]) : [];
  } catch {
    return [];
  }
}

function writeWaiting(list: PendingOrderRecord[]): void {
  writeStored(STORAGE_KEYS.waitingSingleOrders, list.length ? JSON.stringify(list) : null);
}

/** Records pending singles (an order already recorded is not added twice). */
export function recordWaiting(records: PendingOrderRecord[]): void {
  const list = waitingOrders();
  writeWaiting([...list, ...records.filter((r) => !list.some((w) => w.orderId === r.orderId))]);
}

/** Toast of a decided order: the league and bet of a single, the series of a parlay. */
function announce(sub: Submission, orderIndex: number, status: number): void {
  const success = status === OrderStatus.Confirmed || status === OrderStatus.Settled;
  const pick = sub.kind === 'single' ? sub.picks[orderIndex] ?? sub.picks[0] : undefined;
  notify({
    kind: success ? 'success' : 'error',
    title: success ? 'notices:betSuccess' : 'notices:betFailed',
    content: pick
      ? { key: 'notices:betContentSingle', values: { league: pick.league, bet: `${pick.home} - ${pick.away} ${pick.optionName}` } }
      : { key: 'notices:betContentParlay', values: { series: sub.seriesLabels.join(', ') } },
  });
}

/** Applies fresh statuses to the ledger, the receipt and the waiting records; announces each decision once. */
export function applyStatuses(items: readonly OrderStatusItem[]): void {
  if (!items.length) return;
  const byId = new Map(items.map((i) => [i.orderId, i.status]));
  for (const sub of Object.values(betLedger().items)) {
    if (!sub.orders.some((o) => byId.has(o.orderId))) continue;
    const orders = sub.orders.map((o, index) => {
      const status = byId.get(o.orderId);
      if (status === undefined || status === o.status) return o;
      if (isOrderPending(o.status) && !isOrderPending(status)) announce(sub, index, status);
      return { ...o, status };
    });
    updateSubmission(sub.ref, { orders });
  }
  const state = betState();
  state.tempOrderStatus = state.tempOrderStatus.map((t) => ({ ...t, status: byId.get(t.orderId) ?? t.status }));
  const waiting = waitingOrders();
  const left = waiting.filter((w) => !byId.has(w.orderId) || isOrderPending(byId.get(w.orderId)!));
  if (left.length !== waiting.length) writeWaiting(left);
}

async function poll(orderIds: string[]): Promise<void> {
  if (!orderIds.length || !getRuntime().token.get()) return;
  try {
    applyStatuses(await bettingApi().orderStatus(orderIds));
  } catch {
    // the next tick asks again
  }
}

/** Receipt orders still being decided. */
const receiptPending = () => betState().tempOrderStatus.filter((t) => isOrderPending(t.status)).map((t) => t.orderId);

/** Open orders outside the receipt: waiting singles and every pending order of the ledger. */
function otherPending(): string[] {
  const receipt = new Set(betState().tempOrderStatus.map((t) => t.orderId));
  const ids = new Set(waitingOrders().map((w) => w.orderId));
  for (const sub of Object.values(betLedger().items)) for (const o of sub.orders) if (isOrderPending(o.status)) ids.add(o.orderId);
  return [...ids].filter((id) => !receipt.has(id));
}

/** The page's receipt poll, if running. */
const receiptPoll = () => getRuntime().singleton('bet-receipt-poll', () => ({ stop: null as (() => void) | null }));

/** Polls the receipt's statuses every 1000 ms until none is created or confirming. */
export function pollReceipt(): void {
  const handle = receiptPoll();
  if (handle.stop || !receiptPending().length) return;
  handle.stop = getRuntime().lifecycle.every(ORDER_STATUS_POLL_MS, () => {
    const ids = receiptPending();
    if (!ids.length) {
      handle.stop?.();
      handle.stop = null;
      return;
    }
    void poll(ids);
  });
}

/** Starts the 3000 ms poll of pending orders (runs with the page's lifecycle; idle while nothing is pending). */
export function pollPendingOrders(): () => void {
  return getRuntime().lifecycle.every(PENDING_ORDER_POLL_MS, () => void poll(otherPending()));
}

/** Forgets the receipt poll (the lifecycle stopped every timer). */
export function resetReceiptPoll(): void {
  receiptPoll().stop = null;
}
