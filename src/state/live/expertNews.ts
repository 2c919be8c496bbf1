// Expert news per sport and language (spec §7 sports/message top), asked once per sport and language a page
// shows, and following an expert's pick: it goes into the shared slip as an expert-news bet, or as an anchor
// recommend when the detail was opened from the room of the host who wrote it (spec §3 bet sources).
import { proxy } from 'valtio/vanilla';
import { sportsTop } from '../../api/endpoints/expertNews';
import type { PickSource } from '../../domain/betSource';
import { expertPickSource } from '../../domain/betSourceRules';
import type { ExpertPick } from '../../domain/expertNews';
import { getRuntime } from '../../runtime/runtime';
import { client } from '../page/client';
import { addFollowedPick } from './followedPick';

/** One sport's news in one language: loading, its picks, or failed (the section then stays away). */
export interface SportNews {
  status: 'loading' | 'ready' | 'error';
  picks: ExpertPick[];
}

/** Every sport's news by `${sportId}:${lang}` (a component snapshots it). */
export function expertNews(): Record<string, SportNews> {
  return getRuntime().singleton('expert-news', () => proxy<Record<string, SportNews>>({}));
}

/** Asks for the news of a sport in a language on first use (again after a failure). */
export function loadSportNews(sportId: number, lang: string): SportNews {
  const key = `${sportId}:${lang}`;
  const state = expertNews();
  const held = state[key];
  if (held && held.status !== 'error') return held;
  state[key] = { status: 'loading', picks: [] };
  sportsTop(client(), sportId).then(
    (picks) => void (state[key] = { status: 'ready', picks }),
    () => void (state[key] = { status: 'error', picks: [] }),
  );
  return state[key];
}

/**
 * Follows an expert's pick; `room` is the room the detail was opened from, if any. Returns the i18n key of a
 * refusal, or null.
 */
export function followExpertPick(pick: ExpertPick, room: PickSource | undefined): string | null {
  const source: PickSource = {
    betSource: expertPickSource(pick.professorId, room?.pushOrderHostId),
    ...(room?.liveRoomId ? { liveRoomId: room.liveRoomId } : {}),
    ...(room?.pushOrderHostId ? { pushOrderHostId: room.pushOrderHostId } : {}),
    sportsMessageId: pick.sportsMessageId,
    professorId: pick.professorId,
  };
  return addFollowedPick(pick, source);
}
