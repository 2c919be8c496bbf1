// Decoders of the chat socket's frame data (spec §8 codes), from the wire to what the live room shows.
// A frame whose data does not decode is dropped by the caller, like a malformed frame.
import * as v from 'valibot';
import { decodeList, id, listOf, num, opt } from './common';
import { money } from './money';
import { titleSchema } from './titles';

/** Chat socket codes of spec §8. */
export const CHAT_CODE = {
  deleteMessage: 'B06',
  banAndDelete: 'B08',
  invalidChannel: 'E03',
  renewToken: 'E04',
  gift: 'G01',
  redEnvelope: 'G02',
  pushOrder: 'G04',
  pushOrderRecall: 'G05',
  lottery: 'G06',
  lotteryWin: 'G07',
  offCountdown: 'H01',
  init: 'L01',
  history: 'L03',
  message: 'M01',
  welcome: 'P02',
  tooLong: 'R00',
  tokenExpired: 'R01',
  tokenForged: 'R02',
  displayError: 'R03',
  displayRuleError: 'R04',
  tooFast: 'R05',
  showOrderLimit: 'R06',
} as const;

/** The refusal codes R00-R06 (the server refused what this user sent or who they are). */
export const REFUSAL_CODES: readonly string[] = ['R00', 'R01', 'R02', 'R03', 'R04', 'R05', 'R06'];

export const initSchema = v.object({
  liveRoomId: opt(id),
  hostId: opt(id),
  hostName: opt(v.string()),
  matchId: opt(id),
  online: opt(num),
  liveStatus: opt(num),
  /** The room's pinned automatic message (spec §3 pinedAutoMsg). */
  pinedAutoMsg: opt(v.object({ msgId: id, content: v.string() })),
});

export const replySchema = v.object({ msgId: id, nickName: v.string(), content: v.string() });

/** A shown order of M01 (spec §3 Chat order history item). */
export const chatOrderSchema = v.object({
  orderId: id,
  assetSymbol: v.string(),
  betTitle: v.string(),
  betSection: v.string(),
  betAmount: money,
  odd: num,
  wonAmount: money,
  orderStatus: num,
  betId: v.string(),
  isEarlySettlement: v.boolean(),
  result: opt(num),
  matchId: opt(id),
});

/** A message's context (spec §3 Chat message context). */
export const contextSchema = v.object({
  chatRoomId: opt(id),
  hostId: opt(id),
  followOrderId: opt(id),
  sportsMessageId: opt(id),
  professorId: opt(id),
  type: opt(num),
});

export const messageSchema = v.object({
  msgId: id,
  uid: id,
  nickName: v.string(),
  content: v.string(),
  t: opt(num),
  item: opt(v.picklist(['barrage', 'order'])),
  reply: opt(replySchema),
  titles: listOf(titleSchema, 'sender titles'),
  order: opt(chatOrderSchema),
  context: opt(contextSchema),
  msgType: opt(v.picklist(['normal', 'coin'])),
});

export type WireChatMessage = v.InferOutput<typeof messageSchema>;

/** L03 data: { list } of messages; malformed rows are dropped. */
export function historyMessages(data: unknown): WireChatMessage[] {
  const list = data && typeof data === 'object' ? (data as { list?: unknown }).list : undefined;
  return decodeList(messageSchema, list, 'chat history');
}

export const removalSchema = v.object({
  msgId: opt(id),
  msgIds: opt(v.array(id)),
  uid: opt(id),
  content: opt(v.string()),
  banUntil: opt(num),
});

export const giftSchema = v.object({
  uid: opt(id),
  nickName: v.string(),
  giftId: id,
  giftName: v.string(),
  price: opt(money),
  count: v.optional(num, 1),
});

export const redEnvelopeSchema = v.object({ envelopeId: id, amount: opt(money), count: opt(num) });

export const pushOrderSchema = v.object({
  orderId: id,
  hostId: opt(id),
  matchId: id,
  marketId: id,
  type: v.string(),
  odds: num,
  betName: v.string(),
});

export type PushedOrder = v.InferOutput<typeof pushOrderSchema>;

export const recallSchema = v.object({ orderId: id });

export const lotterySchema = v.object({ lotteryId: id, prize: v.string(), drawAt: opt(num) });

export const winnerSchema = v.object({ lotteryId: opt(id), uid: id, nickName: v.string(), prize: v.string() });

export type LotteryWinner = v.InferOutput<typeof winnerSchema>;

export const lotteryWinSchema = v.object({ lotteryId: id, winners: v.array(winnerSchema) });

export const countdownSchema = v.object({ seconds: num });

export const welcomeSchema = v.object({ nickName: v.string() });

/** Decodes frame data, or undefined when it does not match. */
export function frameData<T extends v.GenericSchema>(schema: T, data: unknown): v.InferOutput<T> | undefined {
  const result = v.safeParse(schema, data);
  return result.success ? result.output : undefined;
}
