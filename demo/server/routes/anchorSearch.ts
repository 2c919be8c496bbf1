// GET ssapi/anchor/search (spec §7: query pid, matchSource, t): hosts by the match they cover; a matchId narrows it.
import type { Hono } from 'hono';
import { SSAPI_PATHS } from '../../../src/api/ssapiPaths.ts';
import { anchorMatches } from '../anchorSearch.ts';
import type { ChatHub } from '../chat.ts';
import { ApiError, CODE } from '../codes.ts';
import { route } from '../http.ts';
import { optStr } from '../input.ts';
import type { Users } from '../users.ts';
import type { World } from '../world.ts';

/** Registers the anchor search (anyone may read it). */
export function anchorSearchRoutes(app: Hono, world: World, users: Users, chat: ChatHub): void {
  route(app, 'get', SSAPI_PATHS.anchorSearch, 'optional', users, ({ query }) => {
    if (query.pid === undefined || query.pid === '') throw new ApiError(CODE.BadRequest, 'pid is required');
    const source = optStr(query, 'matchSource', 10);
    if (source !== undefined && source !== 'st') return [];
    const lang = optStr(query, 'languageType', 5) ?? 'ENG';
    // The anchor match item carries no stream.
    return anchorMatches(
      chat.anchors(lang, () => ''),
      world.matches,
      lang,
      optStr(query, 'matchId', 40),
    );
  });
}
