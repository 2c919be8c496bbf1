import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { OddsType } from '../../../src/domain/enums';
import { formatOdds, fromEuropean, isOptionLocked, toEuropean } from '../../../src/domain/odds';

const FORMATS = [OddsType.Europe, OddsType.HongKong, OddsType.Malaysia, OddsType.Indonesia] as const;

describe('odds formats from European (Europe 1, HongKong 2, Malaysia 3, Indonesia 4)', () => {
  it('format ids match the spec', () => {
    expect(OddsType).toEqual({ Europe: 1, HongKong: 2, Malaysia: 3, Indonesia: 4 });
  });

  it.each([
    // eu, Europe, HongKong, Malaysia, Indonesia
    [1.85, '1.85', '0.85', '0.85', '-1.18'],
    [2, '2.00', '1.00', '1.00', '1.00'],
    [2.5, '2.50', '1.50', '-0.67', '1.50'],
    [1.5, '1.50', '0.50', '0.50', '-2.00'],
    [3, '3.00', '2.00', '-0.50', '2.00'],
  ])('European %s shows as %s / %s / %s / %s', (eu, europe, hk, malay, indo) => {
    expect(formatOdds(eu, OddsType.Europe)).toBe(europe);
    expect(formatOdds(eu, OddsType.HongKong)).toBe(hk);
    expect(formatOdds(eu, OddsType.Malaysia)).toBe(malay);
    expect(formatOdds(eu, OddsType.Indonesia)).toBe(indo);
  });

  it('converts displayed prices back to European', () => {
    expect(toEuropean('0.85', OddsType.HongKong).toString()).toBe('1.85');
    expect(toEuropean('-0.5', OddsType.Malaysia).toString()).toBe('3');
    expect(toEuropean('0.5', OddsType.Malaysia).toString()).toBe('1.5');
    expect(toEuropean('-2', OddsType.Indonesia).toString()).toBe('1.5');
    expect(toEuropean('1.5', OddsType.Indonesia).toString()).toBe('2.5');
    expect(toEuropean('1.85', OddsType.Europe).toString()).toBe('1.85');
  });

  it('odds at or below 1 have no negative form and do not divide by zero', () => {
    expect(formatOdds(1, OddsType.Indonesia)).toBe('0.00');
    expect(formatOdds(1, OddsType.Malaysia)).toBe('0.00');
    expect(formatOdds(0, OddsType.HongKong)).toBe('-1.00');
  });

  const europeanHundredths = fc.integer({ min: 101, max: 100_000 }).map((n) => new Decimal(n).div(100));

  it('property: EU -> format -> EU round trip is within 0.01 for every format', () => {
    fc.assert(
      fc.property(europeanHundredths, fc.constantFrom(...FORMATS), (eu, type) =>
        toEuropean(fromEuropean(eu, type), type).minus(eu).abs().lte('0.01'),
      ),
    );
  });

  it('property: the 2-decimal display converts back within 0.01 (Europe, HK, Indonesia; Malaysia up to 2.41)', () => {
    const formatAndOdds = fc.oneof(
      fc.tuple(fc.constantFrom(OddsType.Europe, OddsType.HongKong, OddsType.Indonesia), europeanHundredths),
      // A negative Malay price of 2 decimals loses precision above EU 2.41: -1/(EU-1) shrinks towards 0.
      fc.tuple(
        fc.constant(OddsType.Malaysia),
        fc.integer({ min: 101, max: 241 }).map((n) => new Decimal(n).div(100)),
      ),
    );
    fc.assert(
      fc.property(formatAndOdds, ([type, eu]) => toEuropean(formatOdds(eu, type), type).minus(eu).abs().lte('0.01')),
    );
  });
});

describe('isOptionLocked: market not on sale or odds at or below 0 (spec §3, §5)', () => {
  it.each([
    [1, 1.85, false],
    [0, 1.85, true],
    [-1, 1.85, true],
    [1, 0, true],
    [1, -0.5, true],
  ])('sale status %s with odds %s is locked: %s', (saleStatus, odds, locked) => {
    expect(isOptionLocked({ saleStatus }, { odds })).toBe(locked);
  });
});
