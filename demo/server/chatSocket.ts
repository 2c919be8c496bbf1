// The chat socket's protocol (spec §8): a socket opens on a room (liveRoomId, languageType and, logged in, a chat
// token or the session token in its query), gets the room (L01) and, once the room lets it in, its history (L03)
// and what runs in it; it sends ping (pong) and M01 lines, each let through by canSpeak (moderation.ts), the length
// limit (R00) and one line a second per user (R05). A socket whose session ends gets R01 and closes.
import type { IncomingMessage } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { CHAT_MESSAGE_MAX_LENGTH, messageProblem } from '../../src/domain/chatInput.ts';
import { initData, type LiveRooms } from './chatRooms.ts';
import { pinnedMessage } from './pinnedMessage.ts';
import type { ChatSessions, Speaker } from './chatSessions.ts';
import { MUTED_TEXT, type Moderation } from './moderation.ts';
import type { Room } from './room.ts';
import { HISTORY_KEPT, type RoomFanout } from './roomFanout.ts';
import type { TitleFacts } from './titles.ts';
import { currentTitlesOf } from './titles.ts';
import type { ChatLineRecord, UserRecord } from './records.ts';

/** R04's text when the room's bet limit leaves the user out (the client words it from the chat rule). */
const BET_LIMIT_TEXT = 'the chat rule asks for more bets placed or a higher VIP level';
/** A reply quotes at most this many characters of the message it answers. */
const REPLY_QUOTE_MAX = 60;
/** How many of the room's last lines a joining viewer's L03 sends, unless it asks for more (below). */
const HISTORY_SENT = 30;
/** A rejoining client (a reconnect, a language switch) asks for as many lines as its log shows (`history`), so all of them are worded again; the server sends at most what it keeps. */
const HISTORY_ASKED_MAX = HISTORY_KEPT;
/** A room with at most this many sockets hears of every join (P02); a bigger one of one a WELCOME_GAP_MS. */
const WELCOME_ALL_UP_TO = 100;
const WELCOME_GAP_MS = 1000;

export class ChatSocketServer {
  readonly wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  /** Whom each socket speaks for (absent: anonymous). */
  private readonly speakers = new WeakMap<WebSocket, Speaker>();
  /** When each user last said a line (R05). */
  private readonly lastSent = new Map<string, number>();
  /** How many history lines each socket asked for (its query's `history`). */
  private readonly historyAsked = new WeakMap<WebSocket, number>();
  /** When each room last told everyone in it of a join (P02). */
  private readonly welcomed = new WeakMap<Room, number>();

  constructor(
    private readonly rooms: LiveRooms,
    private readonly sessions: ChatSessions,
    private readonly moderation: Moderation,
    private readonly fanout: RoomFanout,
    private readonly hooks: {
      /** What runs in a room that a joining viewer is told of (a lottery, an envelope). */
      joinFrames: (room: Room, user: UserRecord | undefined, lang: string) => { code: string; data: unknown }[];
      /** A viewer joined the room (a busy room may start). */
      joined: (room: Room) => void;
      /** A viewer said a line (the other instances hear it: roomShare.ts). */
      said: (room: Room, msg: ChatLineRecord) => void;
      /** What a user's titles depend on. */
      titleFacts: (user: UserRecord) => TitleFacts;
      /** Whether the user may speak in the room under its chat rule's bet limit. */
      meetsBetLimit: (room: Room, user: UserRecord) => boolean;
    },
    /** The least gap between two messages of one user (R05). */
    private readonly minGapMs: number,
  ) {
    this.wss.on('connection', (ws, req: IncomingMessage) => this.attach(ws, req));
  }

  /** Whether `ws` speaks for a logged-in user. */
  loggedIn(ws: WebSocket): boolean {
    return this.speakers.has(ws);
  }

  /** A socket whose session ended (or whose token no longer stands for a session) is told so (R01) and closed. */
  endSocket(ws: WebSocket): void {
    this.fanout.send(ws, { code: 'R01', data: { msg: 'token expired' } });
    ws.close();
  }

  private attach(ws: WebSocket, req: IncomingMessage): void {
    const url = new URL(req.url ?? '/', 'http://x');
    const room = this.rooms.byId.get(url.searchParams.get('liveRoomId') ?? url.searchParams.get('roomId') ?? '');
    if (!room) {
      this.fanout.send(ws, { code: 'E03', data: { msg: 'invalid channel id' } });
      ws.close();
      return;
    }
    const token = url.searchParams.get('token') ?? undefined;
    let speaker: Speaker | undefined;
    if (token) {
      try {
        speaker = this.sessions.speakerOf(token);
      } catch {
        this.endSocket(ws);
        return;
      }
    }
    if (speaker) {
      this.speakers.set(ws, speaker);
      this.sessions.track(ws, speaker);
    }
    ws.on('error', () => ws.terminate());
    this.fanout.setLanguage(ws, url.searchParams.get('languageType') ?? 'ENG');
    const asked = Math.floor(Number(url.searchParams.get('history')));
    if (asked > HISTORY_SENT) this.historyAsked.set(ws, Math.min(asked, HISTORY_ASKED_MAX));
    // A locked room lets in only the viewers it lets in (issue 27 item 5): anyone else's socket waits, with no
    // history and no lines, until the host opens the room to everyone.
    // Frames said before this socket arrived go out before it is in the room (it reads them in its history).
    this.fanout.flush();
    const inRoom = this.rooms.enter(ws, room);
    // The joining socket's L01 carries the room's pinned automatic message in its language (pinedAutoMsg).
    const pinedAutoMsg = pinnedMessage(room.liveRoomId, url.searchParams.get('languageType') ?? 'ENG');
    this.fanout.send(ws, { code: 'L01', data: { ...initData(room), pinedAutoMsg } });
    if (inRoom) this.join(ws, room);
    ws.on('message', (raw) => this.onMessage(ws, room, speaker, String(raw)));
  }

  /** What a socket in the room gets as it joins: the history (L03), what runs in the room; everyone is told (P02). */
  join(ws: WebSocket, room: Room): void {
    const user = this.speakers.get(ws)?.user;
    const lang = this.fanout.languageOf(ws);
    this.fanout.send(ws, {
      code: 'L03',
      data: {
        list: room.kept.history
          .slice(-(this.historyAsked.get(ws) ?? HISTORY_SENT))
          .map((line) => this.fanout.lineIn(line, lang)),
      },
    });
    for (const frame of this.hooks.joinFrames(room, user, lang)) this.fanout.send(ws, frame);
    // The welcome (P02): the joiner always gets theirs; a crowded room hears of at most one join a second (2,000
    // viewers arriving would otherwise be 2,000 welcomes to each of them).
    // An anonymous viewer has no name: the client words "a guest joined" in each reader's language (issue 30).
    const welcome = { nickName: user?.name ?? '' };
    const now = Date.now();
    if (room.sockets.size <= WELCOME_ALL_UP_TO || now - (this.welcomed.get(room) ?? 0) >= WELCOME_GAP_MS) {
      this.welcomed.set(room, now);
      this.fanout.broadcast(room, 'P02', welcome);
    } else this.fanout.send(ws, { code: 'P02', data: welcome });
    this.hooks.joined(room);
  }

  private onMessage(ws: WebSocket, room: Room, speaker: Speaker | undefined, raw: string): void {
    let frame: { code?: string; data?: { content?: unknown; replyMsgId?: unknown } };
    try {
      frame = JSON.parse(raw) as typeof frame;
    } catch {
      this.fanout.send(ws, { code: 'R03', data: { msg: 'display error: not JSON' } });
      return;
    }
    if (frame?.code === 'ping') return this.fanout.send(ws, { code: 'pong', data: null });
    if (frame?.code !== 'M01') return this.fanout.send(ws, { code: 'R03', data: { msg: 'unknown code' } });
    const refusal = this.moderation.canSpeak(room, speaker);
    if (refusal?.kind === 'login') return this.fanout.send(ws, { code: 'R04', data: { msg: 'log in to chat' } });
    if (refusal?.kind === 'session') return this.endSocket(ws);
    // A banned user is told again (B08 naming them), so a client that missed the ban shows it.
    if (refusal?.kind === 'banned')
      return this.fanout.send(ws, {
        code: 'B08',
        data: { uid: speaker!.user.uid, msgIds: [], banUntil: refusal.until },
      });
    if (refusal?.kind === 'muted') return this.fanout.send(ws, { code: 'R04', data: { msg: MUTED_TEXT } });
    if (!this.hooks.meetsBetLimit(room, speaker!.user))
      return this.fanout.send(ws, { code: 'R04', data: { msg: BET_LIMIT_TEXT } });
    const user = speaker!.user;
    const content = typeof frame.data?.content === 'string' ? frame.data.content.trim() : '';
    if (messageProblem(content) !== null)
      return this.fanout.send(ws, { code: 'R00', data: { msg: `1 to ${CHAT_MESSAGE_MAX_LENGTH} characters` } });
    const now = Date.now();
    if (now - (this.lastSent.get(user.uid) ?? 0) < this.minGapMs)
      return this.fanout.send(ws, { code: 'R05', data: { msg: 'too fast' } });
    this.lastSent.set(user.uid, now);
    const replyTo = room.kept.history.find((m) => m.msgId === frame.data?.replyMsgId);
    const msg = this.fanout.say(room, user.uid, user.name, content, {
      titles: currentTitlesOf(user, this.hooks.titleFacts(user)),
      ...(replyTo
        ? {
            reply: {
              msgId: replyTo.msgId,
              nickName: replyTo.nickName,
              content: [...replyTo.content].slice(0, REPLY_QUOTE_MAX).join(''),
            },
          }
        : {}),
    });
    this.hooks.said(room, msg);
  }

  /** Tells `uid`'s sockets in the room a frame (a refusal of what they asked over HTTP). */
  tellUser(room: Room, uid: string, code: string, data: unknown): void {
    for (const ws of room.sockets) if (this.speakers.get(ws)?.user.uid === uid) this.fanout.send(ws, { code, data });
  }
}
