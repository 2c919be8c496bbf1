// Match data calls of spec §7: leagues, match list feed, statistics, results, detail, score services.
import type { League, Match, Page } from '../../domain/types';
import { MATCH_FALLBACK_TOTAL, MATCH_PAGE_SIZE, STATISTICS_RETRY_MS } from '../../domain/constants';
import type { Client, JsonBody } from '../client';
import { decode, decodeList } from '../codecs/common';
import { leagueSchema } from '../codecs/league';
import { matchSchema } from '../codecs/match';
import { decodePage } from '../codecs/page';
import { matchResultSchema } from '../codecs/result';
import { statisticsSchema } from '../codecs/statistics';
import { isApiError } from '../errors';
import type { MatchPage, MatchResult, MatchStatistics } from '../models';
import { MORE_PATHS, PATHS } from '../paths';

/** Query of a score-service GET (spec §7): id, plat, language, t. */
export interface ScoreQuery { id: string; plat?: string | number; language?: string; t?: number }

/** The spec's default page when the match list fails: empty, size 50, total 200. */
export function fallbackMatchPage(): MatchPage {
  return { current: 1, pageTotal: 0, size: MATCH_PAGE_SIZE, total: MATCH_FALLBACK_TOTAL, records: [], failed: true };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Match data endpoints bound to a client. */
export function matchEndpoints(client: Client) {
  const post = (path: string, body?: JsonBody) => client.call({ path, body });
  const scoreGet = (path: string, query: ScoreQuery) => client.call({ path, method: 'get', body: { ...query } });
  return {
    /** Server translation tables (market type, period, status, option, sports, phase); sends no Authorization. */
    staticList: () => client.call({ path: PATHS.staticList, auth: false }),
    /** Leagues on sale for the filters. */
    async onSaleLeagues(filters: JsonBody = {}): Promise<League[]> {
      return decodeList(leagueSchema, await post(PATHS.onSaleLeagues, filters), 'leagues');
    },
    /** Matches found by the recommend search text. */
    async byRecommend(text: string): Promise<Match[]> {
      return decodeList(matchSchema, await post(PATHS.byRecommend, { text }), 'recommended matches');
    },
    /**
     * The paged match-list feed (JSON body, page size 50). Per spec a failure is not retried: it is logged
     * and the default empty page comes back, marked `failed` so the UI can offer a reload. Cancels still reject.
     */
    async matchList(filters: JsonBody & { current?: number; size?: number }): Promise<MatchPage> {
      try {
        const raw = await client.call({ path: PATHS.matchList, body: { size: MATCH_PAGE_SIZE, ...filters }, json: true });
        return { ...decodePage(raw, matchSchema, 'match list'), failed: false };
      } catch (error) {
        if (isApiError(error, 'cancel')) throw error;
        console.error('请求失败，请重新加载', error);
        return fallbackMatchPage();
      }
    },
    /** Match counts per league and play type; retried once after 1500 ms (spec §7). */
    async statistical(filters: JsonBody = {}): Promise<MatchStatistics> {
      const load = async () => decode(statisticsSchema, await post(PATHS.statistical, filters), 'statistics');
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
      return decodePage(await client.call({ path: PATHS.resultList, body: query, auth: false }), matchResultSchema, 'match results');
    },
    /** One match result. */
    async resultInfo(matchId: string): Promise<MatchResult> {
      return decode(matchResultSchema, await post(PATHS.resultInfo, { matchId }), 'match result');
    },
    /** One match with every market group; sends no Authorization. */
    async matchDetail(matchId: string): Promise<Match> {
      return decode(matchSchema, await client.call({ path: PATHS.matchDetail, body: { matchId }, auth: false }), 'match detail');
    },
    /** Video and animation sources of a match (GET, spec query ts (the request time) and language, plus our matchId). */
    sportUnionData: (matchId: string, language?: string) =>
      client.call({ path: PATHS.sportUnionData, method: 'get', body: { matchId, ts: Date.now(), language } }),
    /** Text live commentary. */
    textLive: (sport: 'zq' | 'lq', query: ScoreQuery) => scoreGet(PATHS.textLive(sport), query),
    /** Line-ups. */
    lineup: (query: ScoreQuery) => scoreGet(PATHS.lineup, query),
    /** Match analysis (history, form, ranking, injuries). */
    analysis: (query: ScoreQuery) => scoreGet(PATHS.analysis, query),
    /** Match intelligence. */
    intelligence: (sport: 'zq' | 'lq', query: ScoreQuery) => scoreGet(PATHS.intelligence(sport), query),
    /** Basketball technical statistics. */
    technic: (query: ScoreQuery) => scoreGet(PATHS.technic, query),
    /** Football match info (weather, attacks, possession, shots). */
    matchInfo: (query: ScoreQuery) => scoreGet(PATHS.matchInfo, query),
    /** Completed results of an external odds source (im or ob). */
    completedResults: (source: 'im' | 'ob', query: JsonBody) => post(MORE_PATHS.completedResults(source), query),
    /** Match id mapping between providers. */
    idMatch: (from: string, to: string, matchId: string) => post(MORE_PATHS.idMatch, { from, to, id: matchId }),
  };
}

export type MatchesApi = ReturnType<typeof matchEndpoints>;
