// Expert news (spec §7 GET live/sports/message/v2/sports/top, query sportsId): the sport's top expert messages.
import type { Hono } from 'hono';
import { LIVE_PATHS } from '../../../src/api/livePaths.ts';
import type { ChatHub } from '../chat.ts';
import { ApiError, CODE } from '../codes.ts';
import { sportsTop } from '../expertNews.ts';
import { route } from '../http.ts';
import { int, optStr } from '../input.ts';
import type { Users } from '../users.ts';
import type { World } from '../world.ts';

/** Registers the expert-news route (anyone may read it). */
export function expertNewsRoutes(app: Hono, world: World, users: Users, chat: ChatHub): void {
  route(app, 'get', LIVE_PATHS.sportsTop, 'optional', users, ({ query }) => {
    if (query.sportsId === undefined || query.sportsId === '')
      throw new ApiError(CODE.BadRequest, 'sportsId is required');
    const sportsId = int(query, 'sportsId', 0, 0, 1000);
    const lang = optStr(query, 'languageType', 5) ?? 'ENG';
    return sportsTop(world.matches.values(), chat.rooms.values(), sportsId, lang, world.now());
  });
}
