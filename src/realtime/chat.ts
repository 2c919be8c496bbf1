// The live room's chat socket (spec §8 chat codes): one socket per open room, frames {code, data},
// a heartbeat ping every 10 s (the server answers pong), up to 5 reconnects 3 s apart (with jitter),
// malformed frames dropped. Which codes end the session (E03, R01, R02) is the chat state's decision:
// it calls stop().
import { HEARTBEAT_MS, RECONNECT_ATTEMPTS, RECONNECT_DELAY_MS } from '../domain/constants';
import type { WireChatFrame } from '../api/wire';
import type { ConnectionState } from '../runtime/events';

/** The heartbeat command and its answer (not chat codes; never delivered to the handler). */
export const CHAT_PING = 'ping';
export const CHAT_PONG = 'pong';

export interface ChatClientOptions {
  /** The socket URL (read on every connect, so a renewed token is used on reconnect). */
  url: () => string;
  onFrame: (frame: WireChatFrame) => void;
  onState?: (state: ConnectionState) => void;
  /** Called after every successful RE-connect (the server then sends L01 and L03 again). */
  onReconnect?: () => void;
  WebSocketImpl?: typeof WebSocket;
  /** 0..1; injected so tests are deterministic. */
  random?: () => number;
}

export interface ChatClient {
  /** Opens the socket (no-op when already running). */
  start(): void;
  /** Closes the socket and stops every timer; no reconnect follows. */
  stop(): void;
  /** Sends a frame; false when the socket is not open (nothing is queued). */
  send(code: string, data: unknown): boolean;
  state(): ConnectionState;
}

/** True for a frame of the chat protocol: an object with a string code. */
function isFrame(value: unknown): value is WireChatFrame {
  return !!value && typeof value === 'object' && typeof (value as { code?: unknown }).code === 'string';
}

/** Creates a chat client; timers use the global setTimeout/setInterval so fake clocks drive them in tests. */
export function createChatClient(options: ChatClientOptions): ChatClient {
  const Impl = options.WebSocketImpl ?? WebSocket;
  const random = options.random ?? Math.random;
  let socket: WebSocket | null = null;
  let state: ConnectionState = 'idle';
  let running = false;
  let attempts = 0;
  let everOpened = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    options.onState?.(next);
  };

  const send = (frame: WireChatFrame) => {
    if (socket?.readyState !== Impl.OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
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
    if (!running || socket) return;
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
      heartbeat = setInterval(() => send({ code: CHAT_PING, data: null }), HEARTBEAT_MS);
      if (reconnected) options.onReconnect?.();
    };
    ws.onmessage = (event) => {
      let frame: unknown;
      try {
        frame = JSON.parse(String(event.data));
      } catch {
        return; // a malformed frame is dropped, never thrown into the page
      }
      if (!isFrame(frame) || frame.code === CHAT_PONG) return;
      options.onFrame(frame);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      clearTimers();
      scheduleReconnect();
    };
    ws.onerror = () => ws.close();
  }

  return {
    start() {
      if (running) return;
      running = true;
      connect();
    },
    stop() {
      running = false;
      clearTimers();
      const ws = socket;
      socket = null;
      ws?.close();
      attempts = 0;
      everOpened = false;
      setState('idle');
    },
    send: (code, data) => send({ code, data }),
    state: () => state,
  };
}
