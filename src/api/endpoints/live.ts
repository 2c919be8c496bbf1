// Live-room calls of spec §7 "Live": anchors, gifts, red envelopes, lotteries, guessing, permissions.
// Payloads the spec does not show resolve as unknown for the feature to decode.
import * as v from 'valibot';
import type { GiftRank, GuessGame, GuessRecord, LiveBet } from '../../domain/roomGames';
import type { Anchor, Money, Page, RoomPermission } from '../../domain/types';
import type { Client, JsonBody } from '../client';
import { decode, decodeList } from '../codecs/common';
import { winnerSchema } from '../codecs/chatFrames';
import { coinBalanceSchema, envelopeWinSchema, giftListSchema, roomEnvelopeSchema } from '../codecs/gifts';
import { anchorSchema, roomPermissionSchema } from '../codecs/live';
import { decodePage } from '../codecs/page';
import {
  dailyLimitSchema,
  giftRankSchema,
  guessGameSchema,
  guessPlacedSchema,
  guessRecordSchema,
  liveBetSchema,
  subscriptionsSchema,
} from '../codecs/roomGames';
import { LIVE_PATHS } from '../livePaths';

/** Live endpoints bound to a client. */
export function liveEndpoints(client: Client) {
  const post = (path: string, body?: JsonBody) => client.call({ path, body });
  return {
    /** Anchors on air or scheduled. */
    async anchorList(query: JsonBody = {}): Promise<Anchor[]> {
      return decodeList(anchorSchema, await post(LIVE_PATHS.anchorList, query), 'anchors');
    },
    /** Room permission (lock rules and unlocking tips). */
    async roomPermission(liveRoomId: string): Promise<RoomPermission> {
      return decode(roomPermissionSchema, await post(LIVE_PATHS.roomPermission, { liveRoomId }), 'room permission');
    },
    /** Gift list of a match type, with the coin balance it may carry. */
    async loadGift(matchType: number) {
      return decode(giftListSchema, await post(LIVE_PATHS.loadGift, { matchType }), 'gift list');
    },
    /** Sends a gift (once per `clientRef`); the new coin balance when the answer carries one. */
    async presentGift(body: {
      liveRoomId: string;
      giftId: string;
      count: number;
      /** Stable across a retry of the same gift: the server sends one gift per reference. */
      clientRef: string;
    }): Promise<Money | undefined> {
      const balance = v.safeParse(coinBalanceSchema, await post(LIVE_PATHS.presentGift, body));
      return balance.success ? balance.output : undefined;
    },
    /** The room's red envelope, or null. */
    async redEnvelope(body: JsonBody) {
      return decode(roomEnvelopeSchema, await post(LIVE_PATHS.redEnvelope, body), 'red envelope');
    },
    /** Opens a red envelope: the amount won (an answer without one is a miss and throws 'malformed'). */
    async receiveRedEnvelope(body: JsonBody): Promise<Money> {
      return decode(envelopeWinSchema, await post(LIVE_PATHS.receiveRedEnvelope, body), 'red envelope win').amount;
    },
    /** Whether the user won a lottery of the room (the lottery's id when given). */
    async lotteryWin(liveRoomId: string, lotteryId: string): Promise<boolean> {
      return decode(v.boolean(), await post(LIVE_PATHS.lotteryWin, { liveRoomId, lotteryId }), 'lottery win');
    },
    /** Lottery winners. */
    async lotteryWinList(body: JsonBody) {
      return decodeList(winnerSchema, await post(LIVE_PATHS.lotteryWinList, body), 'lottery winners');
    },
    /** Reports watching a room. */
    watch: (liveRoomId: string, matchId?: string) => post(LIVE_PATHS.watch, { liveRoomId, matchId }),
    /** The host guessing games of a room (bad rows dropped). */
    async guessingList(liveRoomId: string): Promise<GuessGame[]> {
      return decodeList(guessGameSchema, await post(LIVE_PATHS.guessingList, { liveRoomId }), 'guessing games');
    },
    /**
     * Places a guess (once per `clientRef`); the coins left come back. A lost answer may have been placed:
     * 'unknown-outcome'.
     */
    async guessingBet(body: {
      liveRoomId: string;
      guessId: string;
      optionId: string;
      amount: Money;
      /** Stable across a retry of the same guess: the server places one guess per reference. */
      clientRef: string;
    }): Promise<{ betId: string; coinBalance: Money }> {
      const raw = await client.call({ path: LIVE_PATHS.guessingBet, body, placement: true });
      return decode(guessPlacedSchema, raw, 'guess placed');
    },
    /** My guesses, newest first. */
    async guessingRecord(current = 1, size = 20): Promise<Page<GuessRecord>> {
      return decodePage(await post(LIVE_PATHS.guessingRecord, { current, size }), guessRecordSchema, 'guess records');
    },
    /** The hosts the user follows and their rooms' matches. */
    async subscribeInfo(): Promise<{ hostIds: string[]; matchIds: string[] }> {
      return decode(subscriptionsSchema, await post(LIVE_PATHS.subscribeInfo), 'subscriptions');
    },
    /** Follows (true) or unfollows a host; the follows after the change come back. */
    async followHost(hostId: string, on: boolean): Promise<{ hostIds: string[]; matchIds: string[] }> {
      const raw = await post(on ? LIVE_PATHS.subscribe : LIVE_PATHS.unsubscribe, { hostId });
      return decode(subscriptionsSchema, raw, 'subscriptions');
    },
    /** Top 10 gift senders of a room. */
    async giftTop10(liveRoomId: string): Promise<GiftRank[]> {
      return decodeList(giftRankSchema, await post(LIVE_PATHS.giftTop10, { liveRoomId }), 'gift ranking');
    },
    /** The room's live bets (the livebet push carries later changes). */
    async liveBetList(liveRoomId: string): Promise<LiveBet[]> {
      return decodeList(liveBetSchema, await post(LIVE_PATHS.liveBetList, { liveRoomId }), 'live bets');
    },
    /** Per-match message permissions. */
    messagePermission: (body: JsonBody) => post(LIVE_PATHS.messagePermission, body),
    /** Gold-mall coin balance. */
    async goldmallBalance(): Promise<Money> {
      return decode(coinBalanceSchema, await post(LIVE_PATHS.goldmallBalance), 'coin balance');
    },
    /** Gold-mall daily limit and what is left of it today. */
    async goldmallDailyLimit() {
      return decode(dailyLimitSchema, await post(LIVE_PATHS.goldmallDailyLimit), 'daily limit');
    },
  };
}

export type LiveApi = ReturnType<typeof liveEndpoints>;
