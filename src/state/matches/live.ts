// The push half of the match cache: the tec (clock, score, status) and js1 (odds) channels of watched matches,
// decoded and merged into the cached entries. cache.ts loads it once a match is first watched, so the list's first
// screenful downloads neither it nor the page's push socket.
import * as v from 'valibot';
import { oddsUpdateSchema, tecUpdateSchema } from '../../api/codecs/push';
import { PUSH_CHANNEL } from '../../api/wire';
import type { OddsUpdate, TecUpdate } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';
import { push } from '../page/pushSocket';
import { isNewer, matchCache, recordVersion, refreshWatchedSnapshots } from './cache';
import { mergeClock, mergeMarketsById, mergeScores, mergeStatus } from './merge';

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

/** Subscribes a match's tec and js1 channels (cache.ts counts the watchers); returns the unsubscribe. */
export function subscribeMatch(matchId: string): () => void {
  getRuntime().singleton('state:match-reconnect', () => push().onReconnect(() => void refreshWatchedSnapshots()));
  const offTec = push().subscribe(PUSH_CHANNEL.tec(matchId), (data) => decoded(tecUpdateSchema, data, applyTecUpdate));
  const offOdds = push().subscribe(PUSH_CHANNEL.js1(matchId), queueOddsFrame);
  return () => {
    offTec();
    offOdds();
  };
}
