// The page's live match data, shared by the match list and the match detail: one cache of matches by id,
// kept current by push updates (tec: clock, score, status; js1: odds), snapshot refetches after a
// reconnect, and the match poll / in-play refresh timers of spec §4 owned by the runtime's lifecycle.
//
// Each cached entry is its own Valtio proxy: a component reading `useSnapshot(matchCache().entries[id])`
// re-renders only when that match changes, so a burst of odds updates touches only the changed rows.
import * as v from 'valibot';
import { oddsUpdateSchema, tecUpdateSchema } from '../../api/codecs/push';
import { PUSH_CHANNEL } from '../../api/wire';
import { IN_PLAY_MS, MATCH_POLL_MS } from '../../domain/constants';
import type { Match, OddsUpdate, TecUpdate } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';
import { proxy } from 'valtio/vanilla';
import {
  cachedMatch,
  groupKey,
  mergeClock,
  mergeHeader,
  mergeMarketsById,
  mergeScores,
  mergeStatus,
  replaceGroups,
  type OddsMove,
} from './merge';
import { shareWatch, watchedKeys, watcherCount as sharedWatchers } from '../page/sharedWatch';
import { push } from '../page/pushSocket';
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
function recordVersion(matchId: string, version: number | undefined): void {
  if (version !== undefined && version > (versions().get(matchId) ?? -1)) versions().set(matchId, version);
}

/** False for a push the match already reflects (not newer than its snapshot or an applied push). */
const isNewer = (matchId: string, version: number | undefined) =>
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

/** Applies a tec push (clock, scores, status) to a cached match; unknown matches are ignored. */
export function applyTecUpdate(update: TecUpdate): void {
  const cache = matchCache();
  const entry = cache.entries[update.matchId];
  if (!entry || !isNewer(update.matchId, update.version)) return;
  recordVersion(update.matchId, update.version);
  mergeClock(entry.match, update.clock);
  mergeScores(entry.match, update.scores);
  if (mergeStatus(entry.match, update.status)) cache.meta.statusRevision += 1;
}

/** Applies a js1 push (changed markets) to a cached match, recording which way each price moved. */
export function applyOddsUpdate(update: OddsUpdate, now = Date.now()): void {
  const entry = matchCache().entries[update.matchId];
  if (!entry || !isNewer(update.matchId, update.version)) return;
  recordVersion(update.matchId, update.version);
  mergeMarketsById(entry.match, update.markets, entry.moves, now, true);
}

/** Decodes a raw push payload; a malformed one is dropped (never thrown into the socket loop). */
function decoded<T extends v.GenericSchema>(schema: T, data: unknown, apply: (value: v.InferOutput<T>) => void): void {
  const result = v.safeParse(schema, data);
  if (result.success) apply(result.output);
}

/**
 * js1 frames of the current throttled delivery, by match and market id, each with the match version of its
 * frame. A busy second brings many frames for the same few (subscribed) matches at once, and only each market's
 * latest version matters: it is decoded and merged once, as the delivery ends, so a burst costs per changed
 * market, not per frame. Markets the match already reflects (from a newer snapshot) are dropped there.
 */
const pendingOdds = new Map<string, Map<unknown, { market: unknown; version: number | undefined }>>();

function mergePendingOdds(): void {
  const batch = [...pendingOdds];
  pendingOdds.clear();
  for (const [id, markets] of batch) {
    const fresh = [...markets.values()].filter((m) => isNewer(id, m.version));
    if (!fresh.length) continue;
    const newest = Math.max(...fresh.map((m) => m.version ?? -1));
    decoded(
      oddsUpdateSchema,
      { id, mks: fresh.map((m) => m.market), v: newest < 0 ? undefined : newest },
      applyOddsUpdate,
    );
  }
}

/** Queues a raw js1 frame for the end of the delivery (a malformed one fails to decode there and is dropped). */
function queueOddsFrame(data: unknown): void {
  const { id, mks, v: version } = (data ?? {}) as { id?: unknown; mks?: unknown; v?: unknown };
  if (!pendingOdds.size) queueMicrotask(mergePendingOdds);
  const markets = pendingOdds.get(String(id)) ?? new Map<unknown, { market: unknown; version: number | undefined }>();
  pendingOdds.set(String(id), markets);
  const stamp = typeof version === 'number' ? version : undefined;
  if (Array.isArray(mks)) for (const market of mks) markets.set(market?.id ?? market, { market, version: stamp });
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

/**
 * Subscribes a match's tec and js1 channels on the page's push socket (reference counted: the channels
 * stay subscribed while any watcher remains). Returns the unsubscribe; calling it twice is harmless.
 */
export function watchMatch(matchId: string): () => void {
  getRuntime().singleton('state:match-reconnect', () => push().onReconnect(() => void refreshWatchedSnapshots()));
  return shareWatch(MATCH_WATCH + matchId, () => {
    const offTec = push().subscribe(PUSH_CHANNEL.tec(matchId), (data) =>
      decoded(tecUpdateSchema, data, applyTecUpdate),
    );
    const offOdds = push().subscribe(PUSH_CHANNEL.js1(matchId), queueOddsFrame);
    return () => {
      offTec();
      offOdds();
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
