// A room's events fanned out to its chat sockets (issue 27 item 9): each frame is serialized once (once per reader
// language for a frame worded per reader: the crowd's lines, the host's pushed order) and the same bytes go to every
// socket, where serializing once per viewer socket held the event loop for seconds at 2,000 viewers and 50 lines a
// second. A line said in a room is kept in its history (the newest HISTORY_KEPT) and written within a second.
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
export type LineExtra = Pick<WireChatMessage, 'item' | 'reply' | 'titles' | 'order'> & { bot?: number };

export class RoomFanout {
  /** Each socket's reader's language (languageType in its query). */
  private readonly langs = new WeakMap<WebSocket, string>();

  constructor(
    /** The simulated clock (a line's time). */
    private readonly now: () => number,
    /** Writes the store within a second (chat lines are not money). */
    private readonly saveSoon: () => void,
  ) {}

  /** Remembers the language `ws`'s reader reads the chat in. */
  setLanguage(ws: WebSocket, lang: string): void {
    this.langs.set(ws, lang);
  }

  /** The language `ws`'s reader reads the chat in (ENG unless their socket said). */
  languageOf(ws: WebSocket): string {
    return this.langs.get(ws) ?? 'ENG';
  }

  /** Sends one frame to one socket. */
  send(ws: WebSocket, frame: WireChatFrame): void {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
  }

  /** Sends a frame to everyone in a room, serialized once. */
  broadcast(room: Room, code: string, data: unknown): void {
    let bytes: Buffer | undefined;
    for (const ws of room.sockets) {
      if (ws.readyState !== ws.OPEN) continue;
      bytes ??= encode({ code, data });
      ws.send(bytes, { binary: false });
    }
  }

  /** Sends a frame worded in each reader's language to everyone in a room: serialized once per language. */
  broadcastWorded(room: Room, code: string, dataIn: (lang: string) => unknown): void {
    const byLang = new Map<string, Buffer>();
    for (const ws of room.sockets) {
      if (ws.readyState !== ws.OPEN) continue;
      const lang = this.languageOf(ws);
      let bytes = byLang.get(lang);
      if (!bytes) {
        bytes = encode({ code, data: dataIn(lang) });
        byLang.set(lang, bytes);
      }
      ws.send(bytes, { binary: false });
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
      msgId: `${room.liveRoomId}-${kept.seq}`,
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
}
