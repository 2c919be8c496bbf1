// The live bets hosts open in their rooms (spec §3 "Live bet status" Ban 0 / Open 1 / Cancel 999): a few markets
// of the room's match, Open while on sale, Ban while suspended or closed by the host (a demo control), Cancel once
// the match is over. Each change goes out on the push socket's `livebet.<room>` topic as the room's whole list.
import type { WireLiveBet } from '../../src/api/wire.ts';
import { MatchStatus } from '../../src/domain/enums.ts';
import { LiveBetStatus } from '../../src/domain/liveEnums.ts';
import type { Room } from './room.ts';
import { MARKET_TYPE } from './pricing.ts';

/** The market types a host opens as live bets, in this order. */
const LIVE_BET_TYPES: number[] = [
  MARKET_TYPE.MatchResult,
  MARKET_TYPE.Winner,
  MARKET_TYPE.Handicap,
  MARKET_TYPE.OverUnder,
];
const PER_ROOM = 3;

/** The room's live bets now. */
export function liveBetsOf(room: Room): WireLiveBet[] {
  const m = room.match;
  if (!m) return [];
  const over = m.status !== MatchStatus.Live && m.status !== MatchStatus.Upcoming;
  const picked = LIVE_BET_TYPES.flatMap((mty) => m.groups.filter((g) => g.mty === mty).slice(0, 1)).slice(0, PER_ROOM);
  return picked.map((g) => ({
    betId: `LB${room.liveRoomId}-${g.market.id}`,
    matchId: m.id,
    marketId: g.market.id,
    status: over
      ? LiveBetStatus.Cancel
      : !room.closedLiveBets.has(g.market.id) && g.market.ss === 1 && g.market.op.every((o) => o.od > 1)
        ? LiveBetStatus.Open
        : LiveBetStatus.Ban,
  }));
}

/** Publishes each room's list when it changed since the last publish. */
export class LiveBetFeed {
  private readonly last = new Map<string, string>();

  constructor(private readonly publish: (room: Room, list: WireLiveBet[]) => void) {}

  /** Compares every room's list with what was last sent and sends the changed ones. */
  update(rooms: Iterable<Room>): void {
    for (const room of rooms) {
      const list = liveBetsOf(room);
      const text = JSON.stringify(list);
      if (this.last.get(room.liveRoomId) === text) continue;
      const first = !this.last.has(room.liveRoomId);
      this.last.set(room.liveRoomId, text);
      if (!first) this.publish(room, list);
    }
  }
}
