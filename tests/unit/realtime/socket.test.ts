// @vitest-environment happy-dom
// The shared socket's liveness rules: a half-open socket is found by its silence, the browser's network events act at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSocket } from '../../../src/realtime/socket';
import { FakeSocket } from '../support/fakeSocket';

function socketWith(onOpen = vi.fn()) {
  const states: string[] = [];
  const socket = createSocket({
    url: () => 'ws://test',
    heartbeat: { cmd: 'ping' },
    onMessage: () => {},
    onOpen,
    onState: (state) => states.push(state),
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    random: () => 0,
  });
  return { socket, states, onOpen };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
});
afterEach(() => vi.useRealTimers());

describe('half-open socket (silence longer than two heartbeats)', () => {
  it('nothing heard for 20 s: dropped and reconnecting by 22 s (within 25 s), then reopened as a reconnect (snapshot refetch)', async () => {
    const { socket, states, onOpen } = socketWith();
    socket.start();
    FakeSocket.last().open();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(socket.state()).toBe('open');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(states.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.last().open();
    expect(onOpen).toHaveBeenLastCalledWith(true);
    socket.stop();
  });

  it('a socket whose heartbeats are answered stays open', async () => {
    const { socket } = socketWith();
    socket.start();
    FakeSocket.last().open();
    for (let i = 0; i < 6; i += 1) {
      await vi.advanceTimersByTimeAsync(10_000);
      FakeSocket.last().raw('{"cmd":"pong"}');
    }
    expect(FakeSocket.instances).toHaveLength(1);
    expect(socket.state()).toBe('open');
    socket.stop();
  });
});

describe('a configured heartbeat (configure({ heartbeatMs }), for test pages)', () => {
  it('pings every heartbeatMs and finds a silence of two of them, read again on every open', async () => {
    let beat = 500;
    const socket = createSocket({
      url: () => 'ws://test',
      heartbeat: { cmd: 'ping' },
      heartbeatMs: () => beat,
      onMessage: () => {},
      onOpen: () => {},
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
      random: () => 0,
    });
    socket.start();
    FakeSocket.last().open();
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.last().sent).toEqual([{ cmd: 'ping' }]);
    await vi.advanceTimersByTimeAsync(500);
    expect(socket.state()).toBe('open');
    // Nothing heard for 1000 ms (two beats of 500): dropped at the next check, a tenth of the limit later.
    await vi.advanceTimersByTimeAsync(100);
    expect(socket.state()).toBe('reconnecting');
    beat = 10_000;
    await vi.advanceTimersByTimeAsync(3_000);
    FakeSocket.last().open();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(FakeSocket.last().sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.last().sent).toEqual([{ cmd: 'ping' }]);
    socket.stop();
  });

  it('reconnects after the configured delay (configure({ reconnectDelayMs })), read on every reconnect', async () => {
    let delay = 200;
    const socket = createSocket({
      url: () => 'ws://test',
      heartbeat: { cmd: 'ping' },
      reconnectDelayMs: () => delay,
      onMessage: () => {},
      onOpen: () => {},
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
      random: () => 0,
    });
    socket.start();
    FakeSocket.last().open();
    FakeSocket.last().close();
    await vi.advanceTimersByTimeAsync(199);
    expect(FakeSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(2);
    delay = Number.NaN; // unusable: the spec's 3 s
    FakeSocket.last().close();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(FakeSocket.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(3);
    socket.stop();
  });

  it('an unusable value (0, NaN) keeps the 10 s heartbeat', async () => {
    for (const beat of [0, Number.NaN]) {
      FakeSocket.instances = [];
      const socket = createSocket({
        url: () => 'ws://test',
        heartbeat: { cmd: 'ping' },
        heartbeatMs: () => beat,
        onMessage: () => {},
        onOpen: () => {},
        WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
      });
      socket.start();
      FakeSocket.last().open();
      await vi.advanceTimersByTimeAsync(9_999);
      expect(FakeSocket.last().sent).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeSocket.last().sent).toEqual([{ cmd: 'ping' }]);
      socket.stop();
    }
  });
});

describe('browser network events', () => {
  it('offline closes at once and shows closed; online reconnects without waiting for the backoff', async () => {
    const { socket } = socketWith();
    socket.start();
    FakeSocket.last().open();
    window.dispatchEvent(new Event('offline'));
    expect(socket.state()).toBe('closed');
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.last().open();
    expect(socket.state()).toBe('open');
    socket.stop();
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.instances).toHaveLength(2);
  });
});
