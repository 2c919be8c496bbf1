// Bet history calls of spec §7: bet lists (the anchor bet history among them) and reserved bets.
import type { BetOrder, Page, ReservedBet } from '../../domain/types';
import type { Client } from '../client';
import { orderSchema } from '../codecs/order';
import { decodePage } from '../codecs/page';
import { reservedSchema } from '../codecs/reserve';
import { BET_PATHS } from '../betPaths';

/** Query of a bet list page; times are epoch milliseconds. */
export interface BetListQuery {
  isSettled?: boolean;
  startTime?: number;
  endTime?: number;
  current?: number;
  size?: number;
  status?: number;
}

/** Query of the anchor bet history (spec §7: stime, etime, status, page, size). */
export interface AnchorBetListQuery {
  stime: number;
  etime: number;
  status?: number;
  page: number;
  size: number;
}

/** Query of the reserved list: failed reservations toggle and time window. */
export interface ReserveListQuery {
  isFailed?: boolean;
  startTime?: number;
  endTime?: number;
  current?: number;
  size?: number;
}

/** History endpoints bound to a client. */
export function historyEndpoints(client: Client) {
  return {
    /** Bet list (settled lists cover startTime..endTime, by default the last day). */
    async betList(query: BetListQuery): Promise<Page<BetOrder>> {
      return decodePage(await client.call({ path: BET_PATHS.betList, body: { ...query } }), orderSchema, 'bet list');
    },
    /** The newer bet list: the anchor (live-stream) bet history. */
    async newBetList(query: AnchorBetListQuery): Promise<Page<BetOrder>> {
      return decodePage(
        await client.call({ path: BET_PATHS.newBetList, body: { ...query } }),
        orderSchema,
        'new bet list',
      );
    },
    /** Reserved bets. */
    async reserveList(query: ReserveListQuery): Promise<Page<ReservedBet>> {
      return decodePage(
        await client.call({ path: BET_PATHS.reserveList, body: { ...query } }),
        reservedSchema,
        'reserved bets',
      );
    },
  };
}

export type HistoryApi = ReturnType<typeof historyEndpoints>;
