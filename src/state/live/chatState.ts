// The shape of a room's chat (spec §3 Chat state): the log, the input's state, reply, selection, moderation
// rights and ban, and the show-order picker. Its own file so the chat's fields grow without the room's.
import type { ChatMessageKind } from '../../domain/liveEnums';
import type { OrderShowRule } from '../../domain/chat';
import type { BetLimitRule } from '../../domain/chatBetLimit';
import { DEFAULT_ORDER_SHOW_RULE } from '../../domain/chat';
import type { ChatOrderHistoryItem } from '../../domain/chatOrders';
import type { SilenceConfig } from '../../domain/chatModeration';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../domain/chatInput';
import type { UserTitle } from '../../domain/titles';
import type { ConnectionState } from '../../runtime/events';
import { ref } from 'valtio/vanilla';

/** The message a chat message replies to (replyMsg). */
export interface ChatReply {
  msgId: string;
  nickName: string;
  text: string;
}

/** One line of the chat log. `automatic` lines (welcome, gift) are never deleted by B06/B08. */
export interface ChatItem {
  id: string;
  /** chat: a message ("barrage"); order: a shown order (spec §3 chat item); gift and welcome: automatic lines. */
  kind: 'chat' | 'gift' | 'welcome' | 'order';
  uid: string;
  nickName: string;
  /** Message text (chat) or gift name (gift); plain text from the server. */
  text: string;
  /** A gift line's gift: its name follows the room's gift list (read again in a new language after a switch). */
  giftId?: string;
  count?: number;
  t?: number;
  automatic: boolean;
  replyTo?: ChatReply;
  /** The sender's title and VIP level, shown as icons. */
  titles?: readonly UserTitle[];
  order?: ChatOrderHistoryItem;
  /** Message kind (spec §3): coin for a gift line or a message paid with coins, normal otherwise. */
  messageKind?: ChatMessageKind;
  /** What the message carries (spec §3 Chat message context): a shown order's followOrderId, an expert message's ids. */
  context?: ChatContext;
}

/** Spec §3 Chat message context. */
export interface ChatContext {
  chatRoomId?: string;
  hostId?: string;
  followOrderId?: string;
  sportsMessageId?: string;
  professorId?: string;
  type?: number;
}

export type SelectMessageStatus = 'Open' | 'Close';

export interface ChatState {
  connection: ConnectionState;
  /** True for an anonymous viewer: the log is read-only and the input asks to log in. */
  readOnly: boolean;
  /** The log, oldest first: replaced as a whole (setMessages), never changed in place. */
  messages: readonly ChatItem[];
  inputDisabled: boolean;
  /** i18n key of the input's placeholder, unless the server gave its own text. */
  placeholderKey: string;
  placeholderText: string | null;
  /** i18n key of why chat is unavailable (DisplayRuleError, invalid channel, token refused). */
  chatError: string | null;
  /** i18n key of the last refusal (R00-R06) of what this user sent. */
  refusal: string | null;
  /** Seconds left before the host goes off air (H01), or null. */
  offCountdown: number | null;
  /** The longest message in characters (the input counts down to it). */
  remindMsgLength: number;
  replyMsg: ChatReply | null;
  /** A sent message the server refused (R00, R03-R05): the composer puts it back in the input. */
  unsent: string | null;
  /** Selection mode; closing it clears selectMessageList. */
  selectMessageStatus: SelectMessageStatus;
  selectMessageList: string[];
  /** Ban durations an admin may choose; non-empty means chat admin authority (spec §6). */
  silenceConfigs: SilenceConfig[];
  /** This user's ban: isBan disables the input with banText (or the client's text until banUntil). */
  chatBanInfo: { isBan: boolean; banText: string | null; banUntil: number | null };
  orderShowRule: OrderShowRule;
  /** The orders this user may show here, or null before they are loaded. */
  chatOrderHistory: ChatOrderHistoryItem[] | null;
  /** True while the show-order picker loads or shares (shaiLoading). */
  shaiLoading: boolean;
  /** The room's pinned automatic message (pinedAutoMsg), shown above the log; never deleted by B06/B08. */
  pinedAutoMsg: { msgId: string; text: string } | null;
  /** The chat rule's bet limit this user does not meet (the input is disabled and says what it asks), or null. */
  betLimit: BetLimitRule | null;
}

/** A room's chat before anything loaded. */
export function emptyChat(): ChatState {
  return {
    pinedAutoMsg: null,
    betLimit: null,
    connection: 'idle',
    readOnly: true,
    messages: ref([]),
    inputDisabled: true,
    placeholderKey: 'live:chat.placeholder',
    placeholderText: null,
    chatError: null,
    refusal: null,
    offCountdown: null,
    remindMsgLength: CHAT_MESSAGE_MAX_LENGTH,
    replyMsg: null,
    unsent: null,
    selectMessageStatus: 'Close',
    selectMessageList: [],
    silenceConfigs: [],
    chatBanInfo: { isBan: false, banText: null, banUntil: null },
    orderShowRule: DEFAULT_ORDER_SHOW_RULE,
    chatOrderHistory: null,
    shaiLoading: false,
  };
}

/**
 * Replaces a room's log. The array and its lines stay plain objects (a Valtio ref): a line never changes once in,
 * and a busy room replaces the 300-line log every frame, which Valtio would otherwise proxy and snapshot line by line.
 */
export function setMessages(chat: ChatState, messages: readonly ChatItem[]): void {
  chat.messages = ref(messages as ChatItem[]);
}
