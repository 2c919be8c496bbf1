// Money on the wire: a number or numeric string, spelled as a plain decimal string. A module of its own so the
// match list, which decodes no amount, does not download it.
import * as v from 'valibot';

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Spells a number or numeric string as a plain decimal string ('1e-7' -> '0.0000001', '10.50' -> '10.5').
 * Only the spelling changes, no arithmetic, so decimal.js stays out of pages that never compute money.
 */
export function toDecimalString(value: string | number): string | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const match = DECIMAL.exec(String(value).trim());
  if (!match || (match[2] === '' && !match[3])) return null;
  const [, sign, intPart, fracPart = '', expPart = '0'] = match;
  const exponent = Number(expPart);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) return null;
  const digits = intPart + fracPart;
  const point = intPart.length + exponent;
  const whole = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const fraction = point < 0 ? '0'.repeat(-point) + digits : digits.slice(Math.max(point, 0));
  const intText = whole.replace(/^0+(?=\d)/, '');
  const fracText = fraction.replace(/0+$/, '');
  const text = fracText ? `${intText}.${fracText}` : intText;
  return sign === '-' && /[1-9]/.test(text) ? `-${text}` : text;
}

/** Money: a number or numeric string, normalised to a decimal string; NaN and junk are rejected. */
export const money = v.pipe(
  v.union([v.string(), v.number()]),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const text = toDecimalString(dataset.value);
    if (text === null) {
      addIssue({ message: 'not a decimal amount' });
      return NEVER;
    }
    return text;
  }),
);

/** Money that defaults to '0' when missing or null. */
export const moneyOrZero = v.optional(v.nullable(money), '0');
