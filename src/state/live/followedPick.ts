// Another's pick (a host's pushed order, an order shown in the chat, an expert's pick) as a slip pick: what the
// cached match says of its market, and whether it can be followed now. Its own module, without the room's state,
// so the detail's expert picks load it without the live room's stores.
import { MarketSwitch } from '../../domain/enums';
import { isOptionLocked } from '../../domain/oddsDisplay';
import type { PickSource } from '../../domain/betSource';
import type { PickInfo } from '../../domain/slip';
import type { Market, Match } from '../../domain/types';
import { matchEntry } from '../matches/cache';
import { isPicked, slipSelections, togglePick } from '../slip/selections';

/** The market of a cached match, by id. */
function findMarket(match: Pick<Match, 'groups'>, marketId: string): Market | undefined {
  for (const group of match.groups) for (const market of group.markets) if (market.id === marketId) return market;
  return undefined;
}

/** A pick another made: the option, its odds then and its words. */
export interface FollowedRef {
  matchId: string;
  marketId: string;
  type: string;
  odds: number;
  betName: string;
}

/** A pick of the room: what the cached match says of its market (else what the room said), with its bet source. */
export function roomPick(ref: FollowedRef, source: PickSource): PickInfo {
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

/** i18n key of why an order cannot be followed now (its market closed or suspended), or null. */
export function followBlocker(order: Pick<FollowedRef, 'matchId' | 'marketId' | 'type'>): string | null {
  const match = matchEntry(order.matchId)?.match;
  const market = match ? findMarket(match, order.marketId) : undefined;
  const option = market?.options.find((o) => o.type === order.type);
  if (!market || !option || !isOptionLocked(market, option)) return null;
  return market.saleStatus === MarketSwitch.Off ? 'rules:marketClosed' : 'rules:marketSuspended';
}

/** True when the order's pick is already in the slip. */
export function isFollowed(order: Pick<FollowedRef, 'matchId' | 'marketId' | 'type'>): boolean {
  return isPicked(slipSelections(), order);
}

/** Puts another's pick into the slip with its source unless it is locked; the i18n key of a refusal, or null. */
export function addFollowedPick(ref: FollowedRef, source: PickSource): string | null {
  const blocked = followBlocker(ref);
  if (blocked) return blocked;
  if (isFollowed(ref)) return null;
  return togglePick(roomPick(ref, source)) ? null : 'live:order.slipFull';
}
