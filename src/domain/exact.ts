// Exact decimal arithmetic on BigInt fractions, for prices and amounts that need only +, −, ×, ÷, comparison and
// the spec's rounding. Pages that do no more (the match list, the live room) never download decimal.js; money.ts
// keeps decimal.js for the slip's and the history's stake and return arithmetic.
import type Decimal from 'decimal.js';
import type { Money } from './types';

/** An exact fraction num / den with den > 0. */
export type Ratio = readonly [num: bigint, den: bigint];

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** A stake as a user may type it: digits, optionally a dot and one or two decimals. */
export const STAKE_PATTERN = /^\d+(\.\d{1,2})?$/;

/** The exact value of a finite decimal spelling (numbers by their shortest spelling, as decimal.js reads them). */
export function exact(value: Decimal.Value | Ratio): Ratio {
  if (Array.isArray(value)) return value as Ratio;
  const match = DECIMAL.exec(String(value).trim());
  if (!match || (!match[2] && !match[3])) throw new RangeError(`not a finite number: ${String(value)}`);
  const [, sign, intPart, fracPart = '', exponent = '0'] = match;
  const digits = BigInt(`${sign === '-' ? '-' : ''}${intPart + fracPart || '0'}`);
  const shift = Number(exponent) - fracPart.length;
  return shift >= 0 ? [digits * 10n ** BigInt(shift), 1n] : [digits, 10n ** BigInt(-shift)];
}

type Operand = Decimal.Value | Ratio;

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

/** A count of hundredths as a 2-decimal spelling (5 -> '0.05'), with a minus sign when asked. */
function hundredthsText(magnitude: bigint, negative: boolean): string {
  const text = String(magnitude).padStart(3, '0');
  return `${negative ? '-' : ''}${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** The fraction with 2 decimals, half away from zero (decimal.js ROUND_HALF_UP; a negative value keeps its sign, -0.00). */
export function toFixed2(value: Operand): string {
  const [num, den] = exact(value);
  const magnitude = ((num < 0n ? -num : num) * 200n + den) / (2n * den);
  return hundredthsText(magnitude, num < 0n);
}

/** Spec §4/§5 amount rule, in one place: round to 3 decimals (half up), then floor to 2; always 2 decimals. */
export function roundMoney(value: Operand): Money {
  const [num, den] = exact(value);
  const thousandths = ((num < 0n ? -num : num) * 2000n + den) / (2n * den);
  const hundredths = floorDiv(num < 0n ? -thousandths : thousandths, 10n);
  // A negative amount that rounds to zero is written 0.00, as decimal.js writes the -0 it rounds to.
  return hundredthsText(hundredths < 0n ? -hundredths : hundredths, hundredths < 0n);
}
