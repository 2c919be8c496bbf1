import { describe, expect, it } from 'vitest';
import {
  cappedMax,
  cleanStakeText,
  groupedMoney,
  stakeFault,
  stakeForField,
  stakeToSend,
} from '../../../src/domain/stakeEntry';

describe('the stake field keeps digits and one decimal separator of the language (issue 28 item 2)', () => {
  it('letters, signs and exponents are left out and said to be left out', () => {
    expect(cleanStakeText('abc-5e2', '.')).toEqual({ text: '52', dropped: true });
    expect(cleanStakeText('-50', '.')).toEqual({ text: '50', dropped: true });
    expect(cleanStakeText('abc', '.')).toEqual({ text: '', dropped: true });
  });

  it('a typed amount with one separator is kept as it is', () => {
    expect(cleanStakeText('12.345', '.')).toEqual({ text: '12.345', dropped: false });
    expect(cleanStakeText('12.', '.')).toEqual({ text: '12.', dropped: false });
  });

  it('a second decimal separator is left out', () => {
    expect(cleanStakeText('1.2.3', '.')).toEqual({ text: '1.23', dropped: true });
  });

  it('a pasted "1,234.50" is cleaned to 1234.50 without a complaint, in either convention', () => {
    expect(cleanStakeText('1,234.50', '.')).toEqual({ text: '1234.50', dropped: false });
    expect(cleanStakeText('1,234.50', ',')).toEqual({ text: '1234.50', dropped: false });
    expect(cleanStakeText('1.234,50', ',')).toEqual({ text: '1234.50', dropped: false });
    expect(cleanStakeText(' 1 234,50 ', ',')).toEqual({ text: '1234.50', dropped: false });
  });

  it('a comma in English that does not group thousands is not a decimal point', () => {
    expect(cleanStakeText('12,5', '.')).toEqual({ text: '125', dropped: true });
    expect(cleanStakeText('12,5', ',')).toEqual({ text: '12.5', dropped: false });
  });

  it('Arabic-Indic and full-width digits are digits', () => {
    expect(cleanStakeText('١٢٫٥', '.')).toEqual({ text: '12.5', dropped: false });
    expect(cleanStakeText('１００', '.')).toEqual({ text: '100', dropped: false });
  });

  it("the field shows the language's separator; the stake is sent in canonical spelling", () => {
    expect(stakeForField('12.5', ',')).toBe('12,5');
    expect(stakeForField('12.5', '.')).toBe('12.5');
    expect(stakeToSend('12.')).toBe('12');
    expect(stakeToSend('.5')).toBe('0.5');
    expect(stakeToSend('007')).toBe('7');
  });
});

describe('a stake has one fault, named with its figure (issue 28 item 2)', () => {
  const bounds = { min: '10', max: '6900', balance: '10000' };
  it('no amount asks for a stake', () => {
    expect(stakeFault('', bounds)).toEqual({ fault: 'enterStake' });
    expect(stakeFault('0', bounds)).toEqual({ fault: 'enterStake' });
    expect(stakeFault('.', bounds)).toEqual({ fault: 'enterStake' });
  });
  it('more than 2 decimals says at most 2 decimals', () => {
    expect(stakeFault('12.345', bounds)).toEqual({ fault: 'decimals' });
    expect(stakeFault('12.34', bounds)).toBeNull();
  });
  it('above the maximum names the maximum when the balance covers it', () => {
    expect(stakeFault('99999999', bounds)).toEqual({ fault: 'aboveMax', amount: '6900.00' });
  });
  it('the maximum is capped at the balance: above the balance names the balance', () => {
    const poor = { ...bounds, balance: '4990' };
    expect(stakeFault('4995', poor)).toEqual({ fault: 'aboveBalance', amount: '4990.00' });
    expect(stakeFault('99999999', poor)).toEqual({ fault: 'aboveBalance', amount: '4990.00' });
    expect(stakeFault('4990', poor)).toBeNull();
    expect(cappedMax('6900', '4990')).toBe('4990.00');
    expect(cappedMax('6900', '10000')).toBe('6900.00');
    expect(cappedMax('6900', undefined)).toBe('6900.00');
  });
  it('a system bet pays unit × bets from the balance', () => {
    expect(stakeFault('40', { ...bounds, balance: '100', bets: 3 })).toEqual({
      fault: 'aboveBalance',
      amount: '100.00',
    });
    expect(stakeFault('33', { ...bounds, balance: '100', bets: 3 })).toBeNull();
    expect(cappedMax('6900', '100', 3)).toBe('33.33');
  });
  it('below the minimum names the minimum', () => {
    expect(stakeFault('5', bounds)).toEqual({ fault: 'belowMin', amount: '10.00' });
  });
  it('money figures group thousands in the language’s way', () => {
    expect(groupedMoney('6900.00', '.')).toBe('6,900.00');
    expect(groupedMoney('1234567.50', ',')).toBe('1.234.567,50');
    expect(groupedMoney('-3.63', '.')).toBe('-3.63');
    expect(groupedMoney('100.00', '.')).toBe('100.00');
  });
});
