// Reading request bodies safely: every field is checked, a bad one is a 1000 answer, never a crash.
import Decimal from 'decimal.js';
import { ApiError, CODE } from './codes.ts';

export type Body = Record<string, unknown>;

function bad(msg: string): never {
  throw new ApiError(CODE.BadRequest, msg);
}

/** A required non-empty string field (numbers are accepted as their text). */
export function str(body: Body, key: string, max = 200): string {
  const v = body[key];
  if ((typeof v !== 'string' && typeof v !== 'number') || String(v).length === 0) bad(`${key} is required`);
  const s = String(v);
  if (s.length > max) bad(`${key} is too long`);
  return s;
}

/** An optional string field. */
export function optStr(body: Body, key: string, max = 200): string | undefined {
  return body[key] === undefined || body[key] === '' ? undefined : str(body, key, max);
}

/** An integer field within bounds, with a default when absent. */
export function int(body: Body, key: string, def: number, min: number, max: number): number {
  const v = body[key];
  if (v === undefined || v === '') return def;
  // Flags arrive as 0/1 or, form-encoded from a boolean, as 'true'/'false'.
  const n = v === 'true' || v === true ? 1 : v === 'false' || v === false ? 0 : Number(v);
  if (!Number.isInteger(n) || n < min || n > max) bad(`${key} must be an integer from ${min} to ${max}`);
  return n;
}

/** Plain decimal text only: digits with an optional fraction (no sign, exponent, hex, binary, octal or underscores). */
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/** A number field as a Decimal: a finite JSON number or a plain decimal string ("0x10" and "1_000" are refused). */
function plainNumber(body: Body, key: string): Decimal {
  const v = body[key];
  if (typeof v === 'number' && Number.isFinite(v)) return new Decimal(v);
  if (typeof v === 'string' && PLAIN_DECIMAL.test(v.trim())) return new Decimal(v.trim());
  if (v === undefined || v === '') bad(`${key} is required`);
  return bad(`${key} is not a plain decimal number`);
}

/** A positive amount of money, at most 2 decimals. */
export function amount(body: Body, key: string): Decimal {
  const d = plainNumber(body, key);
  if (d.lte(0) || d.decimalPlaces() > 2) bad(`${key} must be a positive amount with at most 2 decimals`);
  return d;
}

/** Decimal odds above 1. */
export function odds(body: Body, key: string): number {
  const d = plainNumber(body, key);
  if (d.lte(1) || d.gt(10_000)) bad(`${key} must be decimal odds above 1`);
  return d.toNumber();
}

/** A list field: a JSON array, a form array, or a comma-separated string. */
export function list(body: Body, key: string, max = 100): unknown[] {
  const v = body[key];
  let items: unknown[];
  if (Array.isArray(v)) items = v;
  else if (typeof v === 'string')
    items = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  else if (v === undefined) items = [];
  else bad(`${key} must be a list`);
  if (items.length > max) bad(`${key} has more than ${max} items`);
  return items;
}

/** A list of strings (ids). */
export function ids(body: Body, key: string, max = 100): string[] {
  return list(body, key, max).map((v) => {
    if (typeof v !== 'string' && typeof v !== 'number') bad(`${key} must hold ids`);
    return String(v);
  });
}

/** A list of objects (nested bodies). */
export function objects(body: Body, key: string, max = 100): Body[] {
  return list(body, key, max).map((v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) bad(`${key} must hold objects`);
    return v as Body;
  });
}

/** An optional epoch-ms time field. */
export function time(body: Body, key: string): number | undefined {
  const v = body[key];
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) bad(`${key} must be epoch milliseconds`);
  return n;
}
