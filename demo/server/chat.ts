// The live rooms' hub: wires the rooms and who is in them (chatRooms.ts), the chat socket's protocol (chatSocket.ts),
// who may speak and a chat admin's delete and ban (moderation.ts), chat tokens and sessions (chatSessions.ts), what
// happens in a room on air (roomActivity.ts), its fan-out to the sockets (roomFanout.ts) and busy rooms
// (busyRoom.ts), and answers the HTTP routes and the demo control. What a room keeps across a restart (its chat
// lines, red envelope, lottery and winners: `Room.kept`), the gift ranking and the chat bans live in the store; the
// rest (sockets, the host's pushed order, demo switches) is in memory. Nothing here is imported by those parts.
import type Decimal from 'decimal.js';
import type { WebSocketServer } from 'ws';
import type { WireAnchor, WireBetLimitRule } from '../../src/api/wire.ts';
import type { SilenceConfig } from '../../src/domain/chatModeration.ts';
import { CHAT_SHOW_ORDER_LIMIT, type ChatOrderHistoryItem } from '../../src/domain/chatOrders.ts';
import { BusyRooms } from './busyRoom.ts';
import { LocalBus, type Bus } from './bus.ts';
import { LiveRooms } from './chatRooms.ts';
import { ChatSessions, type Speaker } from './chatSessions.ts';
import { ChatSocketServer } from './chatSocket.ts';
import { GiftLedger } from './giftLedger.ts';
import { Moderation, refusalError, type Ban } from './moderation.ts';
import type { UserRecord } from './records.ts';
import { meetsBetLimit, type BetLimit, type Room } from './room.ts';
import { RoomActivity } from './roomActivity.ts';
import { RoomFanout } from './roomFanout.ts';
import { shareRooms, type RoomShare } from './roomShare.ts';
import type { Store } from './store.ts';
import { currentTitlesOf, type TitleFacts } from './titles.ts';
import type { Users } from './users.ts';
import type { World } from './world.ts';

export type { Room } from './room.ts';

/** Chat limit: one message per second per user (the length limit is the client's, src/domain/chatInput.ts). */
const MIN_GAP_MS = 1000;

export class ChatHub {
  /** Gifts sent in the rooms: daily spend per user, ranking per room. */
  readonly gifts: GiftLedger;
  /** canSpeak, bans, a chat admin's delete. */
  readonly moderation: Moderation;
  private readonly fanout: RoomFanout;
  private readonly liveRooms: LiveRooms;
  private readonly sockets: ChatSocketServer;
  /** Chat tokens issued by user/chat/token/v2, and the sockets of each session. */
  private readonly sessions: ChatSessions;
  private readonly activity: RoomActivity;
  /** Bursts of 50 messages a second (busyRoom.ts). */
  private readonly busy: BusyRooms;
  /** What this instance tells the other instances sharing its database (roomShare.ts; nothing when alone). */
  private readonly share: RoomShare;

  constructor(
    world: World,
    store: Store,
    users: Users,
    /** What a user's titles depend on (their bets placed, their VIP level). */
    private readonly titleFacts: (user: UserRecord) => TitleFacts,
    /** BUSY_CHAT=1: every room a viewer joins gets busy. */
    busyOnJoin = false,
    /** The least gap between two messages of one user (R05), 1 s; CHAT_GAP_MS for tests. */
    minGapMs = MIN_GAP_MS,
    /** The bus to the other instances on the same database (bus.ts). */
    bus: Bus = new LocalBus(),
  ) {
    this.gifts = new GiftLedger(() => world.now(), store);
    this.fanout = new RoomFanout(
      () => world.now(),
      () => store.saveSoon(),
      bus.shared ? bus.id.slice(0, 6) : '',
    );
    this.liveRooms = new LiveRooms(
      world,
      store,
      this.fanout,
      (ws, room) => this.sockets.join(ws, room),
      (ws) => this.sockets.loggedIn(ws),
    );
    this.moderation = new Moderation(
      store,
      users,
      () => this.rooms.values(),
      (room, code, data) => this.fanout.broadcast(room, code, data),
    );
    this.sessions = new ChatSessions(users, (ws) => this.sockets.endSocket(ws));
    this.busy = new BusyRooms(
      (room, uid, nickName, content) => this.fanout.say(room, uid, nickName, content),
      busyOnJoin,
    );
    this.activity = new RoomActivity(world, store, users, this.liveRooms, this.fanout, this.gifts);
    this.sockets = new ChatSocketServer(
      this.liveRooms,
      this.sessions,
      this.moderation,
      this.fanout,
      {
        joinFrames: (room, user, lang) => this.activity.joinFrames(room, user, lang),
        joined: (room) => this.busy.joined(room),
        said: (room, msg) => this.share.said(room, msg),
        titleFacts,
        meetsBetLimit: (room, user) => this.meetsBetLimit(room, user),
      },
      minGapMs,
    );
    this.share = shareRooms(bus, { rooms: this.liveRooms, fanout: this.fanout, moderation: this.moderation });
  }

  /** The chat socket's server (the HTTP server hands it the upgrades of SOCKET_PATHS.chat). */
  get wss(): WebSocketServer {
    return this.sockets.wss;
  }

  /** The rooms by liveRoomId. */
  get rooms(): Map<string, Room> {
    return this.liveRooms.byId;
  }

  /** The anchor list (chatRooms.ts); `stream` gives a room's stream URL for the viewer asking. */
  anchors(lang: string, stream: (room: Room) => string): WireAnchor[] {
    return this.liveRooms.anchors(lang, stream);
  }

  /** The name of a host with a room, if any. */
  hostName(hostId: string): string | undefined {
    return this.liveRooms.hostName(hostId);
  }

  /** A room by id, or the 1000 failure. */
  room(liveRoomId: string): Room {
    return this.liveRooms.room(liveRoomId);
  }

  /**
   * Issues a chat token for the session `session` (user/chat/token/v2); the chat socket accepts it like the session
   * token, until the session ends.
   */
  issueToken(session: string): string {
    return this.sessions.issue(session);
  }

  /** Sends a frame to everyone in a room. */
  broadcast(room: Room, code: string, data: unknown): void {
    this.fanout.broadcast(room, code, data);
  }

  /** Sends a frame to everyone in a room, its data written in each reader's language (a gift's name). */
  broadcastWorded(room: Room, code: string, dataIn: (lang: string) => unknown): void {
    this.fanout.broadcastWorded(room, code, dataIn);
    this.share.worded(room, code, dataIn);
  }

  /** A user's ban still running, if any (an ended one is forgotten). */
  banOf(uid: string): Ban | undefined {
    return this.moderation.banOf(uid);
  }

  /** Deletes messages of a room for everyone (B06); returns the ids that were there. */
  deleteMessages(room: Room, msgIds: readonly string[]): string[] {
    this.share.deleted(room, msgIds);
    return this.moderation.deleteMessages(room, msgIds);
  }

  /** Bans a user from every room's chat for a silence config and removes their messages everywhere (B08). */
  ban(uid: string, config: SilenceConfig): number {
    const until = this.moderation.ban(uid, config);
    this.share.banned(uid, until);
    return until;
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
      this.sockets.tellUser(room, user.uid, 'R06', { msg: `at most ${CHAT_SHOW_ORDER_LIMIT} orders, each once` });
      return false;
    }
    shown.push(order.orderId);
    const line = this.fanout.say(room, user.uid, user.name, '', {
      item: 'order',
      order,
      context: { chatRoomId: room.liveRoomId, hostId: room.hostId, followOrderId: order.orderId },
      titles: currentTitlesOf(user, this.titleFacts(user)),
    });
    this.share.said(room, line);
    return true;
  }

  /** Lets a user grab a share of the room's red envelope (roomActivity.ts); returns the share or 0. */
  grabRedEnvelope(room: Room, user: UserRecord): Decimal {
    return this.activity.grabRedEnvelope(room, user);
  }

  /** A logged-in user reported watching the room (submit/watch): they take part in its lotteries from now on. */
  watch(room: Room, user: UserRecord): void {
    this.liveRooms.watch(room, user);
  }

  /** Demo control: the host opens the room to everyone, or locks it again; false for an unknown room. */
  openToAll(liveRoomId: string, open = true): boolean {
    const done = this.liveRooms.openToAll(liveRoomId, open);
    if (done) this.share.opened(this.room(liveRoomId), open);
    return done;
  }

  /** Demo control: the host pushes an order (G04) now, replacing one still shown; false without an open market. */
  forcePushedOrder(liveRoomId: string): boolean {
    return this.activity.forcePushedOrder(liveRoomId);
  }

  /** Demo control: a red envelope (G02) drops in the room now; false for an unknown room. */
  forceRedEnvelope(liveRoomId: string): boolean {
    return this.activity.forceRedEnvelope(liveRoomId);
  }

  /** Demo control: a lottery (G06) starts in the room now and is drawn after `drawInMs`; false for an unknown room. */
  forceLottery(liveRoomId: string, drawInMs?: number): boolean {
    return this.activity.forceLottery(liveRoomId, drawInMs);
  }

  /** Demo control: every chat ban ends now (flows that ban a demo user start from a clean slate). */
  liftBans(): void {
    this.moderation.liftBans();
    this.share.bansLifted();
  }

  /** Demo control: the host closes (or opens again) a live bet of the room; false unless it is one of its live bets. */
  setLiveBetClosed(liveRoomId: string, marketId: string, closed: boolean): boolean {
    return this.liveRooms.setLiveBetClosed(liveRoomId, marketId, closed);
  }

  /** Demo control: the room's chat rule's bet limit (cond 0 none, 1 AND, 2 OR); false for an unknown room. */
  setBetLimit(liveRoomId: string, limit: BetLimit): boolean {
    return this.liveRooms.setBetLimit(liveRoomId, limit);
  }

  /** The chat rule's betLimitRule for `user` in the room (cond 0 outside a room): the rule and the user's own counts. */
  betLimitRule(liveRoomId: string | undefined, user: UserRecord): WireBetLimitRule {
    const limit = this.rooms.get(liveRoomId ?? '')?.betLimit ?? { cond: 0, minBets: 0, minVip: 0 };
    return { ...limit, ...this.titleFacts(user) };
  }

  /** Whether `user` may speak in the room under its bet limit. */
  meetsBetLimit(room: Room, user: UserRecord): boolean {
    const { placed, vip } = this.titleFacts(user);
    return meetsBetLimit(room.betLimit, placed, vip);
  }

  /** Demo control: a room stops (or starts again) letting viewers speak; false for an unknown room. */
  setMuted(liveRoomId: string, muted: boolean): boolean {
    const done = this.liveRooms.setMuted(liveRoomId, muted);
    if (done) this.share.muted(this.room(liveRoomId), muted);
    return done;
  }

  /** Demo control: the room's bots say 50 messages a second for 20 s from now; false for an unknown room. */
  startBusyChat(liveRoomId: string): boolean {
    const room = this.rooms.get(liveRoomId);
    if (room) this.busy.start(room);
    return Boolean(room);
  }

  /** Demo control: drops every chat connection. */
  dropAll(): void {
    for (const ws of this.liveRooms.allSockets()) ws.terminate();
  }

  /** The server closes: every chat connection drops and the busy rooms' bots stop. */
  close(): void {
    this.busy.stopAll();
    this.dropAll();
  }
}
