// Shared pieces of the decoders: numbers, ids, flags, optional fields, and the two entry points decode and
// decodeList (money is in money.ts: the match list's decoders never read an amount).
import * as v from 'valibot';
import { ApiError } from '../errors';

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
