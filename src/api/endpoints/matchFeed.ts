// The match-list feed of spec §7 (tables, leagues, pages, one match), apart from the other match endpoints in
// state/matches/cache.ts so the list screens download only these decoders at start.
import type { League, Match, MatchPage } from '../../domain/types';
import { MATCH_FALLBACK_TOTAL, MATCH_PAGE_SIZE } from '../../domain/constants';
import type { Client, JsonBody } from '../client';
import { decode, decodeList } from '../codecs/common';
import { leagueSchema } from '../codecs/league';
import { matchSchema } from '../codecs/match';
import { decodePage } from '../codecs/page';
import { isApiError } from '../errors';
import { PATHS } from '../paths';

/** The spec's default page when the match list fails: empty, size 50, total 200. */
export function fallbackMatchPage(): MatchPage {
  return { current: 1, pageTotal: 0, size: MATCH_PAGE_SIZE, total: MATCH_FALLBACK_TOTAL, records: [], failed: true };
}

/** The match-list feed endpoints bound to a client. */
export function matchFeedEndpoints(client: Client) {
  const post = (path: string, body?: JsonBody) => client.call({ path, body });
  return {
    /** Server translation tables (market type, period, status, option, sports, phase); sends no Authorization. */
    staticList: () => client.call({ path: PATHS.staticList, auth: false }),
    /** Leagues on sale for the filters. */
    async onSaleLeagues(filters: JsonBody = {}): Promise<League[]> {
      return decodeList(leagueSchema, await post(PATHS.onSaleLeagues, filters), 'leagues');
    },
    /**
     * The paged match-list feed (JSON body, page size 50). Per spec a failure is not retried: it is logged
     * and the default empty page comes back, marked `failed` so the UI can offer a reload. Cancels still reject.
     */
    async matchList(filters: JsonBody & { current?: number; size?: number }): Promise<MatchPage> {
      try {
        const raw = await client.call({
          path: PATHS.matchList,
          body: { size: MATCH_PAGE_SIZE, ...filters },
          json: true,
        });
        return { ...decodePage(raw, matchSchema, 'match list'), failed: false };
      } catch (error) {
        if (isApiError(error, 'cancel')) throw error;
        console.error('请求失败，请重新加载', error);
        return fallbackMatchPage();
      }
    },
    /** One match with every market group; sends no Authorization. */
    async matchDetail(matchId: string): Promise<Match> {
      return decode(
        matchSchema,
        await client.call({ path: PATHS.matchDetail, body: { matchId }, auth: false }),
        'match detail',
      );
    },
  };
}

export type MatchFeedApi = ReturnType<typeof matchFeedEndpoints>;
