// A live room as the server holds it: what it keeps in the store (`kept`) and what lives in memory (its sockets,
// the host's pushed order, the demo switches).
import type { WebSocket } from 'ws';
import type { SimMatch } from './match.ts';
import type { Rng } from './prng.ts';
import type { RoomRecord } from './records.ts';
import type { PushedOrder } from './roomWords.ts';
import { mayChatUnder } from '../../src/domain/chatBetLimit.ts';

export interface Room {
  liveRoomId: string;
  hostId: string;
  hostName: string;
  match?: SimMatch;
  /** The simulated crowd watching the room (besides the real viewers connected to its chat). */
  popularity: number;
  rng: Rng;
  /** What the room keeps in the store across a restart: chat lines, the envelope, the lottery, its winners. */
  kept: RoomRecord;
  /** The chat sockets in the room: they get its lines and events. */
  sockets: Set<WebSocket>;
  /** Chat sockets of viewers the locked room does not let in: connected, but told nothing of the room's chat. */
  waiting: Set<WebSocket>;
  /** The host opened the (entertainment) room to everyone (demo control): its lock's last tip is obtained. */
  openToAll: boolean;
  pushedOrder?: PushedOrder;
  offCountdown: boolean;
  /** When the host's off-air countdown ends and the room goes on with its sport's next match. */
  offUntil?: number;
  /** Demo control: the room does not let viewers speak (spec §4 'this chat room does not support speaking'). */
  muted: boolean;
  /**
   * The chat rule's bet limit (spec §3 betLimitRule, §5 cond 0 none, 1 AND, 2 OR) over our two checks: at least
   * minBets bets placed, VIP level at least minVip (demo control `chatBetLimit` sets it).
   */
  betLimit: BetLimit;
  /** Demo control: the markets whose live bets the host closed (Ban until opened again). */
  closedLiveBets: Set<string>;
}

export interface BetLimit {
  cond: number;
  minBets: number;
  minVip: number;
}

/** Whether a user with `placed` bets and VIP level `vip` may speak under the room's bet limit. */
export function meetsBetLimit(limit: BetLimit, placed: number, vip: number): boolean {
  return mayChatUnder({ ...limit, placed, vip });
}

/** A room is locked when it has no match (the entertainment room), until its host opens it to everyone. */
export const roomLocked = (room: Room): boolean => !room.match && !room.openToAll;

/**
 * Whether a viewer may be in the room (get/room/permission's isSuccess): an open room lets anyone in, a locked one a
 * logged-in user (its "Log in" tip). The room's stream URL and its chat are given only to a viewer it lets in.
 */
export const roomLetsIn = (room: Room, loggedIn: boolean): boolean => loggedIn || !roomLocked(room);
