// Live rooms and the chat socket: simulated hosts and viewers speaking the chat codes of spec §8. What a room
// keeps across a restart (its chat lines, red envelope, lottery and winners: `Room.kept`), the gift ranking and the
// chat bans live in the store; the rest (sockets, the host's pushed order, demo switches) is in memory.
import Decimal from 'decimal.js';
import { WebSocketServer, type WebSocket } from 'ws';
import type { IncomingMessage } from 'node:http';
import type { WireAnchor, WireChatFrame, WireChatMessage, WireTtlConfig } from '../../src/api/wire.ts';
import { CHAT_MESSAGE_MAX_LENGTH, messageProblem } from '../../src/domain/chatInput.ts';
import type { SilenceConfig } from '../../src/domain/chatModeration.ts';
import { CHAT_SHOW_ORDER_LIMIT, type ChatOrderHistoryItem } from '../../src/domain/chatOrders.ts';
import { BanTimeUnit } from '../../src/domain/liveEnums.ts';
import { viewerTitles, type TitleFacts, currentTitlesOf } from './titles.ts';
import { MatchStatus } from '../../src/domain/enums.ts';
import { AnchorMatchType, LiveState } from '../../src/domain/liveEnums.ts';
import { ChatSessions, type Speaker } from './chatSessions.ts';
import { Moderation, MUTED_TEXT, refusalError, type Ban } from './moderation.ts';
import { GiftLedger } from './giftLedger.ts';
import { giftsIn } from './gifts.ts';
import { liveBetsOf } from './liveBets.ts';
import { BusyRooms } from './busyRoom.ts';
import { roomStream } from './media.ts';
import { HOSTS, VIEWERS } from './people.ts';
import { nameIn } from './names.ts';
import type { Names } from './periods.ts';
import { textIn } from './translations.ts';
import { giftData, pushedOrderData } from './roomWords.ts';
import { Rng, hashSeed } from './prng.ts';
import type { SimMatch } from './match.ts';
import type { ChatLineRecord, RoomRecord, StoreParts, UserRecord } from './records.ts';
import type { Room } from './room.ts';
import type { Store } from './store.ts';
import type { Users } from './users.ts';
import type { World } from './world.ts';
import { ApiError, CODE } from './codes.ts';

export type { Room } from './room.ts';

/** The ban durations a chat admin may choose (chatBanInfo.ttlConfig). */
export const TTL_CONFIG: WireTtlConfig[] = [
  { ttl: 10, unit: BanTimeUnit.Min },
  { ttl: 1, unit: BanTimeUnit.Hour },
  { ttl: 1, unit: BanTimeUnit.Day },
];

/** The simulated viewers' lines, in the language of each socket's reader (languageType in the socket's query). */
const LINES: Names[] = [
  {
    ENG: 'What a game!',
    CMN: '这场太精彩了！',
    BRA: 'Que jogo!',
    JPN: 'すごい試合だ！',
    SAU: 'يا لها من مباراة!',
    SPA: '¡Qué partidazo!',
    THA: 'เกมสุดยอดมาก!',
    VIE: 'Trận đấu hay quá!',
  },
  {
    ENG: 'Come on!',
    CMN: '加油！',
    BRA: 'Vamos!',
    JPN: 'がんばれ！',
    SAU: 'هيا!',
    SPA: '¡Vamos!',
    THA: 'สู้ๆ!',
    VIE: 'Cố lên!',
  },
  {
    ENG: 'That was close',
    CMN: '差一点啊',
    BRA: 'Foi por pouco',
    JPN: '惜しい！',
    SAU: 'كانت قريبة',
    SPA: 'Por poco',
    THA: 'เกือบไปแล้ว',
    VIE: 'Suýt nữa thì',
  },
  {
    ENG: 'Referee!!',
    CMN: '裁判！！',
    BRA: 'Juiz!!',
    JPN: '審判！！',
    SAU: 'يا حكم!!',
    SPA: '¡¡Árbitro!!',
    THA: 'กรรมการ!!',
    VIE: 'Trọng tài!!',
  },
  {
    ENG: 'Great save',
    CMN: '漂亮的扑救',
    BRA: 'Que defesa',
    JPN: 'ナイスセーブ',
    SAU: 'تصدٍّ رائع',
    SPA: 'Paradón',
    THA: 'เซฟสวยมาก',
    VIE: 'Cứu thua xuất sắc',
  },
  {
    ENG: 'Over is coming',
    CMN: '大球要来了',
    BRA: 'Vai dar over',
    JPN: 'オーバー来るぞ',
    SAU: 'الأكثر قادم',
    SPA: 'Viene el over',
    THA: 'สูงมาแน่',
    VIE: 'Tài sắp về',
  },
  {
    ENG: 'Who is betting home?',
    CMN: '谁买了主队？',
    BRA: 'Quem apostou no mandante?',
    JPN: 'ホームに賭けた人いる？',
    SAU: 'من راهن على المضيف؟',
    SPA: '¿Quién apuesta por el local?',
    THA: 'ใครแทงเจ้าบ้านบ้าง?',
    VIE: 'Ai đặt đội nhà?',
  },
  { ENG: '666', CMN: '666', BRA: '666', JPN: '666', SAU: '666', SPA: '666', THA: '666', VIE: '666' },
];
/** Chat limit: one message per second per user (the length limit is the client's, src/domain/chatInput.ts). */
const MIN_GAP_MS = 1000;
/** A reply quotes at most this many characters of the message it answers. */
const REPLY_QUOTE_MAX = 60;
const ROOMS = 6;
/** The chat lines a room keeps, and how many of the last a joining viewer's L03 sends. */
const HISTORY_KEPT = 50;
const HISTORY_SENT = 30;
/** The lottery winners a room keeps (lottery/winList answers them). */
const WINNERS_KEPT = 20;
/** The host's off-air countdown (H01) after the room's match ends. */
const OFF_AIR_MS = 60_000;
/** A lottery started by the demo control draws this soon unless told otherwise. */
const FORCED_DRAW_MS = 8_000;

/** G06's data: a lottery's id, prize and draw time. */
function lotteryFrame(lot: NonNullable<RoomRecord['lottery']>) {
  return { lotteryId: lot.id, prize: lot.prize, drawAt: lot.drawAt };
}

/** G02's data: an envelope's id, its coins and shares left. */
function envelopeFrame(env: NonNullable<RoomRecord['redEnvelope']>) {
  return { envelopeId: env.id, amount: env.left, count: env.count };
}

export class ChatHub {
  readonly wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  readonly rooms = new Map<string, Room>();
  /** Gifts sent in the rooms: daily spend per user, ranking per room. */
  readonly gifts: GiftLedger;
  private readonly lastSent = new Map<string, number>();
  /** Chat tokens issued by user/chat/token/v2, and the sockets of each session. */
  private readonly sessions: ChatSessions;
  /** canSpeak, bans, a chat admin's delete. */
  readonly moderation: Moderation;
  /** What each room keeps, by liveRoomId. */
  private readonly keptRooms: StoreParts['rooms'];
  /** Whom each socket speaks for (absent: anonymous). */
  private readonly socketSpeaker = new WeakMap<WebSocket, Speaker>();
  /** Bursts of 50 messages a second (busyRoom.ts). */
  private readonly busy: BusyRooms;

  constructor(
    private readonly world: World,
    private readonly store: Store,
    private readonly users: Users,
    /** What a user's titles depend on (their bets placed, their VIP level). */
    private readonly titleFacts: (user: UserRecord) => TitleFacts,
    /** BUSY_CHAT=1: every room a viewer joins gets busy. */
    busyOnJoin = false,
    /** The least gap between two messages of one user (R05), 1 s; CHAT_GAP_MS for tests. */
    private readonly minGapMs = MIN_GAP_MS,
  ) {
    this.gifts = new GiftLedger(() => world.now(), store);
    this.moderation = new Moderation(
      store,
      users,
      () => this.rooms.values(),
      (room, code, data) => this.broadcast(room, code, data),
    );
    this.sessions = new ChatSessions(users, (ws) => this.endSocket(ws));
    this.keptRooms = store.part('rooms', () => ({}));
    this.busy = new BusyRooms((room, uid, nickName, content) => this.say(room, uid, nickName, content), busyOnJoin);
    // Half the rooms basketball, half football (live matches first), alternating: both sports stay on air.
    const bySport = (key: string) =>
      [...world.matches.values()]
        .filter((m) => m.sport.key === key && (m.status === MatchStatus.Live || m.status === MatchStatus.Upcoming))
        .sort(
          (a, b) => Number(b.status === MatchStatus.Live) - Number(a.status === MatchStatus.Live) || a.index - b.index,
        )
        .slice(0, ROOMS / 2);
    const football = bySport('football');
    const basketball = bySport('basketball');
    const candidates = basketball.flatMap((m, i) => [m, ...(football[i] ? [football[i]] : [])]);
    candidates.push(...football.slice(basketball.length));
    candidates.forEach((m, i) => this.addRoom(i + 1, m));
    this.addRoom(0, undefined);
    // A lottery whose time ran out while the server was down is drawn now, as it would have been live.
    for (const room of this.rooms.values()) {
      const lot = room.kept.lottery;
      if (lot && lot.drawAt <= world.now()) this.drawLottery(room, lot);
    }
    this.wss.on('connection', (ws, req: IncomingMessage) => this.attach(ws, req));
    world.listen({ tick: (now) => this.tick(now), ended: (m) => this.matchEnded(m) });
  }

  private addRoom(i: number, match: SimMatch | undefined): void {
    const liveRoomId = `LR${1000 + i}`;
    const room: Room = {
      liveRoomId,
      hostId: `H${2000 + i}`,
      hostName: HOSTS[i % HOSTS.length],
      match,
      popularity: 1000 + i * 137,
      rng: new Rng(hashSeed(this.world.seed, 'room', i)),
      kept: (this.keptRooms[liveRoomId] ??= { seq: 0, history: [], winners: [], watchers: [], shownOrders: {} }),
      sockets: new Set(),
      openToAll: false,
      offCountdown: false,
      muted: false,
      closedLiveBets: new Set(),
    };
    if (match) match.liveRoom = { liveRoomId: room.liveRoomId, hostId: room.hostId };
    this.rooms.set(room.liveRoomId, room);
  }

  /** The L01 frame's data: the room, its host and match, who is connected. */
  private initData(room: Room) {
    return {
      liveRoomId: room.liveRoomId,
      hostId: room.hostId,
      hostName: room.hostName,
      matchId: room.match?.id,
      online: room.sockets.size,
      liveStatus: this.liveStatus(room),
    };
  }

  /** Live status of a room: living while its match is live (the entertainment room always is). */
  liveStatus(room: Room): number {
    if (!room.match) return LiveState.Living;
    return room.match.status === MatchStatus.Live
      ? LiveState.Living
      : room.match.status === MatchStatus.Upcoming
        ? LiveState.Waiting
        : LiveState.Ended;
  }

  /** The anchor list, the hosts named in `lang` (the request's languageType). */
  anchors(lang = 'ENG'): WireAnchor[] {
    return [...this.rooms.values()].map((r, i) => ({
      liveRoomId: r.liveRoomId,
      hostId: r.hostId,
      matchId: r.match?.id,
      sportId: r.match?.sport.id,
      chId: r.liveRoomId,
      matchType: !r.match
        ? AnchorMatchType.Entertainment
        : r.match.sport.key === 'football'
          ? AnchorMatchType.Football
          : AnchorMatchType.Basketball,
      liveStatus: this.liveStatus(r),
      startDate: r.match?.bt,
      sort: i + 1,
      // One number with one meaning: the audience watching now (the simulated crowd plus the sockets in the room).
      popularity: r.popularity + r.sockets.size,
      hostName: nameIn(lang, r.hostName),
      hostPhotoId: `photo-${r.hostId}`,
      streamUrl: roomStream(r.match),
    }));
  }

  /** The name of a host with a room, if any. */
  hostName(hostId: string): string | undefined {
    return [...this.rooms.values()].find((room) => room.hostId === hostId)?.hostName;
  }

  /**
   * Issues a chat token for the session `session` (user/chat/token/v2); the chat socket accepts it like the session
   * token, until the session ends.
   */
  issueToken(session: string): string {
    return this.sessions.issue(session);
  }

  /** A socket whose session ended (or whose token no longer stands for a session) is told so (R01) and closed. */
  private endSocket(ws: WebSocket): void {
    this.send(ws, { code: 'R01', data: { msg: 'token expired' } });
    ws.close();
  }

  private send(ws: WebSocket, frame: WireChatFrame): void {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
  }

  /** Sends a frame to everyone in a room. */
  broadcast(room: Room, code: string, data: unknown): void {
    for (const ws of room.sockets) this.send(ws, { code, data });
  }

  /** Each socket's reader's language (languageType in its query). */
  private socketLang = new WeakMap<WebSocket, string>();

  /** A chat line as `ws`'s reader sees it: a simulated viewer's line in that reader's language. */
  private lineFor(ws: WebSocket, line: ChatLineRecord): ChatLineRecord {
    if (line.bot === undefined) return line;
    const { bot, ...rest } = line;
    return { ...rest, content: textIn(LINES[bot] ?? LINES[0], this.socketLang.get(ws) ?? 'ENG') };
  }

  private say(
    room: Room,
    uid: string,
    nickName: string,
    content: string,
    extra: Pick<WireChatMessage, 'item' | 'reply' | 'titles' | 'order'> & { bot?: number } = {},
  ): ChatLineRecord {
    const kept = room.kept;
    kept.seq += 1;
    const msg: ChatLineRecord = {
      msgId: `${room.liveRoomId}-${kept.seq}`,
      uid,
      nickName,
      content,
      t: this.world.now(),
      item: 'barrage',
      ...extra,
    };
    kept.history.push(msg);
    if (kept.history.length > HISTORY_KEPT) kept.history.shift();
    this.store.saveSoon();
    for (const ws of room.sockets) this.send(ws, { code: 'M01', data: this.lineFor(ws, msg) });
    return msg;
  }

  private attach(ws: WebSocket, req: IncomingMessage): void {
    const url = new URL(req.url ?? '/', 'http://x');
    const room = this.rooms.get(url.searchParams.get('liveRoomId') ?? url.searchParams.get('roomId') ?? '');
    if (!room) {
      this.send(ws, { code: 'E03', data: { msg: 'invalid channel id' } });
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
    const user = speaker?.user;
    room.sockets.add(ws);
    if (speaker) {
      this.socketSpeaker.set(ws, speaker);
      this.sessions.track(ws, speaker);
    }
    ws.on('close', () => room.sockets.delete(ws));
    ws.on('error', () => ws.terminate());
    this.send(ws, { code: 'L01', data: this.initData(room) });
    this.socketLang.set(ws, url.searchParams.get('languageType') ?? 'ENG');
    this.send(ws, {
      code: 'L03',
      data: { list: room.kept.history.slice(-HISTORY_SENT).map((line) => this.lineFor(ws, line)) },
    });
    // A viewer joining while a lottery runs (also after a restart) is told of it as the room was: its prize, its draw.
    if (room.kept.lottery) this.send(ws, { code: 'G06', data: lotteryFrame(room.kept.lottery) });
    // Likewise an open red envelope the viewer has not grabbed: one dropped between the page's envelope read and
    // this join would otherwise be missed.
    const envelope = room.kept.redEnvelope;
    if (envelope && !(user && envelope.grabbed.includes(user.uid)))
      this.send(ws, { code: 'G02', data: envelopeFrame(envelope) });
    // The host's order still shown, worded for this reader (a viewer switching language joins again).
    const pushed = room.pushedOrder && pushedOrderData(room, room.pushedOrder, this.socketLang.get(ws) ?? 'ENG');
    if (pushed) this.send(ws, { code: 'G04', data: pushed });
    this.broadcast(room, 'P02', { nickName: user?.name ?? 'guest' });
    this.busy.joined(room);
    ws.on('message', (raw) => this.onMessage(ws, room, speaker, String(raw)));
  }

  private onMessage(ws: WebSocket, room: Room, speaker: Speaker | undefined, raw: string): void {
    let frame: { code?: string; data?: { content?: unknown; replyMsgId?: unknown } };
    try {
      frame = JSON.parse(raw) as typeof frame;
    } catch {
      this.send(ws, { code: 'R03', data: { msg: 'display error: not JSON' } });
      return;
    }
    if (frame?.code === 'ping') return this.send(ws, { code: 'pong', data: null });
    if (frame?.code !== 'M01') return this.send(ws, { code: 'R03', data: { msg: 'unknown code' } });
    const refusal = this.moderation.canSpeak(room, speaker);
    if (refusal?.kind === 'login') return this.send(ws, { code: 'R04', data: { msg: 'log in to chat' } });
    if (refusal?.kind === 'session') return this.endSocket(ws);
    // A banned user is told again (B08 naming them), so a client that missed the ban shows it.
    if (refusal?.kind === 'banned')
      return this.send(ws, { code: 'B08', data: { uid: speaker!.user.uid, msgIds: [], banUntil: refusal.until } });
    if (refusal?.kind === 'muted') return this.send(ws, { code: 'R04', data: { msg: MUTED_TEXT } });
    const user = speaker!.user;
    const content = typeof frame.data?.content === 'string' ? frame.data.content.trim() : '';
    if (messageProblem(content) !== null)
      return this.send(ws, { code: 'R00', data: { msg: `1 to ${CHAT_MESSAGE_MAX_LENGTH} characters` } });
    const now = Date.now();
    if (now - (this.lastSent.get(user.uid) ?? 0) < this.minGapMs)
      return this.send(ws, { code: 'R05', data: { msg: 'too fast' } });
    this.lastSent.set(user.uid, now);
    const replyTo = room.kept.history.find((m) => m.msgId === frame.data?.replyMsgId);
    this.say(room, user.uid, user.name, content, {
      titles: currentTitlesOf(user, this.titleFacts(user)),
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
  }

  /** A user's ban still running, if any (an ended one is forgotten). */
  banOf(uid: string): Ban | undefined {
    return this.moderation.banOf(uid);
  }

  /** A room by id, or the 1000 failure. */
  room(liveRoomId: string): Room {
    const room = this.rooms.get(liveRoomId);
    if (!room) throw new ApiError(CODE.BadRequest, 'unknown liveRoomId');
    return room;
  }

  /** Deletes messages of a room for everyone (B06); returns the ids that were there. */
  deleteMessages(room: Room, msgIds: readonly string[]): string[] {
    return this.moderation.deleteMessages(room, msgIds);
  }

  /** Bans a user from every room's chat for a silence config and removes their messages everywhere (B08). */
  ban(uid: string, config: SilenceConfig): number {
    return this.moderation.ban(uid, config);
  }

  /**
   * Shows a user's order in a room (an M01 of item "order") when they may speak there (canSpeak: else its failure,
   * 403 for a ban or a muted room); past the limit, or for an order shown before, the user's sockets in the room get
   * R06 and false comes back.
   */
  showOrder(room: Room, speaker: Speaker, order: ChatOrderHistoryItem): boolean {
    const refusal = this.moderation.canSpeak(room, speaker);
    if (refusal) throw refusalError(refusal);
    const user = speaker.user;
    const shown = (room.kept.shownOrders[user.uid] ??= []);
    if (shown.length >= CHAT_SHOW_ORDER_LIMIT || shown.includes(order.orderId)) {
      for (const ws of room.sockets)
        if (this.socketSpeaker.get(ws)?.user.uid === user.uid)
          this.send(ws, { code: 'R06', data: { msg: `at most ${CHAT_SHOW_ORDER_LIMIT} orders, each once` } });
      return false;
    }
    shown.push(order.orderId);
    this.say(room, user.uid, user.name, '', {
      item: 'order',
      order,
      titles: currentTitlesOf(user, this.titleFacts(user)),
    });
    return true;
  }

  /**
   * Lets a user grab a share of the room's red envelope; returns the share or 0. The caller pays it in the same
   * turn, so the store's one write holds the share taken and the coins, or neither.
   */
  grabRedEnvelope(room: Room, user: UserRecord): Decimal {
    const env = room.kept.redEnvelope;
    if (!env || env.grabbed.includes(user.uid)) return new Decimal(0);
    const left = new Decimal(env.left);
    const share =
      env.count === 1
        ? left
        : left
            .div(env.count)
            .times(room.rng.next() + 0.5)
            .toDecimalPlaces(2, Decimal.ROUND_FLOOR);
    env.left = left.minus(share).toFixed(2);
    env.count -= 1;
    env.grabbed.push(user.uid);
    // A fully grabbed envelope is over: the room keeps none.
    if (env.count === 0) room.kept.redEnvelope = undefined;
    this.store.save();
    return share;
  }

  private tick(now: number): void {
    for (const room of this.rooms.values()) {
      if (room.offUntil !== undefined && now >= room.offUntil) this.moveOn(room);
      if (this.liveStatus(room) !== LiveState.Living) continue;
      const rng = room.rng;
      room.popularity += rng.int(-3, 5);
      if (rng.chance(0.12)) {
        const n = rng.int(1, 999);
        const nickName = rng.pick(VIEWERS);
        const bot = rng.int(0, LINES.length - 1);
        this.say(room, `v-${n}`, nickName, LINES[bot].ENG, { titles: viewerTitles(n), bot });
      }
      if (rng.chance(0.02)) {
        const gift = rng.pick(giftsIn('ENG'));
        // A regular viewer sends it: one uid per viewer name, so the gift ranking adds up what each one gave.
        const nickName = rng.pick(VIEWERS);
        const sender = { uid: `v-${nickName}`, nickName, count: rng.int(1, 5) };
        this.gifts.record(room.liveRoomId, sender.uid, sender.nickName, new Decimal(gift.price).times(sender.count));
        this.broadcastIn(room, 'G01', (lang) => giftData(sender, gift.giftId, lang));
      }
      if (rng.chance(0.003) && !room.kept.redEnvelope) this.dropRedEnvelope(room, now);
      this.hostOrders(room, now);
      this.lotteries(room, now);
      // The room's own moderation removes a simulated viewer's line now and then (never a real user's: a real
      // ban is a chat admin's, through chat/ban/user).
      const victim = room.kept.history.at(-1);
      if (rng.chance(0.004) && victim?.uid.startsWith('v-')) {
        room.kept.history.pop();
        this.store.saveSoon();
        if (rng.chance(0.5)) this.broadcast(room, 'B06', { msgId: victim.msgId });
        else this.broadcast(room, 'B08', { uid: victim.uid, msgIds: [victim.msgId] });
      }
    }
  }

  private hostOrders(room: Room, now: number): void {
    if (room.pushedOrder && now >= room.pushedOrder.recallAt) {
      this.broadcast(room, 'G05', { orderId: room.pushedOrder.orderId });
      room.pushedOrder = undefined;
    }
    if (!room.pushedOrder && room.rng.chance(0.006)) this.pushOrder(room, now);
  }

  /** G04: the host pushes an order on an open market of the room's match; false when there is none. */
  private pushOrder(room: Room, now: number): boolean {
    const market = room.match?.groups.find((g) => g.market.ss === 1);
    if (!market) return false;
    const option = room.rng.pick(market.market.op);
    // An order still shown is recalled first (G05): a reader never keeps a card the host replaced.
    if (room.pushedOrder) this.broadcast(room, 'G05', { orderId: room.pushedOrder.orderId });
    room.pushedOrder = {
      orderId: `P${room.liveRoomId}-${now}`,
      recallAt: now + 60_000,
      marketId: market.market.id,
      type: option.ty,
    };
    const order = room.pushedOrder;
    // The card names the market and the pick in each reader's language (roomWords.ts).
    this.broadcastIn(room, 'G04', (lang) => pushedOrderData(room, order, lang));
    return true;
  }

  /** Sends a frame to everyone in a room, its data written in each socket's language (once per language). */
  broadcastIn(room: Room, code: string, dataIn: (lang: string) => unknown): void {
    const texts = new Map<string, unknown>();
    for (const ws of room.sockets) {
      const lang = this.socketLang.get(ws) ?? 'ENG';
      if (!texts.has(lang)) texts.set(lang, dataIn(lang));
      const data = texts.get(lang);
      if (data !== undefined) this.send(ws, { code, data });
    }
  }

  /** G02: a red envelope of 20-200 coins in 3-10 shares drops in the room. */
  private dropRedEnvelope(room: Room, now: number): void {
    const rng = room.rng;
    const env = {
      id: `RE${room.kept.seq}-${now}`,
      left: new Decimal(rng.int(20, 200)).toFixed(2),
      count: rng.int(3, 10),
      grabbed: [],
    };
    room.kept.redEnvelope = env;
    this.store.save();
    this.broadcast(room, 'G02', envelopeFrame(env));
  }

  /** Demo control: the host pushes an order (G04) now, replacing one still shown; false without an open market. */
  forcePushedOrder(liveRoomId: string): boolean {
    const room = this.rooms.get(liveRoomId);
    return room ? this.pushOrder(room, this.world.now()) : false;
  }

  /** Demo control: a red envelope (G02) drops in the room now; false for an unknown room. */
  forceRedEnvelope(liveRoomId: string): boolean {
    const room = this.rooms.get(liveRoomId);
    if (room) this.dropRedEnvelope(room, this.world.now());
    return Boolean(room);
  }

  private lotteries(room: Room, now: number): void {
    const lot = room.kept.lottery;
    if (lot && now >= lot.drawAt) this.drawLottery(room, lot);
    else if (!lot && room.rng.chance(0.002)) this.startLottery(room, now, 120_000);
  }

  /** G06: a lottery of 10-100 coins starts, drawn `drawInMs` later. */
  private startLottery(room: Room, now: number, drawInMs: number): void {
    const lot = {
      id: `LT${room.liveRoomId}-${now}`,
      prize: new Decimal(room.rng.int(10, 100)).toFixed(2),
      drawAt: now + drawInMs,
      entrants: [...room.kept.watchers],
    };
    room.kept.lottery = lot;
    this.store.save();
    this.broadcast(room, 'G06', lotteryFrame(lot));
  }

  /**
   * G07: one winner among the room's watchers and its regular viewers; a winning user is paid the prize. The
   * payment, the winner and the lottery's end change in one turn: the store's one write holds all or none of them,
   * so a lottery is never paid twice.
   */
  private drawLottery(room: Room, lot: NonNullable<RoomRecord['lottery']>): void {
    const pool = [...lot.entrants, ...room.kept.watchers, ...VIEWERS];
    const winner = pool[room.rng.int(0, pool.length - 1)];
    const user = this.users.byUid(winner);
    if (user) this.users.addCoins(user, new Decimal(lot.prize));
    const entry = {
      lotteryId: lot.id,
      uid: winner,
      nickName: user?.name ?? this.users.nameOf(winner) ?? winner,
      prize: lot.prize,
    };
    room.kept.winners = [...room.kept.winners, entry].slice(-WINNERS_KEPT);
    room.kept.lottery = undefined;
    this.store.save();
    this.broadcast(room, 'G07', { lotteryId: lot.id, winners: [entry] });
  }

  /** A logged-in user reported watching the room (submit/watch): they take part in its lotteries from now on. */
  watch(room: Room, user: UserRecord): void {
    if (room.kept.watchers.includes(user.uid)) return;
    room.kept.watchers.push(user.uid);
    this.store.save();
  }

  /**
   * Demo control: the host opens the room to everyone (its lock's host tip is obtained), or locks it again; false
   * for an unknown room.
   */
  openToAll(liveRoomId: string, open = true): boolean {
    const room = this.rooms.get(liveRoomId);
    if (room) room.openToAll = open;
    return Boolean(room);
  }

  /** Demo control: a lottery (G06) starts in the room now and is drawn after `drawInMs`; false for an unknown room. */
  forceLottery(liveRoomId: string, drawInMs = FORCED_DRAW_MS): boolean {
    const room = this.rooms.get(liveRoomId);
    if (!room) return false;
    this.startLottery(room, this.world.now(), drawInMs);
    return true;
  }

  private matchEnded(m: SimMatch): void {
    const room = m.liveRoom ? this.rooms.get(m.liveRoom.liveRoomId) : undefined;
    if (room && !room.offCountdown) {
      room.offCountdown = true;
      room.offUntil = this.world.now() + OFF_AIR_MS;
      this.broadcast(room, 'H01', { seconds: OFF_AIR_MS / 1000 });
    }
  }

  /**
   * After the off-air countdown the host goes on with the next match of the room's sport (a live one first, else
   * the next to start): the demo's rooms never all end. Viewers in the room get a fresh L01 naming it.
   */
  private moveOn(room: Room): void {
    const ended = room.match;
    const taken = new Set([...this.rooms.values()].map((r) => r.match?.id));
    const next = [...this.world.matches.values()]
      .filter(
        (m) =>
          m.sport.key === ended?.sport.key &&
          !taken.has(m.id) &&
          (m.status === MatchStatus.Live || m.status === MatchStatus.Upcoming),
      )
      .sort((a, b) => Number(b.status === MatchStatus.Live) - Number(a.status === MatchStatus.Live) || a.bt - b.bt)[0];
    if (!ended || !next) return;
    delete ended.liveRoom;
    next.liveRoom = { liveRoomId: room.liveRoomId, hostId: room.hostId };
    room.match = next;
    room.offCountdown = false;
    room.offUntil = undefined;
    room.pushedOrder = undefined;
    this.broadcast(room, 'L01', this.initData(room));
  }

  /** Demo control: every chat ban ends now (flows that ban a demo user start from a clean slate). */
  liftBans(): void {
    this.moderation.liftBans();
  }

  /** Demo control: the host closes (or opens again) a live bet of the room; false unless it is one of its live bets. */
  setLiveBetClosed(liveRoomId: string, marketId: string, closed: boolean): boolean {
    const room = this.rooms.get(liveRoomId);
    if (!room || !liveBetsOf(room).some((b) => b.marketId === marketId)) return false;
    if (closed) room.closedLiveBets.add(marketId);
    else room.closedLiveBets.delete(marketId);
    return true;
  }

  /** Demo control: a room stops (or starts again) letting viewers speak; false for an unknown room. */
  setMuted(liveRoomId: string, muted: boolean): boolean {
    const room = this.rooms.get(liveRoomId);
    if (room) room.muted = muted;
    return Boolean(room);
  }

  /** Demo control: the room's bots say 50 messages a second for 20 s from now; false for an unknown room. */
  startBusyChat(liveRoomId: string): boolean {
    const room = this.rooms.get(liveRoomId);
    if (room) this.busy.start(room);
    return Boolean(room);
  }

  /** Demo control: drops every chat connection. */
  dropAll(): void {
    for (const room of this.rooms.values()) for (const ws of room.sockets) ws.terminate();
  }

  /** The server closes: every chat connection drops and the busy rooms' bots stop. */
  close(): void {
    this.busy.stopAll();
    this.dropAll();
  }
}
