import { describe, expect, it } from 'vitest';
import {
  ANCHOR_HISTORY_DAYS,
  BET_RECORD_DAYS,
  RESERVED_FAILED_DAYS,
  SETTLED_DEFAULT_DAYS,
  THIS_WEEK_DAYS,
} from '../../../src/domain/constants';
import {
  anchorHistoryRange,
  dateFilterRange,
  formatDate,
  formatMatchTime,
  reservedFailedRange,
  settledDefaultRange,
} from '../../../src/domain/dates';
import { DateFilter } from '../../../src/domain/betEnums';

// Local-time dates, so the expectations hold in any time zone.
const dayStart = (y: number, m: number, d: number) => new Date(y, m - 1, d, 0, 0, 0, 0).getTime();
const dayEnd = (y: number, m: number, d: number) => new Date(y, m - 1, d, 23, 59, 59, 999).getTime();
const now = new Date(2024, 4, 15, 13, 30).getTime(); // 2024-05-15 13:30

describe('date filter ranges (spec §3 date filter, §9 windows)', () => {
  it('windows in days are 45, 1, 30, 7 and 7', () => {
    expect([BET_RECORD_DAYS, SETTLED_DEFAULT_DAYS, ANCHOR_HISTORY_DAYS, THIS_WEEK_DAYS, RESERVED_FAILED_DAYS]).toEqual([
      45, 1, 30, 7, 7,
    ]);
  });

  it('today is the whole current day', () => {
    expect(dateFilterRange(DateFilter.Today, now)).toEqual([dayStart(2024, 5, 15), dayEnd(2024, 5, 15)]);
  });

  it('yesterday is the whole previous day', () => {
    expect(dateFilterRange(DateFilter.Yesterday, now)).toEqual([dayStart(2024, 5, 14), dayEnd(2024, 5, 14)]);
  });

  it('this week is the last 7 days including today', () => {
    expect(dateFilterRange(DateFilter.ThisWeek, now)).toEqual([dayStart(2024, 5, 9), dayEnd(2024, 5, 15)]);
  });

  it('custom is clamped to the last 45 days including today', () => {
    expect(dateFilterRange(DateFilter.Custom, now, [dayStart(2024, 3, 1), dayEnd(2024, 5, 20)])).toEqual([
      dayStart(2024, 4, 1),
      dayEnd(2024, 5, 15),
    ]);
  });

  it('a custom range inside the window is kept', () => {
    const range = [dayStart(2024, 5, 1), dayEnd(2024, 5, 3)] as const;
    expect(dateFilterRange(DateFilter.Custom, now, range)).toEqual(range);
  });

  it('yesterday crosses a month boundary', () => {
    expect(dateFilterRange(DateFilter.Yesterday, new Date(2024, 2, 1, 0, 5).getTime())).toEqual([
      dayStart(2024, 2, 29),
      dayEnd(2024, 2, 29),
    ]);
  });
});

describe('default windows (spec §7, §9)', () => {
  it('settled list covers the last 1 day', () => {
    expect(settledDefaultRange(now)).toEqual([dayStart(2024, 5, 15), dayEnd(2024, 5, 15)]);
  });

  it('anchor bet history covers 30 days', () => {
    expect(anchorHistoryRange(now)).toEqual([dayStart(2024, 4, 16), dayEnd(2024, 5, 15)]);
  });

  it('failed reservations cover 7 days', () => {
    expect(reservedFailedRange(now)).toEqual([dayStart(2024, 5, 9), dayEnd(2024, 5, 15)]);
  });
});

describe('date formats (spec §9)', () => {
  const kickOff = new Date(2024, 4, 7, 9, 5).getTime();

  it('match time is MM-DD HH:mm', () => {
    expect(formatMatchTime(kickOff, 'ENG')).toBe('05-07 09:05');
  });

  it('match time is DD-MM HH:mm for Arabic (SAU)', () => {
    expect(formatMatchTime(kickOff, 'SAU')).toBe('07-05 09:05');
  });

  it('date is YYYY-MM-DD', () => {
    expect(formatDate(kickOff)).toBe('2024-05-07');
  });
});
