// Gifts, coin balance, red envelopes and lotteries of a live room (spec §3 Anchor state, §4 Other timers:
// gift tip 3 s, lottery result cleared after 60 s; §7 Live calls).
import Decimal from 'decimal.js';
import { isApiError } from '../../api/errors';
import { GIFT_TIP_MS, LOTTERY_RESULT_CLEAR_MS } from '../../domain/constants';
import type { Money } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';
import { frameData, giftSchema, lotterySchema, lotteryWinSchema, redEnvelopeSchema } from '../../api/codecs/chatFrames';
import { roomState, roomTimer, type Gift } from './rooms';
import { api } from '../page/api';
import { session } from '../session/session';

/** Outcome of a gift send: null when sent, else the i18n key of why not. */
export type GiftRefusal = string | null;

/** Loads the gift list of the room's match type and the coin balance (gold mall, else the gift list's own). */
export async function loadGifts(liveRoomId: string): Promise<void> {
  const room = roomState(liveRoomId);
  if (!room) return;
  try {
    const list = await api().loadGift(Math.max(room.matchType, 0));
    room.gifts.gifts = list.gifts;
    if (getRuntime().token.get()) room.gifts.balance = (await goldBalance()) ?? list.coinBalance ?? null;
    else room.gifts.balance = null;
  } catch {
    // gifts stay hidden when the list cannot be read
  }
}

/** The gold-mall coin balance, or undefined when the call fails or answers something unreadable. */
async function goldBalance(): Promise<Money | undefined> {
  try {
    return await api().goldmallBalance();
  } catch {
    return undefined;
  }
}

/** True when `count` of the gift costs more than the balance (decimal arithmetic). */
export function giftUnaffordable(gift: Pick<Gift, 'price'>, count: number, balance: Money | null): boolean {
  return balance === null || new Decimal(gift.price).times(count).gt(balance);
}

/** Sends a gift (submit/gift/present); the new balance comes back. Returns the i18n key of a refusal, or null. */
export async function presentGift(liveRoomId: string, gift: Gift, count = 1): Promise<GiftRefusal> {
  const room = roomState(liveRoomId);
  if (!room || room.gifts.sending) return null;
  if (giftUnaffordable(gift, count, room.gifts.balance)) return 'live:gift.notEnough';
  room.gifts.sending = true;
  try {
    const balance = await api().presentGift({ liveRoomId, giftId: gift.giftId, count });
    if (balance !== undefined) room.gifts.balance = balance;
    return null;
  } catch (error) {
    return isApiError(error) ? error.messageKey : 'errors:loadFailed';
  } finally {
    room.gifts.sending = false;
  }
}

/** G01: the newest gift of the room shows for 3 s (a newer gift replaces it and restarts the 3 s). */
export function onGiftFrame(liveRoomId: string, data: unknown): ReturnType<typeof frameData<typeof giftSchema>> {
  const room = roomState(liveRoomId);
  const gift = frameData(giftSchema, data);
  if (!room || !gift) return undefined;
  room.gifts.tip = { nickName: gift.nickName, giftName: gift.giftName, count: gift.count };
  roomTimer(liveRoomId, 'gift-tip', GIFT_TIP_MS, () => {
    const current = roomState(liveRoomId);
    if (current) current.gifts.tip = null;
  });
  return gift;
}

/** G02: a red envelope appeared in the room. */
export function onRedEnvelopeFrame(liveRoomId: string, data: unknown): void {
  const room = roomState(liveRoomId);
  const envelope = frameData(redEnvelopeSchema, data);
  if (!room || !envelope) return;
  room.gifts.redEnvelope = envelope;
  room.gifts.envelopeResult = null;
}

/** Reads the room's current red envelope (get/room/redEnvelope; null data: none). */
export async function loadRedEnvelope(liveRoomId: string): Promise<void> {
  try {
    const envelope = await api().redEnvelope({ liveRoomId });
    const room = roomState(liveRoomId);
    if (room && (envelope || !room.gifts.envelopeResult)) room.gifts.redEnvelope = envelope;
  } catch {
    // no envelope shown
  }
}

/** Opens the red envelope (submit/receive/redEnvelope): the amount won, or 'failure' (spec §7) as missed. */
export async function receiveRedEnvelope(liveRoomId: string): Promise<void> {
  const room = roomState(liveRoomId);
  const envelope = room?.gifts.redEnvelope;
  if (!room || !envelope) return;
  let won: Money | null;
  try {
    won = await api().receiveRedEnvelope({ liveRoomId, envelopeId: envelope.envelopeId });
  } catch {
    won = null;
  }
  room.gifts.redEnvelope = null;
  room.gifts.envelopeResult = won === null ? { kind: 'missed' } : { kind: 'won', amount: won };
  if (won !== null && room.gifts.balance !== null)
    room.gifts.balance = new Decimal(room.gifts.balance).plus(won).toFixed(2);
}

/** Hides the red envelope result. */
export function dismissEnvelopeResult(liveRoomId: string): void {
  const room = roomState(liveRoomId);
  if (room) room.gifts.envelopeResult = null;
}

/** G06: a lottery started in the room. */
export function onLotteryFrame(liveRoomId: string, data: unknown): void {
  const room = roomState(liveRoomId);
  const lottery = frameData(lotterySchema, data);
  if (room && lottery) room.gifts.lottery = lottery;
}

/** G07: the lottery's winners, shown until cleared 60 s later; the win list keeps them. */
export function onLotteryWinFrame(liveRoomId: string, data: unknown): void {
  const room = roomState(liveRoomId);
  const result = frameData(lotteryWinSchema, data);
  if (!room || !result) return;
  const uid = session().user?.uid;
  room.gifts.lottery = room.gifts.lottery?.lotteryId === result.lotteryId ? null : room.gifts.lottery;
  room.gifts.lotteryResult = { ...result, youWon: !!uid && result.winners.some((w) => w.uid === uid) };
  room.gifts.winList = [...result.winners, ...room.gifts.winList].slice(0, 20);
  roomTimer(liveRoomId, 'lottery-result', LOTTERY_RESULT_CLEAR_MS, () => {
    const current = roomState(liveRoomId);
    if (current) current.gifts.lotteryResult = null;
  });
}

/** Reads the room's recent lottery winners (lottery/winList), newest first. */
export async function loadWinList(liveRoomId: string): Promise<void> {
  try {
    const list = await api().lotteryWinList({ liveRoomId });
    const room = roomState(liveRoomId);
    if (room) room.gifts.winList = list.reverse();
  } catch {
    // the win list stays empty
  }
}
