import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  autoCashOutDue,
  canCashOut,
  cashOutPrincipalProblem,
  cashOutPollId,
  partialCashOutReturn,
  remainingAfterCashOut,
} from '../../../src/domain/cashout';
import { formatCents } from './cents';

describe('cash-out guard (spec §5)', () => {
  it('allowed with a price above 0, remaining principal above 0 and nothing in progress', () => {
    expect(canCashOut({ price: '120', remainingPrincipal: '100', inProgress: false })).toBe(true);
  });

  it.each([
    ['0', '100', false],
    ['-1', '100', false],
    ['120', '0', false],
    ['120', '100', true],
  ])('price %s, remaining %s, in progress %s: refused', (price, remainingPrincipal, inProgress) => {
    expect(canCashOut({ price, remainingPrincipal, inProgress })).toBe(false);
  });
});

describe('partial cash-out return: price × part / remaining principal, money-rounded', () => {
  it('150 for 100 remaining, cashing out 40, returns 60.00', () => {
    expect(partialCashOutReturn('150', '40', '100')).toBe('60.00');
  });

  it('123.457 for 100 remaining, cashing out 33.33, returns 41.14 (41.1482…)', () => {
    expect(partialCashOutReturn('123.457', '33.33', '100')).toBe('41.14');
  });

  it('property: equals an exact rational reference in integers (part <= remaining)', () => {
    const cents = fc.bigInt({ min: 1n, max: 10n ** 11n });
    fc.assert(
      fc.property(cents, cents, cents, (priceCents, a, b) => {
        const [partCents, remainingCents] = a <= b ? [a, b] : [b, a];
        // Thousandths of price × part / remaining, rounded half up; then floored to cents.
        const numerator = priceCents * partCents * 1000n;
        const denominator = remainingCents * 100n;
        const thousandths = (2n * numerator + denominator) / (2n * denominator);
        const got = partialCashOutReturn(formatCents(priceCents), formatCents(partCents), formatCents(remainingCents));
        return got === formatCents(thousandths / 10n);
      }),
    );
  });
});

describe('auto cash-out (spec §4)', () => {
  const setting = { principal: '50', targetReturn: '70' };

  it('fires when the price for the set principal reaches the target return', () => {
    expect(autoCashOutDue(setting, '140', '100')).toBe(true);
    expect(autoCashOutDue(setting, '150', '100')).toBe(true);
  });

  it('waits while the price for the set principal is below the target', () => {
    expect(autoCashOutDue(setting, '139.98', '100')).toBe(false);
  });

  it('never fires without a remaining principal', () => {
    expect(autoCashOutDue(setting, '140', '0')).toBe(false);
  });
});

describe('cash-out results (spec §4)', () => {
  it('a partial settlement reduces the remaining principal', () => {
    expect(remainingAfterCashOut('100', '40')).toEqual({ remaining: '60.00', full: false });
  });

  it('settling the whole remaining principal is a full settlement', () => {
    expect(remainingAfterCashOut('100', '100')).toEqual({ remaining: '0.00', full: true });
  });
});

describe('cash-out poll ids (spec §7)', () => {
  it('are the first 15 characters of the order id', () => {
    expect(cashOutPollId('1234567890123456789')).toBe('123456789012345');
    expect(cashOutPollId('short')).toBe('short');
  });
});

describe("a cash-out principal against the server's limits (smis, pmis, mxc; issue 15 item 6)", () => {
  const limits = { minStake: '10', minRemaining: '20', maxCount: 3 };
  it('takes everything at any time, and a partial that keeps both minimums', () => {
    expect(cashOutPrincipalProblem('100', '100', 2, limits)).toBeNull();
    expect(cashOutPrincipalProblem('30', '100', 0, limits)).toBeNull();
  });
  it('refuses a partial below smis, one leaving less than pmis, the last allowed one unless full, and more than remains', () => {
    expect(cashOutPrincipalProblem('5', '100', 0, limits)).toBe('belowMinimum');
    expect(cashOutPrincipalProblem('90', '100', 0, limits)).toBe('leavesTooLittle');
    expect(cashOutPrincipalProblem('30', '100', 2, limits)).toBe('lastMustBeFull');
    expect(cashOutPrincipalProblem('101', '100', 0, limits)).toBe('aboveRemaining');
  });
  it('without limits from the server, any part up to what remains', () => {
    expect(cashOutPrincipalProblem('0.01', '100', 9, {})).toBeNull();
  });
});
