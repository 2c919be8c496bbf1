// Paged result (current, pageTotal, size, total, records): the page must be whole, rows may be dropped.
import * as v from 'valibot';
import type { Page } from '../../domain/types';
import { decode, decodeList, num } from './common';

export const pageSchema = v.object({
  current: v.optional(num, 1),
  pageTotal: v.optional(num, 0),
  size: num,
  total: num,
  records: v.unknown(),
});

/** Decodes a page; a malformed page throws ApiError 'malformed', malformed records are dropped. */
export function decodePage<T extends v.GenericSchema>(raw: unknown, row: T, label: string): Page<v.InferOutput<T>> {
  const page = decode(pageSchema, raw, label);
  return {
    current: page.current,
    pageTotal: page.pageTotal,
    size: page.size,
    total: page.total,
    records: decodeList(row, page.records, label),
  };
}
