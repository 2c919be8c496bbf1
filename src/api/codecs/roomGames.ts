// Decoders of a live room's games and extras (spec §7 Live): host guessing games and my guesses, follows, the
// gift ranking, live bets (list and livebet push), the room unlock push and the gold-mall daily limit.
import * as v from 'valibot';
import type { GuessGame, GuessRecord } from '../../domain/roomGames';
import { id, listOf, num, opt } from './common';
import { money } from './money';

export const guessOptionSchema = v.object({ optionId: id, key: v.string(), odds: money });

export const guessGameSchema = v.pipe(
  v.object({
    guessId: id,
    liveRoomId: opt(id),
    matchId: id,
    kind: v.string(),
    round: num,
    status: num,
    home: v.string(),
    away: v.string(),
    options: listOf(guessOptionSchema, 'guess options'),
    result: opt(id),
  }),
  v.transform(({ liveRoomId: _room, result, ...g }): GuessGame => ({ ...g, ...(result ? { result } : {}) })),
);

export const guessPlacedSchema = v.object({ betId: id, coinBalance: money });

export const guessRecordSchema = v.pipe(
  v.object({
    betId: id,
    guessId: id,
    liveRoomId: id,
    matchId: opt(id),
    kind: v.string(),
    round: num,
    home: v.string(),
    away: v.string(),
    optionKey: v.string(),
    amount: money,
    odds: money,
    status: num,
    payout: money,
    createdTime: num,
    settledTime: opt(num),
  }),
  v.transform(({ matchId: _match, settledTime, ...r }): GuessRecord => ({
    ...r,
    ...(settledTime === undefined ? {} : { settledTime }),
  })),
);

export const subscriptionsSchema = v.object({
  hostIds: v.optional(v.array(id), []),
  matchIds: v.optional(v.array(id), []),
});

export const giftRankSchema = v.object({ rank: num, uid: id, nickName: v.string(), amount: money });

export const liveBetSchema = v.object({ betId: id, matchId: id, marketId: id, status: num });

/** A livebet.<room> push: the room's whole list (bad rows dropped). */
export const liveBetPushSchema = v.object({ liveRoomId: id, list: listOf(liveBetSchema, 'live bets') });

export const roomUnlockSchema = v.object({ liveRoomId: id });

/** goldmall/dailyLimit: the limit and, when the server says, what is left today. */
export const dailyLimitSchema = v.object({ dailyLimit: money, usedToday: opt(money), leftToday: opt(money) });
