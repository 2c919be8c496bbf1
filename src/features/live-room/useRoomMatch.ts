// The room's match from the shared match cache, loaded and kept live (pushes and refresh timer) while shown.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { matchDetailState, openMatchDetail } from '../../state/matches/detail';
import { matchEntry, type MatchEntry } from '../../state/matches/cache';

/** The cached entry of the match once loaded (a live proxy: read it with useSnapshot), else undefined. */
export function useRoomMatch(matchId: string | null): MatchEntry | undefined {
  useEffect(() => (matchId ? openMatchDetail(matchId) : undefined), [matchId]);
  const detail = useSnapshot(matchDetailState()).byId;
  return matchId && detail[matchId]?.status === 'ready' ? matchEntry(matchId) : undefined;
}
