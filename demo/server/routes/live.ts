// Live-room routes under LIVE_PATHS.liveBase: anchors, gifts, red envelopes, lotteries, permissions (guessing,
// follows, the gift ranking and live bets are in roomGames.ts).
import Decimal from 'decimal.js';
import type { Hono } from 'hono';
import { CLIENT_REF_MAX, type ActionRefs } from '../actionRefs.ts';
import { LIVE_PATHS } from '../../../src/api/livePaths.ts';
import type { WireGoldBalance, WireGoldDailyLimit } from '../../../src/api/wire.ts';
import { ApiError, CODE } from '../codes.ts';
import type { ChatHub } from '../chat.ts';
import { roomLetsIn, type Room } from '../room.ts';
import { roomLine, type MediaGrants } from '../media.ts';
import { giftById, giftsIn } from '../gifts.ts';
import { giftData } from '../roomWords.ts';
import { GOLD_DAILY_LIMIT } from '../giftLedger.ts';
import { needUser, route } from '../http.ts';
import { int, optStr, str, type Body } from '../input.ts';
import type { Users } from '../users.ts';

const live = (path: string) => `${LIVE_PATHS.liveBase}/${path}`;

/** Registers the live-room routes. */
export function liveRoutes(app: Hono, users: Users, chat: ChatHub, refs: ActionRefs, grants: MediaGrants): void {
  const roomOf = (body: Body): Room => {
    const room = chat.rooms.get(str(body, 'liveRoomId'));
    if (!room) throw new ApiError(CODE.BadRequest, 'unknown liveRoomId');
    return room;
  };

  // A room's stream, a signed URL of a few minutes (media.ts), only for a viewer the room lets in (issue 27 item 5).
  const streamFor = (loggedIn: boolean) => (room: Room) => {
    const line = roomLine(room.match);
    return line !== undefined && roomLetsIn(room, loggedIn) ? grants.url(room.liveRoomId, line) : '';
  };
  route(app, 'post', LIVE_PATHS.anchorList, 'optional', users, ({ body, user }) =>
    chat.anchors(optStr(body, 'languageType', 5) ?? 'ENG', streamFor(Boolean(user))),
  );
  route(app, 'get', LIVE_PATHS.anchorList, 'optional', users, ({ query, user }) =>
    chat.anchors(query.languageType ?? query.language ?? 'ENG', streamFor(Boolean(user))),
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
    needUser(({ user }): WireGoldDailyLimit => ({
      dailyLimit: GOLD_DAILY_LIMIT.toFixed(2),
      usedToday: chat.gifts.usedToday(user).toFixed(2),
      leftToday: chat.gifts.leftToday(user).toFixed(2),
    })),
  );
  route(app, 'post', live('load/gift'), 'optional', users, ({ user, body }) => ({
    giftList: giftsIn(optStr(body, 'languageType', 5) ?? 'ENG'),
    coinBalance: user?.coins ?? '0',
  }));
  route(
    app,
    'post',
    live('submit/gift/present'),
    'required',
    users,
    // A clientRef already sent answers the coins held now and sends nothing again (no second G01, no spend).
    needUser(({ user, body }) => {
      refs.once(user.uid, 'gift', optStr(body, 'clientRef', CLIENT_REF_MAX), () => {
        const room = roomOf(body);
        const gift = giftById(int(body, 'giftId', 0, 0, 1000));
        if (!gift) throw new ApiError(CODE.BadRequest, 'unknown giftId');
        const count = int(body, 'count', 1, 1, 99);
        const cost = new Decimal(gift.price).times(count);
        if (cost.gt(user.coins)) throw new ApiError(CODE.InsufficientBalance, 'not enough coins');
        chat.gifts.spend(user, cost);
        chat.gifts.record(room.liveRoomId, user.uid, user.name, cost);
        users.addCoins(user, cost.neg());
        const sender = { uid: user.uid, nickName: user.name, count };
        chat.broadcastWorded(room, 'G01', (lang) => giftData(sender, gift.giftId, lang));
        return `${room.liveRoomId}:${gift.giftId}x${count}`;
      });
      return { coinBalance: user.coins, leftToday: chat.gifts.leftToday(user).toFixed(2) };
    }),
  );
  route(app, 'post', live('get/room/redEnvelope'), 'optional', users, ({ body }) => {
    const env = roomOf(body).kept.redEnvelope;
    return env ? { envelopeId: env.id, count: env.count } : null;
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
      users.addCoins(user, share);
      return { amount: share.toFixed(2) };
    }),
  );
  route(
    app,
    'post',
    live('lottery/win'),
    'required',
    users,
    // Whether the user won the room's lottery `lotteryId` (any of its lotteries without one).
    needUser(({ user, body }) => {
      const lotteryId = optStr(body, 'lotteryId');
      return roomOf(body).kept.winners.some((w) => w.uid === user.uid && (!lotteryId || w.lotteryId === lotteryId));
    }),
  );
  route(app, 'post', live('lottery/winList'), 'optional', users, ({ body }) => roomOf(body).kept.winners);
  route(app, 'post', live('submit/watch'), 'optional', users, ({ body, user }) => {
    const room = roomOf(body);
    if (user) chat.watch(room, user);
    return true;
  });
  route(app, 'post', live('get/room/permission'), 'optional', users, ({ body, user }) => {
    const room = roomOf(body);
    // The entertainment room unlocks after one of its tips: being logged in, or the host opening it to everyone
    // (a demo control, announced on the push socket's unlock topic). A viewer let in gets the room's stream URL
    // here too, so the page has it as soon as the room opens for them.
    return {
      type: room.match ? 'match' : 'entertainment',
      isSuccess: roomLetsIn(room, Boolean(user)),
      code: 'One',
      tips: [
        { name: 'Log in', isObtain: Boolean(user) },
        { name: 'Opened by the host', isObtain: room.openToAll },
      ],
      streamUrl: streamFor(Boolean(user))(room),
    };
  });
  // Viewers may speak as canSpeak says: logged in with a live session, not banned, in a room that is not muted.
  route(app, 'post', live('match/message/permission'), 'optional', users, ({ user, token, body }) => ({
    canSpeak: chat.moderation.canSpeak(roomOf(body), user && token ? { user, session: token } : undefined) === null,
  }));
}
