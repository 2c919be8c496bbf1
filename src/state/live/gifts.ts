// Gifts, coin balance and daily limit, the gift ranking, red envelopes and lotteries of a live room (spec §3
// Anchor state, §4 Other timers: gift tip 3 s, lottery result cleared after 60 s; §7 Live calls).
import { isApiError } from '../../api/errors';
import { GIFT_TIP_MS, LOTTERY_RESULT_CLEAR_MS } from '../../domain/constants';
import { plus, roundMoney } from '../../domain/exactMoney';
import { giftRefusal, TOP10_REFRESH_MS } from '../../domain/roomGames';
import type { Money } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';
import { frameData, giftSchema, lotterySchema, lotteryWinSchema, redEnvelopeSchema } from '../../api/codecs/chatFrames';
import { withActionRef } from './actionRef';
import { roomState, roomTimer, type Gift } from './rooms';
import { liveApi } from '../page/liveApi';
import { flushChatLines } from './chatLog';
import { setMessages } from './chatState';
import { session } from '../session/session';

/** Outcome of a gift send: null when sent, else the i18n key of why not. */
export type GiftRefusal = string | null;

/** Loads the gift list of the room's match type, the coin balance (gold mall, else the gift list's own) and the daily limit. */
export async function loadGifts(liveRoomId: string): Promise<void> {
  const room = roomState(liveRoomId);
  if (!room) return;
  try {
    const list = await liveApi().loadGift(Math.max(room.matchType, 0));
    room.gifts.gifts = list.gifts;
    renameGiftLines(room.chat, list.gifts);
    if (getRuntime().token.get()) {
      room.gifts.balance = (await goldBalance()) ?? list.coinBalance ?? null;
      await loadDailyLimit(liveRoomId);
    } else {
      room.gifts.balance = null;
      room.gifts.leftToday = null;
      room.gifts.dailyLimit = null;
    }
  } catch {
    // gifts stay hidden when the list cannot be read
  }
}

/** The chat's gift lines named as the gift list names them (after a language switch, in the new language). */
function renameGiftLines(chat: Parameters<typeof setMessages>[0], gifts: readonly Gift[]): void {
  flushChatLines(chat);
  const names = new Map(gifts.map((g) => [g.giftId, g.giftName]));
  const renamed = (giftId: string | undefined) => (giftId === undefined ? undefined : names.get(giftId));
  if (!chat.messages.some((m) => m.kind === 'gift' && renamed(m.giftId) !== undefined && renamed(m.giftId) !== m.text))
    return;
  setMessages(
    chat,
    chat.messages.map((m) => {
      const name = m.kind === 'gift' ? renamed(m.giftId) : undefined;
      return name === undefined || name === m.text ? m : { ...m, text: name };
    }),
  );
}

/** Reads the daily gift limit and what is left of it today; unknown when the call fails (the server still enforces it). */
export async function loadDailyLimit(liveRoomId: string): Promise<void> {
  let limit: Awaited<ReturnType<ReturnType<typeof liveApi>['goldmallDailyLimit']>> | undefined;
  try {
    limit = await liveApi().goldmallDailyLimit();
  } catch {
    limit = undefined;
  }
  const room = roomState(liveRoomId);
  if (!room) return;
  room.gifts.dailyLimit = limit?.dailyLimit ?? null;
  room.gifts.leftToday = limit?.leftToday ?? null;
}

/** Reads the room's ten biggest gift senders; a failure keeps the ranking shown. */
export async function loadTop10(liveRoomId: string): Promise<void> {
  try {
    const top = await liveApi().giftTop10(liveRoomId);
    const room = roomState(liveRoomId);
    if (room) room.gifts.top10 = top;
  } catch {
    // the ranking shown stays
  }
}

/** The gold-mall coin balance, or undefined when the call fails or answers something unreadable. */
async function goldBalance(): Promise<Money | undefined> {
  try {
    return await liveApi().goldmallBalance();
  } catch {
    return undefined;
  }
}

/** The reference server's refusal of a gift past the daily limit. */
const DAILY_LIMIT_CODE = 1019;

/**
 * Sends a gift (submit/gift/present); the new balance comes back, then the daily limit and ranking are read
 * again. Refused before any request when the coins or what the daily limit leaves do not cover it.
 * Returns the i18n key of a refusal, or null.
 */
export async function presentGift(liveRoomId: string, gift: Gift, count = 1): Promise<GiftRefusal> {
  const room = roomState(liveRoomId);
  if (!room || room.gifts.sending) return null;
  const refused = giftRefusal(gift.price, count, room.gifts.balance, room.gifts.leftToday);
  if (refused) return refused;
  room.gifts.sending = true;
  try {
    // The same gift sent again after an answer that never came keeps its reference: the server sends it once.
    const balance = await withActionRef(`gift|${liveRoomId}|${gift.giftId}|${count}`, (clientRef) =>
      liveApi().presentGift({ liveRoomId, giftId: gift.giftId, count, clientRef }),
    );
    if (balance !== undefined) room.gifts.balance = balance;
    return null;
  } catch (error) {
    if (isApiError(error) && error.code === DAILY_LIMIT_CODE) return 'room:gift.dailyLimit';
    return isApiError(error) ? error.messageKey : 'errors:loadFailed';
  } finally {
    room.gifts.sending = false;
    void loadDailyLimit(liveRoomId);
    void loadTop10(liveRoomId);
  }
}

/**
 * G01: the newest gift of the room shows for 3 s (a newer gift replaces it and restarts the 3 s), named as the
 * gift list names it in the viewer's language; the ranking is read again once gifts pause for a moment.
 */
export function onGiftFrame(liveRoomId: string, data: unknown): ReturnType<typeof frameData<typeof giftSchema>> {
  const room = roomState(liveRoomId);
  const frame = frameData(giftSchema, data);
  if (!room || !frame) return undefined;
  const listed = room.gifts.gifts.find((g) => g.giftId === frame.giftId);
  const gift = listed ? { ...frame, giftName: listed.giftName } : frame;
  room.gifts.tip = {
    nickName: gift.nickName,
    giftName: gift.giftName,
    count: gift.count,
    icon: listed?.icon,
    seq: (room.gifts.tip?.seq ?? 0) + 1,
  };
  roomTimer(liveRoomId, 'gift-tip', GIFT_TIP_MS, () => {
    const current = roomState(liveRoomId);
    if (current) current.gifts.tip = null;
  });
  roomTimer(liveRoomId, 'gift-top10', TOP10_REFRESH_MS, () => void loadTop10(liveRoomId));
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
    const envelope = await liveApi().redEnvelope({ liveRoomId });
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
    won = await liveApi().receiveRedEnvelope({ liveRoomId, envelopeId: envelope.envelopeId });
  } catch {
    won = null;
  }
  room.gifts.redEnvelope = null;
  room.gifts.envelopeResult = won === null ? { kind: 'missed' } : { kind: 'won', amount: won };
  if (won !== null && room.gifts.balance !== null) room.gifts.balance = roundMoney(plus(room.gifts.balance, won));
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

/** Asks the server whether the user won the lottery (lottery/win): its answer replaces what the frame's winners said. */
async function confirmLotteryWin(liveRoomId: string, lotteryId: string): Promise<void> {
  if (!getRuntime().token.get()) return;
  try {
    const won = await liveApi().lotteryWin(liveRoomId, lotteryId);
    const result = roomState(liveRoomId)?.gifts.lotteryResult;
    if (result?.lotteryId === lotteryId) result.youWon = won;
  } catch {
    // the winners' list of the frame stands
  }
}

/** G07: the lottery's winners, shown until cleared 60 s later; the win list keeps them; the server confirms a win. */
export function onLotteryWinFrame(liveRoomId: string, data: unknown): void {
  const room = roomState(liveRoomId);
  const result = frameData(lotteryWinSchema, data);
  if (!room || !result) return;
  const uid = session().user?.uid;
  room.gifts.lottery = room.gifts.lottery?.lotteryId === result.lotteryId ? null : room.gifts.lottery;
  room.gifts.lotteryResult = { ...result, youWon: !!uid && result.winners.some((w) => w.uid === uid) };
  room.gifts.winList = [...result.winners, ...room.gifts.winList].slice(0, 20);
  void confirmLotteryWin(liveRoomId, result.lotteryId);
  roomTimer(liveRoomId, 'lottery-result', LOTTERY_RESULT_CLEAR_MS, () => {
    const current = roomState(liveRoomId);
    if (current) current.gifts.lotteryResult = null;
  });
}

/** Reads the room's recent lottery winners (lottery/winList), newest first. */
export async function loadWinList(liveRoomId: string): Promise<void> {
  try {
    const list = await liveApi().lotteryWinList({ liveRoomId });
    const room = roomState(liveRoomId);
    if (room) room.gifts.winList = list.reverse();
  } catch {
    // the win list stays empty
  }
}
