// The page's one push socket (spec §4 "Websocket"): channel subscriptions with reference counts, every
// subscription marked unsubscribed on close and re-sent on reconnect, and updates delivered at most once
// a second (configure({ pushThrottleMs }) for test pages). Heartbeat and reconnects are the shared socket's (socket.ts).
import { SOCKET_THROTTLE_MS } from '../domain/constants';
import type { ConnectionState } from '../runtime/events';
import { createSocket } from './socket';

export type PushHandler = (data: unknown) => void;

export interface PushClientOptions {
  url: () => string;
  WebSocketImpl?: typeof WebSocket;
  /** 0..1; injected so tests are deterministic. */
  random?: () => number;
  onState?: (state: ConnectionState) => void;
  /** The socket's heartbeat interval, read on every open (default 10 s). */
  heartbeatMs?: () => number;
  /** The wait before a reconnect, read on every reconnect (default 3 s). */
  reconnectDelayMs?: () => number;
  /** The least gap between two deliveries, read on every update (default SOCKET_THROTTLE_MS, 1 s; 0 delivers at once). */
  throttleMs?: () => number;
  /** The reader's language, sent with every sub (the server names teams in it); read on every sub. */
  language?: () => string;
}

export interface PushClient {
  /** Listens to a channel; the first listener subscribes on the server. Returns the unsubscribe. */
  subscribe(channel: string, handler: PushHandler): () => void;
  /** Called after every successful RE-connect, so screens refetch a snapshot and lose no update. */
  onReconnect(listener: () => void): () => void;
  /** Opens the socket when there is something to listen to. */
  start(): void;
  /** Closes the socket and stops every timer; subscriptions are kept for the next start. */
  stop(): void;
  /** After the reconnect attempts ran out: try again now, with a fresh budget. */
  retryNow(): void;
  state(): ConnectionState;
  /** Whether the server currently has this channel subscribed (false after a close until re-sent). */
  isSubscribed(channel: string): boolean;
  /** The reader switched language: tells the server (a sub of no channels with the new languageType). */
  languageChanged(): void;
}

/** Creates a push client; timers use the global setTimeout/setInterval so fake clocks drive them in tests. */
export function createPushClient(options: PushClientOptions): PushClient {
  const handlers = new Map<string, Set<PushHandler>>();
  const subscribed = new Set<string>();
  const reconnectListeners = new Set<() => void>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let lastFlush = -Infinity;
  let queue: { chId: string; data: unknown }[] = [];
  const throttleMs = () => {
    const ms = options.throttleMs?.();
    return ms !== undefined && Number.isFinite(ms) && ms >= 0 ? ms : SOCKET_THROTTLE_MS;
  };

  const flush = () => {
    flushTimer = undefined;
    lastFlush = Date.now();
    const batch = queue;
    queue = [];
    for (const { chId, data } of batch) for (const handler of handlers.get(chId) ?? []) handler(data);
  };

  const enqueue = (chId: string, data: unknown) => {
    if (!handlers.has(chId)) return;
    queue.push({ chId, data });
    if (flushTimer !== undefined) return;
    flushTimer = setTimeout(flush, Math.max(0, lastFlush + throttleMs() - Date.now()));
  };

  const sub = (chs: string[]) => {
    const languageType = options.language?.();
    return socket.send(languageType ? { cmd: 'sub', chs, languageType } : { cmd: 'sub', chs });
  };

  const socket = createSocket({
    url: options.url,
    WebSocketImpl: options.WebSocketImpl,
    random: options.random,
    onState: options.onState,
    heartbeatMs: options.heartbeatMs,
    reconnectDelayMs: options.reconnectDelayMs,
    heartbeat: { cmd: 'ping' },
    wanted: () => handlers.size > 0,
    onOpen(reconnected) {
      const channels = [...handlers.keys()];
      sub(channels);
      channels.forEach((c) => subscribed.add(c));
      if (reconnected) for (const listener of reconnectListeners) listener();
    },
    onMessage(message) {
      if (message && typeof message === 'object' && typeof (message as { chId?: unknown }).chId === 'string') {
        enqueue((message as { chId: string }).chId, (message as { data?: unknown }).data);
      }
    },
    onClose: () => subscribed.clear(),
  });

  return {
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        if (sub([channel])) subscribed.add(channel);
      }
      set.add(handler);
      socket.connect();
      return () => {
        const current = handlers.get(channel);
        if (!current?.delete(handler) || current.size > 0) return;
        handlers.delete(channel);
        if (subscribed.delete(channel)) socket.send({ cmd: 'unsub', chs: [channel] });
      };
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    start: () => socket.start(),
    stop() {
      clearTimeout(flushTimer);
      flushTimer = undefined;
      queue = [];
      subscribed.clear();
      socket.stop();
    },
    retryNow: () => socket.retryNow(),
    state: () => socket.state(),
    isSubscribed: (channel) => subscribed.has(channel),
    languageChanged: () => void sub([]),
  };
}
