// Merging fresh match data into the cached match proxies: a header value that did not change is never
// written, and market groups are copied on write (only the changed option, its market, its group and the
// groups array are new), so Valtio notifies (and React re-renders) only the rows whose match really changed.
import { ref } from 'valtio/vanilla';
import { matchStatusGroup } from '../../domain/matches';
import type { Market, MarketGroup, Match, MatchClock, Option, PeriodScore } from '../../domain/types';

/** Which way an option's odds last moved, and when (epoch ms), so its button can flash for a moment. */
export interface OddsMove {
  dir: 'up' | 'down';
  at: number;
}

/** Key of one option inside a match: market id and option type. */
export const optionKey = (marketId: string, type: string) => `${marketId}|${type}`;

/** Key of a market group inside a match: market type, period and name. */
export const groupKey = (group: Pick<MarketGroup, 'marketType' | 'period' | 'name'>) =>
  `${group.marketType}:${group.period}:${group.name}`;

/**
 * A fresh match as the cache stores it. The parts only ever replaced whole, never changed in place, are kept
 * out of Valtio's deep proxying (ref): teams, league, score lines and the market groups, which merges copy on
 * write (the changed option, its market and group, a new groups array; everything else shared): far fewer
 * proxies per match on the way to the list's first screenful; replacing one still notifies the row.
 */
export function cachedMatch(match: Match): Match {
  return {
    ...match,
    home: ref(match.home),
    away: ref(match.away),
    league: ref(match.league),
    scores: ref(match.scores),
    groups: ref(match.groups),
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
  a.every(
    (s, i) =>
      s.period === b[i].period && s.typeGroup === b[i].typeGroup && s.home === b[i].home && s.away === b[i].away,
  );

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

/** `next` when one of its items differs from `current`'s, else `current` itself (nothing changed). */
function sameOr<T>(current: T[], next: T[]): T[] {
  return next.length === current.length && next.every((item, i) => item === current[i]) ? current : next;
}

/**
 * A pushed option's name in the user's language (a push has none: the reference server's are English): the cached
 * name, from the feed in the user's language, with a moved line written in place of the old one ("大 200.5" →
 * "大 202.5", "+38.5" → "+34.5"); the pushed name only when the cached one does not show its line.
 */
function pushedName(cached: Option, fresh: Option): string {
  if (fresh.line === cached.line) return cached.name;
  return cached.line && fresh.line && cached.name.includes(cached.line)
    ? cached.name.replace(cached.line, fresh.line)
    : fresh.name;
}

/**
 * A market merged with fresh data: sale status, parlay flag and each option's price, name and line, recording
 * in `moves` which way each changed price went. The same object when nothing changed; a market whose options
 * changed shape (other types) is taken as it came. A push (`pushed`) keeps the cached team names and words
 * (pushedName); the next refresh names everything again.
 */
function mergedMarket(
  current: Market,
  incoming: Market,
  moves: Record<string, OddsMove>,
  now: number,
  pushed = false,
): Market {
  const sameShape =
    current.options.length === incoming.options.length &&
    current.options.every((o, i) => o.type === incoming.options[i].type);
  const options = !sameShape
    ? incoming.options
    : sameOr(
        current.options,
        incoming.options.map((fresh, i) => {
          const option = current.options[i];
          const next = pushed ? { ...fresh, name: pushedName(option, fresh), teamName: option.teamName } : fresh;
          // A price appearing from 0 (locked) or going to 0 is a lock change, not a move.
          if (option.odds !== next.odds && option.odds > 0 && next.odds > 0) {
            // Replaced whole, never changed: no proxy for each of a burst's moves.
            moves[optionKey(current.id, next.type)] = ref({ dir: next.odds > option.odds ? 'up' : 'down', at: now });
          }
          // Same type, so the fresh option replaces the cached one whole when any field differs.
          return option.odds === next.odds &&
            option.name === next.name &&
            option.teamName === next.teamName &&
            option.line === next.line
            ? option
            : next;
        }),
      );
  if (
    options === current.options &&
    current.saleStatus === incoming.saleStatus &&
    current.allowParlay === incoming.allowParlay
  )
    return current;
  return { ...incoming, options };
}

/** Stores new groups when they differ from the current ones (kept whole, unproxied: see cachedMatch). */
function putGroups(target: Match, next: MarketGroup[]): void {
  const kept = sameOr(target.groups, next);
  if (kept !== target.groups) target.groups = ref(kept);
}

/** A group merged with a fresh one of the same key: markets of the same ids merged, else taken as they came. */
function mergedGroup(
  current: MarketGroup,
  incoming: MarketGroup,
  moves: Record<string, OddsMove>,
  now: number,
): MarketGroup {
  const sameIds =
    current.markets.length === incoming.markets.length &&
    current.markets.every((m, i) => m.id === incoming.markets[i].id);
  const markets = sameIds
    ? sameOr(
        current.markets,
        incoming.markets.map((m, i) => mergedMarket(current.markets[i], m, moves, now)),
      )
    : incoming.markets;
  const tags = current.tags.join() === incoming.tags.join() ? current.tags : incoming.tags;
  return markets === current.markets && tags === current.tags ? current : { ...current, markets, tags };
}

/** Reconciles the market groups of a match with a complete incoming set (groups matched by key). */
export function replaceGroups(
  target: Match,
  incoming: MarketGroup[],
  moves: Record<string, OddsMove>,
  now: number,
): void {
  const byKey = new Map(target.groups.map((g) => [groupKey(g), g]));
  putGroups(
    target,
    incoming.map((group) => {
      const existing = byKey.get(groupKey(group));
      return existing ? mergedGroup(existing, group, moves, now) : group;
    }),
  );
}

/** Merges changed markets (a js1 push, or a list row's main markets) into the match's groups by market id; unknown ids are ignored. */
export function mergeMarketsById(
  target: Match,
  markets: readonly Market[],
  moves: Record<string, OddsMove>,
  now: number,
  pushed = false,
): void {
  const byId = new Map(markets.map((m) => [m.id, m]));
  putGroups(
    target,
    target.groups.map((group) => {
      const merged = sameOr(
        group.markets,
        group.markets.map((m) => {
          const incoming = byId.get(m.id);
          return incoming ? mergedMarket(m, incoming, moves, now, pushed) : m;
        }),
      );
      return merged === group.markets ? group : { ...group, markets: merged };
    }),
  );
}

/** Merges everything but the market groups; returns true when the status group changed. */
export function mergeHeader(target: Match, incoming: Match): boolean {
  mergeClock(target, incoming.clock);
  mergeScores(target, incoming.scores);
  const regrouped = mergeStatus(target, incoming.status);
  for (const key of [
    'beginTime',
    'marketCount',
    'hasVideo',
    'hasAnimation',
    'liveRoomId',
    'hostId',
    'liveStatus',
    'matchType',
    'neutral',
    'serveSide',
    'bestOf',
    'sportId',
  ] as const) {
    put(target, key, incoming[key] as never);
  }
  // Tennis's game points: a new array only when a point was played, so rows showing them re-render only then.
  if (String(target.gamePoints) !== String(incoming.gamePoints)) {
    target.gamePoints = incoming.gamePoints && (ref([...incoming.gamePoints]) as number[]);
  }
  for (const side of ['home', 'away', 'league'] as const) {
    const a = target[side];
    // The list's pages carry no team crests: a crest the detail brought stays while the team does.
    const b = {
      ...incoming[side],
      logoUrl: incoming[side].logoUrl ?? (a.id === incoming[side].id ? a.logoUrl : undefined),
    };
    if (a.id !== b.id || a.name !== b.name || a.logoUrl !== b.logoUrl) target[side] = ref(b) as never;
  }
  return regrouped;
}
