// Date windows for bet lists and the date/time display formats; every rule takes `now` (epoch ms).
import dayjs from 'dayjs';
import {
  ANCHOR_HISTORY_DAYS,
  BET_RECORD_DAYS,
  DATE_FORMAT,
  RESERVED_FAILED_DAYS,
  SETTLED_DEFAULT_DAYS,
  THIS_WEEK_DAYS,
} from './constants';
import { DateFilter } from './betEnums';

/** An inclusive time window [startMs, endMs] in epoch milliseconds, in the local time zone's days. */
export type DateRange = readonly [startMs: number, endMs: number];

/** The last `days` calendar days including today: from the start of the first to the end of today. */
export function lastDaysRange(days: number, now: number): DateRange {
  const today = dayjs(now);
  return [
    today
      .subtract(days - 1, 'day')
      .startOf('day')
      .valueOf(),
    today.endOf('day').valueOf(),
  ];
}

/** Clamps a window to the queryable bet records: the last 45 days including today. */
export function clampToBetRecords(range: DateRange, now: number): DateRange {
  const [earliest, latest] = lastDaysRange(BET_RECORD_DAYS, now);
  return [Math.min(Math.max(range[0], earliest), latest), Math.max(Math.min(range[1], latest), earliest)];
}

/** Window of a date filter: today, yesterday, this week (last 7 days including today), or a custom one. */
export function dateFilterRange(filter: Exclude<DateFilter, typeof DateFilter.Custom>, now: number): DateRange;
export function dateFilterRange(filter: typeof DateFilter.Custom, now: number, custom: DateRange): DateRange;
export function dateFilterRange(filter: DateFilter, now: number, custom?: DateRange): DateRange {
  switch (filter) {
    case DateFilter.Today:
      return lastDaysRange(1, now);
    case DateFilter.Yesterday:
      return lastDaysRange(1, dayjs(now).subtract(1, 'day').valueOf());
    case DateFilter.ThisWeek:
      return lastDaysRange(THIS_WEEK_DAYS, now);
    case DateFilter.Custom:
      return clampToBetRecords(custom ?? lastDaysRange(1, now), now);
  }
}

/** Default window of the settled bet list: the last 1 day. */
export const settledDefaultRange = (now: number): DateRange => lastDaysRange(SETTLED_DEFAULT_DAYS, now);

/** Default window of the anchor bet history: the last 30 days. */
export const anchorHistoryRange = (now: number): DateRange => lastDaysRange(ANCHOR_HISTORY_DAYS, now);

/** Window of the failed reservations: the last 7 days. */
export const reservedFailedRange = (now: number): DateRange => lastDaysRange(RESERVED_FAILED_DAYS, now);

export { formatMatchTime } from './matchTime';

/** Date as YYYY-MM-DD. */
export function formatDate(ms: number): string {
  return dayjs(ms).format(DATE_FORMAT);
}
