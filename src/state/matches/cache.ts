// The page's live match data, shared by the match list and the match detail: one cache of matches by id,
// kept current by push updates (tec: clock, score, status; js1: odds), snapshot refetches after a
// reconnect, and the match poll / in-play refresh timers of spec §4 owned by the runtime's lifecycle.
//
// Each cached entry is its own Valtio proxy: a component reading `useSnapshot(matchCache().entries[id])`
// re-renders only when that match changes, so a burst of odds updates touches only the changed rows.
import { IN_PLAY_MS, MATCH_POLL_MS } from '../../domain/constants';
import type { Match } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';
import { proxy } from 'valtio/vanilla';
import { cachedMatch, groupKey, mergeHeader, mergeMarketsById, replaceGroups, type OddsMove } from './merge';
import { shareWatch, watchedKeys, watcherCount as sharedWatchers } from '../page/sharedWatch';
import { matchesApi } from '../page/client';

export { optionKey, type OddsMove } from './merge';

/** One cached match with what the screens need besides the match itself. */
export interface MatchEntry {
  match: Match;
  /** Last odds move per option (key: optionKey(marketId, type)); buttons flash when `at` is recent. */
  moves: Record<string, OddsMove>;
  /** Group keys the list feed sent for this match: the main markets its list row shows. */
  rowGroups: string[];
  /** True once a complete market set (the detail) was loaded; list refreshes then only update prices. */
  complete: boolean;
  /** The language the page was in when its names last arrived (the server names teams and leagues in it). */
  lang?: string;
}

export interface MatchCache {
  /** Every known match by id. */
  entries: Record<string, MatchEntry>;
  /** Kept apart from `entries` so a list can watch it without hearing every odds change. */
  meta: {
    /** Bumped whenever a match moves between status groups (live / upcoming / finished), so lists regroup. */
    statusRevision: number;
  };
}

/** Where a match snapshot came from: the list feed (main markets only) or the detail (every market). */
export type MatchScope = 'list' | 'detail';

/** The page's match cache (one proxy shared by every element and bundle copy). */
export function matchCache(): MatchCache {
  return getRuntime().singleton('state:matches', () => proxy<MatchCache>({ entries: {}, meta: { statusRevision: 0 } }));
}

/** The cached entry of a match, if any (a live proxy: read it with useSnapshot in components). */
export function matchEntry(matchId: string): MatchEntry | undefined {
  return matchCache().entries[matchId];
}

/** The newest server version each cached match reflects (outside the proxies: nothing renders it). */
const versions = () => getRuntime().singleton('state:match-versions', () => new Map<string, number>());

/** Records that a match now reflects `version` (the newest wins). */
export function recordVersion(matchId: string, version: number | undefined): void {
  if (version !== undefined && version > (versions().get(matchId) ?? -1)) versions().set(matchId, version);
}

/** False for a push the match already reflects (not newer than its snapshot or an applied push). */
export const isNewer = (matchId: string, version: number | undefined) =>
  version === undefined || version > (versions().get(matchId) ?? -1);

/** Puts fresh match snapshots into the cache, merging into existing entries so unchanged fields stay untouched. */
export function upsertMatches(matches: readonly Match[], scope: MatchScope, now = Date.now()): void {
  const cache = matchCache();
  let regrouped = false;
  const lang = getRuntime().config.get().lang;
  for (const match of matches) {
    recordVersion(match.id, match.version);
    const entry = cache.entries[match.id];
    if (!entry) {
      cache.entries[match.id] = {
        match: cachedMatch(match),
        moves: {},
        rowGroups: scope === 'list' ? match.groups.map(groupKey) : [],
        complete: scope === 'detail',
        lang,
      };
      continue;
    }
    if (entry.lang !== lang) entry.lang = lang;
    regrouped = mergeHeader(entry.match, match) || regrouped;
    if (scope === 'detail') {
      replaceGroups(entry.match, match.groups, entry.moves, now);
      entry.complete = true;
    } else {
      if (entry.complete)
        mergeMarketsById(
          entry.match,
          match.groups.flatMap((g) => g.markets),
          entry.moves,
          now,
        );
      else replaceGroups(entry.match, match.groups, entry.moves, now);
      const keys = match.groups.map(groupKey);
      if (keys.join() !== entry.rowGroups.join()) entry.rowGroups = keys;
    }
  }
  if (regrouped) cache.meta.statusRevision += 1;
}

/** Key prefix of a match's push watch in the page's shared watches. */
const MATCH_WATCH = 'match:';

/**
 * A source of fresh snapshots after a reconnect (e.g. the list reloading its pages). It resolves to the
 * ids it refreshed; watched matches no source covered are refetched one by one through the detail call.
 */
export type SnapshotSource = () => Promise<Iterable<string>>;

const snapshotSources = () => getRuntime().singleton('state:match-snapshot-sources', () => new Set<SnapshotSource>());

/** Registers a snapshot source for reconnects; returns its removal. */
export function addSnapshotSource(source: SnapshotSource): () => void {
  snapshotSources().add(source);
  return () => snapshotSources().delete(source);
}

/** Refetches every watched match after a reconnect so no update missed while the socket was down is lost. */
export async function refreshWatchedSnapshots(): Promise<void> {
  const covered = new Set<string>();
  const results = await Promise.allSettled([...snapshotSources()].map((source) => source()));
  for (const result of results) if (result.status === 'fulfilled') for (const id of result.value) covered.add(id);
  const missing = watchedKeys(MATCH_WATCH).filter((id) => !covered.has(id));
  await Promise.allSettled(missing.map(async (id) => upsertMatches([await matchesApi().matchDetail(id)], 'detail')));
}

/** Resolves after the browser paints its next frame (at once where nothing paints: tests, a server). */
const afterPaint = () =>
  new Promise<void>((resolve) =>
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(resolve)) : resolve(),
  );

/** The push half of the cache (live.ts: the page's socket, tec/js1 decoding and merging), loaded once the first
    watched rows are painted: the list's first screenful neither downloads nor waits for it (issue 29). */
const liveUpdates = () => afterPaint().then(() => import('./live'));

/**
 * Subscribes a match's tec and js1 channels on the page's push socket (reference counted: the channels
 * stay subscribed while any watcher remains), once live.ts has loaded. Returns the unsubscribe; calling it twice is
 * harmless, and a watch stopped before live.ts arrived never subscribes.
 */
export function watchMatch(matchId: string): () => void {
  return shareWatch(MATCH_WATCH + matchId, () => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void liveUpdates().then((live) => {
      if (!stopped) stop = live.subscribeMatch(matchId);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  });
}

/** Number of watchers of a match (0 when unwatched). */
export function watcherCount(matchId: string): number {
  return sharedWatchers(MATCH_WATCH + matchId);
}

/**
 * Starts the match poll (every 60000 ms) and the in-play refresh (every 5000 ms) on the runtime's
 * lifecycle, so they stop with the last element. Returns the stop of both.
 */
export function startMatchTimers(handlers: { poll: () => void; inPlay: () => void }): () => void {
  const { lifecycle } = getRuntime();
  const stopPoll = lifecycle.every(MATCH_POLL_MS, handlers.poll);
  const stopInPlay = lifecycle.every(IN_PLAY_MS, handlers.inPlay);
  return () => {
    stopPoll();
    stopInPlay();
  };
}
