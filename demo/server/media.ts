// The reference server's streams (issue 18): three short HLS test streams in demo/media/line-<n>/ (made by
// scripts/streams.sh, committed), served at /media/, and which match or room offers which of them.
import { MatchStatus } from '../../src/domain/enums.ts';
import type { SimMatch } from './match.ts';

/** The URL prefix the streams are served at. */
export const MEDIA_PREFIX = '/media/';

/** The video lines the server has streams for (lines 1 to 3, spec §2). */
export const STREAM_LINES = [1, 2, 3] as const;

/** The playlist of one line, a path on this server (the client puts its API base before it). */
export const streamPath = (line: number) => `${MEDIA_PREFIX}line-${line}/index.m3u8`;

/** Live video for a live match of any sport but table tennis (the demo's sport without video). */
export const hasVideo = (m: SimMatch) => m.status === MatchStatus.Live && m.sport.key !== 'tabletennis';

/**
 * One match's entry of match/sportUnionData: video2..video4 carry lines 1 to 3; video5 and videoPM are empty
 * (the spec's keys, kept so a client sees the whole shape); animation keeps its stream id.
 */
export function matchMedia(
  m: SimMatch,
): Record<'animation' | 'video2' | 'video3' | 'video4' | 'video5' | 'videoPM', string> {
  const live = m.status === MatchStatus.Live;
  const video = (line: number) => (hasVideo(m) ? streamPath(line) : '');
  return {
    animation: live ? `animation-${m.id}` : '',
    video2: video(1),
    video3: video(2),
    video4: video(3),
    video5: '',
    videoPM: '',
  };
}

/** A room's stream: its match's first line while the match has video; an entertainment room always airs line 2. */
export function roomStream(match: SimMatch | undefined): string {
  if (!match) return streamPath(2);
  return hasVideo(match) ? streamPath(1) : '';
}
