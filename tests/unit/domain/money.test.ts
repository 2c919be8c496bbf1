import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { combinedOdds, parseStake, potentialReturn, potentialWin } from '../../../src/domain/money';
import { formatScaled, referenceRound } from './cents';

describe('parseStake: a user-typed stake', () => {
  it.each(['', '   ', 'abc', '-5', '1.234', '1e3', '.5', '10.', '1,5', '+5', 'NaN', 'Infinity'])(
    'rejects %j',
    (input) => expect(parseStake(input)).toBeNull(),
  );

  it.each([
    ['10', '10'],
    ['10.5', '10.5'],
    [' 10.25 ', '10.25'],
    ['0', '0'],
  ])('accepts %j as %s', (input, value) => expect(parseStake(input)?.toString()).toBe(value));
});

describe('returns: stake times odds, win is odds minus 1 (spec §5)', () => {
  it('single: 100 at 1.85 returns 185.00 and wins 85.00', () => {
    expect(potentialReturn('100', [1.85])).toBe('185.00');
    expect(potentialWin('100', [1.85])).toBe('85.00');
  });

  it('parlay: the odds multiply (10 at 1.5 × 2.1 × 1.95 returns 61.42, wins 51.42)', () => {
    expect(combinedOdds([1.5, 2.1, 1.95]).toString()).toBe('6.1425');
    expect(potentialReturn('10', [1.5, 2.1, 1.95])).toBe('61.42');
    expect(potentialWin('10', [1.5, 2.1, 1.95])).toBe('51.42');
  });

  it('no float drift: 0.1 at 3 × 1.1 returns 0.33', () => {
    expect(potentialReturn('0.1', [3, 1.1])).toBe('0.33');
  });

  it('property: return and win equal the integer-cents reference', () => {
    const stakeCents = fc.bigInt({ min: 1n, max: 10n ** 9n });
    const oddsHundredths = fc.array(fc.bigInt({ min: 101n, max: 50_000n }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(stakeCents, oddsHundredths, (cents, odds) => {
        const product = odds.reduce((acc, o) => acc * o, 1n);
        const scale = 2 + 2 * odds.length;
        const stake = formatScaled(cents, 2);
        const europeanOdds = odds.map((o) => formatScaled(o, 2));
        const returned = cents * product;
        const won = cents * (product - 100n ** BigInt(odds.length));
        return (
          potentialReturn(stake, europeanOdds) === referenceRound(returned, scale) &&
          potentialWin(stake, europeanOdds) === referenceRound(won, scale)
        );
      }),
    );
  });
});
