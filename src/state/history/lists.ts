// The bet-history lists (unsettled, settled, reserved, anchor bets): pages of 50 loaded on demand, the
// date choice of each view, the failed-reservations toggle, and the error state with a retry (spec §8).
import { proxy } from 'valtio/vanilla';
import { isApiError } from '../../api/errors';
import { BET_HISTORY_PAGE_SIZE } from '../../domain/constants';
import { ReserveState, type OrderStatus } from '../../domain/betEnums';
import type { BetOrder, Page, ReservedBet } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';
import { onLanguageSwitch } from '../../runtime/languageSwitch';
import {
  hasMorePages,
  anchorListQuery,
  orderListQuery,
  viewRange,
  type FilteredView,
  type HistoryView,
  type RangeChoice,
  type RangedView,
} from '../../domain/historyQuery';
import { api } from '../page/api';

export interface HistoryList<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: T[];
  /** Last page loaded (from 1). */
  page: number;
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** i18n key of the last failure (spec §8: a bet-history failure sets the error flag). */
  errorKey?: string;
  /** Bumped on every reload so answers of an older query are dropped. */
  generation: number;
}

export interface HistoryState {
  orders: Record<'unsettled' | 'settled' | 'anchor', HistoryList<BetOrder>>;
  reserved: HistoryList<ReservedBet>;
  ranges: Record<RangedView, RangeChoice>;
  /** The order-status filter of the settled and anchor lists; null shows every status. */
  statuses: Record<FilteredView, OrderStatus | null>;
  /** The reserved tab's failed-reservations toggle (last 7 days). */
  failedOnly: boolean;
  /** The token the lists were loaded with: another user's lists are dropped before anything is shown. */
  owner: string | null;
}

const emptyList = <T>(): HistoryList<T> => ({
  status: 'idle',
  items: [],
  page: 0,
  total: 0,
  hasMore: false,
  loadingMore: false,
  generation: 0,
});

/** The page's bet-history store (one proxy shared by every element). */
export function historyState(): HistoryState {
  return getRuntime().singleton('state:history', () => {
    const state = proxy<HistoryState>({
      orders: { unsettled: emptyList(), settled: emptyList(), anchor: emptyList() },
      reserved: emptyList(),
      ranges: { settled: { filter: null }, reserved: { filter: null }, anchor: { filter: null } },
      statuses: { settled: null, anchor: null },
      failedOnly: false,
      owner: null,
    });
    // The server names the cards' leagues, teams and markets in the request's language: every loaded list is asked
    // again after a switch (quietly, the cards stay until the renamed ones arrive), so no card keeps the old one.
    onLanguageSwitch(() => {
      for (const view of HISTORY_VIEWS) if (listOf(view).status === 'ready') void load(view, 1, true);
    });
    return state;
  });
}

const HISTORY_VIEWS: readonly HistoryView[] = ['unsettled', 'settled', 'anchor', 'reserved'];

/** The list behind a view. */
export function listOf(view: HistoryView): HistoryList<BetOrder> | HistoryList<ReservedBet> {
  const state = historyState();
  return view === 'reserved' ? state.reserved : state.orders[view];
}

function fetchPage(view: HistoryView, page: number, now: number): Promise<Page<BetOrder> | Page<ReservedBet>> {
  const state = historyState();
  if (view === 'reserved') {
    const [startTime, endTime] = viewRange('reserved', state.ranges.reserved, now, state.failedOnly);
    return api().reserveList({
      isFailed: state.failedOnly,
      startTime,
      endTime,
      current: page,
      size: BET_HISTORY_PAGE_SIZE,
    });
  }
  if (view === 'anchor')
    return api().newBetList(
      anchorListQuery(viewRange('anchor', state.ranges.anchor, now), page, state.statuses.anchor),
    );
  if (view === 'unsettled') return api().betList(orderListQuery('unsettled', null, page));
  return api().betList(
    orderListQuery('settled', viewRange('settled', state.ranges.settled, now), page, state.statuses.settled),
  );
}

/** Loads a page of a view; a `quiet` first page keeps the rows on screen until it arrives, and keeps them if it fails. */
async function load(view: HistoryView, page: number, quiet = false): Promise<void> {
  const list = listOf(view) as HistoryList<BetOrder | ReservedBet>;
  const generation = page === 1 ? ++list.generation : list.generation;
  if (page === 1 && !quiet) list.status = 'loading';
  else list.loadingMore = true;
  try {
    const result = await fetchPage(view, page, Date.now());
    if (generation !== list.generation) return;
    const known = new Set(page === 1 ? [] : list.items.map(keyOf));
    // A row may shift onto the next page while the user scrolls; never show it twice.
    const fresh = result.records.filter((row) => !known.has(keyOf(row)));
    list.items = page === 1 ? fresh : [...list.items, ...fresh];
    list.page = page;
    list.total = result.total;
    list.hasMore = hasMorePages(list.items.length, result.total, result.records.length);
    list.status = 'ready';
    list.errorKey = undefined;
  } catch (error) {
    if (generation !== list.generation || quiet) return;
    list.errorKey = isApiError(error) ? error.messageKey : 'errors:loadFailed';
    if (page === 1) {
      list.status = 'error';
      list.items = [];
    }
    list.hasMore = page === 1 ? false : list.hasMore;
  } finally {
    if (generation === list.generation) list.loadingMore = false;
  }
}

const keyOf = (row: BetOrder | ReservedBet) => ('reserveId' in row ? row.reserveId : row.id);

/** Loads (or reloads) the first page of a view. */
export function reloadView(view: HistoryView): Promise<void> {
  return load(view, 1);
}

/** Drops every list when the user changed since they were loaded: nothing of one user is shown to another. */
function checkOwner(): void {
  const state = historyState();
  const token = getRuntime().token.get();
  if (state.owner === token) return;
  clearHistory();
  state.owner = token;
}

/** Loads a view's first page unless it is loaded or loading already for the current user. */
export function ensureView(view: HistoryView): Promise<void> {
  checkOwner();
  const list = listOf(view);
  return list.status === 'idle' || list.status === 'error' ? load(view, 1) : Promise.resolve();
}

/** Shows what the server has now in a loaded view without a loading state (a bet was just placed). */
export function refreshView(view: HistoryView): Promise<void> {
  checkOwner();
  return listOf(view).status === 'ready' ? load(view, 1, true) : Promise.resolve();
}

/** Loads a view afresh for the current user (the user opened its tab: show what the server has now). */
export function openView(view: HistoryView): Promise<void> {
  checkOwner();
  return load(view, 1);
}

/** Loads the next page of a view (the user scrolled to its end); one request at a time. */
export function loadMore(view: HistoryView): Promise<void> {
  const list = listOf(view);
  if (!list.hasMore || list.loadingMore || list.status !== 'ready') return Promise.resolve();
  return load(view, list.page + 1);
}

/** Changes the date choice of a view and reloads it. */
export function setRange(view: RangedView, choice: RangeChoice): Promise<void> {
  historyState().ranges[view] = choice;
  return reloadView(view);
}

/** Changes the order-status filter of a list and reloads it. */
export function setStatusFilter(view: FilteredView, status: OrderStatus | null): Promise<void> {
  historyState().statuses[view] = status;
  return reloadView(view);
}

/** Switches the reserved tab between its list and the failed reservations of the last 7 days. */
export function setFailedOnly(failedOnly: boolean): Promise<void> {
  historyState().failedOnly = failedOnly;
  return reloadView('reserved');
}

/** Empties every list (logout): nothing of one user stays on screen for the next. */
export function clearHistory(): void {
  const state = historyState();
  for (const list of [state.orders.unsettled, state.orders.settled, state.orders.anchor, state.reserved]) {
    Object.assign(list, { ...emptyList(), generation: list.generation + 1 });
  }
}

/** An unsettled order by id. */
export function findUnsettled(orderId: string): BetOrder | undefined {
  return historyState().orders.unsettled.items.find((o) => o.id === orderId);
}

/** Replaces an order in every list holding it; a no-longer-open order leaves the unsettled list. */
export function applyOrder(order: BetOrder, stillOpen: boolean): void {
  const state = historyState();
  for (const list of Object.values(state.orders)) {
    const i = list.items.findIndex((o) => o.id === order.id);
    if (i >= 0) list.items[i] = order;
  }
  if (!stillOpen) removeUnsettled(order.id);
}

/** Removes an order from the unsettled list (fully settled) and marks the settled list for a reload. */
export function removeUnsettled(orderId: string): void {
  const state = historyState();
  const list = state.orders.unsettled;
  const before = list.items.length;
  list.items = list.items.filter((o) => o.id !== orderId);
  list.total = Math.max(0, list.total - (before - list.items.length));
  // The settled list gained a row: it is fetched again the next time it is shown.
  if (state.orders.settled.status !== 'loading') state.orders.settled.status = 'idle';
}

/** Sets the state of a reserved bet in the list (after a cancel or a status refresh). */
export function setReserveStatus(reserveId: string, status: ReserveState | number): void {
  const row = historyState().reserved.items.find((r) => r.reserveId === reserveId);
  if (row) row.status = status;
}
