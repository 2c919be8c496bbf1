import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPushClient } from '../../../src/realtime/push';
import { FakeSocket } from '../support/fakeSocket';

const last = () => FakeSocket.instances[FakeSocket.instances.length - 1];
const make = () => {
  const states: string[] = [];
  const client = createPushClient({
    url: () => 'ws://test/ws/push',
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    random: () => 0,
    onState: (s) => states.push(s),
  });
  return { client, states };
};

describe('push socket (spec §4 Websocket)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
  });
  afterEach(() => vi.useRealTimers());

  it('subscribes every channel with one sub command when the socket opens', () => {
    const { client } = make();
    client.subscribe('tec.1', () => {});
    client.subscribe('js1.1', () => {});
    client.start();
    last().open();
    expect(last().sent).toEqual([{ cmd: 'sub', chs: ['tec.1', 'js1.1'] }]);
    expect(client.isSubscribed('tec.1')).toBe(true);
  });

  it("sends the reader's language with each sub, and a sub of no channels in the new one after a switch", () => {
    let lang = 'CMN';
    const client = createPushClient({
      url: () => 'ws://test/ws/push',
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
      random: () => 0,
      language: () => lang,
    });
    client.subscribe('goal', () => {});
    client.start();
    last().open();
    client.subscribe('tec.1', () => {});
    lang = 'SAU';
    client.languageChanged();
    expect(last().sent).toEqual([
      { cmd: 'sub', chs: ['goal'], languageType: 'CMN' },
      { cmd: 'sub', chs: ['tec.1'], languageType: 'CMN' },
      { cmd: 'sub', chs: [], languageType: 'SAU' },
    ]);
  });

  it('sends a heartbeat every 10000 ms', () => {
    const { client } = make();
    client.subscribe('goal', () => {});
    client.start();
    last().open();
    vi.advanceTimersByTime(9_999);
    expect(last().sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(last().sent[1]).toEqual({ cmd: 'ping' });
    vi.advanceTimersByTime(10_000);
    expect(last().sent.filter((m) => (m as { cmd: string }).cmd === 'ping')).toHaveLength(2);
  });

  it('delivers updates at most once a second (throttle 1 s), in order', () => {
    const { client } = make();
    const seen: unknown[] = [];
    client.subscribe('tec.1', (d) => seen.push(d));
    client.start();
    last().open();
    last().push('tec.1', 1);
    vi.advanceTimersByTime(0);
    expect(seen).toEqual([1]);
    last().push('tec.1', 2);
    last().push('tec.1', 3);
    vi.advanceTimersByTime(999);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('a configured throttle (configure({ pushThrottleMs }), for test pages) is read on every update; 0 delivers at once', () => {
    let throttle = 0;
    const client = createPushClient({
      url: () => 'ws://test/ws/push',
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
      throttleMs: () => throttle,
    });
    const seen: unknown[] = [];
    client.subscribe('tec.1', (d) => seen.push(d));
    client.start();
    last().open();
    last().push('tec.1', 1);
    vi.advanceTimersByTime(0);
    last().push('tec.1', 2);
    vi.advanceTimersByTime(0);
    expect(seen).toEqual([1, 2]);
    throttle = 200;
    last().push('tec.1', 3);
    vi.advanceTimersByTime(199);
    expect(seen).toEqual([1, 2]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1, 2, 3]);
    throttle = Number.NaN; // unusable: the spec's 1 s
    last().push('tec.1', 4);
    vi.advanceTimersByTime(999);
    expect(seen).toEqual([1, 2, 3]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1, 2, 3, 4]);
  });

  it('marks subscriptions unsubscribed on close and re-sends them on reconnect after 3000 ms, then asks for a snapshot', () => {
    const { client } = make();
    const snapshots = vi.fn();
    client.onReconnect(snapshots);
    client.subscribe('tec.1', () => {});
    client.start();
    last().open();
    last().close();
    expect(client.isSubscribed('tec.1')).toBe(false);
    expect(client.state()).toBe('reconnecting');
    vi.advanceTimersByTime(2_999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    last().open();
    expect(last().sent[0]).toEqual({ cmd: 'sub', chs: ['tec.1'] });
    expect(client.isSubscribed('tec.1')).toBe(true);
    expect(snapshots).toHaveBeenCalledTimes(1);
  });

  it('gives up after 5 reconnect attempts and shows disconnected until retried', () => {
    const { client, states } = make();
    client.subscribe('tec.1', () => {});
    client.start();
    last().open();
    last().close();
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(3_000);
      last().close();
    }
    expect(FakeSocket.instances).toHaveLength(6);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(6);
    expect(states[states.length - 1]).toBe('closed');
    client.retryNow();
    expect(FakeSocket.instances).toHaveLength(7);
  });

  it('unsubscribes on the server when the last listener of a channel leaves', () => {
    const { client } = make();
    const off1 = client.subscribe('tec.1', () => {});
    const off2 = client.subscribe('tec.1', () => {});
    client.start();
    last().open();
    off1();
    expect(last().sent).toHaveLength(1);
    off2();
    expect(last().sent[1]).toEqual({ cmd: 'unsub', chs: ['tec.1'] });
  });

  it('stop() closes the socket and leaves no timer behind', () => {
    const { client } = make();
    client.subscribe('tec.1', () => {});
    client.start();
    last().open();
    client.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(client.state()).toBe('idle');
  });

  it('drops a malformed frame without throwing', () => {
    const { client } = make();
    const seen = vi.fn();
    client.subscribe('tec.1', seen);
    client.start();
    last().open();
    expect(() => last().onmessage?.({ data: '{not json' })).not.toThrow();
    vi.advanceTimersByTime(2_000);
    expect(seen).not.toHaveBeenCalled();
  });
});
