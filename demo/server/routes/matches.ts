// Match data routes: lists, leagues, detail, results, statistics and the score service.
import type { Hono } from 'hono';
import { MatchStatus } from '../../../src/domain/enums.ts';
import { PATHS } from '../../../src/api/paths.ts';
import { MATCH_DATA_PATHS } from '../../../src/api/matchDataPaths.ts';
import type { WireLeague } from '../../../src/api/wire.ts';
import { ApiError, CODE } from '../codes.ts';
import { route, type CallContext } from '../http.ts';
import { ids, int, optStr, str, time, type Body } from '../input.ts';
import { matchMedia, type MediaGrants } from '../media.ts';
import type { SimMatch } from '../match.ts';
import { paginateAs } from '../page.ts';
import { analysis, basketballStats, footballStats, lineup, textLive } from '../scoreData.ts';
import { intelligence } from '../intelligence.ts';
import type { Users } from '../users.ts';
import { wireMatch, wireOutright } from '../wireMatch.ts';
import { leagueIn } from '../translations.ts';
import { nameMatches } from '../names.ts';
import { leagueCrest } from '../crests.ts';
import { wireResult } from '../wireResult.ts';
import type { World } from '../world.ts';

const PLAY_TYPES = ['rolling', 'today', 'todayRolling', 'favourite', 'outright', 'all'] as const;
const DAY_MS = 86_400_000;

function startOfDay(t: number): number {
  return t - (t % DAY_MS);
}

/** Matches of a play type: rolling live, today upcoming today, todayRolling both, favourite, all on sale. */
export function selectMatches(world: World, playType: string, follows: string[]): SimMatch[] {
  const now = world.now();
  const dayEnd = startOfDay(now) + DAY_MS;
  const onSale = (m: SimMatch) => m.status === MatchStatus.Live || m.status === MatchStatus.Upcoming;
  const pick: Record<string, (m: SimMatch) => boolean> = {
    rolling: (m) => m.status === MatchStatus.Live,
    today: (m) => m.status === MatchStatus.Upcoming && m.bt < dayEnd,
    todayRolling: (m) => m.status === MatchStatus.Live || (m.status === MatchStatus.Upcoming && m.bt < dayEnd),
    favourite: (m) => follows.includes(m.id),
    all: onSale,
  };
  return [...world.matches.values()]
    .filter(pick[playType])
    .sort(
      (a, b) =>
        Number(b.status === MatchStatus.Live) - Number(a.status === MatchStatus.Live) ||
        a.bt - b.bt ||
        a.id.localeCompare(b.id),
    );
}

export function filterBy(body: Body): { sportId?: number; leagueIds: string[] } {
  const sportId = body.sportId === undefined || body.sportId === '' ? undefined : int(body, 'sportId', 0, 0, 100_000);
  return { sportId, leagueIds: ids(body, 'leagueIds', 500) };
}

function matchOf(world: World, id: string): SimMatch {
  const m = world.matches.get(id);
  if (!m) throw new ApiError(CODE.MatchNotFound, 'match not found');
  return m;
}

/** The leagues of `matches` (of one sport when given) named in `lang`, with their match counts, most matches first. */
export function leaguesOf(matches: readonly SimMatch[], sportId: number | undefined, lang: string): WireLeague[] {
  const leagues = new Map<string, WireLeague>();
  for (const m of matches) {
    if (sportId !== undefined && m.sport.id !== sportId) continue;
    const l = leagues.get(m.league.id) ?? {
      id: m.league.id,
      na: leagueIn(lang, m.league.na),
      mt: 0,
      or: 0,
      sid: m.league.sid,
    };
    l.mt += 1;
    leagues.set(m.league.id, l);
  }
  return [...leagues.values()]
    .sort((a, b) => b.mt - a.mt || a.na.localeCompare(b.na))
    .map((l, i) => ({ ...l, or: i + 1 }));
}

/** The request's languageType (spec §3: every body carries it); ENG names when absent. */
export const langOf = (body: Body) => optStr(body, 'languageType', 5) ?? 'ENG';

/** Registers the match-data routes. */
export function matchRoutes(app: Hono, world: World, users: Users, grants: MediaGrants): void {
  const list = ({ body, user }: CallContext) => {
    const playType = optStr(body, 'playType', 20) ?? 'all';
    if (!(PLAY_TYPES as readonly string[]).includes(playType))
      throw new ApiError(CODE.BadRequest, `unknown playType ${playType}`);
    const { sportId, leagueIds } = filterBy(body);
    const current = int(body, 'current', 1, 1, 100_000);
    const size = int(body, 'size', 50, 1, 200);
    if (playType === 'outright') {
      const outrights = [...world.outrights.values()].filter(
        (o) =>
          (sportId === undefined || o.sportId === sportId) &&
          (leagueIds.length === 0 || leagueIds.includes(o.league.id)),
      );
      return paginateAs(outrights, current, size, (o) => wireOutright(o, langOf(body)));
    }
    const matches = selectMatches(world, playType, user?.follows ?? []).filter(
      (m) =>
        (sportId === undefined || m.sport.id === sportId) &&
        (leagueIds.length === 0 || leagueIds.includes(m.league.id)),
    );
    // Only the requested page is serialized: a page of 50 out of a thousand matches costs 50 wire rows.
    return paginateAs(matches, current, size, (m) => wireMatch(m, false, langOf(body)));
  };
  route(app, 'post', PATHS.matchList, 'optional', users, list);

  route(app, 'post', PATHS.onSaleLeagues, 'optional', users, ({ body, user }) => {
    const { sportId } = filterBy(body);
    const playType = optStr(body, 'playType', 20) ?? 'all';
    const source =
      (PLAY_TYPES as readonly string[]).includes(playType) && playType !== 'outright'
        ? selectMatches(world, playType, user?.follows ?? [])
        : selectMatches(world, 'all', []);
    return leaguesOf(source, sportId, langOf(body));
  });

  route(app, 'post', MATCH_DATA_PATHS.byRecommend, 'optional', users, ({ body }) => {
    const text = (
      optStr(body, 'searchText', 100) ??
      optStr(body, 'keyword', 100) ??
      optStr(body, 'text', 100) ??
      ''
    ).toLowerCase();
    const lang = langOf(body);
    // A match is found by its teams' or league's name in the bettor's language or in English.
    return selectMatches(world, 'all', [])
      .filter(
        (m) =>
          !text ||
          nameMatches(lang, m.home.na, text) ||
          nameMatches(lang, m.away.na, text) ||
          [m.league.na, leagueIn(lang, m.league.na)].some((s) => s.toLowerCase().includes(text)),
      )
      .slice(0, 20)
      .map((m) => wireMatch(m, false, langOf(body)));
  });

  route(app, 'post', MATCH_DATA_PATHS.statistical, 'optional', users, ({ body, user }) => {
    const { sportId } = filterBy(body);
    const bySport = (ms: SimMatch[]) => ms.filter((m) => sportId === undefined || m.sport.id === sportId);
    const live = bySport(selectMatches(world, 'rolling', []));
    const all = bySport(selectMatches(world, 'all', []));
    const counts = new Map<string, { id: string; logoUrl: string; count: number; name: string }>();
    for (const m of live) {
      const c = counts.get(m.league.id) ?? {
        id: m.league.id,
        logoUrl: leagueCrest(m.league.id, m.league.na),
        count: 0,
        name: leagueIn(langOf(body), m.league.na),
      };
      c.count += 1;
      counts.set(m.league.id, c);
    }
    return {
      hotCount: live.length,
      hotLeagueList: [...counts.values()].sort((a, b) => b.count - a.count),
      totalCount: all.length,
      playTypeMap: Object.fromEntries(
        PLAY_TYPES.map((p) => [
          p,
          p === 'outright'
            ? [...world.outrights.values()].filter((o) => sportId === undefined || o.sportId === sportId).length
            : bySport(selectMatches(world, p, user?.follows ?? [])).length,
        ]),
      ),
    };
  });

  route(app, 'post', MATCH_DATA_PATHS.resultList, 'none', users, ({ body }) => {
    const { sportId, leagueIds } = filterBy(body);
    const start = time(body, 'startTime');
    const end = time(body, 'endTime');
    const rows = [...world.matches.values()]
      // Results are of matches that were due: finished ones, and called-off ones whose kick-off has passed (a
      // match postponed from later today is not a result yet).
      .filter(
        (m) =>
          m.status === MatchStatus.Ended ||
          ((m.status === MatchStatus.Cancelled || m.status === MatchStatus.Postponed) && m.bt <= world.now()),
      )
      .filter(
        (m) =>
          (sportId === undefined || m.sport.id === sportId) &&
          (leagueIds.length === 0 || leagueIds.includes(m.league.id)),
      )
      .filter((m) => (start === undefined || m.bt >= start) && (end === undefined || m.bt <= end))
      .sort((a, b) => b.bt - a.bt || a.id.localeCompare(b.id));
    return paginateAs(rows, int(body, 'current', 1, 1, 100_000), int(body, 'size', 50, 1, 200), (m) =>
      wireResult(m, langOf(body)),
    );
  });

  route(app, 'post', MATCH_DATA_PATHS.resultInfo, 'none', users, ({ body }) =>
    wireResult(matchOf(world, str(body, 'matchId')), langOf(body)),
  );
  route(app, 'post', PATHS.matchDetail, 'none', users, ({ body }) => {
    const id = str(body, 'matchId');
    const outright = world.outrights.get(id);
    return outright ? wireOutright(outright, langOf(body)) : wireMatch(matchOf(world, id), true, langOf(body));
  });

  // Spec query: ts (the request time) and language; which matches is ours to choose: matchId, comma-separated ids.
  route(app, 'get', MATCH_DATA_PATHS.sportUnionData, 'none', users, ({ query }) => {
    const requested = (query.matchId ?? '').split(',').filter(Boolean).slice(0, 200);
    return Object.fromEntries(
      requested.flatMap((id) => {
        const m = world.matches.get(id);
        if (!m) return [];
        return [[id, matchMedia(m, grants)]];
      }),
    );
  });

  const byId = (query: Record<string, string>) => matchOf(world, query.id ?? query.matchId ?? '');
  for (const sport of ['zq', 'lq'] as const) {
    route(app, 'get', MATCH_DATA_PATHS.textLive(sport), 'none', users, ({ query }) =>
      textLive(byId(query), query.language ?? 'ENG'),
    );
    route(app, 'get', MATCH_DATA_PATHS.intelligence(sport), 'none', users, ({ query }) =>
      intelligence(byId(query), query.language ?? 'ENG'),
    );
  }
  route(app, 'get', MATCH_DATA_PATHS.lineup, 'none', users, ({ query }) =>
    lineup(world, byId(query), query.language ?? 'ENG'),
  );
  route(app, 'get', MATCH_DATA_PATHS.analysis, 'none', users, ({ query }) =>
    analysis(world, byId(query), query.language ?? 'ENG'),
  );
  route(app, 'get', MATCH_DATA_PATHS.technic, 'none', users, ({ query }) => basketballStats(byId(query)));
  route(app, 'get', MATCH_DATA_PATHS.matchInfo, 'none', users, ({ query }) =>
    footballStats(byId(query), query.language ?? 'ENG'),
  );
}
