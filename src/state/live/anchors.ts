// The anchor list (spec §3 Anchor): hosts on air and scheduled, polled every 20000 ms (anchor poll) while
// any live-room screen watches it, with the names of each anchor's match (the list carries only its id).
import { proxy } from 'valtio/vanilla';
import { isApiError } from '../../api/errors';
import { ANCHOR_POLL_MS } from '../../domain/constants';
import { LiveState } from '../../domain/liveEnums';
import type { Anchor } from '../../domain/types';
import { onLanguageSwitch } from '../../runtime/languageSwitch';
import { getRuntime } from '../../runtime/runtime';
import { matchEntry } from '../matches/cache';
import { liveApi } from '../page/liveApi';
import { shareWatch } from '../page/sharedWatch';

/** What an anchor card shows of its match. */
export interface AnchorMatchNames {
  home: string;
  away: string;
  league: string;
}

export interface AnchorListState {
  anchors: Anchor[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** i18n key of the failure of the first load (a failed refresh keeps the list). */
  errorKey: string | null;
  /** By matchId; absent until fetched, null when the match could not be read. */
  matchNames: Record<string, AnchorMatchNames | null>;
  /** The language `matchNames` are in: a list watched again after a switch made while unwatched asks again. */
  namesLang?: string;
}

/** The page's anchor list (one proxy shared by every element and bundle copy). */
export function liveAnchors(): AnchorListState {
  return getRuntime().singleton('state:live-anchors', () =>
    proxy<AnchorListState>({ anchors: [], status: 'idle', errorKey: null, matchNames: {} }),
  );
}

/** Live rooms first, then by popularity (highest first), then by the server's sort. */
export function sortAnchors(anchors: readonly Anchor[]): Anchor[] {
  return [...anchors].sort(
    (a, b) =>
      Number(b.liveStatus === LiveState.Living) - Number(a.liveStatus === LiveState.Living) ||
      b.popularity - a.popularity ||
      (a.sort ?? 0) - (b.sort ?? 0),
  );
}

/** Fetches the names of a match once (from the shared match cache when it is there). */
async function loadMatchNames(matchId: string): Promise<void> {
  const state = liveAnchors();
  if (matchId in state.matchNames) return;
  // A cached match named in another language (cached before a switch) is asked for again.
  const entry = matchEntry(matchId);
  const cached = entry?.lang === getRuntime().config.get().lang ? entry.match : undefined;
  if (cached) {
    state.matchNames[matchId] = { home: cached.home.name, away: cached.away.name, league: cached.league.name };
    return;
  }
  state.matchNames[matchId] = null;
  try {
    const match = await liveApi().matchDetail(matchId);
    state.matchNames[matchId] = { home: match.home.name, away: match.away.name, league: match.league.name };
  } catch {
    delete state.matchNames[matchId]; // tried again on the next poll
  }
}

/** Fetches the anchor list; a failed refresh keeps the list on screen. */
export async function loadAnchors(): Promise<void> {
  const state = liveAnchors();
  if (state.status !== 'ready') state.status = 'loading';
  const lang = getRuntime().config.get().lang;
  if (state.namesLang !== lang) {
    state.matchNames = {};
    state.namesLang = lang;
  }
  try {
    state.anchors = sortAnchors(await liveApi().anchorList());
    state.status = 'ready';
    state.errorKey = null;
    for (const anchor of state.anchors) if (anchor.matchId) void loadMatchNames(anchor.matchId);
  } catch (error) {
    if (state.status === 'ready') return;
    state.status = 'error';
    state.errorKey = isApiError(error) ? error.messageKey : 'errors:loadFailed';
  }
}

/** The anchor of a room in the current list, if listed. */
export function anchorOf(liveRoomId: string): Anchor | undefined {
  return liveAnchors().anchors.find((anchor) => anchor.liveRoomId === liveRoomId);
}

/** Loads the list now and every 20000 ms while watched (reference counted); returns the unwatch. */
export function watchAnchors(): () => void {
  return shareWatch('live-anchor-poll', () => {
    void loadAnchors();
    const stopTimer = getRuntime().lifecycle.every(ANCHOR_POLL_MS, () => void loadAnchors());
    // Match and league names come in the request's language: a switch asks for them again.
    const stopLanguage = onLanguageSwitch(() => {
      liveAnchors().matchNames = {};
      void loadAnchors();
    });
    return () => {
      stopTimer();
      stopLanguage();
    };
  });
}
