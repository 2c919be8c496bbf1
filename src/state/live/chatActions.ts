// What a viewer does in a room's chat besides typing (spec §3 Chat state, §4 Chat, §6 chat admin): reply to a
// message, select messages (Open/Close), report them, and as a chat admin delete them or ban their sender;
// show one of their bets (晒单) under the spec's rule. The server's answers arrive on the chat socket (M01, B06,
// B08, R06); these calls only say whether the server took the request.
import { SETTLED_LOOKUP_PAGE_SIZE } from '../../domain/constants';
import { isApiError } from '../../api/errors';
import { legPick, showableOrders } from '../../domain/chatOrders';
import type { SilenceConfig } from '../../domain/chatModeration';
import { GamePlatform } from '../../domain/enums';
import { orderListQuery, viewRange } from '../../domain/historyQuery';
import type { BetOption } from '../../domain/types';
import { serverText } from '../../i18n/serverTables';
import { matchText } from '../page/serverText';
import { api } from '../page/api';
import type { ChatItem, ChatState } from './chatState';
import { roomState } from './rooms';

/** What a chat action came to: done, or the i18n key of why not. */
export type ChatActionResult = { ok: true } | { ok: false; errorKey: string };

const chatOf = (liveRoomId: string): ChatState | undefined => roomState(liveRoomId)?.chat;

async function attempt(call: () => Promise<unknown>): Promise<ChatActionResult> {
  try {
    await call();
    return { ok: true };
  } catch (error) {
    if (isApiError(error, 'forbidden')) return { ok: false, errorKey: 'live:chat.notAllowed' };
    return { ok: false, errorKey: isApiError(error) ? error.messageKey : 'errors:loadFailed' };
  }
}

/** Replies to a message (replyMsg, shown above the input) or, with null, cancels the reply. */
export function setReply(liveRoomId: string, item: Pick<ChatItem, 'id' | 'nickName' | 'text'> | null): void {
  const chat = chatOf(liveRoomId);
  if (!chat) return;
  chat.replyMsg = item ? { msgId: item.id, nickName: item.nickName, text: item.text } : null;
}

/** Takes the message the server refused back out of the state, for the composer's input (null when none). */
export function takeUnsent(liveRoomId: string): string | null {
  const chat = chatOf(liveRoomId);
  const text = chat?.unsent ?? null;
  if (chat) chat.unsent = null;
  return text;
}

/** Opens or closes selection mode; closing clears the selected messages (spec §4). */
export function setSelectMode(liveRoomId: string, open: boolean): void {
  const chat = chatOf(liveRoomId);
  if (!chat) return;
  chat.selectMessageStatus = open ? 'Open' : 'Close';
  if (!open) chat.selectMessageList = [];
}

/** Selects or unselects a message while selection mode is open; automatic lines are never selectable. */
export function toggleSelected(liveRoomId: string, msgId: string): void {
  const chat = chatOf(liveRoomId);
  if (!chat || chat.selectMessageStatus !== 'Open') return;
  const item = chat.messages.find((m) => m.id === msgId);
  if (!item || item.automatic) return;
  const list = chat.selectMessageList;
  chat.selectMessageList = list.includes(msgId) ? list.filter((id) => id !== msgId) : [...list, msgId];
}

/** Reports messages under a category; a report from selection mode closes it. */
export async function reportMessages(liveRoomId: string, msgIds: string[], cateId: string): Promise<ChatActionResult> {
  const result = await attempt(() => api().report({ liveRoomId, msgIds, cateId }));
  if (result.ok && chatOf(liveRoomId)?.selectMessageStatus === 'Open') setSelectMode(liveRoomId, false);
  return result;
}

/** Deletes messages (chat admin): the server removes them for everyone with B06. */
export async function deleteMessages(liveRoomId: string, msgIds: string[]): Promise<ChatActionResult> {
  const result = await attempt(() => api().deleteMessage({ liveRoomId, msgIds }));
  if (result.ok && chatOf(liveRoomId)?.selectMessageStatus === 'Open') setSelectMode(liveRoomId, false);
  return result;
}

/** Bans a message's sender for one of the silence configs (chat admin): B08 removes their messages for everyone. */
export function banUser(liveRoomId: string, uid: string, config: SilenceConfig): Promise<ChatActionResult> {
  return attempt(() => api().banUser({ liveRoomId, uid, ttl: config.ttl, unit: config.unit }));
}

/**
 * Loads the orders this user may show in the room (chatOrderHistory): the show-order rule, then open and
 * recent settled bets, kept by the spec §5 rule for the room's match.
 */
export async function loadOrderHistory(liveRoomId: string): Promise<ChatActionResult> {
  const room = roomState(liveRoomId);
  if (!room || room.chat.shaiLoading) return { ok: true };
  const chat = room.chat;
  chat.shaiLoading = true;
  const result = await attempt(async () => {
    const now = Date.now();
    const [rule, open, settled] = await Promise.all([
      api().orderShowRule(String(GamePlatform.StSport)),
      api().betList(orderListQuery('unsettled', null, 1)),
      // Spec §9: the settled-orders lookup is a page of 20.
      api().betList({
        ...orderListQuery('settled', viewRange('settled', { filter: null }, now), 1),
        size: SETTLED_LOOKUP_PAGE_SIZE,
      }),
    ]);
    chat.orderShowRule = rule;
    const { tables } = matchText();
    // The period and market in the user's language when the server's tables are loaded, then the pick.
    const section = (leg: BetOption) =>
      [
        serverText(tables, 'period', leg.period ?? '', ''),
        serverText(tables, 'marketType', leg.marketType ?? '', ''),
        legPick(leg),
      ]
        .filter(Boolean)
        .join(' · ');
    chat.chatOrderHistory = room.matchId
      ? showableOrders([...open.records, ...settled.records], room.matchId, rule, section)
      : [];
  });
  chat.shaiLoading = false;
  return result;
}

/** Shows one order in the room's chat (showorder/reportExt); the order message arrives as M01, a refusal as R06. */
export async function shareOrder(liveRoomId: string, orderId: string): Promise<ChatActionResult> {
  const chat = chatOf(liveRoomId);
  if (!chat || chat.shaiLoading) return { ok: false, errorKey: 'live:chat.busy' };
  chat.shaiLoading = true;
  const result = await attempt(() => api().showOrder({ liveRoomId, orderId }));
  chat.shaiLoading = false;
  return result;
}
