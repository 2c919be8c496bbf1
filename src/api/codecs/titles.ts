// User titles and VIP levels (spec §6: shown as icons only), as the title calls and the M01 sender carry them.
import * as v from 'valibot';
import type { UserTitle } from '../../domain/titles';
import { id, listOf, num, opt } from './common';

/** One title; a malformed one is left out of its list, never failing the list or the message. */
export const titleSchema = v.pipe(
  v.object({ titleId: id, type: num, level: num, isCurrent: opt(v.boolean()) }),
  v.transform((t): UserTitle => ({ ...t, isCurrent: t.isCurrent ?? false })),
);

export const titlesSchema = listOf(titleSchema, 'user titles');
