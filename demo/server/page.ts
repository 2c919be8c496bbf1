// Paging of lists into the spec's WirePage.
import type { WirePage } from '../../src/api/wire.ts';

/** Page `current` (1-based) of `size` records. */
export function paginate<T>(items: T[], current: number, size: number): WirePage<T> {
  const pageTotal = Math.max(1, Math.ceil(items.length / size));
  return { current, pageTotal, size, total: items.length, records: items.slice((current - 1) * size, current * size) };
}

/** Page `current` of `size` items, each turned into its record only once on the page (not the whole list). */
export function paginateAs<T, R>(items: T[], current: number, size: number, toRecord: (item: T) => R): WirePage<R> {
  const page = paginate(items, current, size);
  return { ...page, records: page.records.map(toRecord) };
}
