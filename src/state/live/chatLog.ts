// New lines of a room's chat log wait for the next animation frame and go in together: a busy room sends 50 a
// second, often several in one task, and every change of the log re-renders it. One commit a frame at most; a
// hidden page (no frames) still takes them in every CHAT_FLUSH_FALLBACK_MS, and what waits is cut to the log's limit.
import { appendToLog, CHAT_LOG_LIMIT } from '../../domain/chatLog';
import { setMessages } from './chatState';
import type { ChatItem, ChatState } from './rooms';

/** Longest wait for a frame before the waiting lines go in anyway (a hidden page has none). */
export const CHAT_FLUSH_FALLBACK_MS = 250;

const waiting = new WeakMap<ChatState, ChatItem[]>();

/** Queues a line for the room's log; it shows with the next frame. */
export function queueChatLine(chat: ChatState, item: ChatItem): void {
  let queue = waiting.get(chat);
  if (!queue) {
    queue = [];
    waiting.set(chat, queue);
    scheduleFlush(chat);
  }
  queue.push(item);
  if (queue.length > CHAT_LOG_LIMIT) queue.splice(0, queue.length - CHAT_LOG_LIMIT);
}

/** Puts the waiting lines in the log now: before anything else changes the log, so frames apply in order. */
export function flushChatLines(chat: ChatState): void {
  const queue = waiting.get(chat);
  if (!queue) return;
  waiting.delete(chat);
  setMessages(chat, appendToLog(chat.messages, queue));
}

function scheduleFlush(chat: ChatState): void {
  let frame = 0;
  const run = () => {
    clearTimeout(timer);
    if (frame) cancelAnimationFrame(frame);
    flushChatLines(chat);
  };
  const timer = setTimeout(run, CHAT_FLUSH_FALLBACK_MS);
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(run);
}
