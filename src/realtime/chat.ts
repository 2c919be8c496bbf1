// The live room's chat socket (spec §8 chat codes): one socket per open room, frames {code, data}; the
// heartbeat ping (answered by pong), reconnects and dropping malformed frames are the shared socket's.
// Which codes end the session (E03, R01, R02) is the chat state's decision: it calls stop().
import type { WireChatFrame } from '../api/wire';
import type { ConnectionState } from '../runtime/events';
import { createSocket } from './socket';

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
  /** The socket's heartbeat interval, read on every open (default 10 s). */
  heartbeatMs?: () => number;
  /** The wait before a reconnect, read on every reconnect (default 3 s). */
  reconnectDelayMs?: () => number;
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
  const socket = createSocket({
    url: options.url,
    WebSocketImpl: options.WebSocketImpl,
    random: options.random,
    onState: options.onState,
    heartbeatMs: options.heartbeatMs,
    reconnectDelayMs: options.reconnectDelayMs,
    heartbeat: { code: CHAT_PING, data: null },
    onOpen(reconnected) {
      if (reconnected) options.onReconnect?.();
    },
    onMessage(frame) {
      if (isFrame(frame) && frame.code !== CHAT_PONG) options.onFrame(frame);
    },
  });

  return {
    start: () => socket.start(),
    stop: () => socket.stop(),
    send: (code, data) => socket.send({ code, data }),
    state: () => socket.state(),
  };
}
