import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChatClient } from '../../../src/realtime/chat';
import { FakeSocket } from '../support/fakeSocket';

const last = () => FakeSocket.instances[FakeSocket.instances.length - 1];

const make = () => {
  const frames: unknown[] = [];
  const states: string[] = [];
  const reconnects = vi.fn();
  const client = createChatClient({
    url: () => 'ws://test/ws/chat?liveRoomId=LR1',
    onFrame: (f) => frames.push(f),
    onState: (s) => states.push(s),
    onReconnect: reconnects,
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    random: () => 0,
  });
  return { client, frames, states, reconnects };
};

describe('chat socket client (spec §4 Websocket, §8 chat codes)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
  });
  afterEach(() => vi.useRealTimers());

  it('delivers {code, data} frames and drops malformed ones (not JSON, no string code) without throwing', () => {
    const { client, frames } = make();
    client.start();
    last().open();
    last().raw('{not json');
    last().raw('null');
    last().raw(JSON.stringify({ data: 1 }));
    last().raw(JSON.stringify({ code: 42, data: 1 }));
    last().raw(JSON.stringify({ code: 'M01', data: { msgId: '1' } }));
    expect(frames).toEqual([{ code: 'M01', data: { msgId: '1' } }]);
  });

  it('pings every 10000 ms (heartbeat) and never hands the pong to the room', () => {
    const { client, frames } = make();
    client.start();
    last().open();
    vi.advanceTimersByTime(9_999);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual([{ code: 'ping', data: null }]);
    last().raw(JSON.stringify({ code: 'pong', data: null }));
    expect(frames).toEqual([]);
  });

  it('reconnects after a drop every 3000 ms, at most 5 attempts, then reports closed', () => {
    const { client, states } = make();
    client.start();
    last().open();
    last().close();
    expect(states.at(-1)).toBe('reconnecting');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      vi.advanceTimersByTime(2_999);
      expect(FakeSocket.instances).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.instances).toHaveLength(attempt + 1);
      last().close();
    }
    expect(states.at(-1)).toBe('closed');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(6);
  });

  it('a successful reconnect resets the attempts and tells the room (the server then resends L01 and L03)', () => {
    const { client, reconnects, states } = make();
    client.start();
    last().open();
    last().close();
    vi.advanceTimersByTime(3_000);
    last().open();
    expect(reconnects).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toBe('open');
  });

  it('stop() closes the socket without any reconnect, and send() refuses while not open', () => {
    const { client, states } = make();
    client.start();
    expect(client.send('M01', { content: 'early' })).toBe(false);
    last().open();
    expect(client.send('M01', { content: 'hi' })).toBe(true);
    expect(last().sent).toEqual([{ code: 'M01', data: { content: 'hi' } }]);
    client.stop();
    vi.advanceTimersByTime(30_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(states.at(-1)).toBe('idle');
  });
});
