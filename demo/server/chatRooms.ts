// The live rooms and who is in them: six rooms on the simulation's matches (half basketball, half football, live
// ones first) and the entertainment room LR1000; the anchor list; the lock (room.ts roomLetsIn) deciding which chat
// sockets are in a room and which wait; the host's off-air countdown and the move to the sport's next match; the
// demo switches of a room (opened to all, muted, a live bet closed).
import type { WebSocket } from 'ws';
import type { WireAnchor } from '../../src/api/wire.ts';
import { MatchStatus } from '../../src/domain/enums.ts';
import { AnchorMatchType, BetLimitCond, LiveState } from '../../src/domain/liveEnums.ts';
import { ApiError, CODE } from './codes.ts';
import { liveBetsOf } from './liveBets.ts';
import type { SimMatch } from './match.ts';
import { nameIn } from './names.ts';
import { HOSTS } from './people.ts';
import { Rng, hashSeed } from './prng.ts';
import type { StoreParts, UserRecord } from './records.ts';
import { roomLetsIn, type BetLimit, type Room } from './room.ts';
import type { RoomFanout } from './roomFanout.ts';
import type { Store } from './store.ts';
import type { World } from './world.ts';

const ROOMS = 6;
/**
 * The rooms whose chat rule has a bet limit (spec §5 cond 1 AND, 2 OR): room 3 lets in a bettor with 5 bets placed or
 * VIP 3 (the demo user). One room only, not the first in the list: the rooms a visitor, the e2e flows and `npm run
 * load` meet first are open to every viewer. An AND rule is set with the demo control `chatBetLimit`. The rest: cond 0.
 */
const BET_LIMITS: Record<number, BetLimit> = {
  3: { cond: BetLimitCond.Or, minBets: 5, minVip: 3 },
};
const NO_BET_LIMIT: BetLimit = { cond: BetLimitCond.None, minBets: 0, minVip: 0 };
/** The host's off-air countdown (H01) after the room's match ends. */
const OFF_AIR_MS = 60_000;

/** Live status of a room: living while its match is live (the entertainment room always is). */
export function liveStatus(room: Room): number {
  if (!room.match) return LiveState.Living;
  return room.match.status === MatchStatus.Live
    ? LiveState.Living
    : room.match.status === MatchStatus.Upcoming
      ? LiveState.Waiting
      : LiveState.Ended;
}

/** The L01 frame's data: the room, its host and match, who is connected. */
export function initData(room: Room) {
  return {
    liveRoomId: room.liveRoomId,
    hostId: room.hostId,
    hostName: room.hostName,
    matchId: room.match?.id,
    online: room.sockets.size,
    liveStatus: liveStatus(room),
  };
}

export class LiveRooms {
  /** The rooms by liveRoomId. */
  readonly byId = new Map<string, Room>();
  /** What each room keeps, by liveRoomId. */
  private readonly keptRooms: StoreParts['rooms'];

  constructor(
    private readonly world: World,
    private readonly store: Store,
    private readonly fanout: RoomFanout,
    /** A socket the room now lets in joins it (its history and the room's running events). */
    private readonly join: (ws: WebSocket, room: Room) => void,
    /** Whether a socket speaks for a logged-in user. */
    private readonly loggedIn: (ws: WebSocket) => boolean,
  ) {
    this.keptRooms = store.part('rooms', () => ({}));
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
    candidates.forEach((m, i) => this.add(i + 1, m));
    this.add(0, undefined);
    world.listen({ ended: (m) => this.matchEnded(m) });
  }

  private add(i: number, match: SimMatch | undefined): void {
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
      waiting: new Set(),
      openToAll: false,
      offCountdown: false,
      muted: false,
      betLimit: BET_LIMITS[i] ?? NO_BET_LIMIT,
      closedLiveBets: new Set(),
    };
    if (match) match.liveRoom = { liveRoomId: room.liveRoomId, hostId: room.hostId };
    this.byId.set(room.liveRoomId, room);
  }

  /** A room by id, or the 1000 failure. */
  room(liveRoomId: string): Room {
    const room = this.byId.get(liveRoomId);
    if (!room) throw new ApiError(CODE.BadRequest, 'unknown liveRoomId');
    return room;
  }

  /**
   * The anchor list, the hosts named in `lang` (the request's languageType); `stream` gives a room's stream URL for
   * the viewer asking ('' when it has none, or does not let them in).
   */
  anchors(lang: string, stream: (room: Room) => string): WireAnchor[] {
    return [...this.byId.values()].map((r, i) => ({
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
      liveStatus: liveStatus(r),
      startDate: r.match?.bt,
      sort: i + 1,
      // One number with one meaning: the audience watching now (the simulated crowd plus the sockets in the room).
      popularity: r.popularity + r.sockets.size,
      hostName: nameIn(lang, r.hostName),
      hostPhotoId: `photo-${r.hostId}`,
      streamUrl: stream(r),
    }));
  }

  /** The name of a host with a room, if any. */
  hostName(hostId: string): string | undefined {
    return [...this.byId.values()].find((room) => room.hostId === hostId)?.hostName;
  }

  /**
   * A chat socket arrives in a room: it is in the room when the room lets its viewer in (true; the caller sends it
   * what a join gets), else it waits (connected, told nothing of the room's chat) until the host opens the room
   * (issue 27 item 5). It leaves when it closes.
   */
  enter(ws: WebSocket, room: Room): boolean {
    ws.on('close', () => {
      room.sockets.delete(ws);
      room.waiting.delete(ws);
    });
    const letIn = roomLetsIn(room, this.loggedIn(ws));
    (letIn ? room.sockets : room.waiting).add(ws);
    return letIn;
  }

  /** A waiting socket the room now lets in joins it. */
  private admit(ws: WebSocket, room: Room): void {
    room.waiting.delete(ws);
    room.sockets.add(ws);
    this.join(ws, room);
  }

  /**
   * Demo control: the host opens the room to everyone (its lock's host tip is obtained): the waiting sockets join;
   * or locks it again: the sockets it no longer lets in go back to waiting. False for an unknown room.
   */
  openToAll(liveRoomId: string, open = true): boolean {
    const room = this.byId.get(liveRoomId);
    if (!room) return false;
    room.openToAll = open;
    this.fanout.flush();
    for (const ws of [...room.waiting]) if (roomLetsIn(room, this.loggedIn(ws))) this.admit(ws, room);
    for (const ws of [...room.sockets])
      if (!roomLetsIn(room, this.loggedIn(ws))) {
        room.sockets.delete(ws);
        room.waiting.add(ws);
      }
    return true;
  }

  /** A logged-in user reported watching the room (submit/watch): they take part in its lotteries from now on. */
  watch(room: Room, user: UserRecord): void {
    if (room.kept.watchers.includes(user.uid)) return;
    room.kept.watchers.push(user.uid);
    this.store.save();
  }

  /** Demo control: the host closes (or opens again) a live bet of the room; false unless it is one of its live bets. */
  setLiveBetClosed(liveRoomId: string, marketId: string, closed: boolean): boolean {
    const room = this.byId.get(liveRoomId);
    if (!room || !liveBetsOf(room).some((b) => b.marketId === marketId)) return false;
    if (closed) room.closedLiveBets.add(marketId);
    else room.closedLiveBets.delete(marketId);
    return true;
  }

  /** Demo control: the room's chat rule's bet limit; false for an unknown room. */
  setBetLimit(liveRoomId: string, limit: BetLimit): boolean {
    const room = this.byId.get(liveRoomId);
    if (room) room.betLimit = limit;
    return Boolean(room);
  }

  /** Demo control: a room stops (or starts again) letting viewers speak; false for an unknown room. */
  setMuted(liveRoomId: string, muted: boolean): boolean {
    const room = this.byId.get(liveRoomId);
    if (room) room.muted = muted;
    return Boolean(room);
  }

  /** The room's match ended: the host's off-air countdown (H01) starts. */
  private matchEnded(m: SimMatch): void {
    const room = m.liveRoom ? this.byId.get(m.liveRoom.liveRoomId) : undefined;
    if (room && !room.offCountdown) {
      room.offCountdown = true;
      room.offUntil = this.world.now() + OFF_AIR_MS;
      this.fanout.broadcast(room, 'H01', { seconds: OFF_AIR_MS / 1000 });
    }
  }

  /**
   * After the off-air countdown the host goes on with the next match of the room's sport (a live one first, else
   * the next to start): the demo's rooms never all end. Viewers in the room get a fresh L01 naming it.
   */
  moveOnIfDue(room: Room, now: number): void {
    if (room.offUntil === undefined || now < room.offUntil) return;
    const ended = room.match;
    const taken = new Set([...this.byId.values()].map((r) => r.match?.id));
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
    this.fanout.broadcast(room, 'L01', initData(room));
  }

  /** Every socket of every room, in it or waiting. */
  *allSockets(): Iterable<WebSocket> {
    for (const room of this.byId.values()) yield* [...room.sockets, ...room.waiting];
  }
}
