// The live rooms on screen (spec §2 "Live room", §3 Anchor state and Chat state): per room id, the room header
// (host, live state, popularity), its lock (§4 Room lock), chat, gifts, red envelope, lottery and pushed orders.
// Opening a room is reference counted; the last close stops its chat socket and timers.
import { proxy } from 'valtio/vanilla';
import { LiveState } from '../../domain/liveEnums';
import type { Money, RoomPermission } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';
import type { LotteryWinner, PushedOrder } from '../../api/codecs/chatFrames';
import type { GiftRank, GuessGame, GuessRecord, LiveBet } from '../../domain/roomGames';
import { emptyChat, type ChatState } from './chatState';

export type { ChatItem, ChatState } from './chatState';

export interface Gift {
  giftId: string;
  giftName: string;
  price: Money;
  /** An emoji the server gives the gift (no image files); a parcel when it gives none. */
  icon?: string;
}

export interface GiftTip {
  nickName: string;
  giftName: string;
  count: number;
  icon?: string;
  /** Counts the tips of the room, so the arrival animation plays again for the next gift. */
  seq: number;
}

export interface GiftState {
  gifts: Gift[];
  /** The user's coin balance, or null when unknown (anonymous or not loaded). */
  balance: Money | null;
  /** Coins the daily gift limit still allows today (activity/goldmall/dailyLimit), or null when unknown. */
  leftToday: Money | null;
  dailyLimit: Money | null;
  /** The room's ten biggest gift senders (room/gift/top10). */
  top10: GiftRank[];
  /** The newest gift sent in the room, shown for 3 s. */
  tip: GiftTip | null;
  sending: boolean;
  redEnvelope: { envelopeId: string; amount?: Money; count?: number } | null;
  envelopeResult: { kind: 'won'; amount: Money } | { kind: 'missed' } | null;
  lottery: { lotteryId: string; prize: string; drawAt?: number } | null;
  /** The last draw's winners, cleared after 60 s. */
  lotteryResult: { lotteryId: string; winners: LotteryWinner[]; youWon: boolean } | null;
  /** Recent winners of the room (lottery/winList). */
  winList: LotteryWinner[];
}

export interface GamesState {
  /** The host's guessing games of the room's match (host/guessing/list). */
  guesses: GuessGame[];
  status: 'loading' | 'ready' | 'error';
  placing: boolean;
  /** My guesses (data/host/guessing/bet/record), newest first; empty while anonymous. */
  records: GuessRecord[];
  /** The room's live bets as last listed or pushed (livebet.<room>), every status. */
  liveBets: LiveBet[];
}

export interface OrdersState {
  /** Orders the host pushed (G04), newest first, until recalled (G05). */
  pushed: PushedOrder[];
  /** On after a pushed order was followed into the slip, off after 5 s. */
  betPanel: boolean;
}

export interface RoomState {
  liveRoomId: string;
  hostId: string;
  hostName: string;
  matchId: string | null;
  matchType: number;
  liveStatus: number;
  popularity: number;
  online: number | null;
  /** The room's stream (as the anchor list gives it), or null while it has none. */
  streamUrl: string | null;
  permission: RoomPermission | null;
  permissionStatus: 'loading' | 'ready' | 'error';
  chat: ChatState;
  gifts: GiftState;
  games: GamesState;
  orders: OrdersState;
}

export interface LiveRoomsState {
  byId: Record<string, RoomState>;
}

/** The page's open live rooms (one proxy shared by every element and bundle copy). */
export function liveRooms(): LiveRoomsState {
  return getRuntime().singleton('state:live-rooms', () => proxy<LiveRoomsState>({ byId: {} }));
}

/** A fresh room with what is known before anything loaded. */
export function emptyRoom(liveRoomId: string, hostId = ''): RoomState {
  return {
    liveRoomId,
    hostId,
    hostName: '',
    matchId: null,
    matchType: -1,
    liveStatus: LiveState.Waiting,
    popularity: 0,
    online: null,
    streamUrl: null,
    permission: null,
    permissionStatus: 'loading',
    chat: emptyChat(),
    gifts: {
      gifts: [],
      balance: null,
      leftToday: null,
      dailyLimit: null,
      top10: [],
      tip: null,
      sending: false,
      redEnvelope: null,
      envelopeResult: null,
      lottery: null,
      lotteryResult: null,
      winList: [],
    },
    games: { guesses: [], status: 'loading', placing: false, records: [], liveBets: [] },
    orders: { pushed: [], betPanel: false },
  };
}

/** The live proxy of a room, if open. */
export function roomState(liveRoomId: string): RoomState | undefined {
  return liveRooms().byId[liveRoomId];
}

/** Cancels of one room's one-shot and repeating timers by purpose (gift tip, lottery clear, …), outside the proxy. */
export function roomTimers(liveRoomId: string): Map<string, () => void> {
  const all = getRuntime().singleton('live-room-timers', () => new Map<string, Map<string, () => void>>());
  let timers = all.get(liveRoomId);
  if (!timers) {
    timers = new Map();
    all.set(liveRoomId, timers);
  }
  return timers;
}

/** Starts a runtime-owned one-shot timer for a purpose, replacing (cancelling) the previous one of that purpose. */
export function roomTimer(liveRoomId: string, purpose: string, ms: number, fn: () => void): void {
  const timers = roomTimers(liveRoomId);
  timers.get(purpose)?.();
  const cancel = getRuntime().lifecycle.after(ms, () => {
    timers.delete(purpose);
    fn();
  });
  timers.set(purpose, cancel);
}

/** Cancels every timer of a room. */
export function clearRoomTimers(liveRoomId: string): void {
  const timers = roomTimers(liveRoomId);
  for (const cancel of timers.values()) cancel();
  timers.clear();
}
