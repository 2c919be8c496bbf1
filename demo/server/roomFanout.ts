// A room's events fanned out to its chat sockets (issue 27 item 9): each frame is serialized once (once per reader
// language for a frame worded per reader: the crowd's lines, the host's pushed order) and the same bytes go to every
// socket, where serializing once per viewer socket held the event loop for seconds at 2,000 viewers and 50 lines a
// second. The frames of one turn of the event loop go out together (a crowded room's, of a 25 ms window): queued
// per room and written at the end, a socket's frames in one write (so a server that falls behind sends bigger
// writes, not more of them), in order with every other frame (a frame sent to one socket first lets the queued ones
// out). A line said in a room is kept in its history (the newest HISTORY_KEPT) and written within a second.
import type { WebSocket } from 'ws';
import type { WireChatFrame, WireChatMessage } from '../../src/api/wire.ts';
import { crowdLineIn } from './crowdLines.ts';
import type { ChatLineRecord } from './records.ts';
import type { Room } from './room.ts';

/** The chat lines a room keeps. */
export const HISTORY_KEPT = 50;

/** A frame's bytes, sent as a text frame. */
const encode = (frame: WireChatFrame): Buffer => Buffer.from(JSON.stringify(frame));

/** What a line may carry besides its words (a reply, the speaker's titles, a shown order, a crowd line's index). */
export type LineExtra = Pick<WireChatMessage, 'item' | 'reply' | 'titles' | 'order' | 'context'> & { bot?: number };

/**
 * A room of more than CROWDED sockets sends what was said in a window of CROWDED_WINDOW_MS together: at 50 lines a
 * second that is one write per socket for every line or two instead of one per line (2,000 viewers: 100,000 writes a
 * second). A smaller room's frames go at the end of the turn.
 */
const CROWDED = 200;
const CROWDED_WINDOW_MS = 25;

/** The underlying TCP socket of a ws socket (ws keeps it as `_socket`), to hold a socket's frames for one write. */
const tcp = (ws: WebSocket) => (ws as unknown as { _socket?: { cork(): void; uncork(): void } })._socket;

export class RoomFanout {
  /** Each socket's reader's language (languageType in its query). */
  private readonly langs = new WeakMap<WebSocket, string>();
  /** Frames waiting for the end of this turn, per room: the same bytes for everyone, or per language. */
  private readonly queued = new Map<Room, (Buffer | Map<string, Buffer>)[]>();
  /** The flush at the end of this turn is scheduled. */
  private soon = false;
  /** The flush of a crowded room's window is scheduled. */
  private later: ReturnType<typeof setTimeout> | undefined;

  constructor(
    /** The simulated clock (a line's time). */
    private readonly now: () => number,
    /** Writes the store within a second (chat lines are not money). */
    private readonly saveSoon: () => void,
    /** Several instances share the rooms (bus.ts): this instance's tag, ending its lines' ids (unique across them). */
    private readonly tag = '',
  ) {}

  /** Remembers the language `ws`'s reader reads the chat in. */
  setLanguage(ws: WebSocket, lang: string): void {
    this.langs.set(ws, lang);
  }

  /** The language `ws`'s reader reads the chat in (ENG unless their socket said). */
  languageOf(ws: WebSocket): string {
    return this.langs.get(ws) ?? 'ENG';
  }

  /** Sends one frame to one socket (after the frames queued for the rooms, so the order holds). */
  send(ws: WebSocket, frame: WireChatFrame): void {
    this.flush();
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
  }

  /** Sends a frame to everyone in a room (at the end of this turn), serialized once. */
  broadcast(room: Room, code: string, data: unknown): void {
    if (room.sockets.size > 0) this.enqueue(room, encode({ code, data }));
  }

  /** Sends a frame worded in each reader's language to everyone in a room: serialized once per language. */
  broadcastWorded(room: Room, code: string, dataIn: (lang: string) => unknown): void {
    if (room.sockets.size === 0) return;
    const byLang = new Map<string, Buffer>();
    for (const ws of room.sockets) {
      const lang = this.languageOf(ws);
      if (!byLang.has(lang)) byLang.set(lang, encode({ code, data: dataIn(lang) }));
    }
    this.enqueue(room, byLang);
  }

  private enqueue(room: Room, frame: Buffer | Map<string, Buffer>): void {
    const frames = this.queued.get(room);
    if (frames) frames.push(frame);
    else this.queued.set(room, [frame]);
    if (room.sockets.size > CROWDED) {
      this.later ??= setTimeout(() => this.flush(), CROWDED_WINDOW_MS);
      return;
    }
    if (this.soon) return;
    this.soon = true;
    setImmediate(() => this.flush());
  }

  /** Writes the queued frames now: each socket in the room gets its frames in one write. */
  flush(): void {
    this.soon = false;
    clearTimeout(this.later);
    this.later = undefined;
    if (this.queued.size === 0) return;
    const rooms = [...this.queued];
    this.queued.clear();
    for (const [room, frames] of rooms) {
      for (const ws of room.sockets) {
        if (ws.readyState !== ws.OPEN) continue;
        const lang = this.languageOf(ws);
        const socket = frames.length > 1 ? tcp(ws) : undefined;
        socket?.cork();
        for (const frame of frames) {
          // A worded frame in the reader's language (English for one who joined after it was worded).
          const bytes = Buffer.isBuffer(frame)
            ? frame
            : (frame.get(lang) ?? frame.get('ENG') ?? [...frame.values()][0]);
          ws.send(bytes, { binary: false });
        }
        socket?.uncork();
      }
    }
  }

  /** A kept line as a reader of `lang` sees it: a crowd line in that language. */
  lineIn(line: ChatLineRecord, lang: string): ChatLineRecord {
    if (line.bot === undefined) return line;
    const { bot, ...rest } = line;
    return { ...rest, content: crowdLineIn(bot, lang) };
  }

  /** A line said in the room (M01): kept in its history, then sent to everyone in it. */
  say(room: Room, uid: string, nickName: string, content: string, extra: LineExtra = {}): ChatLineRecord {
    const kept = room.kept;
    kept.seq += 1;
    const msg: ChatLineRecord = {
      msgId: `${room.liveRoomId}-${kept.seq}${this.tag && `.${this.tag}`}`,
      uid,
      nickName,
      content,
      t: this.now(),
      item: 'barrage',
      ...extra,
    };
    kept.history.push(msg);
    if (kept.history.length > HISTORY_KEPT) kept.history.shift();
    this.saveSoon();
    if (msg.bot === undefined) this.broadcast(room, 'M01', msg);
    else this.broadcastWorded(room, 'M01', (lang) => this.lineIn(msg, lang));
    return msg;
  }

  /** A line said in the room on another instance (roomShare.ts): kept in the history here too and sent to everyone. */
  hear(room: Room, msg: ChatLineRecord): void {
    const kept = room.kept;
    if (kept.history.some((m) => m.msgId === msg.msgId)) return;
    kept.history.push(msg);
    if (kept.history.length > HISTORY_KEPT) kept.history.shift();
    this.broadcast(room, 'M01', msg);
  }
}
