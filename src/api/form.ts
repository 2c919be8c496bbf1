// Form encoding with dotted nesting (spec §7): objects as `a.b=1`, arrays as `a[0].b=1`.
// Shared by the client (encode) and the reference server (decode) so both speak the same body.

type Scalar = string | number | boolean;
export type FormValue = Scalar | null | undefined | FormValue[] | { [key: string]: FormValue };

/** Flattens a nested value into dotted form fields, skipping null and undefined. */
export function flattenForm(value: FormValue, prefix = '', out: [string, string][] = []): [string, string][] {
  if (value === null || value === undefined) return out;
  if (Array.isArray(value)) {
    value.forEach((item, i) => flattenForm(item, `${prefix}[${i}]`, out));
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) flattenForm(item, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.push([prefix, String(value)]);
  }
  return out;
}

/** Encodes a nested object as an application/x-www-form-urlencoded body. */
export function encodeForm(value: { [key: string]: FormValue }): URLSearchParams {
  return new URLSearchParams(flattenForm(value));
}

const SEGMENT = /([^.[\]]+)|\[(\d+)\]/g;

// Field names that would reach an object's prototype instead of the object itself.
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** Rebuilds the nested object from dotted form fields; every leaf comes back as a string. Prototype keys are dropped. */
export function decodeForm(params: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, raw] of params) {
    const keys: (string | number)[] = [];
    for (const m of path.matchAll(SEGMENT)) keys.push(m[1] !== undefined ? m[1] : Number(m[2]));
    if (keys.length === 0 || keys.some((k) => typeof k === 'string' && FORBIDDEN_KEYS.has(k))) continue;
    let node: Record<string | number, unknown> = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) {
        node[key] = raw;
        return;
      }
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = typeof keys[i + 1] === 'number' ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    });
  }
  return root;
}
