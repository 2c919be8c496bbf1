// Match data calls of spec §7: leagues, match list feed, statistics, results, detail, score services.
import type { Match, MatchResult, MatchStatistics, Page } from '../../domain/types';
import { STATISTICS_RETRY_MS } from '../../domain/constants';
import type { Client, JsonBody } from '../client';
import { decode, decodeList } from '../codecs/common';
import { matchSchema } from '../codecs/match';
import { decodePage } from '../codecs/page';
import { matchResultSchema } from '../codecs/result';
import { statisticsSchema } from '../codecs/statistics';
import { isApiError } from '../errors';
import { MATCH_DATA_PATHS } from '../matchDataPaths';
import { matchFeedEndpoints } from './matchFeed';

export { fallbackMatchPage, matchFeedEndpoints, type MatchFeedApi } from './matchFeed';

/** Query of a score-service GET (spec §7): id, plat, language, t. */
export interface ScoreQuery {
  id: string;
  plat?: string | number;
  language?: string;
  t?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Match data endpoints bound to a client. */
export function matchEndpoints(client: Client) {
  const post = (path: string, body?: JsonBody) => client.call({ path, body });
  const scoreGet = (path: string, query: ScoreQuery) => client.call({ path, method: 'get', body: { ...query } });
  return {
    ...matchFeedEndpoints(client),
    /** Matches found by the recommend search text. */
    async byRecommend(text: string): Promise<Match[]> {
      return decodeList(matchSchema, await post(MATCH_DATA_PATHS.byRecommend, { text }), 'recommended matches');
    },
    /** Match counts per league and play type; retried once after 1500 ms (spec §7). */
    async statistical(filters: JsonBody = {}): Promise<MatchStatistics> {
      const load = async () =>
        decode(statisticsSchema, await post(MATCH_DATA_PATHS.statistical, filters), 'statistics');
      try {
        return await load();
      } catch (error) {
        if (isApiError(error, 'cancel')) throw error;
        await wait(STATISTICS_RETRY_MS);
        return load();
      }
    },
    /** Match results page; sends no Authorization. */
    async resultList(query: JsonBody): Promise<Page<MatchResult>> {
      return decodePage(
        await client.call({ path: MATCH_DATA_PATHS.resultList, body: query, auth: false }),
        matchResultSchema,
        'match results',
      );
    },
    /** Video and animation sources of a match (GET on the media host, spec query ts (the request time) and language, plus our matchId). */
    sportUnionData: (matchId: string, language?: string, mediaBase?: string) =>
      client.call({
        path: MATCH_DATA_PATHS.sportUnionData,
        base: mediaBase,
        method: 'get',
        body: { matchId, ts: Date.now(), language },
      }),
    /** Text live commentary. */
    textLive: (sport: 'zq' | 'lq', query: ScoreQuery) => scoreGet(MATCH_DATA_PATHS.textLive(sport), query),
    /** Line-ups. */
    lineup: (query: ScoreQuery) => scoreGet(MATCH_DATA_PATHS.lineup, query),
    /** Match analysis (history, form, ranking, injuries). */
    analysis: (query: ScoreQuery) => scoreGet(MATCH_DATA_PATHS.analysis, query),
    /** Match intelligence. */
    intelligence: (sport: 'zq' | 'lq', query: ScoreQuery) => scoreGet(MATCH_DATA_PATHS.intelligence(sport), query),
    /** Basketball technical statistics. */
    technic: (query: ScoreQuery) => scoreGet(MATCH_DATA_PATHS.technic, query),
    /** Football match info (weather, attacks, possession, shots). */
    matchInfo: (query: ScoreQuery) => scoreGet(MATCH_DATA_PATHS.matchInfo, query),
  };
}

export type MatchesApi = ReturnType<typeof matchEndpoints>;
