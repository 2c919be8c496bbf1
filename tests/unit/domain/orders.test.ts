import { describe, expect, it } from 'vitest';
import { BetResult, OrderStatus } from '../../../src/domain/betEnums';
import { displayedAmount } from '../../../src/domain/orderAmount';
import { isOrderPending, orderOutcome, orderStatusGroup } from '../../../src/domain/orderStatus';
import { formatSeries, seriesBetCount } from '../../../src/domain/series';
import type { CashOutRecord } from '../../../src/domain/types';

const cashOut: CashOutRecord = { id: 'c1', principal: '50', amount: '80.5', time: 0, status: 1 };

describe('order status display groups (spec §4)', () => {
  it.each([
    [OrderStatus.Created, 'waiting'],
    [OrderStatus.Confirming, 'waiting'],
    [OrderStatus.Confirmed, 'success'],
    [OrderStatus.Rejected, 'failure'],
    [OrderStatus.Canceled, 'cancel'],
    [OrderStatus.Settled, 'settled'],
  ])('status %s shows as %s', (orderStatus, group) => {
    expect(orderStatusGroup({ orderStatus, cashOutList: [] })).toBe(group);
  });

  it('settled with a cash-out record is early settlement', () => {
    expect(orderStatusGroup({ orderStatus: OrderStatus.Settled, cashOutList: [cashOut] })).toBe('earlySettlement');
  });
});

describe('status polling after a bet (spec §4)', () => {
  it('polls while an order is created or confirming, and stops for every other status', () => {
    expect([OrderStatus.Created, OrderStatus.Confirming].map(isOrderPending)).toEqual([true, true]);
    expect(
      [OrderStatus.Rejected, OrderStatus.Canceled, OrderStatus.Confirmed, OrderStatus.Settled].map(isOrderPending),
    ).toEqual([false, false, false, false]);
  });
});

describe('order outcome labels from status and result (spec §4)', () => {
  it.each([
    [OrderStatus.Created, 'waiting'],
    [OrderStatus.Confirming, 'waiting'],
    [OrderStatus.Confirmed, 'confirm'],
    [OrderStatus.Rejected, 'failure'],
    [OrderStatus.Canceled, 'cancel'],
  ])('open or refused status %s is %s', (orderStatus, label) => {
    expect(orderOutcome({ orderStatus, cashOutList: [] })).toBe(label);
  });

  it.each([
    [BetResult.Won, 'win'],
    [BetResult.Lost, 'lose'],
    [BetResult.WinReturn, 'winHalf'],
    [BetResult.LoseReturn, 'loseHalf'],
    [BetResult.Return, 'draw'],
    [BetResult.Cancel, 'cancel'],
    [BetResult.NoResulted, 'confirm'],
  ])('settled with result %s is %s', (result, label) => {
    expect(orderOutcome({ orderStatus: OrderStatus.Settled, cashOutList: [], result })).toBe(label);
  });

  it('settled with a cash-out record is cash out, whatever the result', () => {
    expect(orderOutcome({ orderStatus: OrderStatus.Settled, cashOutList: [cashOut], result: BetResult.Lost })).toBe(
      'cashOut',
    );
  });
});

describe('displayed amount by status (spec §4)', () => {
  const base = { cashOutList: [] as CashOutRecord[] };

  it('settled: the settled amount, rounded to 3 decimals then floored to 2', () => {
    expect(displayedAmount({ ...base, orderStatus: OrderStatus.Settled, settledAmount: '12.3456' })).toBe('12.34');
    expect(displayedAmount({ ...base, orderStatus: OrderStatus.Settled, settledAmount: '12.3396' })).toBe('12.34');
  });

  it('settled with cash-outs: cash-out return - cash-out principal + settled amount (80.5 - 50 + 30.2395 = 60.74)', () => {
    expect(
      displayedAmount({
        orderStatus: OrderStatus.Settled,
        cashOutList: [cashOut],
        cashOutReturn: '80.5',
        cashOutPrincipal: '50',
        settledAmount: '30.2395',
      }),
    ).toBe('60.74');
  });

  it.each([OrderStatus.Canceled, OrderStatus.Rejected])('status %s: the returned amount (sat)', (orderStatus) => {
    expect(displayedAmount({ ...base, orderStatus, returnedAmount: '100', maxWinAmount: '185' })).toBe('100.00');
  });

  it.each([OrderStatus.Confirmed, OrderStatus.Confirming, OrderStatus.Created])(
    'status %s: the max win amount',
    (orderStatus) => {
      expect(displayedAmount({ ...base, orderStatus, maxWinAmount: '185', settledAmount: '1' })).toBe('185.00');
    },
  );

  it('other statuses: the settled amount, else the cash-out principal (cops)', () => {
    expect(
      displayedAmount({ ...base, orderStatus: OrderStatus.CashOut, settledAmount: '7.5', cashOutPrincipal: '9' }),
    ).toBe('7.50');
    expect(displayedAmount({ ...base, orderStatus: OrderStatus.CashOut, cashOutPrincipal: '9' })).toBe('9.00');
  });
});

describe('series entries (spec §3)', () => {
  it('betCount is the combination count C(legs, combination) when seriesNumber is 0, e.g. 2-leg combinations of 4 legs are 6', () => {
    expect(seriesBetCount({ seriesNumber: 0, combination: 2 }, 3)).toBe(3);
    expect(seriesBetCount({ seriesNumber: 0, combination: 2 }, 4)).toBe(6);
    expect(seriesBetCount({ seriesNumber: 0, combination: 3 }, 5)).toBe(10);
    expect(seriesBetCount({ seriesNumber: 0, combination: 4 }, 4)).toBe(1);
  });

  it('betCount is 1 for the accumulator n串1 and m for the system n串m (one stake per combination charged)', () => {
    expect(seriesBetCount({ seriesNumber: 1, combination: 3 }, 3)).toBe(1);
    expect(seriesBetCount({ seriesNumber: 4, combination: 3 }, 3)).toBe(4);
    expect(seriesBetCount({ seriesNumber: 11, combination: 4 }, 4)).toBe(11);
  });

  it('parlay string is legs per combination, then 串, then the number after it', () => {
    expect(formatSeries({ legs: 3, per: 1, count: 1 })).toBe('3串1');
    expect(formatSeries({ legs: 3, per: 4, count: 1 })).toBe('3串4');
  });

  it('an entry placed more than once shows ×count', () => {
    expect(formatSeries({ legs: 2, per: 1, count: 3 })).toBe('2串1 ×3');
  });
});
