// The match detail loader (spec §4 "Match detail refreshes on a repeating timer"): the match itself lives in
// the shared match cache (cache.ts), loaded with getMatchDetail (no token), refreshed every
// 5000 ms while in play and every 60000 ms otherwise on runtime-owned timers, and kept current between
// refreshes by the cache's tec/js1 pushes (watchMatch, which also refetches after a reconnect).
// This store holds only what the cache does not: whether the first load is pending or failed.
import { proxy } from 'valtio/vanilla';
import { subscribeKey } from 'valtio/vanilla/utils';
import { isApiError } from '../../api/errors';
import { IN_PLAY_MS, MATCH_POLL_MS } from '../../domain/constants';
import { MatchStatus } from '../../domain/enums';
import { matchStatusGroup } from '../../domain/matches';
import { onLanguageSwitch } from '../../runtime/languageSwitch';
import { getRuntime } from '../../runtime/runtime';
import { matchEntry, upsertMatches, watchMatch } from './cache';
import { matchesApi } from '../page/client';
import { shareWatch } from '../page/sharedWatch';

export interface DetailEntry {
  /** 'ready' once the complete match is in the cache. */
  status: 'loading' | 'ready' | 'error';
  /** i18n key of the failure shown to the user (only while there is no match to show). */
  errorKey: string | null;
}

export interface MatchDetailState {
  byId: Record<string, DetailEntry>;
}

/** The page's match detail entries (one proxy for every element and bundle copy). */
export function matchDetailState(): MatchDetailState {
  return getRuntime().singleton('state:match-detail', () => proxy<MatchDetailState>({ byId: {} }));
}

/** Refresh interval of a match: the in-play loop (5000 ms) while live, the match poll (60000 ms) otherwise. */
export function detailRefreshMs(status: number): number {
  return matchStatusGroup(status) === 'live' ? IN_PLAY_MS : MATCH_POLL_MS;
}

const STATUS_NOTICES: Partial<Record<number, string>> = {
  [MatchStatus.Ended]: 'detail:notice.ended',
  [MatchStatus.Cancelled]: 'detail:notice.cancelled',
  [MatchStatus.Postponed]: 'detail:notice.postponed',
  [MatchStatus.Abandoned]: 'detail:notice.abandoned',
  [MatchStatus.Interrupted]: 'detail:notice.interrupted',
  [MatchStatus.Suspended]: 'detail:notice.suspended',
  [MatchStatus.Delayed]: 'detail:notice.delayed',
};

/** i18n key of the banner a match in this status shows (finished, cancelled, postponed, …), or null. */
export function detailStatusNoticeKey(status: number): string | null {
  return STATUS_NOTICES[status] ?? null;
}

/** The message key of a failed detail load: an unknown match id reads as "match not found". */
export function detailErrorKey(error: unknown): string {
  if (isApiError(error, 'business') || isApiError(error, 'malformed')) return 'detail:notFound';
  return isApiError(error) ? error.messageKey : 'errors:loadFailed';
}

function entryOf(matchId: string): DetailEntry {
  const state = matchDetailState();
  state.byId[matchId] ??= { status: 'loading', errorKey: null };
  return state.byId[matchId];
}

/** Fetches the match; a failed refresh keeps the match on screen, a failed first load shows the error. */
export async function loadMatchDetail(matchId: string): Promise<void> {
  const entry = entryOf(matchId);
  const shown = () => entry.status === 'ready' && matchEntry(matchId)?.complete;
  if (!shown()) entry.status = 'loading';
  try {
    upsertMatches([await matchesApi().matchDetail(matchId)], 'detail');
    entry.status = 'ready';
    entry.errorKey = null;
  } catch (error) {
    if (isApiError(error, 'cancel')) return;
    if (!shown()) {
      entry.status = 'error';
      entry.errorKey = detailErrorKey(error);
    }
  } finally {
    retime(matchId);
  }
}

/** The refresh timer of an open match detail. */
interface Refresh {
  intervalMs: number;
  stopTimer: () => void;
  stopLive: () => void;
  /** Follows the cached match's status (pushes may turn it live or finished between refreshes). */
  stopStatus: (() => void) | null;
}

function refreshes(): Map<string, Refresh> {
  return getRuntime().singleton('match-detail-refreshes', () => new Map<string, Refresh>());
}

/** Restarts the repeating refresh when the match moved between in-play and not (or on first load). */
function retime(matchId: string): void {
  const watch = refreshes().get(matchId);
  const match = matchEntry(matchId)?.match;
  if (!watch) return;
  if (match && !watch.stopStatus) watch.stopStatus = subscribeKey(match, 'status', () => retime(matchId));
  const ms = detailRefreshMs(match?.status ?? MatchStatus.Upcoming);
  if (ms === watch.intervalMs) return;
  watch.stopTimer();
  watch.intervalMs = ms;
  watch.stopTimer = getRuntime().lifecycle.every(ms, () => void loadMatchDetail(matchId));
}

/**
 * Opens a match for display: loads it, refreshes it on the repeating timer and follows its live pushes.
 * Reference-counted per match id; returns the close function.
 */
export function openMatchDetail(matchId: string): () => void {
  return shareWatch(`match-detail:${matchId}`, () => {
    entryOf(matchId);
    const refresh: Refresh = { intervalMs: 0, stopTimer: () => {}, stopLive: watchMatch(matchId), stopStatus: null };
    refreshes().set(matchId, refresh);
    void loadMatchDetail(matchId);
    const stopLanguage = onLanguageSwitch(() => void loadMatchDetail(matchId));
    return () => {
      stopLanguage();
      refresh.stopTimer();
      refresh.stopLive();
      refresh.stopStatus?.();
      refreshes().delete(matchId);
    };
  });
}

/** Loads the match again now (the retry button). */
export function retryMatchDetail(matchId: string): void {
  void loadMatchDetail(matchId);
}
