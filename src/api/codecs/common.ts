// Shared pieces of the decoders: money, ids, flags, and the two entry points decode and decodeList.
import * as v from 'valibot';
import { ApiError } from '../errors';

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

/** A finite number (NaN and Infinity cannot come from JSON, but rows may be built in code). */
export const num = v.pipe(v.number(), v.finite());

/** Ids travel as strings but some servers send numbers: both become strings. */
export const id = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.safeInteger())]),
  v.transform((value) => String(value)),
);

/** A 1/0 (or boolean) flag as a boolean. */
export const flag = v.pipe(
  v.union([v.number(), v.boolean()]),
  v.transform((value) => value === true || value === 1),
);

/** An optional field that may also arrive as null; both read as undefined. */
export const opt = <T extends v.GenericSchema>(schema: T) =>
  v.pipe(
    v.nullish(schema),
    v.transform((value) => value ?? undefined),
  );

/** Decodes one object (an envelope's data); a mismatch throws ApiError 'malformed'. */
export function decode<T extends v.GenericSchema>(schema: T, raw: unknown, label: string): v.InferOutput<T> {
  const result = v.safeParse(schema, raw);
  if (!result.success) {
    throw new ApiError('malformed', { serverMessage: `${label}: ${v.summarize(result.issues)}` });
  }
  return result.output;
}

/**
 * Decodes a list row by row: malformed rows are dropped and counted in one console warning per list,
 * so one bad row never hides the others. Never throws; a non-list gives [] (null means empty).
 */
export function decodeList<T extends v.GenericSchema>(schema: T, rows: unknown, label: string): v.InferOutput<T>[] {
  if (rows === null || rows === undefined) return [];
  if (!Array.isArray(rows)) {
    console.warn(`[sport-widgets] ${label}: expected a list, dropped the value`);
    return [];
  }
  const out: v.InferOutput<T>[] = [];
  let dropped = 0;
  for (const row of rows) {
    const result = v.safeParse(schema, row);
    if (result.success) out.push(result.output);
    else dropped++;
  }
  if (dropped > 0) console.warn(`[sport-widgets] ${label}: dropped ${dropped} malformed of ${rows.length} rows`);
  return out;
}

/** A list field inside an object schema: decoded with decodeList semantics (bad rows dropped). */
export const listOf = <T extends v.GenericSchema>(schema: T, label: string) =>
  v.pipe(
    v.optional(v.unknown(), null),
    v.transform((rows) => decodeList(schema, rows, label)),
  );
