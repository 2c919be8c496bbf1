// System, user and demo routes: login, user info, config, favourites, domains, translations, demo control.
import type { Hono } from 'hono';
import { PATHS } from '../../../src/api/paths.ts';
import { SYSTEM_PATHS } from '../../../src/api/systemPaths.ts';
import { USER_PATHS } from '../../../src/api/userPaths.ts';
import { createHash } from 'node:crypto';
import { roomUnlockChannel } from '../../../src/api/livePaths.ts';
import type { WireDomainEntry, WireRoomUnlock } from '../../../src/api/wire.ts';
import { controlAllowed } from '../demoControl.ts';
import { ApiError, CODE } from '../codes.ts';
import { hostAvatar } from '../crests.ts';
import { needUser, route } from '../http.ts';
import { ids, int, optStr, str, type Body } from '../input.ts';
import type { ChatHub } from '../chat.ts';
import type { PushHub } from '../push.ts';
import { staticTables } from '../translations.ts';
import type { Users } from '../users.ts';
import type { World } from '../world.ts';

/** Demo-only paths (not part of the product's API). */
export const DEMO_CONTROL_PATH = '/demo/control';

/** The cfg/set collection that holds User.setting (acceptPush, acceptList), as the settings panel saves it. */
const USER_SETTING_COLLECT = 'UserSetting';

function jsonStr(body: Body): Record<string, unknown> {
  const raw = body.jsonStr;
  if (typeof raw === 'object' && raw !== null) return raw as Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(String(raw ?? '{}'));
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // falls through to the failure below
  }
  throw new ApiError(CODE.BadRequest, 'jsonStr must be a JSON object');
}

/** What demo control drives in the live rooms. */
export type ChatControl = Pick<
  ChatHub,
  | 'dropAll'
  | 'forcePushedOrder'
  | 'forceRedEnvelope'
  | 'forceLottery'
  | 'openToAll'
  | 'hostName'
  | 'setMuted'
  | 'setBetLimit'
  | 'setLiveBetClosed'
  | 'liftBans'
  | 'startBusyChat'
>;

/** Registers the system, user and demo routes; `origin` answers the SSAPI domain. */
export function systemRoutes(
  app: Hono,
  world: World,
  users: Users,
  push: PushHub,
  chat: ChatControl,
  origin: () => string,
  anchorProxy: boolean,
  /** The server's test knobs, answered by the demo control's `timings` (null: the spec's). */
  timings: { betDecisionMs: number | null; chatGapMs: number } = { betDecisionMs: null, chatGapMs: 1000 },
  /** The demo control's secret; null (production settings): no demo control at all. */
  controlSecret: string | null = null,
  /** The book's cash-outs, for the demo control's cancelCashOut. */
  cashOut?: { cancelNext(orderId: string): void },
  /** The book, for the demo control's holdDecisions. */
  book?: { holdDecisions(matchId: string, held: boolean): void },
): void {
  let maintenance = false;
  /** Users (by name) the platform is in maintenance for: a test flow's own, so flows beside it still get in. */
  const maintenanceFor = new Set<string>();
  route(app, 'post', USER_PATHS.demoLogin, 'none', users, ({ body }) => users.login(str(body, 'user', 40)));
  route(
    app,
    'post',
    USER_PATHS.userInfo,
    'required',
    users,
    needUser(({ user }) => users.wire(user)),
  );
  route(
    app,
    'get',
    USER_PATHS.userInfo,
    'required',
    users,
    needUser(({ user }) => users.wire(user)),
  );
  route(
    app,
    'get',
    USER_PATHS.cfgGet,
    'required',
    users,
    needUser(({ user }) => users.config(user)),
  );
  route(
    app,
    'post',
    USER_PATHS.cfgSet,
    'required',
    users,
    needUser(({ user, body }) => {
      // The spec names no call for User.setting: this server takes it as collect 'UserSetting' (user/info returns it).
      if (optStr(body, 'collect', 40) === USER_SETTING_COLLECT) {
        users.setSetting(user, jsonStr(body));
        return users.wire(user).setting;
      }
      users.setConfig(user, jsonStr(body));
      return users.config(user);
    }),
  );
  route(
    app,
    'post',
    USER_PATHS.follow,
    'required',
    users,
    needUser(({ user, body }) => {
      const id = str(body, 'matchId');
      if (!world.matches.has(id) && !world.outrights.has(id)) throw new ApiError(CODE.MatchNotFound, 'match not found');
      users.follow(user, id);
      return user.follows;
    }),
  );
  route(
    app,
    'post',
    USER_PATHS.unfollow,
    'required',
    users,
    needUser(({ user, body }) => {
      users.unfollow(user, str(body, 'matchId'));
      return user.follows;
    }),
  );
  route(
    app,
    'post',
    USER_PATHS.followList,
    'required',
    users,
    needUser(({ user }) => user.follows),
  );
  // Every host is this server, named as the client reached it (a page on localhost keeps its API same-origin).
  route(app, 'post', PATHS.domainList, 'none', users, ({ origin: reached }): WireDomainEntry[] => [
    { type: 'SSAPI', domain: reached },
    { type: 'PXDD', domain: reached },
    { type: 'ST_SPORT_WEB', domain: reached },
  ]);
  route(app, 'post', PATHS.staticList, 'none', users, ({ body }) =>
    staticTables(optStr(body, 'languageType', 5) ?? 'CMN'),
  );
  route(app, 'post', SYSTEM_PATHS.proxySwitch, 'optional', users, () => (anchorProxy ? 1 : 0));
  route(app, 'post', SYSTEM_PATHS.seoDomain, 'none', users, () => ({ domain: origin() }));
  route(app, 'post', SYSTEM_PATHS.images, 'none', users, () => []);
  // Files (spec §7 file/get/{file}): the demo's only files are the hosts' photos (hostPhotoId photo-<hostId>).
  app.get(`${SYSTEM_PATHS.file}/:file`, (c) => {
    const hostId = c.req.param('file').replace(/^photo-/, '');
    const name = chat.hostName(hostId);
    if (!name) return c.json({ code: CODE.NotFound, msg: 'no such file', data: null }, 404);
    return c.body(hostAvatar(hostId, name), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
    });
  });
  route(
    app,
    'post',
    USER_PATHS.gameJump,
    'required',
    users,
    needUser(({ user, body }) => {
      if (maintenance || maintenanceFor.has(user.name))
        throw new ApiError(CODE.GameMaintenance, 'the game is under maintenance');
      const gameId = str(body, 'gameId', 5);
      const coinCode = str(body, 'coinCode', 10);
      // The platform's own token for this user and game (derived, so a repeated jump answers the same one).
      const token = createHash('sha256').update(`${user.uid}:${gameId}:${coinCode}`).digest('hex').slice(0, 32);
      return { token, apiSrc: `${origin()}/?gameId=${encodeURIComponent(gameId)}`, uid: user.uid };
    }),
  );

  if (controlSecret === null) return;
  /** Tests running side by side: which flow file uses which match (claimMatch), so none ends or scores another's. */
  const claims = new Map<string, string>();
  route(app, 'post', DEMO_CONTROL_PATH, 'optional', users, (ctx) => {
    if (!controlAllowed(ctx, controlSecret, users))
      throw new ApiError(CODE.Forbidden, 'demo control needs its secret or an admin session');
    const { body } = ctx;
    const action = str(body, 'action', 20);
    // The sport platform's maintenance (spec §2 game notice): game jumps are refused while it is on.
    // With `user`, for that user only (a test flow's, so the flows running beside it are not sent to the notice).
    if (action === 'maintenance') {
      const on = optStr(body, 'on', 5) !== 'false';
      const name = optStr(body, 'user', 40);
      if (name === undefined) maintenance = on;
      else if (on) maintenanceFor.add(name);
      else maintenanceFor.delete(name);
      return on;
    }
    // Tests: the first of `ids` that no other flow file has claimed (this flow's own claim first), now claimed by it.
    if (action === 'claimMatch') {
      const flow = str(body, 'flow', 60);
      const offered = ids(body, 'ids');
      const id = offered.find((m) => claims.get(m) === flow) ?? offered.find((m) => !claims.has(m));
      if (!id) throw new ApiError(CODE.MatchNotFound, 'every match offered is claimed by another flow');
      claims.set(id, flow);
      return id;
    }
    // Tests: how many open push sockets have subscribed to a channel (a flow waits for its page's subscription).
    if (action === 'subscribers') return push.subscribers(str(body, 'channel', 100));
    // Tests: moves the simulated clock forward now (at most 10 minutes), as that much time passing would.
    if (action === 'advance') {
      world.advance(int(body, 'ms', 1000, 1, 600_000));
      return world.now();
    }
    // Tests: the simulated time now (a flow waits for the next tick, when orders are decided and reserves fire).
    if (action === 'now') return world.now();
    // Tests: the timings this server runs with (its test knobs).
    if (action === 'timings') return timings;
    if (action === 'dropSockets') {
      // Tests running side by side drop only their own page's push socket: the one subscribed to `channel`.
      const channel = optStr(body, 'channel', 100);
      if (channel) return push.dropSubscribers(channel) > 0;
      push.dropAll();
      chat.dropAll();
      return true;
    }
    if (action === 'liftChatBans') {
      chat.liftBans();
      return true;
    }
    // A room's chat rule's bet limit (spec §5 cond 0 none, 1 AND, 2 OR over minBets bets placed and VIP minVip).
    if (action === 'chatBetLimit') {
      const limit = { cond: Number(body.cond), minBets: Number(body.minBets ?? 0), minVip: Number(body.minVip ?? 0) };
      if (![0, 1, 2].includes(limit.cond) || !Number.isInteger(limit.minBets) || !Number.isInteger(limit.minVip))
        throw new ApiError(CODE.BadRequest, 'cond 0, 1 or 2; minBets and minVip whole numbers');
      if (!chat.setBetLimit(str(body, 'liveRoomId'), limit)) throw new ApiError(CODE.BadRequest, 'unknown liveRoomId');
      return true;
    }
    // A room's chat stops (or starts again) letting viewers speak.
    if (action === 'muteRoom' || action === 'unmuteRoom') {
      if (!chat.setMuted(str(body, 'liveRoomId'), action === 'muteRoom'))
        throw new ApiError(CODE.BadRequest, 'unknown liveRoomId');
      return true;
    }
    // The host closes one of the room's live bets (Ban) or opens it again; the livebet.<room> push follows.
    if (action === 'closeLiveBet' || action === 'openLiveBet') {
      if (!chat.setLiveBetClosed(str(body, 'liveRoomId'), str(body, 'marketId'), action === 'closeLiveBet'))
        throw new ApiError(CODE.BadRequest, 'no live bet of that liveRoomId on that marketId');
      return true;
    }
    // A busy room: its bots say 50 messages a second for 20 s from now.
    if (action === 'busyChat') {
      if (!chat.startBusyChat(str(body, 'liveRoomId'))) throw new ApiError(CODE.BadRequest, 'unknown liveRoomId');
      return true;
    }
    // Room actions: the host pushes an order (G04), a red envelope drops (G02), a lottery starts (G06, drawn after
    // drawSeconds, default 8), or the host opens a locked room to everyone (announced on unlock.<room>), in liveRoomId now.
    // lockRoom locks it again (no push: the page shows the room until it reads it again, but an anonymous viewer's chat
    // socket waits again and the stream URLs handed out run out within minutes).
    if (action === 'lockRoom') {
      if (!chat.openToAll(str(body, 'liveRoomId'), false)) throw new ApiError(CODE.BadRequest, 'unknown liveRoomId');
      return true;
    }
    if (action === 'unlockRoom') {
      const liveRoomId = str(body, 'liveRoomId');
      if (!chat.openToAll(liveRoomId)) throw new ApiError(CODE.BadRequest, 'unknown liveRoomId');
      push.publishEverywhere<WireRoomUnlock>(roomUnlockChannel(liveRoomId), { liveRoomId });
      return true;
    }
    if (action === 'pushOrder' || action === 'redEnvelope' || action === 'lottery') {
      const liveRoomId = str(body, 'liveRoomId');
      const done =
        action === 'pushOrder'
          ? chat.forcePushedOrder(liveRoomId)
          : action === 'redEnvelope'
            ? chat.forceRedEnvelope(liveRoomId)
            : chat.forceLottery(liveRoomId, int(body, 'drawSeconds', 8, 2, 600) * 1000);
      if (!done)
        throw new ApiError(
          CODE.BadRequest,
          action === 'pushOrder' ? 'no room with an open market by that liveRoomId' : 'unknown liveRoomId',
        );
      return true;
    }
    // The book cancels the next cash-out of an order (spec §4: a cash-out ends settled, rejected or cancelled).
    if (action === 'cancelCashOut' && cashOut) {
      cashOut.cancelNext(str(body, 'orderId', 40));
      return true;
    }
    const matchId = str(body, 'matchId');
    // Tests: the book leaves the bets on a (claimed) match undecided until let go, so a flow can change the match
    // between a bet and its decision without racing the once-a-second tick.
    if (action === 'holdDecisions' && book) {
      book.holdDecisions(matchId, optStr(body, 'on', 5) !== 'false');
      return true;
    }
    const done =
      action === 'goal'
        ? world.forceGoal(matchId, optStr(body, 'side', 10) === 'away' ? 1 : 0)
        : action === 'endMatch'
          ? world.forceEnd(matchId)
          : action === 'moveOdds'
            ? world.moveOdds(matchId)
            : action === 'holdOdds'
              ? world.holdOdds(matchId, optStr(body, 'on', 5) !== 'false')
              : undefined;
    if (done === undefined) throw new ApiError(CODE.BadRequest, `unknown action ${action}`);
    if (!done)
      throw new ApiError(CODE.MatchNotFound, 'no live (or, for moveOdds and holdOdds, open) match with that id');
    return true;
  });
}
