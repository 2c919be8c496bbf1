// The page's one order-status poll (spec §4): every reader (the slip's receipt and ledger, the history list)
// says which orders it waits on, and one getStakeOrderStatus request a tick asks about all of them. An urgent
// order is asked every 1000 ms for ORDER_STATUS_FAST_ASKS asks, then with the pending orders every 3000 ms;
// nothing is asked while the page is hidden, and everything is asked at once when it shows again.
import { ORDER_STATUS_FAST_ASKS, ORDER_STATUS_POLL_MS, PENDING_ORDER_POLL_MS } from '../../domain/constants';
import type { OrderStatusItem } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';
import { bettingApi } from '../page/bettingApi';

/** Someone waiting on orders: which ones, and what to do with their statuses. */
export interface OrderReader {
  /** Orders to ask about every 1000 ms (a fresh receipt, a history row being confirmed). */
  urgent(): Iterable<string>;
  /** Orders to ask about every 3000 ms (pending singles from earlier). */
  pending?(): Iterable<string>;
  /** Fresh statuses of the asked orders (each reader picks its own). */
  apply(items: readonly OrderStatusItem[]): void;
  /** Urgent orders that used up their fast asks and are now asked every 3000 ms. */
  slowed?(orderIds: readonly string[]): void;
}

interface StatusPoll {
  readers: Map<string, OrderReader>;
  /** Fast asks made so far per urgent order. */
  asks: Map<string, number>;
  lastSlowAsk: number;
  inFlight: boolean;
  stop: (() => void) | null;
}

const statusPoll = () =>
  getRuntime().singleton<StatusPoll>('state:order-status', () => ({
    readers: new Map(),
    asks: new Map(),
    lastSlowAsk: 0,
    inFlight: false,
    stop: null,
  }));

const pageHidden = () => typeof document !== 'undefined' && document.hidden;

/** The orders due now; `everything` asks every watched order at once (the page came back into view). */
function dueOrders(poll: StatusPoll, everything: boolean): { due: string[]; slowed: string[] } {
  const urgent = new Set<string>();
  const slow = new Set<string>();
  for (const reader of poll.readers.values()) {
    for (const id of reader.urgent()) urgent.add(id);
    for (const id of reader.pending?.() ?? []) slow.add(id);
  }
  for (const id of poll.asks.keys()) if (!urgent.has(id)) poll.asks.delete(id);
  const due = new Set<string>();
  const slowed: string[] = [];
  for (const id of urgent) {
    const asked = poll.asks.get(id) ?? 0;
    poll.asks.set(id, asked + 1);
    if (asked < ORDER_STATUS_FAST_ASKS) due.add(id);
    else {
      if (asked === ORDER_STATUS_FAST_ASKS) slowed.push(id);
      slow.add(id);
    }
  }
  const now = Date.now();
  if (slow.size && (everything || now - poll.lastSlowAsk >= PENDING_ORDER_POLL_MS)) {
    for (const id of slow) due.add(id);
    poll.lastSlowAsk = now;
  }
  if (everything) for (const id of urgent) due.add(id);
  return { due: [...due], slowed };
}

/** One tick: a single request for every due order, its answer handed to every reader. */
async function ask(everything = false): Promise<void> {
  const poll = statusPoll();
  if (poll.inFlight || pageHidden() || !getRuntime().token.get()) return;
  const { due, slowed } = dueOrders(poll, everything);
  if (slowed.length) for (const reader of poll.readers.values()) reader.slowed?.(slowed);
  if (!due.length) return;
  poll.inFlight = true;
  try {
    const items = await bettingApi().orderStatus(due);
    for (const reader of [...poll.readers.values()]) reader.apply(items);
  } catch {
    // the next tick asks again
  } finally {
    poll.inFlight = false;
  }
}

const onVisibility = () => {
  if (!pageHidden()) void ask(true);
};

function start(poll: StatusPoll): void {
  if (poll.stop || !poll.readers.size) return;
  poll.lastSlowAsk = Date.now();
  const cancel = getRuntime().lifecycle.every(ORDER_STATUS_POLL_MS, () => void ask());
  const page = typeof document === 'undefined' ? null : document;
  page?.addEventListener('visibilitychange', onVisibility);
  poll.stop = () => {
    cancel();
    page?.removeEventListener('visibilitychange', onVisibility);
    poll.stop = null;
  };
}

/**
 * Adds (or replaces) the reader called `name` and runs the poll while any reader is there; returns its removal.
 * The poll runs with the page's lifecycle: it stops with the last element and starts again with the next one.
 */
export function readOrderStatuses(name: string, reader: OrderReader): () => void {
  const poll = statusPoll();
  poll.readers.set(name, reader);
  getRuntime().lifecycle.service('order-status', {
    start: () => start(statusPoll()),
    stop: () => statusPoll().stop?.(),
  });
  start(poll);
  return () => {
    if (poll.readers.get(name) !== reader) return;
    poll.readers.delete(name);
    if (!poll.readers.size) poll.stop?.();
  };
}
