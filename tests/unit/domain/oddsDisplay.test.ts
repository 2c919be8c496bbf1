import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { OddsType } from '../../../src/domain/enums';
import { fromEuropean } from '../../../src/domain/odds';
import { combinedOdds, parlayPrice } from '../../../src/domain/combinedOdds';
import { formatOdds, priceFormat } from '../../../src/domain/oddsDisplay';

const FORMATS = [OddsType.Europe, OddsType.HongKong, OddsType.Malaysia, OddsType.Indonesia] as const;

/** The decimal.js reference: convert, then 2 decimals rounded half up. */
const reference = (eu: Decimal.Value, type: OddsType) => fromEuropean(eu, type).toFixed(2, Decimal.ROUND_HALF_UP);

describe('odds display without decimal.js shows exactly what the decimal.js conversion rounds to', () => {
  it('property: every European price in thousandths from 0 to 1000, in every format', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(...FORMATS), (thousandths, type) => {
        const eu = thousandths / 1000;
        return formatOdds(eu, type) === reference(eu, type);
      }),
      { numRuns: 5000 },
    );
  });

  it('property: prices given as decimal strings of up to 6 decimals agree too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), fc.constantFrom(...FORMATS), (millionths, type) => {
        const eu = new Decimal(millionths).div(1_000_000).toString();
        return formatOdds(eu, type) === reference(eu, type);
      }),
      { numRuns: 5000 },
    );
  });

  it('property: European prices spelled with up to 2 decimals (numbers and strings) show as decimal.js rounds them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.boolean(), (hundredths, asString) => {
        const eu = asString ? new Decimal(hundredths).div(100).toString() : hundredths / 100;
        return formatOdds(eu, OddsType.Europe) === reference(eu, OddsType.Europe);
      }),
      { numRuns: 5000 },
    );
    expect(formatOdds('007.5', OddsType.Europe)).toBe(reference('007.5', OddsType.Europe));
    expect(formatOdds(2, OddsType.Europe)).toBe('2.00');
    expect(formatOdds('1.5', OddsType.Europe)).toBe('1.50');
  });

  it('rounds ties half up, away from zero, on both signs', () => {
    expect(formatOdds(1.005, OddsType.Europe)).toBe('1.01');
    expect(formatOdds(1.125, OddsType.HongKong)).toBe('0.13');
    // Malay for EU 9 is -1/8 = -0.125, a tie rounded away from zero.
    expect(formatOdds(9, OddsType.Malaysia)).toBe('-0.13');
    expect(formatOdds('9', OddsType.Malaysia)).toBe(reference('9', OddsType.Malaysia));
  });

  it('reads exponent spellings the way decimal.js does', () => {
    expect(formatOdds(1e21, OddsType.Europe)).toBe(reference(1e21, OddsType.Europe));
    expect(formatOdds('185e-2', OddsType.HongKong)).toBe('0.85');
  });

  it('odds just below 1 keep the minus sign of a negative profit that rounds to zero, like decimal.js', () => {
    expect(formatOdds(0.999, OddsType.HongKong)).toBe('-0.00');
    expect(reference(0.999, OddsType.HongKong)).toBe('-0.00');
  });

  it('rejects what is not a number', () => {
    expect(() => formatOdds('abc', OddsType.Europe)).toThrow(RangeError);
  });
});

describe('priceFormat (issue 15 item 11: Asian formats as Asian books apply them)', () => {
  it('a price with a handicap or total line shows in the user format', () => {
    expect(priceFormat(OddsType.HongKong, '-0.5')).toBe(OddsType.HongKong);
    expect(priceFormat(OddsType.Malaysia, '2.5')).toBe(OddsType.Malaysia);
    expect(priceFormat(OddsType.Indonesia, '0')).toBe(OddsType.Indonesia);
  });

  it('a price without a line (1X2, a parlay leg) stays European', () => {
    expect(priceFormat(OddsType.HongKong, undefined)).toBe(OddsType.Europe);
    expect(priceFormat(OddsType.Indonesia, '')).toBe(OddsType.Europe);
  });
});

describe('combinedOdds (a parlay of one combination, issue 15 item 4)', () => {
  it('is the exact product of the legs, rounded half up to 2 decimals as the server rounds seriesOdd', () => {
    expect(combinedOdds([1.85, 1.84])).toBe('3.40'); // 3.404
    expect(combinedOdds([1.5, 1.5, 1.5])).toBe('3.38'); // 3.375 rounds up
    expect(combinedOdds([1.1, 1.1, 1.1])).toBe('1.33'); // 1.331, where floats give 1.3310000000000004
    expect(combinedOdds([2.05])).toBe('2.05');
  });
});

describe("the mobile slip bar's parlay price (issue 16: the bar shows count and total odds)", () => {
  const entry = (matchId: string, inParlay = true) => ({
    matchId,
    marketId: `k-${matchId}`,
    type: 'H',
    inParlay,
    showInSingle: true,
  });
  const info = { a: { odds: 1.85 }, b: { odds: 1.84 }, c: { odds: 2 } };

  it("is the product of the parlay legs at the picks' accepted prices", () => {
    expect(parlayPrice({ mode: 'parlay', entries: [entry('a'), entry('b')] }, info)).toBe('3.40');
  });

  it('leaves out legs not in the parlay, and is null for singles, one leg, or a pick without a price', () => {
    expect(parlayPrice({ mode: 'parlay', entries: [entry('a'), entry('b'), entry('c', false)] }, info)).toBe('3.40');
    expect(parlayPrice({ mode: 'single', entries: [entry('a'), entry('b')] }, info)).toBeNull();
    expect(parlayPrice({ mode: 'parlay', entries: [entry('a')] }, info)).toBeNull();
    expect(parlayPrice({ mode: 'parlay', entries: [entry('a'), entry('z')] }, info)).toBeNull();
  });
});
