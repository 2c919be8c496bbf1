// Pre-bet query (bms markets, sos series) and placed orders -> domain BetMarket, SeriesInfo, PlacedOrder.
import * as v from 'valibot';
import { seriesBetCount } from '../../domain/series';
import type { BetMarket, PlacedOrder, PreBetInfo, SeriesInfo } from '../../domain/types';
import { flag, id, listOf, num, opt } from './common';
import { money } from './money';

export const betMarketSchema = v.pipe(
  v.object({
    marketId: id,
    oldMarketId: opt(id),
    matchId: id,
    allowParley: flag,
    isInPlay: flag,
    maxBet: money,
    minBet: money,
    status: num,
    result: opt(num),
    line: opt(v.string()),
    option: v.object({ name: v.string(), odd: num, type: v.union([v.string(), v.number()]) }),
    matchName: opt(v.string()),
    homeName: opt(v.string()),
    awayName: opt(v.string()),
    leagueName: opt(v.string()),
    sportId: opt(num),
    marketName: opt(v.string()),
  }),
  v.transform((m): BetMarket => ({
    marketId: m.marketId,
    oldMarketId: m.oldMarketId,
    matchId: m.matchId,
    allowParlay: m.allowParley,
    isInPlay: m.isInPlay,
    maxBet: m.maxBet,
    minBet: m.minBet,
    status: m.status,
    result: m.result,
    line: m.line,
    option: { name: m.option.name, odds: m.option.odd, type: String(m.option.type) },
    matchName: m.matchName,
    homeName: m.homeName,
    awayName: m.awayName,
    leagueName: m.leagueName,
    sportId: m.sportId,
    marketName: m.marketName,
  })),
);

export const seriesSchema = v.object({
  seriesNumber: num,
  maxBet: money,
  minBet: money,
  seriesOdd: num,
  combination: num,
  betCount: opt(num),
});

export const preBetSchema = v.pipe(
  v.object({ bms: listOf(betMarketSchema, 'pre-bet markets'), sos: listOf(seriesSchema, 'pre-bet series') }),
  v.transform((p): PreBetInfo => ({
    betInfo: p.bms,
    // The server's betCount is what it charges; without one, the spec's rule over the priced legs.
    seriesInfo: p.sos.map((s): SeriesInfo => ({ ...s, betCount: s.betCount ?? seriesBetCount(s, p.bms.length) })),
  })),
);

export const placedOrderSchema = v.pipe(
  v.object({ id, clientRef: opt(v.string()), ops: listOf(v.object({ mid: id, bod: num }), 'placed legs') }),
  v.transform((o): PlacedOrder => ({
    orderId: o.id,
    clientRef: o.clientRef,
    legs: o.ops.map((l) => ({ marketId: l.mid, odds: l.bod })),
  })),
);
