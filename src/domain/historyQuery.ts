// Which window and which call each bet-history view uses (spec §7, §9): pure, `now` in epoch ms.
import { BET_HISTORY_PAGE_SIZE, BET_RECORD_DAYS } from './constants';
import {
  anchorHistoryRange,
  clampToBetRecords,
  dateFilterRange,
  lastDaysRange,
  reservedFailedRange,
  settledDefaultRange,
  type DateRange,
} from './dates';
import { DateFilter, OrderStatus } from './betEnums';

/** The four views of <sport-bet-history>: the three tabs of "My bets" and the anchor (live-room) bet history. */
export const HISTORY_VIEWS = ['unsettled', 'settled', 'reserved', 'anchor'] as const;
export type HistoryView = (typeof HISTORY_VIEWS)[number];

/** A view's date choice: a spec date filter, or null for the view's default window. */
export interface RangeChoice {
  filter: DateFilter | null;
  /** The two dates of the custom filter. */
  custom?: DateRange;
}

/** The views that have a date filter; the unsettled list shows every open bet. */
export const RANGED_VIEWS = ['settled', 'reserved', 'anchor'] as const;
export type RangedView = (typeof RANGED_VIEWS)[number];

/** Default window of a view: settled the last day, anchor history 30 days, reserved this week. */
function defaultRange(view: RangedView, now: number): DateRange {
  if (view === 'settled') return settledDefaultRange(now);
  if (view === 'anchor') return anchorHistoryRange(now);
  return dateFilterRange(DateFilter.ThisWeek, now);
}

/** The time window a view queries; failed reservations always cover the last 7 days. */
export function viewRange(view: RangedView, choice: RangeChoice, now: number, failedOnly = false): DateRange {
  if (view === 'reserved' && failedOnly) return reservedFailedRange(now);
  if (choice.filter === null) return defaultRange(view, now);
  if (choice.filter === DateFilter.Custom)
    return dateFilterRange(DateFilter.Custom, now, choice.custom ?? lastDaysRange(1, now));
  return dateFilterRange(choice.filter, now);
}

/** The dates a custom range may pick from: the last 45 days including today. */
export function customBounds(now: number): DateRange {
  return lastDaysRange(BET_RECORD_DAYS, now);
}

/** A custom range from two picked days (either order), widened to whole days and clamped to the 45 days. */
export function customRange(fromDay: number, toDay: number, now: number): DateRange {
  const [a, b] = fromDay <= toDay ? [fromDay, toDay] : [toDay, fromDay];
  const start = lastDaysRange(1, a)[0];
  const end = lastDaysRange(1, b)[1];
  return clampToBetRecords([start, end], now);
}

/** The order-status filters of a list (spec §4: the list filter adds ReserveCashOut 101 and CashOut 102); null is all. */
export const STATUS_FILTERS = {
  settled: [
    OrderStatus.Settled,
    OrderStatus.CashOut,
    OrderStatus.ReserveCashOut,
    OrderStatus.Rejected,
    OrderStatus.Canceled,
  ],
  anchor: [
    OrderStatus.Confirmed,
    OrderStatus.Settled,
    OrderStatus.CashOut,
    OrderStatus.ReserveCashOut,
    OrderStatus.Rejected,
    OrderStatus.Canceled,
  ],
} as const;
export type FilteredView = keyof typeof STATUS_FILTERS;

/** Body of a bet-list page: settled lists carry their window and a chosen status, the unsettled one neither. */
export function orderListQuery(
  view: 'unsettled' | 'settled',
  range: DateRange | null,
  page: number,
  status: OrderStatus | null = null,
) {
  const base = { current: page, size: BET_HISTORY_PAGE_SIZE };
  if (view === 'unsettled') return { ...base, isSettled: false };
  const [startTime, endTime] = range as DateRange;
  return { ...base, isSettled: true, startTime, endTime, ...(status === null ? {} : { status }) };
}

/** Body of an anchor bet-history page, in the spec's own keys (§7: stime, etime, status, page, size). */
export function anchorListQuery([stime, etime]: DateRange, page: number, status: OrderStatus | null = null) {
  return { stime, etime, page, size: BET_HISTORY_PAGE_SIZE, ...(status === null ? {} : { status }) };
}

/** True while a paged list has more rows on the server than it has loaded. */
export function hasMorePages(loaded: number, total: number, lastPageSize: number): boolean {
  return loaded < total && lastPageSize >= BET_HISTORY_PAGE_SIZE;
}
