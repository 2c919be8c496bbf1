// What a chat line needs from its panel besides its item: who is reading (their uid, admin rights), selection
// mode, which line's menu is open, and the actions the menu starts (the panel owns the dialogs they open).
// A context, so the log's list machinery (ChatLog.tsx) passes nothing but the item.
import { createContext, useContext } from 'react';
import type { ChatItem } from '../../state/live/chatState';

export interface ChatLineActions {
  liveRoomId: string;
  myUid: string | null;
  /** Logged in with a chat token: the line's menu is offered. */
  canAct: boolean;
  /** Chat admin authority (silence configs non-empty). */
  isAdmin: boolean;
  /** The input is open (not banned, muted or unavailable): replies are offered. */
  canReply: boolean;
  selecting: boolean;
  selected: readonly string[];
  menuFor: string | null;
  openMenu(msgId: string | null): void;
  toggleSelected(msgId: string): void;
  reply(item: ChatItem): void;
  report(msgIds: string[]): void;
  remove(msgIds: string[]): void;
  ban(item: ChatItem): void;
  /** Follows the order a line shows (chat-room follow); the i18n key of a refusal, or null. */
  follow(item: ChatItem): string | null;
}

/** What the menu of a message offers this reader (an empty menu is not offered). */
export function menuItems(item: ChatItem, actions: ChatLineActions) {
  const own = item.uid === actions.myUid;
  return {
    reply: actions.canReply && item.kind === 'chat',
    report: !own,
    remove: actions.isAdmin,
    ban: actions.isAdmin && !own,
  };
}

export const ChatLineContext = createContext<ChatLineActions | null>(null);

/** The panel's actions, or null outside a chat panel (the line then shows no controls). */
export function useChatLineActions(): ChatLineActions | null {
  return useContext(ChatLineContext);
}
