// Score-service data shown in the detail's tabs: statistics, line-ups, analysis, intelligence, text commentary
// and media.
// Loaded when a tab opens and refreshed on the detail's interval while it stays open. Per spec §8 these
// calls swallow errors: a failure shows "no data" with a retry, never a crash.
import { proxy } from 'valtio/vanilla';
import {
  decodeAnalysis,
  decodeBasketballStats,
  decodeCommentary,
  decodeFootballStats,
  decodeIntelligence,
  decodeLineups,
  decodeMatchMedia,
  type Analysis,
  type CommentaryLine,
  type Intelligence,
  type Lineups,
  type MatchMedia,
  type MatchStats,
} from '../../api/codecs/matchData';
import { isApiError } from '../../api/errors';
import type { SportKey } from '../../domain/enums';
import { getRuntime } from '../../runtime/runtime';
import { detailRefreshMs } from './detail';
import { api } from '../page/api';
import { sportHosts } from '../page/hosts';

/** Which score-service family a sport uses: zq football, lq basketball; other sports have none. */
export type ScoreSport = 'zq' | 'lq';

/** The score family of a sport, or null when the score service has nothing for it. */
export function scoreSportOf(sport: SportKey | undefined): ScoreSport | null {
  if (sport === 'football' || sport === 'efootball') return 'zq';
  if (sport === 'basketball' || sport === 'ebasketball') return 'lq';
  return null;
}

export interface DetailExtras {
  stats?: MatchStats;
  lineups?: Lineups;
  analysis?: Analysis;
  intelligence?: Intelligence;
  commentary?: CommentaryLine[];
  media?: MatchMedia;
}

export type ExtraKind = keyof DetailExtras;

export interface ExtraSlot {
  status: 'loading' | 'ready' | 'empty';
}

export interface DetailDataState {
  byId: Record<string, DetailExtras & { slots: Partial<Record<ExtraKind, ExtraSlot>> }>;
}

/** The page's score-service data per match. */
export function detailDataState(): DetailDataState {
  return getRuntime().singleton('state:match-detail-data', () => proxy<DetailDataState>({ byId: {} }));
}

function query(matchId: string) {
  return { id: matchId, language: getRuntime().config.get().lang, t: Date.now() };
}

/** Fetches and decodes one kind of data for a match of the given score family. */
async function fetchExtra(
  kind: ExtraKind,
  matchId: string,
  sport: ScoreSport | null,
): Promise<DetailExtras[ExtraKind]> {
  switch (kind) {
    case 'stats':
      if (!sport) return undefined;
      return sport === 'zq'
        ? decodeFootballStats(await api().matchInfo(query(matchId)))
        : decodeBasketballStats(await api().technic(query(matchId)));
    case 'lineups':
      return sport ? decodeLineups(await api().lineup(query(matchId))) : undefined;
    case 'analysis':
      return sport ? decodeAnalysis(await api().analysis(query(matchId))) : undefined;
    case 'intelligence':
      return sport ? decodeIntelligence(await api().intelligence(sport, query(matchId))) : undefined;
    case 'commentary':
      return sport ? decodeCommentary(await api().textLive(sport, query(matchId))) : undefined;
    case 'media':
      return decodeMatchMedia(
        await api().sportUnionData(matchId, getRuntime().config.get().lang, mediaBase()),
        matchId,
      );
  }
}

/** The media host (spec §7 {media host}): the host page's api-base when set, else the picked sport-web host. */
const mediaBase = () => getRuntime().config.get().apiBase || sportHosts().media;

/** Loads one kind of data; a failure or nothing to show leaves the slot 'empty' and keeps older data. */
export async function loadDetailExtra(matchId: string, kind: ExtraKind, sport: ScoreSport | null): Promise<void> {
  const state = detailDataState();
  state.byId[matchId] ??= { slots: {} };
  const data = state.byId[matchId];
  if (!data[kind]) data.slots[kind] = { status: 'loading' };
  try {
    const value = await fetchExtra(kind, matchId, sport);
    (data as Record<ExtraKind, unknown>)[kind] = value;
    data.slots[kind] = { status: value === undefined ? 'empty' : 'ready' };
  } catch (error) {
    if (isApiError(error, 'cancel')) return;
    if (!data[kind]) data.slots[kind] = { status: 'empty' };
  }
}

/** Loads a kind of data now and again on the detail's interval for this status; returns the stop function. */
export function openDetailExtra(
  matchId: string,
  kind: ExtraKind,
  sport: ScoreSport | null,
  status: number,
): () => void {
  void loadDetailExtra(matchId, kind, sport);
  return getRuntime().lifecycle.every(detailRefreshMs(status), () => void loadDetailExtra(matchId, kind, sport));
}
