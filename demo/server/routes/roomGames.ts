// Live-room routes of the viewer's own play: host guessing games and my guesses, following hosts, the room's
// gift ranking and its live bets (spec §7 Live; the live-bet list's path is not shown there, ours is LIVE_PATHS).
import type { Hono } from 'hono';
import { CLIENT_REF_MAX, type ActionRefs } from '../actionRefs.ts';
import { LIVE_PATHS } from '../../../src/api/livePaths.ts';
import type { WireGiftRank, WireGuessPlaced, WireLiveBet, WireSubscriptions } from '../../../src/api/wire.ts';
import { ApiError, CODE } from '../codes.ts';
import type { ChatHub } from '../chat.ts';
import type { Room } from '../room.ts';
import type { Guessing } from '../guessing.ts';
import { needUser, route } from '../http.ts';
import { amount, int, optStr, str, type Body } from '../input.ts';
import { liveBetsOf } from '../liveBets.ts';
import { paginate } from '../page.ts';
import type { UserRecord } from '../records.ts';
import type { Users } from '../users.ts';

/** Registers guessing, follow, gift ranking and live-bet routes. */
export function roomGameRoutes(app: Hono, users: Users, chat: ChatHub, guessing: Guessing, refs: ActionRefs): void {
  const roomOf = (body: Body): Room => {
    const room = chat.rooms.get(str(body, 'liveRoomId'));
    if (!room) throw new ApiError(CODE.BadRequest, 'unknown liveRoomId');
    return room;
  };
  const subscriptions = (user: UserRecord): WireSubscriptions => {
    const hostIds = [...(user.hosts ?? [])];
    const matchIds = [...chat.rooms.values()]
      .filter((r) => r.match && hostIds.includes(r.hostId))
      .map((r) => r.match!.id);
    return { hostIds, matchIds };
  };

  route(app, 'post', LIVE_PATHS.guessingList, 'optional', users, ({ body }) =>
    guessing.list(roomOf(body), optStr(body, 'languageType', 5) ?? 'ENG'),
  );
  route(
    app,
    'post',
    LIVE_PATHS.guessingBet,
    'required',
    users,
    // A clientRef already placed answers its guess again (and the coins held now): nothing is spent twice.
    needUser(({ user, body }): WireGuessPlaced => {
      const { id: betId } = refs.once(user.uid, 'guess', optStr(body, 'clientRef', CLIENT_REF_MAX), () =>
        guessing.bet(user, roomOf(body), str(body, 'guessId'), str(body, 'optionId'), amount(body, 'amount')),
      );
      return { betId, coinBalance: user.coins };
    }),
  );
  route(
    app,
    'post',
    LIVE_PATHS.guessingRecord,
    'required',
    users,
    needUser(({ user, body }) =>
      paginate(
        guessing.records(user.uid),
        int(body, 'current', int(body, 'page', 1, 1, 10_000), 1, 10_000),
        int(body, 'size', 20, 1, 100),
      ),
    ),
  );

  route(
    app,
    'post',
    LIVE_PATHS.subscribeInfo,
    'required',
    users,
    needUser(({ user }) => subscriptions(user)),
  );
  for (const [path, add] of [
    [LIVE_PATHS.subscribe, true],
    [LIVE_PATHS.unsubscribe, false],
  ] as const) {
    route(
      app,
      'post',
      path,
      'required',
      users,
      needUser(({ user, body }) => {
        const hostId = str(body, 'hostId', 40);
        if (![...chat.rooms.values()].some((r) => r.hostId === hostId))
          throw new ApiError(CODE.BadRequest, 'unknown hostId');
        users.followHost(user, hostId, add);
        return subscriptions(user);
      }),
    );
  }

  route(app, 'post', LIVE_PATHS.giftTop10, 'optional', users, ({ body }): WireGiftRank[] =>
    chat.gifts.top10(roomOf(body).liveRoomId),
  );
  route(app, 'post', LIVE_PATHS.liveBetList, 'optional', users, ({ body }): WireLiveBet[] => liveBetsOf(roomOf(body)));
}
