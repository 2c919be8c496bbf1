// Live-room routes under LIVE_PATHS.liveBase: anchors, gifts, red envelopes, lotteries, permissions, subscriptions.
import Decimal from 'decimal.js';
import type { Hono } from 'hono';
import { LIVE_PATHS } from '../../../src/api/livePaths.ts';
import type { WireChatToken, WireGoldBalance, WireGoldDailyLimit } from '../../../src/api/wire.ts';
import { ApiError, CODE } from '../codes.ts';
import { GIFTS, type ChatHub, type Room } from '../chat.ts';
import { needUser, route } from '../http.ts';
import { int, str, type Body } from '../input.ts';
import type { Users } from '../users.ts';

const live = (path: string) => `${LIVE_PATHS.liveBase}/${path}`;
/** Coins a user may spend in the gold mall per day. */
const GOLD_DAILY_LIMIT = '5000.00';

/** Registers the live-room routes. */
export function liveRoutes(app: Hono, users: Users, chat: ChatHub): void {
  const roomOf = (body: Body): Room => {
    const room = chat.rooms.get(str(body, 'liveRoomId'));
    if (!room) throw new ApiError(CODE.BadRequest, 'unknown liveRoomId');
    return room;
  };
  const subscribed = new Map<string, Set<string>>();

  route(app, 'post', LIVE_PATHS.anchorList, 'optional', users, () => chat.anchors());
  route(app, 'get', LIVE_PATHS.anchorList, 'optional', users, () => chat.anchors());
  route(
    app,
    'get',
    LIVE_PATHS.chatToken,
    'required',
    users,
    needUser(({ user }): WireChatToken => ({
      token: chat.issueToken(user),
      chatBanInfo: { banText: '', isBan: false, isPermission: false },
      chatRule: { isAvailable: true, betLimitRule: { cond: 0 } },
    })),
  );
  // Gold-mall coins are the live-room coins that gifts are paid with.
  route(
    app,
    'post',
    LIVE_PATHS.goldmallBalance,
    'required',
    users,
    needUser(({ user }): WireGoldBalance => ({ balance: user.coins })),
  );
  route(
    app,
    'post',
    LIVE_PATHS.goldmallDailyLimit,
    'required',
    users,
    needUser((): WireGoldDailyLimit => ({ dailyLimit: GOLD_DAILY_LIMIT })),
  );
  route(app, 'post', LIVE_PATHS.emojiList, 'none', users, () => ({
    emojiGroupList: [{ groupName: 'default', emojis: ['😀', '😂', '👍', '🔥', '⚽', '🏀', '🎉', '😮', '👏', '💪'] }],
  }));
  route(app, 'post', live('load/gift'), 'optional', users, ({ user }) => ({
    giftList: GIFTS,
    coinBalance: user?.coins ?? '0',
  }));
  route(
    app,
    'post',
    live('submit/gift/present'),
    'required',
    users,
    needUser(({ user, body }) => {
      const room = roomOf(body);
      const gift = GIFTS.find((g) => g.giftId === int(body, 'giftId', 0, 0, 1000));
      if (!gift) throw new ApiError(CODE.BadRequest, 'unknown giftId');
      const count = int(body, 'count', 1, 1, 99);
      const cost = new Decimal(gift.price).times(count);
      if (cost.gt(user.coins)) throw new ApiError(CODE.InsufficientBalance, 'not enough coins');
      user.coins = new Decimal(user.coins).minus(cost).toFixed(2);
      chat.broadcast(room, 'G01', { uid: user.uid, nickName: user.name, ...gift, count });
      return { coinBalance: user.coins };
    }),
  );
  route(app, 'post', live('get/room/redEnvelope'), 'optional', users, ({ body }) => {
    const env = roomOf(body).redEnvelope;
    return env && env.count > 0 ? { envelopeId: env.id, count: env.count } : null;
  });
  route(
    app,
    'post',
    live('submit/receive/redEnvelope'),
    'required',
    users,
    needUser(({ user, body }) => {
      const share = chat.grabRedEnvelope(roomOf(body), user);
      if (share.isZero()) return 'failure';
      user.coins = new Decimal(user.coins).plus(share).toFixed(2);
      return { amount: share.toFixed(2) };
    }),
  );
  route(
    app,
    'post',
    live('lottery/win'),
    'required',
    users,
    needUser(({ user, body }) => roomOf(body).winners.some((w) => w.uid === user.uid)),
  );
  route(app, 'post', live('lottery/winList'), 'optional', users, ({ body }) => roomOf(body).winners.slice(-20));
  route(app, 'post', live('submit/watch'), 'optional', users, ({ body }) => {
    roomOf(body).popularity += 1;
    return true;
  });
  route(app, 'post', live('get/room/permission'), 'optional', users, ({ body, user }) => {
    const room = roomOf(body);
    // The entertainment room unlocks after one of two tips: being logged in, or having a bet on record.
    const locked = !room.match;
    return {
      type: locked ? 'entertainment' : 'match',
      isSuccess: !locked || Boolean(user),
      code: 'One',
      tips: [
        { name: 'Log in', isObtain: Boolean(user) },
        { name: 'Place a bet', isObtain: false },
      ],
    };
  });
  route(
    app,
    'post',
    live('user/subscribe/info'),
    'required',
    users,
    needUser(({ user }) => ({ hostIds: [...(subscribed.get(user.uid) ?? [])] })),
  );
  for (const [path, add] of [
    ['subscribe', true],
    ['unsubscribe', false],
  ] as const) {
    route(
      app,
      'post',
      live(path),
      'required',
      users,
      needUser(({ user, body }) => {
        const hosts = subscribed.get(user.uid) ?? new Set<string>();
        if (add) hosts.add(str(body, 'hostId'));
        else hosts.delete(str(body, 'hostId'));
        subscribed.set(user.uid, hosts);
        return [...hosts];
      }),
    );
  }
  route(app, 'post', live('room/gift/top10'), 'optional', users, () => []);
  route(app, 'post', live('match/message/permission'), 'optional', users, ({ user }) => ({ canSpeak: Boolean(user) }));
  route(app, 'post', live('host/guessing/list'), 'optional', users, ({ body }) => {
    const m = roomOf(body).match;
    return m
      ? [{ guessId: `G${m.id}`, question: `Will ${m.home.na} win?`, options: ['Yes', 'No'], matchId: m.id }]
      : [];
  });
  route(
    app,
    'post',
    live('host/guessing/bet'),
    'required',
    users,
    needUser(({ body }) => ({ guessId: str(body, 'guessId'), accepted: true })),
  );
}
