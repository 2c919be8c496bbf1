// A live room as the server holds it: what it keeps in the store (`kept`) and what lives in memory (its sockets,
// the host's pushed order, the demo switches).
import type { WebSocket } from 'ws';
import type { SimMatch } from './match.ts';
import type { Rng } from './prng.ts';
import type { RoomRecord } from './records.ts';
import type { PushedOrder } from './roomWords.ts';

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
  sockets: Set<WebSocket>;
  /** The host opened the (entertainment) room to everyone (demo control): its lock's last tip is obtained. */
  openToAll: boolean;
  pushedOrder?: PushedOrder;
  offCountdown: boolean;
  /** When the host's off-air countdown ends and the room goes on with its sport's next match. */
  offUntil?: number;
  /** Demo control: the room does not let viewers speak (spec §4 'this chat room does not support speaking'). */
  muted: boolean;
  /** Demo control: the markets whose live bets the host closed (Ban until opened again). */
  closedLiveBets: Set<string>;
}
