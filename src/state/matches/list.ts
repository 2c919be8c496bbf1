// One match list view (an instance per <sport-match-list>): the query (sport, play type, league), the ids
// of the loaded pages in server order, paging by 50, and the failure state. The matches themselves live
// in the shared cache (cache.ts); this store only holds what the list shows and in which order.
import { proxy } from 'valtio/vanilla';
import { IN_PLAY_MS, MATCH_PAGE_SIZE } from '../../domain/constants';
import { matchStatusGroup, pruneFavourites } from '../../domain/matches';
import { onLanguageSwitch } from '../../runtime/languageSwitch';
import { getRuntime } from '../../runtime/runtime';
import type { League, MatchPage } from '../../domain/types';
import { addSnapshotSource, matchCache, startMatchTimers, upsertMatches } from './cache';
import { matchesApi } from '../page/client';
import { session } from '../session/session';

/** Play types of spec §2, in tab order. */
export const PLAY_TYPES = ['rolling', 'today', 'todayRolling', 'favourite', 'outright', 'all'] as const;
export type PlayType = (typeof PLAY_TYPES)[number];

export interface MatchListQuery {
  sportId: number;
  playType: PlayType;
  /** '' for every league. */
  leagueId: string;
}

export interface MatchListState {
  query: MatchListQuery | null;
  /** Match ids of the loaded pages, in server order. */
  ids: string[];
  /** Pages loaded so far. */
  pages: number;
  pageTotal: number;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** A next page is being fetched. */
  loadingMore: boolean;
  /** The last next-page fetch failed (the list shows a retry at its end). */
  moreFailed: boolean;
}

/** The list feed's body for one page of a query (JSON, page size 50). */
export function matchListBody(query: MatchListQuery, current: number) {
  return {
    sportId: query.sportId,
    playType: query.playType,
    ...(query.leagueId ? { leagueIds: [query.leagueId] } : {}),
    current,
    size: MATCH_PAGE_SIZE,
  };
}

/** One page; an answer in a language the bettor has left since it was asked is asked again (its names are stale). */
const fetchPage = (query: MatchListQuery, current: number): Promise<MatchPage> => {
  const { config } = getRuntime();
  const lang = config.get().lang;
  return matchesApi()
    .matchList(matchListBody(query, current))
    .then((page) => (config.get().lang === lang ? page : fetchPage(query, current)));
};

// A first page asked for while the element still loads its translations; the first load of the same query
// takes it, so the list's first screen does not wait for translations and then the network in turn. It is
// cached as soon as it arrives, and a list created after that starts with it, rendering rows at once.
interface Prefetched {
  key: string;
  at: number;
  page: Promise<MatchPage>;
  /** The page once it arrived (already in the match cache unless failed). */
  settled: MatchPage | null;
  /** The language it arrived in (fetchPage asks again for a switch while on its way): a later switch asks again. */
  lang?: string;
}
let prefetched: Prefetched | null = null;
const queryKey = (query: MatchListQuery) => JSON.stringify(matchListBody(query, 1));

/** A query's first page, put into the match cache as soon as it arrives (unless it failed). */
const fetchFirstPage = (query: MatchListQuery): Promise<MatchPage> =>
  fetchPage(query, 1).then((page) => {
    if (!page.failed) upsertMatches(page.records, 'list');
    return page;
  });

/** Starts fetching a query's first page before the list mounts; the next load of that query uses it. */
export function prefetchFirstPage(query: MatchListQuery): void {
  if (prefetched) return;
  const page = fetchFirstPage(query).then((arrived) => {
    entry.lang = getRuntime().config.get().lang;
    return (entry.settled = arrived);
  });
  const entry: Prefetched = { key: queryKey(query), at: Date.now(), page, settled: null };
  page.catch(() => undefined); // the load that takes it sees the failure
  prefetched = entry;
}

/** The prefetched first page of this query if fresh (younger than the in-play refresh, and not in a language left since it arrived), at most once. */
function takePrefetched(query: MatchListQuery): Prefetched | null {
  const taken = prefetched;
  prefetched = null;
  return taken &&
    taken.key === queryKey(query) &&
    (!taken.settled || taken.lang === getRuntime().config.get().lang) &&
    Date.now() - taken.at < IN_PLAY_MS
    ? taken
    : null;
}

/**
 * A match list store with its actions. Given the query it will show first, it starts ready when that
 * query's prefetched page has arrived already (no loading state in between); otherwise it starts idle.
 */
export function createMatchList(first?: MatchListQuery) {
  const state = proxy<MatchListState>({
    query: null,
    ids: [],
    pages: 0,
    pageTotal: 0,
    status: 'idle',
    loadingMore: false,
    moreFailed: false,
  });
  // Answers of an older query are dropped when they arrive late.
  let generation = 0;

  const mergeIds = (ids: readonly string[], records: readonly { id: string }[]) => {
    const seen = new Set(ids);
    return [...ids, ...records.map((m) => m.id).filter((id) => !seen.has(id))];
  };

  /** Favourites whose match no longer exists are removed once the whole favourite list is known (spec §4). */
  const pruneMissingFavourites = (page: MatchPage) => {
    if (state.query?.playType !== 'favourite' || state.pages < page.pageTotal) return;
    const user = session();
    const kept = pruneFavourites(user.favourites, new Set(state.ids));
    if (kept.length !== user.favourites.length) user.favourites = kept;
  };

  /** Shows a query's first page (already in the match cache unless it failed). */
  const showFirstPage = (page: MatchPage) => {
    if (page.failed) {
      state.status = 'failed';
      return;
    }
    state.ids = page.records.map((m) => m.id);
    state.pages = 1;
    state.pageTotal = page.pageTotal;
    state.status = 'ready';
    pruneMissingFavourites(page);
  };

  /** Loads the first page of a query, replacing what the list showed. */
  async function load(query: MatchListQuery): Promise<void> {
    const mine = ++generation;
    state.query = query;
    state.status = 'loading';
    state.moreFailed = false;
    state.loadingMore = false;
    const page = await (takePrefetched(query)?.page ?? fetchFirstPage(query));
    if (mine !== generation) return;
    showFirstPage(page);
  }

  /**
   * Whether the list shows `query` already (loading, loaded, or failed with its retry), so mounting it needs
   * no load: a failed first page is not fetched again on its own (spec §7), only by the user's retry.
   */
  function shows(query: MatchListQuery): boolean {
    return state.query !== null && queryKey(state.query) === queryKey(query) && state.status !== 'idle';
  }

  const arrived =
    first && prefetched?.settled && prefetched.key === queryKey(first) ? takePrefetched(first)?.settled : null;
  if (first && arrived) {
    state.query = first;
    showFirstPage(arrived);
  }

  /** Loads the next page when there is one and none is in flight (called as the user scrolls near the end). */
  async function loadMore(): Promise<void> {
    const query = state.query;
    if (!query || state.status !== 'ready' || state.loadingMore || state.pages >= state.pageTotal) return;
    const mine = generation;
    state.loadingMore = true;
    state.moreFailed = false;
    const page = await fetchPage(query, state.pages + 1);
    if (mine !== generation) return;
    state.loadingMore = false;
    if (page.failed) {
      state.moreFailed = true;
      return;
    }
    upsertMatches(page.records, 'list');
    state.ids = mergeIds(state.ids, page.records);
    state.pages += 1;
    state.pageTotal = page.pageTotal;
    pruneMissingFavourites(page);
  }

  /** Reloads every loaded page (the match poll and the reconnect snapshot); resolves to the ids it refreshed. */
  async function refreshLoaded(): Promise<string[]> {
    const query = state.query;
    if (!query || state.status !== 'ready') return [];
    const mine = generation;
    const pages = await Promise.all(Array.from({ length: state.pages }, (_, i) => fetchPage(query, i + 1)));
    if (mine !== generation || pages.some((p) => p.failed)) return [];
    const records = pages.flatMap((p) => p.records);
    upsertMatches(records, 'list');
    const ids = mergeIds([], records);
    if (ids.join() !== state.ids.join()) state.ids = ids;
    state.pageTotal = pages[pages.length - 1]?.pageTotal ?? state.pageTotal;
    return ids;
  }

  /** The in-play refresh: refetches the live feed of the sport while the list shows live matches. */
  async function refreshLive(): Promise<void> {
    const query = state.query;
    if (!query || state.status !== 'ready' || query.playType === 'outright') return;
    const { entries } = matchCache();
    const live = state.ids.filter((id) => entries[id] && matchStatusGroup(entries[id].match.status) === 'live').length;
    if (live === 0) return;
    const liveQuery: MatchListQuery = { ...query, playType: 'rolling' };
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(live / MATCH_PAGE_SIZE) }, (_, i) => fetchPage(liveQuery, i + 1)),
    );
    upsertMatches(
      pages.filter((p) => !p.failed).flatMap((p) => p.records),
      'list',
    );
  }

  /** Starts the poll, the in-play refresh and the reconnect snapshot for this list; returns their stop. */
  function start(): () => void {
    const stopTimers = startMatchTimers({ poll: () => void refreshLoaded(), inPlay: () => void refreshLive() });
    const removeSource = addSnapshotSource(refreshLoaded);
    // A page still on its way is asked again by fetchPage. A new ids array lays the list out again: its
    // league headers take the new names.
    const stopLanguage = onLanguageSwitch(() => void refreshLoaded().then((ids) => ids.length && (state.ids = ids)));
    return () => {
      stopTimers();
      removeSource();
      stopLanguage();
    };
  }

  return { state, load, shows, loadMore, refreshLoaded, refreshLive, start };
}

/** Leagues on sale for a sport (league filter and league search); a failure gives no leagues (spec §8). */
export async function loadLeagues(sportId: number): Promise<League[]> {
  try {
    const leagues = await matchesApi().onSaleLeagues({ sportId });
    return [...leagues].sort((a, b) => a.order - b.order);
  } catch {
    return [];
  }
}
