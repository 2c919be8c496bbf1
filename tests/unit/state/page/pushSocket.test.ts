// @vitest-environment happy-dom
// The page's push socket takes its heartbeat and delivery throttle from the runtime's configuration
// (configure({ heartbeatMs, pushThrottleMs }), for test pages), read when the socket opens and on every update.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRuntime } from '../../../../src/runtime/runtime';
import { FakeSocket } from '../../support/fakeSocket';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  FakeSocket.instances = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  getRuntime().configure({ heartbeatMs: 10_000, pushThrottleMs: 1_000, reconnectDelayMs: 3_000 });
});

describe("the page's push socket and the configured timings", () => {
  it('pings at the configured heartbeat and delivers with the configured throttle', async () => {
    getRuntime().configure({ heartbeatMs: 300, pushThrottleMs: 0 });
    const { push } = await import('../../../../src/state/page/pushSocket');
    const client = push();
    const seen: unknown[] = [];
    const stop = client.subscribe('tec.1', (d) => seen.push(d));
    client.start();
    FakeSocket.last().open();
    // The sub carries the page's language, so a goal frame names its teams in it (issue 30).
    expect(FakeSocket.last().sent).toEqual([{ cmd: 'sub', chs: ['tec.1'], languageType: 'CMN' }]);
    vi.advanceTimersByTime(300);
    expect(FakeSocket.last().sent.at(-1)).toEqual({ cmd: 'ping' });
    FakeSocket.last().push('tec.1', 1);
    vi.advanceTimersByTime(0);
    FakeSocket.last().push('tec.1', 2);
    vi.advanceTimersByTime(0);
    expect(seen).toEqual([1, 2]);
    // Back to the spec's 1 s: the next update waits for it.
    getRuntime().configure({ pushThrottleMs: 1_000 });
    FakeSocket.last().push('tec.1', 3);
    vi.advanceTimersByTime(999);
    expect(seen).toEqual([1, 2]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1, 2, 3]);
    stop();
    client.stop();
  });

  it('reconnects after the configured delay (plus up to 20 % jitter), not 3 s', async () => {
    getRuntime().configure({ reconnectDelayMs: 200 });
    const { push } = await import('../../../../src/state/page/pushSocket');
    const client = push();
    const stop = client.subscribe('tec.1', () => {});
    client.start();
    FakeSocket.last().open();
    FakeSocket.last().close();
    vi.advanceTimersByTime(199);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(41);
    expect(FakeSocket.instances).toHaveLength(2);
    stop();
    client.stop();
  });
});
