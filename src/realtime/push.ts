// The page's one push socket (spec §4 "Websocket"): channel subscriptions with reference counts,
// heartbeat every 10 s, up to 5 reconnects 3 s apart (with jitter), every subscription marked
// unsubscribed on close and re-sent on reconnect, and updates delivered at most once a second.
import {
  HEARTBEAT_MS, RECONNECT_ATTEMPTS, RECONNECT_DELAY_MS, SOCKET_THROTTLE_MS,
} from '../domain/constants';
import type { ConnectionState } from '../runtime/events';

export type PushHandler = (data: unknown) => void;

export interface PushClientOptions {
  url: () => string;
  WebSocketImpl?: typeof WebSocket;
  /** 0..1; injected so tests are deterministic. */
  random?: () => number;
  onState?: (state: ConnectionState) => void;
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
}

/** Creates a push client; timers use the global setTimeout/setInterval so fake clocks drive them in tests. */
export function createPushClient(options: PushClientOptions): PushClient {
  const Impl = options.WebSocketImpl ?? WebSocket;
  const random = options.random ?? Math.random;
  const handlers = new Map<string, Set<PushHandler>>();
  const subscribed = new Set<string>();
  const reconnectListeners = new Set<() => void>();
  let socket: WebSocket | null = null;
  let state: ConnectionState = 'idle';
  let running = false;
  let attempts = 0;
  let everOpened = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let lastFlush = -Infinity;
  let queue: { chId: string; data: unknown }[] = [];

  const setState = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    options.onState?.(next);
  };

  const send = (message: object) => {
    if (socket?.readyState === Impl.OPEN) socket.send(JSON.stringify(message));
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
    flushTimer = setTimeout(flush, Math.max(0, lastFlush + SOCKET_THROTTLE_MS - Date.now()));
  };

  const clearTimers = () => {
    clearInterval(heartbeat);
    clearTimeout(reconnectTimer);
    heartbeat = reconnectTimer = undefined;
  };

  const scheduleReconnect = () => {
    if (!running) return;
    if (attempts >= RECONNECT_ATTEMPTS) {
      setState('closed');
      return;
    }
    attempts += 1;
    setState('reconnecting');
    const jitter = Math.round(random() * RECONNECT_DELAY_MS * 0.2);
    reconnectTimer = setTimeout(connect, RECONNECT_DELAY_MS + jitter);
  };

  function connect() {
    if (!running || socket || handlers.size === 0) return;
    setState(everOpened || attempts > 0 ? 'reconnecting' : 'connecting');
    let ws: WebSocket;
    try {
      ws = new Impl(options.url());
    } catch {
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      const reconnected = everOpened;
      everOpened = true;
      attempts = 0;
      setState('open');
      const channels = [...handlers.keys()];
      send({ cmd: 'sub', chs: channels });
      channels.forEach((c) => subscribed.add(c));
      heartbeat = setInterval(() => send({ cmd: 'ping' }), HEARTBEAT_MS);
      if (reconnected) for (const listener of reconnectListeners) listener();
    };
    ws.onmessage = (event) => {
      let message: unknown;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return; // a malformed frame is dropped, never thrown into the page
      }
      if (message && typeof message === 'object' && typeof (message as { chId?: unknown }).chId === 'string') {
        enqueue((message as { chId: string }).chId, (message as { data?: unknown }).data);
      }
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      subscribed.clear();
      clearTimers();
      scheduleReconnect();
    };
    ws.onerror = () => ws.close();
  }

  return {
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        if (state === 'open') {
          send({ cmd: 'sub', chs: [channel] });
          subscribed.add(channel);
        }
      }
      set.add(handler);
      if (running && !socket && state !== 'reconnecting' && state !== 'closed') connect();
      return () => {
        const current = handlers.get(channel);
        if (!current?.delete(handler) || current.size > 0) return;
        handlers.delete(channel);
        if (subscribed.delete(channel)) send({ cmd: 'unsub', chs: [channel] });
      };
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    start() {
      if (running) return;
      running = true;
      connect();
    },
    stop() {
      running = false;
      clearTimers();
      clearTimeout(flushTimer);
      flushTimer = undefined;
      queue = [];
      const ws = socket;
      socket = null;
      subscribed.clear();
      ws?.close();
      attempts = 0;
      everOpened = false;
      setState('idle');
    },
    retryNow() {
      if (!running || socket) return;
      clearTimeout(reconnectTimer);
      attempts = 0;
      everOpened = true;
      connect();
    },
    state: () => state,
    isSubscribed: (channel) => subscribed.has(channel),
  };
}
