import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MIN_BET_FLOOR } from '../../../src/domain/constants';
import { effectiveMinStake, validateStake } from '../../../src/domain/stake';
import { formatCents } from './cents';

const limits = { min: '10', max: '1000' };

describe('stake validation to message keys (spec §5)', () => {
  it.each([
    ['', 'rules:enterPrincipal'],
    ['abc', 'rules:enterPrincipal'],
    ['-5', 'rules:enterPrincipal'],
    ['0', 'rules:enterPrincipal'],
    ['12.345', 'rules:enterPrincipal'],
    ['1000.01', 'rules:stakeAboveMax'],
    ['9.99', 'rules:stakeBelowMin'],
    ['10', null],
    ['1000', null],
    ['250.5', null],
  ])('stake %j gives %s', (input, key) => {
    expect(validateStake(input, limits)).toBe(key);
  });

  it('property: a stake in whole cents is valid exactly when min <= stake <= max (integer-cents reference)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 200_000n }), (cents) => {
        const expected = cents > 100_000n ? 'rules:stakeAboveMax' : cents < 1_000n ? 'rules:stakeBelowMin' : null;
        return validateStake(formatCents(cents), limits) === expected;
      }),
    );
  });
});

describe('effective minimum stake (spec §5)', () => {
  it('is raised to 10 when the default coin is not USDT', () => {
    expect(MIN_BET_FLOOR).toBe(10);
    expect(effectiveMinStake('5', 'CNY').toString()).toBe('10');
    expect(effectiveMinStake('20', 'CNY').toString()).toBe('20');
  });

  it('is the server value for USDT', () => {
    expect(effectiveMinStake('0.5', 'USDT').toString()).toBe('0.5');
    expect(effectiveMinStake('20', 'USDT').toString()).toBe('20');
  });
});
