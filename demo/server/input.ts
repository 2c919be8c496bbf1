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

/** A positive amount of money, at most 2 decimals. */
export function amount(body: Body, key: string): Decimal {
  const v = body[key];
  if (typeof v !== 'string' && typeof v !== 'number') bad(`${key} is required`);
  let d: Decimal;
  try {
    d = new Decimal(v);
  } catch {
    bad(`${key} is not a number`);
  }
  if (!d.isFinite() || d.lte(0) || d.decimalPlaces() > 2) bad(`${key} must be a positive amount with at most 2 decimals`);
  return d;
}

/** Decimal odds above 1. */
export function odds(body: Body, key: string): number {
  const n = Number(body[key]);
  if (!Number.isFinite(n) || n <= 1 || n > 10_000) bad(`${key} must be decimal odds above 1`);
  return n;
}

/** A list field: a JSON array, a form array, or a comma-separated string. */
export function list(body: Body, key: string, max = 100): unknown[] {
  const v = body[key];
  let items: unknown[];
  if (Array.isArray(v)) items = v;
  else if (typeof v === 'string') items = v.split(',').map((s) => s.trim()).filter(Boolean);
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
