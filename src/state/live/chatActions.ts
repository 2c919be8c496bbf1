// What a viewer does in a room's chat besides typing (spec §3 Chat state, §4 Chat): reply to a message and
// select messages (Open/Close). Reporting and moderation (moderation.ts) and showing a bet (showOrder.ts) load
// with their dialogs. The server's answers arrive on the chat socket; calls only say whether it took a request.
import { isApiError } from '../../api/errors';
import type { ChatItem, ChatState } from './chatState';
import { roomState } from './rooms';

/** What a chat action came to: done, or the i18n key of why not. */
export type ChatActionResult = { ok: true } | { ok: false; errorKey: string };

const chatOf = (liveRoomId: string): ChatState | undefined => roomState(liveRoomId)?.chat;

/** Runs a chat call: ok, or the i18n key of why the server refused it. */
export async function attempt(call: () => Promise<unknown>): Promise<ChatActionResult> {
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
