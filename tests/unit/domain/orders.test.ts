import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BetResult, OrderStatus } from '../../../src/domain/betEnums';
import { displayedAmount, orderProfit } from '../../../src/domain/orderAmount';
import { formatScaled, referenceRound } from './cents';
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

describe('displayed amount by status (spec §4), in one vocabulary (issue 15 item 3)', () => {
  const base = { betAmount: '100' };

  it('settled: the settled amount (its return), rounded to 3 decimals then floored to 2', () => {
    expect(displayedAmount({ ...base, orderStatus: OrderStatus.Settled, settledAmount: '12.3456' })).toBe('12.34');
    expect(displayedAmount({ ...base, orderStatus: OrderStatus.Settled, settledAmount: '12.3396' })).toBe('12.34');
  });

  it('settled with cash-outs: all it paid, cash-outs plus the settled amount (80.5 + 30.2395 = 110.74), and its profit', () => {
    const order = {
      ...base,
      orderStatus: OrderStatus.Settled,
      cashOutReturn: '80.5',
      cashOutPrincipal: '50',
      settledAmount: '30.2395',
    };
    expect(displayedAmount(order)).toBe('110.74');
    expect(orderProfit(order)).toBe('10.74');
  });

  it('a parlay of 20 fully cashed out for 21.74 shows a return of 21.74 and a profit of 1.74 (not "Return 1.74")', () => {
    const order = {
      betAmount: '20',
      orderStatus: OrderStatus.Settled,
      cashOutReturn: '21.74',
      cashOutPrincipal: '20',
      settledAmount: '0',
    };
    expect(displayedAmount(order)).toBe('21.74');
    expect(orderProfit(order)).toBe('1.74');
  });

  it.each([OrderStatus.Canceled, OrderStatus.Rejected])('status %s: the returned amount (sat)', (orderStatus) => {
    expect(displayedAmount({ ...base, orderStatus, returnedAmount: '100', maxWinAmount: '185' })).toBe('100.00');
    expect(orderProfit({ ...base, orderStatus, returnedAmount: '100' })).toBeNull();
  });

  it.each([OrderStatus.Confirmed, OrderStatus.Confirming, OrderStatus.Created])(
    'status %s: what the stake returns if it wins (the max win amount)',
    (orderStatus) => {
      expect(displayedAmount({ ...base, orderStatus, maxWinAmount: '185', settledAmount: '1' })).toBe('185.00');
    },
  );

  it('after a partial cash-out the return left is for the remaining stake: 50 of 100 at 3.38 returns 169.00', () => {
    expect(
      displayedAmount({ ...base, orderStatus: OrderStatus.Confirmed, maxWinAmount: '338', remainingPrincipal: '50' }),
    ).toBe('169.00');
  });

  it('property: a settled return (settled amount + cash-outs) and its profit equal the integer-cents reference', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 1n, max: 10n ** 8n }),
        (saThousandths, cotsThousandths, stakeCents) => {
          const order = {
            orderStatus: OrderStatus.Settled,
            betAmount: formatScaled(stakeCents, 2),
            settledAmount: formatScaled(saThousandths, 3),
            cashOutReturn: formatScaled(cotsThousandths, 3),
          };
          const paid = referenceRound(saThousandths + cotsThousandths, 3);
          expect(displayedAmount(order)).toBe(paid);
          const paidCents = BigInt(paid.replace('.', ''));
          expect(orderProfit(order)).toBe(referenceRound((paidCents - stakeCents) * 10n, 3));
        },
      ),
    );
  });

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
