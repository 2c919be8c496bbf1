// Expert news (GET live/sports/message/v2/sports/top) -> domain ExpertPick.
import * as v from 'valibot';
import type { ExpertPick } from '../../domain/expertNews';
import { id, num } from './common';

export const sportsMessageSchema = v.pipe(
  v.object({
    sportsMessageId: id,
    professorId: id,
    professorName: v.string(),
    content: v.string(),
    sportsId: num,
    matchId: id,
    matchName: v.string(),
    marketId: id,
    type: v.string(),
    odds: num,
    betName: v.string(),
    publishTime: num,
  }),
  v.transform((m): ExpertPick => ({ ...m })),
);
