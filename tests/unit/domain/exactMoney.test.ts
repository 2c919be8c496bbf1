import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { exact, toFixed2 } from '../../../src/domain/exact';
import { compare, dividedBy, minus, plus, roundMoney, stakeAmount, times } from '../../../src/domain/exactMoney';
import { MoneyDecimal } from '../../../src/domain/money';
import { formatScaled, referenceRound } from './cents';

describe('roundMoney: round to 3 decimals, then floor to 2 (spec §4, §5)', () => {
  it('rounds half up at the third decimal before flooring', () => {
    expect(roundMoney('1.2395')).toBe('1.24');
    expect(roundMoney('1.2345')).toBe('1.23');
    expect(roundMoney('1.2355')).toBe('1.23');
    expect(roundMoney('1.999')).toBe('1.99');
    expect(roundMoney('1.9995')).toBe('2.00');
  });

  it('always gives 2 decimals', () => {
    expect(roundMoney(2)).toBe('2.00');
    expect(roundMoney('0')).toBe('0.00');
    expect(roundMoney('10.5')).toBe('10.50');
  });

  it('floors negative amounts towards minus infinity', () => {
    expect(roundMoney('-1.2345')).toBe('-1.24');
    expect(roundMoney('-1.2')).toBe('-1.20');
    expect(roundMoney('-0.0004')).toBe('0.00');
  });

  const micros = fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n });

  it('property: equals the integer-cents reference', () => {
    fc.assert(fc.property(micros, (units) => roundMoney(formatScaled(units, 6)) === referenceRound(units, 6)));
  });

  it('property: never exceeds the 3-decimal rounding and always has exactly 2 decimals', () => {
    fc.assert(
      fc.property(micros, (units) => {
        const value = formatScaled(units, 6);
        const rounded = roundMoney(value);
        return (
          /^-?\d+\.\d{2}$/.test(rounded) &&
          new Decimal(rounded).lte(new Decimal(value).toDecimalPlaces(3, Decimal.ROUND_HALF_UP))
        );
      }),
    );
  });
});

describe('exact arithmetic: the same amounts decimal.js computes, without downloading it (issue 18 budget)', () => {
  const amount = fc
    .bigInt({ min: -(10n ** 12n), max: 10n ** 12n })
    .chain((units) => fc.integer({ min: 0, max: 6 }).map((scale) => formatScaled(units, scale)));
  const nonZero = amount.filter((value) => !new Decimal(value).isZero());

  it('property: plus, minus and times round like decimal.js at 40 digits', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const d = new MoneyDecimal(a);
        return (
          roundMoney(plus(a, b)) === roundMoney(d.plus(b)) &&
          roundMoney(minus(a, b)) === roundMoney(d.minus(b)) &&
          roundMoney(times(a, b)) === roundMoney(d.times(b))
        );
      }),
    );
  });

  it('property: a quotient rounds like decimal.js at 40 digits', () => {
    fc.assert(
      fc.property(amount, nonZero, (a, b) => roundMoney(dividedBy(a, b)) === roundMoney(new MoneyDecimal(a).div(b))),
    );
  });

  it('property: compare agrees with decimal.js comparedTo', () => {
    fc.assert(fc.property(amount, amount, (a, b) => compare(a, b) === new Decimal(a).comparedTo(b)));
  });

  it('reads decimal.js values in exponent form (1e-7, 1.5e+21) and numbers by their shortest spelling', () => {
    expect(exact(new Decimal('1e-7'))).toEqual([1n, 10_000_000n]);
    expect(roundMoney(new Decimal('1.5e+21'))).toBe('1500000000000000000000.00');
    expect(roundMoney(0.1 + 0.2)).toBe('0.30');
  });

  it('refuses what is not a finite number', () => {
    expect(() => exact('abc')).toThrow(RangeError);
    expect(() => exact(Number.NaN)).toThrow(RangeError);
    expect(() => dividedBy('1', '0')).toThrow(RangeError);
  });

  it('toFixed2 rounds half away from zero (odds display)', () => {
    expect(toFixed2('1.005')).toBe('1.01');
    expect(toFixed2('-1.005')).toBe('-1.01');
    expect(toFixed2('0.004')).toBe('0.00');
    expect(toFixed2('-0.004')).toBe('-0.00');
  });

  it.each(['', 'abc', '-5', '1.234', '1e3', '.5'])('stakeAmount rejects %j as parseStake does', (input) =>
    expect(stakeAmount(input)).toBeNull(),
  );

  it('stakeAmount reads a typed stake exactly', () => {
    expect(stakeAmount(' 10.25 ')).toEqual([1025n, 100n]);
  });
});
