// One websocket connection kept alive the spec's way (§4 "Websocket"): a heartbeat every 10 s, up to 5
// reconnects 3 s apart (with up to 20 % jitter), then 'closed' until retried; malformed frames dropped.
// A socket silent for longer than two heartbeats is half-open (nothing comes back, not even the pong): it is
// dropped and reconnected. The heartbeat interval is read on every open (configure({ heartbeatMs }) for test pages). The browser's offline event closes at once; online reconnects without waiting.
// The push and chat clients build their protocols on top of it.
import { HEARTBEAT_MS, RECONNECT_ATTEMPTS, RECONNECT_DELAY_MS } from '../domain/constants';
import type { ConnectionState } from '../runtime/events';

export interface SocketOptions {
  /** Read on every connect, so a renewed token or API base is used on reconnect. */
  url: () => string;
  /** The heartbeat message sent every 10 s while open. */
  heartbeat: object;
  /** The heartbeat interval, read on every open (default HEARTBEAT_MS, 10 s); silence for two of them is half-open. */
  heartbeatMs?: () => number;
  /** The wait before a reconnect, before jitter, read on every reconnect (default RECONNECT_DELAY_MS, 3 s). */
  reconnectDelayMs?: () => number;
  /** Every parsed frame (JSON); malformed text never reaches it. */
  onMessage: (message: unknown) => void;
  /** The socket opened; `reconnected` is false for the first open after start(). */
  onOpen: (reconnected: boolean) => void;
  /** The socket closed (before any reconnect is scheduled). */
  onClose?: () => void;
  onState?: (state: ConnectionState) => void;
  /** Whether there is a reason to be connected (the push socket waits for a subscription). */
  wanted?: () => boolean;
  WebSocketImpl?: typeof WebSocket;
  /** 0..1; injected so tests are deterministic. */
  random?: () => number;
}

export interface ManagedSocket {
  /** Connects (no-op when already running). */
  start(): void;
  /** Closes and stops every timer; no reconnect follows. */
  stop(): void;
  /** Connects now if running, wanted and not connected or waiting to reconnect. */
  connect(): void;
  /** After the reconnect attempts ran out: try again now with a fresh budget (counts as a reconnect). */
  retryNow(): void;
  /** Sends a JSON message; false when not open (nothing is queued). */
  send(message: object): boolean;
  state(): ConnectionState;
}

/** `ms` when it is a positive finite number, else `fallback`. */
function positiveOr(ms: number | undefined, fallback: number): number {
  return ms !== undefined && Number.isFinite(ms) && ms > 0 ? ms : fallback;
}

/** Creates the connection; timers use the global setTimeout/setInterval so fake clocks drive them in tests. */
export function createSocket(options: SocketOptions): ManagedSocket {
  const Impl = options.WebSocketImpl ?? WebSocket;
  const random = options.random ?? Math.random;
  const wanted = options.wanted ?? (() => true);
  /** The configured interval when it is a positive finite number, else the spec's 10 s. */
  const heartbeatMs = () => positiveOr(options.heartbeatMs?.(), HEARTBEAT_MS);
  let socket: WebSocket | null = null;
  let state: ConnectionState = 'idle';
  let running = false;
  let attempts = 0;
  let everOpened = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let watchdog: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let lastHeard = 0;

  const setState = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    options.onState?.(next);
  };

  const send = (message: object) => {
    if (socket?.readyState !== Impl.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  };

  const clearTimers = () => {
    clearInterval(heartbeat);
    clearInterval(watchdog);
    clearTimeout(reconnectTimer);
    heartbeat = watchdog = reconnectTimer = undefined;
  };

  /** Drops the current socket without waiting for its close event (a half-open socket may never send one). */
  const drop = () => {
    const ws = socket;
    socket = null;
    clearTimers();
    if (ws) {
      ws.onclose = ws.onmessage = ws.onopen = ws.onerror = null;
      ws.close();
      options.onClose?.();
    }
  };

  const scheduleReconnect = () => {
    if (!running) return;
    if (attempts >= RECONNECT_ATTEMPTS) {
      setState('closed');
      return;
    }
    attempts += 1;
    setState('reconnecting');
    const delay = positiveOr(options.reconnectDelayMs?.(), RECONNECT_DELAY_MS);
    const jitter = Math.round(random() * delay * 0.2);
    reconnectTimer = setTimeout(open, delay + jitter);
  };

  function open() {
    if (!running || socket || !wanted()) return;
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
      lastHeard = Date.now();
      const beat = heartbeatMs();
      const silenceLimit = 2 * beat;
      heartbeat = setInterval(() => send(options.heartbeat), beat);
      // Checked every tenth of the limit (2 s by default), so a silence is acted on by 22 s, inside the 25 s the bettor may wait.
      watchdog = setInterval(() => {
        if (Date.now() - lastHeard <= silenceLimit) return;
        drop();
        scheduleReconnect();
      }, silenceLimit / 10);
      options.onOpen(reconnected);
    };
    ws.onmessage = (event) => {
      lastHeard = Date.now();
      let message: unknown;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return; // a malformed frame is dropped, never thrown into the page
      }
      options.onMessage(message);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      clearTimers();
      options.onClose?.();
      scheduleReconnect();
    };
    ws.onerror = () => ws.close();
  }

  const retryNow = () => {
    if (!running || socket) return;
    clearTimeout(reconnectTimer);
    attempts = 0;
    everOpened = true;
    open();
  };
  const onOffline = () => {
    if (!running) return;
    drop();
    setState('closed');
  };
  const network = typeof window === 'undefined' ? null : window;

  return {
    start() {
      if (running) return;
      running = true;
      network?.addEventListener('offline', onOffline);
      network?.addEventListener('online', retryNow);
      open();
    },
    stop() {
      running = false;
      network?.removeEventListener('offline', onOffline);
      network?.removeEventListener('online', retryNow);
      clearTimers();
      const ws = socket;
      socket = null;
      ws?.close();
      attempts = 0;
      everOpened = false;
      setState('idle');
    },
    connect() {
      if (state !== 'reconnecting' && state !== 'closed') open();
    },
    retryNow,
    send,
    state: () => state,
  };
}
