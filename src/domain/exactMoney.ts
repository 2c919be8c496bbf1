// Money arithmetic on exact fractions (exact.ts): +, −, ×, ÷, comparison, typed stakes and the spec's rounding.
// Pages that need no more (the live room) never download decimal.js; money.ts keeps decimal.js for the slip's and
// the history's arithmetic and shares the rounding from here.
import type Decimal from 'decimal.js';
import { exact, hundredthsText, type Ratio } from './exact';
import type { Money } from './types';

type Operand = Decimal.Value | Ratio;

/** A stake as a user may type it: digits, optionally a dot and one or two decimals. */
export const STAKE_PATTERN = /^\d+(\.\d{1,2})?$/;

export function plus(a: Operand, b: Operand): Ratio {
  const [an, ad] = exact(a);
  const [bn, bd] = exact(b);
  return [an * bd + bn * ad, ad * bd];
}

export function minus(a: Operand, b: Operand): Ratio {
  const [bn, bd] = exact(b);
  return plus(a, [-bn, bd]);
}

export function times(a: Operand, b: Operand): Ratio {
  const [an, ad] = exact(a);
  const [bn, bd] = exact(b);
  return [an * bn, ad * bd];
}

/** a / b; b must not be zero. */
export function dividedBy(a: Operand, b: Operand): Ratio {
  const [an, ad] = exact(a);
  const [bn, bd] = exact(b);
  if (bn === 0n) throw new RangeError('division by zero');
  return bn < 0n ? [-an * bd, ad * -bn] : [an * bd, ad * bn];
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compare(a: Operand, b: Operand): -1 | 0 | 1 {
  const [an, ad] = exact(a);
  const [bn, bd] = exact(b);
  const left = an * bd;
  const right = bn * ad;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The typed stake as an exact amount; null when empty, not a plain non-negative number, or with over 2 decimals. */
export function stakeAmount(input: string): Ratio | null {
  const text = input.trim();
  return STAKE_PATTERN.test(text) ? exact(text) : null;
}

/** Integer division rounded toward −∞ (BigInt division truncates toward zero). */
function floorDiv(num: bigint, den: bigint): bigint {
  const q = num / den;
  return q * den > num ? q - 1n : q;
}

/** Spec §4/§5 amount rule, in one place: round to 3 decimals (half up), then floor to 2; always 2 decimals. */
export function roundMoney(value: Operand): Money {
  const [num, den] = exact(value);
  const thousandths = ((num < 0n ? -num : num) * 2000n + den) / (2n * den);
  const hundredths = floorDiv(num < 0n ? -thousandths : thousandths, 10n);
  // A negative amount that rounds to zero is written 0.00, as decimal.js writes the -0 it rounds to.
  return hundredthsText(hundredths < 0n ? -hundredths : hundredths, hundredths < 0n);
}
