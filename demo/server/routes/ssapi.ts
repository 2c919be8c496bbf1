// SSAPI routes of spec §7: the home banners and the league search (logged-in users only, spec §6).
import type { Hono } from 'hono';
import { SSAPI_PATHS } from '../../../src/api/ssapiPaths.ts';
import { wireBanners } from '../banners.ts';
import { leagueCrest } from '../crests.ts';
import { needUser, route } from '../http.ts';
import { ApiError, CODE } from '../codes.ts';
import { int, optStr, type Body } from '../input.ts';
import { leagueIn } from '../translations.ts';
import type { Users } from '../users.ts';
import type { World } from '../world.ts';
import { filterBy, langOf, leaguesOf, selectMatches } from './matches.ts';

/** The largest product id (pid) the server takes; the demo serves one catalogue whatever the id. */
const PID_MAX = 100_000;

/** The product id every SSAPI call names (spec §7 pid); a call without one is refused. */
function pidOf(fields: Body): number {
  if (fields.pid === undefined || fields.pid === '') throw new ApiError(CODE.BadRequest, 'pid is required');
  return int(fields, 'pid', 0, 0, PID_MAX);
}

/** Registers the SSAPI routes. */
export function ssapiRoutes(app: Hono, world: World, users: Users): void {
  route(app, 'get', SSAPI_PATHS.bannerList, 'optional', users, ({ query }) => {
    pidOf(query);
    int(query, 'plat', 0, 0, 100);
    return wireBanners(world, optStr(query, 'languageType', 5) ?? 'ENG');
  });

  route(
    app,
    'post',
    SSAPI_PATHS.leagueSearch,
    'required',
    users,
    needUser(({ body }) => {
      pidOf(body);
      const lang = langOf(body);
      const needle = (optStr(body, 'name', 50) ?? '').trim().toLowerCase();
      const has = (name: string) => name.toLowerCase().includes(needle);
      // A league is found by its name in the bettor's language or in English (the simulation's own names).
      const matches = selectMatches(world, 'all', []).filter(
        (m) => !needle || has(m.league.na) || has(leagueIn(lang, m.league.na)),
      );
      // With their crests: the search lists leagues by logo and name.
      const english = new Map(matches.map((m) => [m.league.id, m.league.na]));
      return leaguesOf(matches, filterBy(body).sportId, lang).map((l) => ({
        ...l,
        lurl: leagueCrest(l.id, english.get(l.id) ?? l.na),
      }));
    }),
  );
}
