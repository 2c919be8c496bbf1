// The slip's orders waiting for a decision (spec §4): the receipt's are asked about every 1000 ms while created
// or confirming; pending singles are recorded under WAITING_SINGLE_ORDERS and, with every other open order of
// the ledger, asked about every 3000 ms (through state/orders). A decided order is announced once (投注成功 / 投注失败).
import { OrderStatus } from '../../domain/betEnums';
import { isOrderPending } from '../../domain/orderStatus';
import type { OrderStatusItem } from '../../domain/types';
import { readStored, STORAGE_KEYS, writeStored } from '../../runtime/storage';
import { betLedger, updateSubmission, type Submission } from './ledger';
import type { PendingOrderRecord } from '../../domain/betRules';
import { betState, notify } from './betState';
import { readOrderStatuses } from '../orders/status';
import { refreshBalance } from '../session/balance';

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
  const pick = sub.kind === 'single' ? (sub.picks[orderIndex] ?? sub.picks[0]) : undefined;
  notify({
    kind: success ? 'success' : 'error',
    title: success ? 'notices:betSuccess' : 'notices:betFailed',
    content: pick
      ? {
          // The side in words (issue 28 item 1): "Fulham - Newcastle United · Newcastle United -0.25".
          key: 'notices:betContentPick',
          values: { league: pick.league, bet: `${pick.home} - ${pick.away}` },
          pick: { type: pick.type, optionName: pick.optionName, home: pick.home, away: pick.away, line: pick.line },
        }
      : // Each series label isolated: "2串1 ×3, 3串1" keeps its order inside an Arabic sentence.
        {
          key: 'notices:betContentParlay',
          values: { series: sub.seriesLabels.map((l) => `\u2068${l}\u2069`).join(', ') },
        },
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
      if (isOrderPending(o.status) && !isOrderPending(status)) {
        announce(sub, index, status);
        refreshBalance(); // a rejected or cancelled order gives its stake back
      }
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

/** Receipt orders still being decided. */
const receiptPending = () =>
  betState()
    .tempOrderStatus.filter((t) => isOrderPending(t.status))
    .map((t) => t.orderId);

/** Open orders outside the receipt: waiting singles and every pending order of the ledger. */
function otherPending(): string[] {
  const receipt = new Set(betState().tempOrderStatus.map((t) => t.orderId));
  const ids = new Set(waitingOrders().map((w) => w.orderId));
  for (const sub of Object.values(betLedger().items))
    for (const o of sub.orders) if (isOrderPending(o.status)) ids.add(o.orderId);
  return [...ids].filter((id) => !receipt.has(id));
}

/** A receipt order asked about for long without a decision: the bettor is told the checks slow down. */
function receiptSlowed(orderIds: readonly string[]): void {
  if (orderIds.some((id) => betState().tempOrderStatus.some((t) => t.orderId === id)))
    notify({ kind: 'info', title: 'notices:statusSlow' });
}

/** One reader object, so that adding it again after a bet keeps the service's removal valid. */
const slipReader = { urgent: receiptPending, pending: otherPending, apply: applyStatuses, slowed: receiptSlowed };

/** Puts the slip's orders on the page's order-status poll: the receipt every 1000 ms, other pending orders every 3000 ms. */
export function readSlipOrders(): () => void {
  return readOrderStatuses('slip', slipReader);
}
