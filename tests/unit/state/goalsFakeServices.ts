// A fake push socket and API for the goal and detail stores: handlers are kept per channel so a test
// can deliver frames, and the API calls are vi.fn()s each test programs.
import { vi } from 'vitest';

type Handler = (data: unknown) => void;

export const channels = new Map<string, Set<Handler>>();
export const reconnectListeners = new Set<() => void>();

/** Delivers one push frame to every handler of a channel. */
export function deliver(channel: string, data: unknown): void {
  for (const handler of channels.get(channel) ?? []) handler(data);
}

export const fakePush = {
  subscribe: vi.fn((channel: string, handler: Handler) => {
    if (!channels.has(channel)) channels.set(channel, new Set());
    channels.get(channel)!.add(handler);
    return () => {
      channels.get(channel)?.delete(handler);
      if (channels.get(channel)?.size === 0) channels.delete(channel);
    };
  }),
  onReconnect: vi.fn((listener: () => void) => {
    reconnectListeners.add(listener);
    return () => reconnectListeners.delete(listener);
  }),
};

export const fakeApi = {
  matchDetail: vi.fn(),
  betList: vi.fn(),
  staticList: vi.fn(async () => ({})),
};

/** Clears the fake socket and every programmed call. */
export function resetFakes(): void {
  channels.clear();
  reconnectListeners.clear();
  fakePush.subscribe.mockClear();
  fakePush.onReconnect.mockClear();
  fakeApi.matchDetail.mockReset();
  fakeApi.betList.mockReset();
  fakeApi.betList.mockResolvedValue({ current: 1, pageTotal: 1, size: 50, total: 0, records: [] });
}

/** Forgets the page's runtime so each test starts with fresh singletons. */
export function resetRuntime(): void {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('sport-widgets.runtime')];
}
