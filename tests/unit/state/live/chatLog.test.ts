// @vitest-environment happy-dom
// A busy room's chat log (issue 18 performance): new lines go in together once an animation frame (or after
// CHAT_FLUSH_FALLBACK_MS on a hidden page), the log keeps the newest CHAT_LOG_LIMIT lines, one per id, and the
// log array is replaced whole, outside Valtio's proxies (a busy room's frame must not proxy 300 lines again).
import { proxy, snapshot, subscribe } from 'valtio/vanilla';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appendToLog, CHAT_LOG_LIMIT } from '../../../../src/domain/chatLog';
import { CHAT_FLUSH_FALLBACK_MS, flushChatLines, queueChatLine } from '../../../../src/state/live/chatLog';
import type { ChatItem } from '../../../../src/state/live/rooms';
import { resetRuntime } from './fakeLive';

const { emptyRoom } = await import('../../../../src/state/live/rooms');

const line = (id: string, text = `text ${id}`): ChatItem => ({
  id,
  kind: 'chat',
  uid: 'u',
  nickName: 'nick',
  text,
  automatic: false,
});
const ids = (lines: readonly { id: string }[]) => lines.map((l) => l.id);

describe('appendToLog: each id once, the newest CHAT_LOG_LIMIT kept', () => {
  it('appends in arrival order', () => {
    expect(ids(appendToLog([line('1')], [line('2'), line('3')]))).toEqual(['1', '2', '3']);
  });

  it('a line sent again replaces its copy and takes its new place at the end', () => {
    const log = appendToLog([line('1'), line('2')], [line('1', 'edited'), line('3'), line('3', 'again')]);
    expect(log.map((l) => `${l.id}:${l.text}`)).toEqual(['2:text 2', '1:edited', '3:again']);
  });

  it(`however long the history, ${CHAT_LOG_LIMIT} newest lines stay`, () => {
    const history = Array.from({ length: CHAT_LOG_LIMIT }, (_, i) => line(String(i)));
    const burst = Array.from({ length: 1000 }, (_, i) => line(`b${i}`));
    const log = appendToLog(history, burst);
    expect(log).toHaveLength(CHAT_LOG_LIMIT);
    expect(log[0].id).toBe('b700');
    expect(log.at(-1)!.id).toBe('b999');
  });
});

describe('queueChatLine: one change of the log per animation frame', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetRuntime();
  });

  it('lines arriving within a frame go in together with the next frame, in one change', async () => {
    const chat = proxy(emptyRoom('LR1')).chat;
    const changes = vi.fn();
    subscribe(chat, changes, true);
    for (let i = 0; i < 5; i++) queueChatLine(chat, line(String(i)));
    expect(chat.messages).toHaveLength(0);
    vi.advanceTimersToNextFrame();
    expect(ids(chat.messages)).toEqual(['0', '1', '2', '3', '4']);
    expect(changes).toHaveBeenCalledTimes(1);
    queueChatLine(chat, line('5'));
    vi.advanceTimersToNextFrame();
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('without frames (a hidden page) the lines go in after CHAT_FLUSH_FALLBACK_MS, and what waits stays bounded', () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    try {
      const chat = proxy(emptyRoom('LR1')).chat;
      for (let i = 0; i < CHAT_LOG_LIMIT * 3; i++) queueChatLine(chat, line(String(i)));
      vi.advanceTimersByTime(CHAT_FLUSH_FALLBACK_MS - 1);
      expect(chat.messages).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(chat.messages).toHaveLength(CHAT_LOG_LIMIT);
      expect(chat.messages.at(-1)!.id).toBe(String(CHAT_LOG_LIMIT * 3 - 1));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a frame replaces the log without proxying its lines: the lines the socket gave are the ones snapshots and the log read', () => {
    const chat = proxy(emptyRoom('LR1')).chat;
    const given = line('1');
    queueChatLine(chat, given);
    vi.advanceTimersToNextFrame();
    expect(chat.messages[0]).toBe(given);
    expect(snapshot(chat).messages).toBe(chat.messages);
  });

  it('flushChatLines puts the waiting lines in at once (before a removal or history replaces the log)', () => {
    const chat = proxy(emptyRoom('LR1')).chat;
    queueChatLine(chat, line('1'));
    flushChatLines(chat);
    expect(ids(chat.messages)).toEqual(['1']);
    vi.advanceTimersToNextFrame();
    expect(ids(chat.messages)).toEqual(['1']);
  });
});
