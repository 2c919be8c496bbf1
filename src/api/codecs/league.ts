// League (getOnSaleLeagues short keys id, na, mt, lurl, or, sid) -> domain League.
import * as v from 'valibot';
import type { League } from '../../domain/types';
import { id, num, opt } from './common';

export const leagueSchema = v.pipe(
  v.object({ id, na: v.string(), mt: num, lurl: opt(v.string()), or: v.optional(num, 0), sid: num }),
  v.transform((l): League => ({
    id: l.id,
    name: l.na,
    matchCount: l.mt,
    logoUrl: l.lurl,
    order: l.or,
    sportId: l.sid,
  })),
);
