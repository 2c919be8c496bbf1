// Match statistics (hotCount, hot leagues, totalCount, playTypeMap) -> MatchStatistics.
import * as v from 'valibot';
import { id, listOf, num, opt } from './common';
import type { MatchStatistics } from '../../domain/types';

const hotLeagueSchema = v.object({ id, logoUrl: opt(v.string()), count: num, name: v.string() });

export const statisticsSchema = v.pipe(
  v.object({
    hotCount: v.optional(num, 0),
    totalCount: v.optional(num, 0),
    hotLeagueList: listOf(hotLeagueSchema, 'hot leagues'),
    playTypeMap: v.optional(v.record(v.string(), num), {}),
  }),
  v.transform((s): MatchStatistics => ({
    hotCount: s.hotCount,
    totalCount: s.totalCount,
    hotLeagues: s.hotLeagueList,
    playTypeMap: s.playTypeMap,
  })),
);
