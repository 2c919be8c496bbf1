// Merging fresh match data into the cached match proxies field by field: a value that did not change is
// never written, so Valtio notifies (and React re-renders) only the rows whose match really changed.
import { ref } from 'valtio/vanilla';
import { matchStatusGroup } from '../domain/matches';
import type { Market, MarketGroup, Match, MatchClock, PeriodScore } from '../domain/types';

/** Which way an option's odds last moved, and when (epoch ms), so its button can flash for a moment. */
export interface OddsMove {
  dir: 'up' | 'down';
  at: number;
}

/** Key of one option inside a match: market id and option type. */
export const optionKey = (marketId: string, type: string) => `${marketId}|${type}`;

/** Key of a market group inside a match: market type, period and name. */
export const groupKey = (group: Pick<MarketGroup, 'marketType' | 'period' | 'name'>) => `${group.marketType}:${group.period}:${group.name}`;

/**
 * A market group for the cache: its tags are only ever replaced whole, so Valtio keeps them as they are
 * (ref) instead of wrapping them in proxies.
 */
const cachedGroup = (group: MarketGroup): MarketGroup => ({ ...group, tags: ref(group.tags) });

/**
 * A fresh match as the cache stores it. The parts only ever replaced whole, never changed in place (teams,
 * league, score lines, market tags), are kept out of Valtio's deep proxying (ref): a third fewer proxies
 * to create for each page of 50 matches, on the way to the list's first screenful. Replacing one still notifies.
 */
export function cachedMatch(match: Match): Match {
  return {
    ...match,
    home: ref(match.home),
    away: ref(match.away),
    league: ref(match.league),
    scores: ref(match.scores),
    groups: match.groups.map(cachedGroup),
  };
}

/** Writes `value` under `key` only when it differs (primitives compared by value). */
function put<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): boolean {
  if (Object.is(target[key], value)) return false;
  target[key] = value;
  return true;
}

/** Updates a clock in place; an absent incoming clock leaves the current one. */
export function mergeClock(target: { clock?: MatchClock }, clock: MatchClock | undefined): void {
  if (!clock) return;
  if (!target.clock) {
    target.clock = { ...clock };
    return;
  }
  put(target.clock, 'running', clock.running);
  put(target.clock, 'period', clock.period);
  put(target.clock, 'seconds', clock.seconds);
  put(target.clock, 'type', clock.type);
}

const sameScores = (a: readonly PeriodScore[], b: readonly PeriodScore[]) =>
  a.length === b.length &&
  a.every((s, i) => s.period === b[i].period && s.typeGroup === b[i].typeGroup && s.home === b[i].home && s.away === b[i].away);

/** Replaces the score lines only when one of them changed. */
export function mergeScores(target: { scores: PeriodScore[] }, scores: PeriodScore[] | undefined): void {
  if (scores && !sameScores(target.scores, scores)) target.scores = ref(scores.map((s) => ({ ...s })));
}

/** Sets a match status; returns true when its status group (live / upcoming / finished) changed. */
export function mergeStatus(target: { status: number }, status: number | undefined): boolean {
  if (status === undefined || status === target.status) return false;
  const before = matchStatusGroup(target.status);
  target.status = status;
  return before !== matchStatusGroup(status);
}

/**
 * Updates a market in place: sale status, parlay flag and each option's odds, recording in `moves` which
 * way each changed price went. A market whose options changed shape (other types) is replaced.
 */
export function mergeMarket(target: Market, incoming: Market, moves: Record<string, OddsMove>, now: number): void {
  put(target, 'saleStatus', incoming.saleStatus);
  put(target, 'allowParlay', incoming.allowParlay);
  const sameShape =
    target.options.length === incoming.options.length && target.options.every((o, i) => o.type === incoming.options[i].type);
  if (!sameShape) {
    target.options = incoming.options.map((o) => ({ ...o }));
    return;
  }
  incoming.options.forEach((next, i) => {
    const current = target.options[i];
    if (current.odds !== next.odds) {
      // A price appearing from 0 (locked) or going to 0 is a lock change, not a move.
      if (current.odds > 0 && next.odds > 0) moves[optionKey(target.id, next.type)] = { dir: next.odds > current.odds ? 'up' : 'down', at: now };
      current.odds = next.odds;
    }
    put(current, 'name', next.name);
    put(current, 'teamName', next.teamName);
    put(current, 'line', next.line);
  });
}

/** Finds a market by id in a match's groups. */
export function findMarket(match: Pick<Match, 'groups'>, marketId: string): Market | undefined {
  for (const group of match.groups) for (const market of group.markets) if (market.id === marketId) return market;
  return undefined;
}

/** Reconciles a list of markets: same ids keep their proxies (merged in place); the array is replaced only when ids differ. */
function mergeMarkets(target: MarketGroup, incoming: Market[], moves: Record<string, OddsMove>, now: number): void {
  const sameIds = target.markets.length === incoming.length && target.markets.every((m, i) => m.id === incoming[i].id);
  if (!sameIds) {
    target.markets = incoming;
    return;
  }
  incoming.forEach((market, i) => mergeMarket(target.markets[i], market, moves, now));
}

/** Reconciles the market groups of a match with a complete incoming set (groups matched by key). */
export function replaceGroups(target: Match, incoming: MarketGroup[], moves: Record<string, OddsMove>, now: number): void {
  const byKey = new Map(target.groups.map((g) => [groupKey(g), g]));
  const next = incoming.map((group) => {
    const existing = byKey.get(groupKey(group));
    if (!existing) return cachedGroup(group);
    if (existing.tags.join() !== group.tags.join()) existing.tags = ref(group.tags);
    mergeMarkets(existing, group.markets, moves, now);
    return existing;
  });
  const same = next.length === target.groups.length && next.every((g, i) => g === target.groups[i]);
  if (!same) target.groups = next;
}

/** Merges the markets of a partial view (a list row's main markets) into a match that holds more. */
export function mergeMarketsById(target: Match, incoming: MarketGroup[], moves: Record<string, OddsMove>, now: number): void {
  for (const group of incoming) {
    for (const market of group.markets) {
      const existing = findMarket(target, market.id);
      if (existing) mergeMarket(existing, market, moves, now);
    }
  }
}

/** Merges everything but the market groups; returns true when the status group changed. */
export function mergeHeader(target: Match, incoming: Match): boolean {
  mergeClock(target, incoming.clock);
  mergeScores(target, incoming.scores);
  const regrouped = mergeStatus(target, incoming.status);
  for (const key of ['beginTime', 'marketCount', 'hasVideo', 'hasAnimation', 'liveRoomId', 'hostId', 'liveStatus', 'matchType', 'neutral', 'serveSide', 'bestOf', 'sportId'] as const) {
    put(target, key, incoming[key] as never);
  }
  for (const side of ['home', 'away', 'league'] as const) {
    const a = target[side];
    const b = incoming[side];
    if (a.id !== b.id || a.name !== b.name || a.logoUrl !== b.logoUrl) target[side] = ref({ ...b }) as never;
  }
  return regrouped;
}
