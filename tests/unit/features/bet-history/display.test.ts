// Display wiring of <sport-bet-history>: outcome labels and amounts by status (spec §4), series labels,
// leg results, reserve states, the initial tab, and the date windows of each view (spec §9).
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { displayedAmount } from '../../../../src/domain/orderAmount';
import { BetResult, DateFilter, OrderStatus, ReserveState } from '../../../../src/domain/betEnums';
import { parseTab } from '../../../../src/features/bet-history/HistoryScreen';
import {
  amountCaptionKey,
  legResultKey,
  outcomeKey,
  reserveStatusKey,
  seriesLabel,
} from '../../../../src/features/bet-history/orderDisplay';
import {
  anchorListQuery,
  customRange,
  hasMorePages,
  orderListQuery,
  viewRange,
} from '../../../../src/domain/historyQuery';
import { order } from '../../state/history/fixtures';

const record = { id: 'r1', principal: '40.00', amount: '55.555', time: 0, status: 1 };

describe('outcome label and amount by status (spec §4)', () => {
  it.each([
    [OrderStatus.Created, undefined, 'waiting', 'history:amount.toReturn'],
    [OrderStatus.Confirming, undefined, 'waiting', 'history:amount.toReturn'],
    [OrderStatus.Confirmed, undefined, 'confirm', 'history:amount.toReturn'],
    [OrderStatus.Rejected, undefined, 'failure', 'history:amount.returned'],
    [OrderStatus.Canceled, undefined, 'cancel', 'history:amount.returned'],
    [OrderStatus.Settled, BetResult.Won, 'win', 'history:amount.settled'],
    [OrderStatus.Settled, BetResult.Lost, 'lose', 'history:amount.settled'],
    [OrderStatus.Settled, BetResult.WinReturn, 'winHalf', 'history:amount.settled'],
    [OrderStatus.Settled, BetResult.LoseReturn, 'loseHalf', 'history:amount.settled'],
    [OrderStatus.Settled, BetResult.Return, 'draw', 'history:amount.settled'],
  ])('status %i with result %s shows %s with caption %s', (status, result, label, caption) => {
    const o = order({ orderStatus: status, result });
    expect(outcomeKey(o)).toBe(`history:outcome.${label}`);
    expect(amountCaptionKey(o)).toBe(caption);
  });

  it('a settled order with a cash-out record is labelled cash out', () => {
    expect(outcomeKey(order({ orderStatus: OrderStatus.Settled, result: BetResult.Won, cashOutList: [record] }))).toBe(
      'history:outcome.cashOut',
    );
  });

  it('open orders show the max win; cancelled and rejected show sat; rounded to 3 then floored to 2', () => {
    expect(displayedAmount(order({ orderStatus: OrderStatus.Confirmed, maxWinAmount: '199.9999' }))).toBe('200.00');
    expect(displayedAmount(order({ orderStatus: OrderStatus.Confirmed, maxWinAmount: '199.9949' }))).toBe('199.99');
    expect(displayedAmount(order({ orderStatus: OrderStatus.Rejected, returnedAmount: '100' }))).toBe('100.00');
  });

  it('settled with cash-outs shows all it paid: the cash-out returns plus the settled amount', () => {
    const o = order({
      orderStatus: OrderStatus.Settled,
      cashOutList: [record],
      cashOutReturn: '55.555',
      cashOutPrincipal: '40',
      settledAmount: '120.004',
    });
    // 55.555 + 120.004 = 175.559 -> 175.559 (3 dp) -> 175.55 (floor 2)
    expect(displayedAmount(o)).toBe('175.55');
  });
});

describe('series label of a parlay (spec §3)', () => {
  it('reads the server text 2串1×3 and shows it as 2串1 ×3', () => {
    expect(seriesLabel(order({ betType: 1, matchCount: 3, betCount: 3, seriesType: '2串1×3' }))).toBe('2串1 ×3');
  });
  it('an accumulator without series text shows legs串1', () => {
    expect(seriesLabel(order({ betType: 1, matchCount: 3, betCount: 1 }))).toBe('3串1');
  });
  it('a single has no series label', () => {
    expect(seriesLabel(order({ seriesType: '单关' }))).toBeNull();
  });
});

describe('legs and reserved bets', () => {
  it('maps leg results to outcome labels and leaves unresulted legs blank', () => {
    expect(legResultKey(BetResult.Won)).toBe('history:outcome.win');
    expect(legResultKey(BetResult.LoseReturn)).toBe('history:outcome.loseHalf');
    expect(legResultKey(BetResult.NoResulted)).toBeNull();
    expect(legResultKey(undefined)).toBeNull();
  });
  it('names the four reserve states: valid, successful, failed, cancelled', () => {
    expect(
      [ReserveState.Valid, ReserveState.Successful, ReserveState.Failed, ReserveState.Cancelled].map(reserveStatusKey),
    ).toEqual([
      'history:reserve.status.valid',
      'history:reserve.status.successful',
      'history:reserve.status.failed',
      'history:reserve.status.cancelled',
    ]);
  });
  it('the tab attribute takes a view name or the spec list tab number', () => {
    expect(parseTab('settled')).toBe('settled');
    expect(parseTab('2')).toBe('reserved');
    expect(parseTab('anchor')).toBe('anchor');
    expect(parseTab(undefined)).toBe('unsettled');
    expect(parseTab('nonsense')).toBe('unsettled');
  });
});

describe('date windows (spec §9)', () => {
  const now = dayjs('2025-03-20T15:30:00').valueOf();
  const day = (text: string) => dayjs(text).valueOf();

  it('the settled list defaults to the last day', () => {
    expect(viewRange('settled', { filter: null }, now)).toEqual([
      day('2025-03-20T00:00:00'),
      dayjs('2025-03-20').endOf('day').valueOf(),
    ]);
  });
  it('the anchor bet history defaults to 30 days', () => {
    expect(viewRange('anchor', { filter: null }, now)[0]).toBe(day('2025-02-19T00:00:00'));
  });
  it('this week is the last 7 days including today; yesterday is the whole previous day', () => {
    expect(viewRange('settled', { filter: DateFilter.ThisWeek }, now)[0]).toBe(day('2025-03-14T00:00:00'));
    expect(viewRange('settled', { filter: DateFilter.Yesterday }, now)).toEqual([
      day('2025-03-19T00:00:00'),
      dayjs('2025-03-19').endOf('day').valueOf(),
    ]);
  });
  it('failed reservations cover the last 7 days whatever the chosen range', () => {
    expect(viewRange('reserved', { filter: DateFilter.Today }, now, true)[0]).toBe(day('2025-03-14T00:00:00'));
  });
  it('a custom range is whole days, in either order, clamped to the last 45 days', () => {
    const range = customRange(day('2025-03-18T10:00:00'), day('2024-12-01T10:00:00'), now);
    expect(range).toEqual([day('2025-02-04T00:00:00'), dayjs('2025-03-18').endOf('day').valueOf()]);
  });
  it('unsettled pages carry no window, settled pages carry theirs, 50 a page', () => {
    expect(orderListQuery('unsettled', null, 2)).toEqual({ current: 2, size: 50, isSettled: false });
    expect(orderListQuery('settled', [1, 2], 1)).toEqual({
      current: 1,
      size: 50,
      isSettled: true,
      startTime: 1,
      endTime: 2,
    });
    expect(anchorListQuery([1, 2], 1)).toEqual({ stime: 1, etime: 2, page: 1, size: 50 });
    expect(anchorListQuery([1, 2], 2, OrderStatus.CashOut)).toEqual({
      stime: 1,
      etime: 2,
      page: 2,
      size: 50,
      status: 102,
    });
  });
  it('more pages exist while fewer rows are loaded than the total and the last page was full', () => {
    expect(hasMorePages(50, 120, 50)).toBe(true);
    expect(hasMorePages(120, 120, 20)).toBe(false);
    expect(hasMorePages(40, 120, 40)).toBe(false);
  });
});
