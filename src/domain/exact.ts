// Exact decimal values as BigInt fractions: reading a spelling and writing 2 decimals. Odds display needs no
// more (it is on the match list's first screen); amounts add the arithmetic of exactMoney.ts. Neither downloads
// decimal.js.
import type Decimal from 'decimal.js';

/** An exact fraction num / den with den > 0. */
export type Ratio = readonly [num: bigint, den: bigint];

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

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

/** A count of hundredths as a 2-decimal spelling (5 -> '0.05'), with a minus sign when asked. */
export function hundredthsText(magnitude: bigint, negative: boolean): string {
  const text = String(magnitude).padStart(3, '0');
  return `${negative ? '-' : ''}${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** The fraction with 2 decimals, half away from zero (decimal.js ROUND_HALF_UP; a negative value keeps its sign, -0.00). */
export function toFixed2(value: Decimal.Value | Ratio): string {
  const [num, den] = exact(value);
  const magnitude = ((num < 0n ? -num : num) * 200n + den) / (2n * den);
  return hundredthsText(magnitude, num < 0n);
}
