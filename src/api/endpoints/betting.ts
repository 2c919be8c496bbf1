// Betting calls of spec §7: pre-bet, single and multiple bets, reserve, order status, cash-out.
// Placements are never retried; a timeout or 5xx rejects with 'unknown-outcome' and the slip reconciles
// through ordersByRef with the clientRef it sent.
import * as v from 'valibot';
import type {
  BetOrder,
  CashOutPrice,
  CashOutRecord,
  Money,
  OrderStatusItem,
  PlacedOrder,
  PreBetInfo,
  RefOrder,
  ReserveLimit,
  ReserveStatusItem,
} from '../../domain/types';
import type { Client, JsonBody } from '../client';
import { decode, decodeList } from '../codecs/common';
import { placedOrderSchema, preBetSchema } from '../codecs/bet';
import {
  cashOutAnswerSchema,
  cashOutPriceSchema,
  orderSchema,
  orderStatusSchema,
  refOrderSchema,
} from '../codecs/order';
import { reserveCreatedSchema, reserveLimitSchema, reserveParamsSchema, reserveStatusSchema } from '../codecs/reserve';
import { BET_PATHS } from '../betPaths';

/** One leg of a bet: the picked option at the odds the user saw. */
export interface BetLeg {
  marketId: string;
  odds: number;
  optionType: string;
  oddsFormat: number;
}

/** One single bet; `clientRef` is unique per placement attempt and the server dedupes on it. */
export interface SingleBet {
  clientRef: string;
  unitStake: Money;
  oddsChange: number;
  legs: BetLeg[];
  thirdRemark?: string;
}

/** One series entry of a multiple bet, with its own clientRef. */
export interface SeriesBet {
  clientRef: string;
  itemCount: number;
  seriesValue: number;
  unitStake: Money;
  oddsChange: number;
  /** The parlay's bet source (spec §3), as a single's: the spec's betMultipleData names no field, so it rides here. */
  thirdRemark?: string;
}

export interface ReserveBet {
  clientRef: string;
  unitStake: Money;
  oddsChange: number;
  legs: BetLeg[];
  currencyId: string;
}

/** A pick sent to the pre-bet query. */
export interface PreBetPick {
  marketId: string;
  matchId: string;
  type: string;
}

/** Cash-out request: settle `principal` of the order expecting `expectedAmount` back. */
export interface CashOutRequest {
  clientRef: string;
  orderId: string;
  principal: Money;
  expectedAmount: Money;
}

const legsBody = (legs: BetLeg[]) =>
  legs.map((l) => ({ marketId: l.marketId, odds: l.odds, optionType: l.optionType, oddsFormat: l.oddsFormat }));

const cashOutPricesSchema = v.object({ pr: v.unknown() });

/** Betting endpoints bound to a client. */
export function bettingEndpoints(client: Client) {
  const post = (path: string, body?: JsonBody) => client.call({ path, body });
  const place = (path: string, body: JsonBody) => client.call({ path, body, placement: true });
  return {
    /** Prices the picks: markets (betInfo) and series options (seriesInfo). */
    async preBet(picks: PreBetPick[], currencyId: string, isSelectSeries = true): Promise<PreBetInfo> {
      const body = { betMatchMarketList: picks.map((p) => ({ ...p })), isSelectSeries, currencyId };
      return decode(preBetSchema, await post(BET_PATHS.preBet, body), 'pre-bet');
    },
    /** Places single bets. */
    async placeSingle(bets: SingleBet[], currencyId: string): Promise<PlacedOrder[]> {
      const singleBetList = bets.map((b) => ({
        clientRef: b.clientRef,
        unitStake: b.unitStake,
        oddsChange: b.oddsChange,
        betOptionList: legsBody(b.legs),
        thirdRemark: b.thirdRemark,
      }));
      return decodeList(
        placedOrderSchema,
        await place(BET_PATHS.betSingle, { singleBetList, currencyId }),
        'placed singles',
      );
    },
    /** Places a multiple (parlay) bet: the series entries with a stake over the shared legs. */
    async placeMultiple(series: SeriesBet[], legs: BetLeg[], currencyId: string): Promise<PlacedOrder[]> {
      const betMultipleData = series.map((s) => ({ ...s }));
      return decodeList(
        placedOrderSchema,
        await place(BET_PATHS.betMultiple, { betMultipleData, betOptionList: legsBody(legs), currencyId }),
        'placed multiples',
      );
    },
    /** Reserve (scheduled) bet parameters. */
    async reserveParams(body: JsonBody) {
      return decode(reserveParamsSchema, await post(BET_PATHS.reserveParams, body), 'reserve parameters');
    },
    /** Places a reserve bet: its id and the odds the server recorded. */
    async reserveBet(bet: ReserveBet) {
      const body = {
        clientRef: bet.clientRef,
        unitStake: bet.unitStake,
        oddsChange: bet.oddsChange,
        betOptionList: legsBody(bet.legs),
        currencyId: bet.currencyId,
      };
      return decode(reserveCreatedSchema, await place(BET_PATHS.reserveBet, body), 'created reserve');
    },
    /** Reserve limits (max odds, min and max stake; 0 when absent). */
    async reserveLimit(matchId: string, marketId: string, currencyId: string): Promise<ReserveLimit> {
      return decode(
        reserveLimitSchema,
        await post(BET_PATHS.reserveLimit, { matchId, marketId, currencyId }),
        'reserve limit',
      );
    },
    /** Statuses of placed orders (polled every 1000 ms while any is created or confirming). */
    async orderStatus(orderIds: string[]): Promise<OrderStatusItem[]> {
      return decodeList(orderStatusSchema, await post(BET_PATHS.orderStatus, { orderIds }), 'order statuses');
    },
    /** Orders created from the given clientRefs: how the slip settles an unknown outcome. */
    async ordersByRef(clientRefs: string[]): Promise<RefOrder[]> {
      return decodeList(refOrderSchema, await post(BET_PATHS.orderByRef, { clientRefs }), 'orders by ref');
    },
    /** Cashes out (settles early) part or all of an order; sent with platForm 'pc'. */
    async cashOut(request: CashOutRequest): Promise<{ record?: CashOutRecord; order?: BetOrder }> {
      // Settled is settled: an answer without a readable record still means the cash-out went through.
      const answer = v.safeParse(
        cashOutAnswerSchema,
        await place(BET_PATHS.cashOutBet, { ...request, platForm: 'pc' }),
      );
      return answer.success ? answer.output : {};
    },
    /** Sets an order's auto cash-out on the server (or removes it with null); answers the order as it stands. */
    async setAutoCashOut(orderId: string, rule: { principal: Money; targetReturn: Money } | null): Promise<BetOrder> {
      return decode(orderSchema, await post(BET_PATHS.cashOutAuto, { orderId, ...rule }), 'auto cash-out');
    },
    /** Cash-out prices of orders (the pr list). */
    async cashOutPrice(orderIds: string[]): Promise<CashOutPrice[]> {
      const data = decode(cashOutPricesSchema, await post(BET_PATHS.cashOutPrice, { orderIds }), 'cash-out prices');
      return decodeList(cashOutPriceSchema, data.pr, 'cash-out prices');
    },
    /** The orders among ids, with their status and cash-out records (how a lost cash-out answer is reconciled). */
    async cashOutsByIds(ids: string[]): Promise<BetOrder[]> {
      return decodeList(orderSchema, await post(BET_PATHS.cashOutsByIds, { ids }), 'cash-out orders');
    },
    /** Cancels a reserve bet. */
    reserveCancel: (reserveId: string) => post(BET_PATHS.reserveCancel, { reserveId }),
    /** Modifies a reserve bet. */
    reserveUpdate: (body: JsonBody & { reserveId: string }) => post(BET_PATHS.reserveUpdate, body),
    /** States of reserve bets. */
    async reserveStatus(reserveIds: string[]): Promise<ReserveStatusItem[]> {
      return decodeList(reserveStatusSchema, await post(BET_PATHS.reserveStatus, { reserveIds }), 'reserve statuses');
    },
  };
}

export type BettingApi = ReturnType<typeof bettingEndpoints>;
