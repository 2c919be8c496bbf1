// Orders a host pushes into the room (G04) and recalls (G05); following one puts the same pick into the
// shared bet slip, and the bet panel flag stays on for 5 s after (spec §4 Other timers).
import { BET_PANEL_FLAG_MS } from '../../domain/constants';
import { MarketSwitch } from '../../domain/enums';
import { isOptionLocked } from '../../domain/oddsDisplay';
import { frameData, pushOrderSchema, recallSchema, type PushedOrder } from '../../api/codecs/chatFrames';
import { roomState, roomTimer } from './rooms';
import { matchEntry } from '../matches/cache';
import type { PickInfo } from '../../domain/slip';
import type { Market, Match } from '../../domain/types';
import { isPicked, slipSelections, togglePick } from '../slip/selections';
import { pushedOrderSource, type PickSource } from '../../domain/betSource';

/** The market of a cached match, by id. */
function findMarket(match: Pick<Match, 'groups'>, marketId: string): Market | undefined {
  for (const group of match.groups) for (const market of group.markets) if (market.id === marketId) return market;
  return undefined;
}

/** G04: the host pushed an order; the newest shows first and a repeat of the same order replaces it. */
export function onPushOrderFrame(liveRoomId: string, data: unknown): void {
  const room = roomState(liveRoomId);
  const order = frameData(pushOrderSchema, data);
  if (!room || !order) return;
  room.orders.pushed = [order, ...room.orders.pushed.filter((o) => o.orderId !== order.orderId)];
}

/** G05: the host recalled an order; its card goes. */
export function onRecallFrame(liveRoomId: string, data: unknown): void {
  const room = roomState(liveRoomId);
  const recall = frameData(recallSchema, data);
  if (room && recall) room.orders.pushed = room.orders.pushed.filter((o) => o.orderId !== recall.orderId);
}

/** A pick of the room: what the cached match says of its market (else what the room said), with its bet source. */
export function roomPick(
  ref: Pick<PushedOrder, 'matchId' | 'marketId' | 'type' | 'odds' | 'betName'>,
  source: PickSource,
): PickInfo {
  const match = matchEntry(ref.matchId)?.match;
  const market = match ? findMarket(match, ref.marketId) : undefined;
  const option = market?.options.find((o) => o.type === ref.type);
  const group = match?.groups.find((g) => g.markets.some((m) => m.id === ref.marketId));
  return {
    matchId: ref.matchId,
    marketId: ref.marketId,
    type: ref.type,
    odds: option?.odds ?? ref.odds,
    line: option?.line,
    optionName: option?.name ?? ref.betName,
    marketName: group?.name ?? ref.betName,
    home: match?.home.name ?? '',
    away: match?.away.name ?? '',
    league: match?.league.name ?? '',
    sportId: match?.sportId ?? 0,
    allowParlay: market?.allowParlay ?? true,
    source,
  };
}

/**
 * The slip pick of a pushed order: followed from the host's push in the room, or from the platform's when the
 * order names no host (spec §3 bet sources: anchor-push-order and no-anchor-push-order room bets).
 */
export function pushedPick(order: PushedOrder, liveRoomId: string): PickInfo {
  return roomPick(order, {
    betSource: pushedOrderSource(order.hostId),
    liveRoomId,
    ...(order.hostId ? { pushOrderHostId: order.hostId } : {}),
    pushOrderId: order.orderId,
  });
}

/** A pick another made (a pushed, shown or expert order): the option, its odds then and its words. */
export type FollowedRef = Pick<PushedOrder, 'matchId' | 'marketId' | 'type' | 'odds' | 'betName'>;

/** i18n key of why an order cannot be followed now (its market closed or suspended), or null. */
export function followBlocker(order: Pick<PushedOrder, 'matchId' | 'marketId' | 'type'>): string | null {
  const match = matchEntry(order.matchId)?.match;
  const market = match ? findMarket(match, order.marketId) : undefined;
  const option = market?.options.find((o) => o.type === order.type);
  if (!market || !option || !isOptionLocked(market, option)) return null;
  return market.saleStatus === MarketSwitch.Off ? 'rules:marketClosed' : 'rules:marketSuspended';
}

/** True when the order's pick is already in the slip. */
export function isFollowed(order: Pick<PushedOrder, 'matchId' | 'marketId' | 'type'>): boolean {
  return isPicked(slipSelections(), order);
}

/**
 * Follows a pushed order: the same pick goes into the shared slip (replacing that match's pick) and the bet
 * panel flag turns on for 5 s. Returns the i18n key of a refusal, 'live:order.slipFull' when the slip ignored it, or null.
 */
export function followOrder(liveRoomId: string, order: PushedOrder): string | null {
  return followPick(liveRoomId, order, pushedPick(order, liveRoomId).source!);
}

/**
 * Follows another's pick with its source (a pushed order, an order shown in the chat, an expert's pick): as
 * followOrder. Outside a room (liveRoomId '') there is no bet panel flag.
 */
export function followPick(liveRoomId: string, ref: FollowedRef, source: PickSource): string | null {
  const blocked = followBlocker(ref);
  if (blocked) return blocked;
  if (isFollowed(ref)) return null;
  const room = liveRoomId ? roomState(liveRoomId) : undefined;
  if (!togglePick(roomPick(ref, source))) return 'live:order.slipFull';
  if (!room) return null;
  room.orders.betPanel = true;
  roomTimer(liveRoomId, 'bet-panel', BET_PANEL_FLAG_MS, () => {
    const current = roomState(liveRoomId);
    if (current) current.orders.betPanel = false;
  });
  return null;
}
