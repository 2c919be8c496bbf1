// A room's chat (spec §3 Chat state, §4 Chat, §8 chat codes): the token and rule check, the socket, and every
// frame applied to the room's state. Anonymous viewers get a token-less, read-only socket (history and live
// messages); sending needs a login.
import { SOCKET_PATHS } from '../../api/socketPaths';
import type { WireChatFrame } from '../../api/wire';
import { rejoinLog } from '../../domain/chatLog';
import { removeChatMessages } from '../../domain/chatRemoval';
import { mayChatUnder } from '../../domain/chatBetLimit';
import { messageProblem } from '../../domain/chatInput';
import { silenceConfigs } from '../../domain/chatModeration';
import { ChatMessageKind, LiveState } from '../../domain/liveEnums';
import { createChatClient, type ChatClient } from '../../realtime/chat';
import { getRuntime } from '../../runtime/runtime';
import {
  CHAT_CODE,
  REFUSAL_CODES,
  countdownSchema,
  frameData,
  historyMessages,
  initSchema,
  messageSchema,
  removalSchema,
  welcomeSchema,
  type WireChatMessage,
} from '../../api/codecs/chatFrames';
import { onGiftFrame, onLotteryFrame, onLotteryWinFrame, onRedEnvelopeFrame } from './gifts';
import { flushChatLines, queueChatLine } from './chatLog';
import { onPushOrderFrame, onRecallFrame } from './pushOrders';
import { roomState, roomTimers } from './rooms';
import { setMessages, type ChatItem, type ChatReply, type ChatState } from './chatState';
import { session } from '../session/session';
import { socketUrl } from '../page/pushSocket';
import { liveApi } from '../page/liveApi';
import { sessionEnd } from '../../runtime/sessionEnd';

const COUNTDOWN_TICK_MS = 1000;

interface Connection {
  client: ChatClient | null;
  /** Bumped on every (re)connect and stop, so a slow token answer for an older attempt is ignored. */
  generation: number;
}

function connections(): Map<string, Connection> {
  return getRuntime().singleton('live-chat-connections', () => new Map<string, Connection>());
}

function connectionOf(liveRoomId: string): Connection {
  let connection = connections().get(liveRoomId);
  if (!connection) {
    connection = { client: null, generation: 0 };
    connections().set(liveRoomId, connection);
  }
  return connection;
}

const chatItem = (m: WireChatMessage): ChatItem => ({
  id: m.msgId,
  kind: m.item === 'order' && m.order ? 'order' : 'chat',
  uid: m.uid,
  nickName: m.nickName,
  text: m.content,
  t: m.t,
  automatic: false,
  ...(m.reply ? { replyTo: { msgId: m.reply.msgId, nickName: m.reply.nickName, text: m.reply.content } } : {}),
  ...(m.titles.length ? { titles: m.titles } : {}),
  ...(m.item === 'order' && m.order ? { order: m.order } : {}),
  ...(m.context ? { context: m.context } : {}),
  messageKind: m.msgType ?? ChatMessageKind.Normal,
});

let automaticSeq = 0;

/**
 * Chats that have had their history (L03) once: a later L03 is a rejoin (a reconnect, or a language switch), and
 * the welcome (P02) that follows it is this viewer's own again, already in the log (a welcome line is worded as it
 * renders, so it follows the language without a second copy).
 */
const joined = new WeakSet<ChatState>();
/** Chats whose next welcome is this viewer's own after a rejoin, not to be added again. */
const welcomeAgain = new WeakSet<ChatState>();

/** Per room, the last message sent and not yet seen back from the server (given back if it is refused). */
const pending = new Map<string, { text: string; reply: ChatReply | null }>();

/** A new line shows with the next frame (chatLog.ts); replacing or removing lines flushes the waiting ones first. */
function append(chat: ChatState, item: ChatItem): void {
  queueChatLine(chat, item);
}

/** Stops a room's chat socket (no reconnect follows). */
export function stopChat(liveRoomId: string): void {
  const connection = connectionOf(liveRoomId);
  connection.generation += 1;
  connection.client?.stop();
  connection.client = null;
  const room = roomState(liveRoomId);
  if (room) room.chat.connection = 'idle';
}

/** Disables the input for a banned user, with the server's ban text or the client's own. */
function applyBan(chat: ChatState, banText: string | null, banUntil: number | null): void {
  chat.chatBanInfo = { isBan: true, banText, banUntil };
  chat.inputDisabled = true;
  chat.placeholderKey = 'live:chat.banned';
  chat.placeholderText = banText;
  chat.replyMsg = null;
}

/**
 * Applies the token answer to the input: DisplayRuleError when the rule is unavailable, the ban text when
 * banned; the silence configs (admin rights) from the ban info. Null when a newer connect has begun meanwhile.
 */
async function checkChatRights(liveRoomId: string, chat: ChatState, current: () => boolean): Promise<string | null> {
  const [token, permission] = await Promise.allSettled([
    liveApi().chatToken(liveRoomId),
    liveApi().messagePermission({ liveRoomId }),
  ]);
  // A newer connect (a language switch, a new login) asked again: its answer is the one shown, whenever this came.
  if (!current()) return null;
  chat.inputDisabled = false;
  chat.placeholderKey = 'live:chat.placeholder';
  chat.chatBanInfo = { isBan: false, banText: null, banUntil: null };
  chat.silenceConfigs = [];
  chat.betLimit = null;
  if (token.status === 'fulfilled') {
    const { isAvailable, banInfo, betLimit } = token.value;
    chat.silenceConfigs = silenceConfigs(banInfo);
    if (!isAvailable) {
      chat.chatError = 'live:chat.displayRuleError';
      chat.inputDisabled = true;
    } else if (banInfo.isBan) {
      applyBan(chat, banInfo.banText || null, null);
    } else if (!mayChatUnder(betLimit)) {
      // Spec §3 chatRule.betLimitRule, §5 cond 0/1/2: a user the rule leaves out reads it and cannot send.
      chat.betLimit = betLimit!;
      chat.inputDisabled = true;
    }
  }
  const canSpeak =
    permission.status === 'fulfilled' ? (permission.value as { canSpeak?: unknown } | null)?.canSpeak : undefined;
  if (canSpeak === false && !chat.inputDisabled) {
    chat.inputDisabled = true;
    chat.placeholderKey = 'live:chat.muted';
  }
  // Only a chat token ever goes into the socket URL (proxies log URLs); without one the chat is read-only.
  const chatToken = token.status === 'fulfilled' ? token.value.token : '';
  if (!chatToken) Object.assign(chat, { readOnly: true, inputDisabled: true, placeholderKey: 'live:chat.noChatToken' });
  return chatToken;
}

/** (Re)connects a room's chat: logged in, after the token and rule check; anonymous, read-only. */
export async function connectChat(liveRoomId: string): Promise<void> {
  stopChat(liveRoomId);
  const room = roomState(liveRoomId);
  if (!room) return;
  const connection = connectionOf(liveRoomId);
  const generation = connection.generation;
  const chat = room.chat;
  Object.assign(chat, { chatError: null, refusal: null, placeholderText: null });
  let token = '';
  if (sessionEnd().get() === 'replaced') {
    // Kicked (505): the chat stays closed until a new login, never reopening anonymously.
    Object.assign(chat, {
      readOnly: true,
      inputDisabled: true,
      placeholderKey: 'live:chat.sessionReplaced',
      connection: 'idle',
    });
    return;
  }
  const current = () => connection.generation === generation && roomState(liveRoomId) === room;
  if (getRuntime().token.get()) {
    chat.readOnly = false;
    // Connecting from the token check on: a language switch meanwhile connects again (roomActions.ts), so the
    // server's texts (the ban text) come in the new language.
    chat.connection = 'connecting';
    const checked = await checkChatRights(liveRoomId, chat, current);
    if (checked === null) return;
    token = checked;
  } else {
    Object.assign(chat, { readOnly: true, inputDisabled: true, placeholderKey: 'live:chat.loginToChat' });
  }
  if (!current()) return;
  // languageType: the simulated crowd's lines, and the server's own texts, come in the reader's language.
  const query = new URLSearchParams({
    liveRoomId,
    languageType: getRuntime().config.get().lang,
    ...(token ? { token } : {}),
  });
  connection.client = createChatClient({
    // history: how many of the room's lines this log shows, so a rejoin (a reconnect, a language switch) has them
    // all sent again, worded in the socket's language (the server sends at most what it keeps).
    url: () => {
      const shown = roomState(liveRoomId)?.chat.messages.filter((line) => !line.automatic).length ?? 0;
      return `${socketUrl(SOCKET_PATHS.chat)}?${query}${shown ? `&history=${shown}` : ''}`;
    },
    heartbeatMs: () => getRuntime().config.get().heartbeatMs,
    reconnectDelayMs: () => getRuntime().config.get().reconnectDelayMs,
    onFrame: (frame) => applyChatFrame(liveRoomId, frame),
    onState: (state) => {
      const current = roomState(liveRoomId);
      if (current) current.chat.connection = state;
    },
  });
  connection.client.start();
}

/** H01: counts the host's off-air countdown down every second; at 0 the room has ended. */
function startCountdown(liveRoomId: string, seconds: number): void {
  const room = roomState(liveRoomId);
  if (!room) return;
  room.chat.offCountdown = Math.max(0, Math.round(seconds));
  const timers = roomTimers(liveRoomId);
  timers.get('off-countdown')?.();
  const stop = getRuntime().lifecycle.every(COUNTDOWN_TICK_MS, () => {
    const current = roomState(liveRoomId);
    if (!current || current.chat.offCountdown === null) return stop();
    current.chat.offCountdown = Math.max(0, current.chat.offCountdown - 1);
    if (current.chat.offCountdown > 0) return;
    current.liveStatus = LiveState.Ended;
    stop();
  });
  timers.set('off-countdown', stop);
}

/** Applies one chat frame (spec §8 codes) to the room; frames whose data does not decode are dropped. */
export function applyChatFrame(liveRoomId: string, frame: WireChatFrame): void {
  const room = roomState(liveRoomId);
  if (!room) return;
  const chat = room.chat;
  const { code, data } = frame;
  switch (code) {
    case CHAT_CODE.init: {
      const init = frameData(initSchema, data);
      if (!init) return;
      if (init.hostId) room.hostId = init.hostId;
      if (init.hostName) room.hostName = init.hostName;
      if (init.matchId) room.matchId = init.matchId;
      if (init.liveStatus !== undefined) room.liveStatus = init.liveStatus;
      // A fresh L01 after the off-air countdown: the host goes on with another match.
      if (init.liveStatus === LiveState.Living) {
        roomTimers(liveRoomId).get('off-countdown')?.();
        chat.offCountdown = null;
      }
      if (init.online !== undefined) room.online = init.online;
      if (init.pinedAutoMsg) chat.pinedAutoMsg = { msgId: init.pinedAutoMsg.msgId, text: init.pinedAutoMsg.content };
      return;
    }
    case CHAT_CODE.history:
      // Sent on every (re)connect, in the socket's language: the lines shown are worded anew (rejoinLog).
      flushChatLines(chat);
      setMessages(chat, rejoinLog(chat.messages, historyMessages(data).map(chatItem)));
      if (joined.has(chat)) welcomeAgain.add(chat);
      joined.add(chat);
      return;
    case CHAT_CODE.message: {
      const message = frameData(messageSchema, data);
      if (!message) return;
      append(chat, chatItem(message));
      if (message.uid === session().user?.uid) pending.delete(liveRoomId);
      return;
    }
    case CHAT_CODE.welcome: {
      const welcome = frameData(welcomeSchema, data);
      // Skipped only when it names whom a welcome in the log already names: after a login, the socket the viewer
      // rejoins on is someone else's (a guest's welcome, then theirs), which was dropped when the guest's history
      // came before the login (the browser test's "welcome line naming the user", red on both tries of a loaded CI).
      if (
        welcome &&
        welcomeAgain.delete(chat) &&
        chat.messages.some((line) => line.kind === 'welcome' && line.nickName === welcome.nickName)
      )
        return;
      if (welcome)
        append(chat, {
          id: `auto-${++automaticSeq}`,
          kind: 'welcome',
          uid: '',
          nickName: welcome.nickName,
          text: '',
          automatic: true,
        });
      return;
    }
    case CHAT_CODE.deleteMessage:
    case CHAT_CODE.banAndDelete: {
      const removal = frameData(removalSchema, data);
      if (!removal) return;
      const msgIds = [...(removal.msgIds ?? []), ...(removal.msgId ? [removal.msgId] : [])];
      const banned = code === CHAT_CODE.banAndDelete ? removal.uid : undefined;
      flushChatLines(chat);
      // B06 names messages; B08 also bans their sender, so every message of that uid goes.
      setMessages(chat, removeChatMessages(chat.messages, { msgIds, text: removal.content, uid: banned }));
      pruneGone(chat);
      if (banned && banned === session().user?.uid) applyBan(chat, null, removal.banUntil ?? null);
      return;
    }
    case CHAT_CODE.gift: {
      const gift = onGiftFrame(liveRoomId, data);
      if (gift) {
        append(chat, {
          id: `auto-${++automaticSeq}`,
          kind: 'gift',
          uid: gift.uid ?? '',
          nickName: gift.nickName,
          text: gift.giftName,
          giftId: gift.giftId,
          count: gift.count,
          automatic: true,
          messageKind: ChatMessageKind.Coin,
        });
      }
      return;
    }
    case CHAT_CODE.redEnvelope:
      return onRedEnvelopeFrame(liveRoomId, data);
    case CHAT_CODE.pushOrder:
      return onPushOrderFrame(liveRoomId, data);
    case CHAT_CODE.pushOrderRecall:
      return onRecallFrame(liveRoomId, data);
    case CHAT_CODE.lottery:
      return onLotteryFrame(liveRoomId, data);
    case CHAT_CODE.lotteryWin:
      return onLotteryWinFrame(liveRoomId, data);
    case CHAT_CODE.offCountdown: {
      const countdown = frameData(countdownSchema, data);
      if (countdown) startCountdown(liveRoomId, countdown.seconds);
      return;
    }
    case CHAT_CODE.invalidChannel:
      chat.chatError = 'live:chat.invalidChannel';
      chat.inputDisabled = true;
      stopChat(liveRoomId);
      return;
    case CHAT_CODE.renewToken:
      void connectChat(liveRoomId);
      return;
    default:
      if (!REFUSAL_CODES.includes(code)) return;
      chat.refusal = `live:chat.refusal.${code}`;
      // What the server refused to show is given back to the composer, so the user loses nothing they typed.
      const refused = pending.get(liveRoomId);
      if (refused && code !== CHAT_CODE.showOrderLimit) {
        chat.unsent = refused.text;
        if (refused.reply) chat.replyMsg = refused.reply;
        pending.delete(liveRoomId);
      }
      // An expired or forged token ends this session's chat: the server closes the socket after it.
      if (code === CHAT_CODE.tokenExpired || code === CHAT_CODE.tokenForged) {
        chat.chatError = chat.refusal;
        chat.inputDisabled = true;
        stopChat(liveRoomId);
      }
  }
}

/** After a removal: the reply and the selection forget messages that are gone. */
function pruneGone(chat: ChatState): void {
  const ids = new Set(chat.messages.map((m) => m.id));
  if (chat.replyMsg && !ids.has(chat.replyMsg.msgId)) chat.replyMsg = null;
  if (chat.selectMessageList.some((id) => !ids.has(id)))
    chat.selectMessageList = chat.selectMessageList.filter((id) => ids.has(id));
}

/**
 * Sends a chat message (M01), replying to replyMsg if set. Returns false when nothing was sent: empty or too
 * long text (R00 is shown before the server would say it), a read-only or disabled input, or a socket that is
 * not open (the refusal then says so).
 */
export function sendChat(liveRoomId: string, text: string): boolean {
  const room = roomState(liveRoomId);
  if (!room || room.chat.readOnly || room.chat.inputDisabled) return false;
  const chat = room.chat;
  const problem = messageProblem(text, chat.remindMsgLength);
  if (problem === 'empty') return false;
  if (problem === 'tooLong') {
    chat.refusal = `live:chat.refusal.${CHAT_CODE.tooLong}`;
    return false;
  }
  chat.refusal = null;
  const reply = chat.replyMsg;
  const data = { content: text.trim(), ...(reply ? { replyMsgId: reply.msgId } : {}) };
  const sent = connectionOf(liveRoomId).client?.send(CHAT_CODE.message, data) ?? false;
  if (!sent) chat.refusal = 'live:chat.notConnected';
  else {
    pending.set(liveRoomId, { text: data.content, reply });
    chat.replyMsg = null;
    chat.unsent = null;
  }
  return sent;
}

/** Clears the refusal message. */
export function dismissRefusal(liveRoomId: string): void {
  const room = roomState(liveRoomId);
  if (room) room.chat.refusal = null;
}

/** Registers the page-wide chat service once: every open room's socket stops with the last element and restarts after. */
export function ensureChatService(): void {
  const runtime = getRuntime();
  runtime.singleton('live-chat-service', () => {
    runtime.lifecycle.service('live-chat', {
      start: () => {
        for (const [id, connection] of connections()) if (!connection.client && roomState(id)) void connectChat(id);
      },
      stop: () => {
        for (const id of connections().keys()) stopChat(id);
      },
    });
    return true;
  });
}

/** Forgets a closed room's connection. */
export function dropChat(liveRoomId: string): void {
  stopChat(liveRoomId);
  connections().delete(liveRoomId);
}
