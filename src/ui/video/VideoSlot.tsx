// The place of a video on screen (issue 18): without a stream, the designed "unavailable" or "ended" screen; with
// one, the player. Shared by the match detail's video tab and the live room's stage, which both import this module
// lazily (when the tab opens, when play is pressed), so it and the player are no element's first download; hls.js
// is imported later still, only where the browser has no native HLS.
import type { ReactNode } from 'react';
import { getRuntime } from '../../runtime/runtime';
import { useT } from '../i18n';
import { viewCssRef } from '../viewCss';
import { playerMessageKey, type PlayerStatus } from './playerState';
import videoCss from './video.css?inline';
import VideoPlayer from './VideoPlayer';

const withVideoCss = viewCssRef(videoCss);

/** The namespaces holding the player's texts under `player.` (the element's own, so the player adds none). */
export type PlayerNamespace = 'detail' | 'live';

export interface VideoSlotProps {
  /** The stream as the server gave it (a URL or a path on the API host), or null when there is none. */
  src: string | null;
  /** What the stream is (a room, a match's line): a new `src` for the same stream is its renewed signed address. */
  stream?: string | null;
  ns: PlayerNamespace;
  /** The accessible name of the video (the match, the room). */
  label: string;
  /** The broadcast is over (the match ended, the host went off air): the ended screen, whatever the stream. */
  over?: boolean;
  /** Offer the player's own full-screen button (the room's stage has its own). */
  fullScreen?: boolean;
  /** Start muted (autoplay without a press); unmuted after the viewer pressed play, muted again if refused. */
  startMuted?: boolean;
}

/** An absolute stream URL: a path is on the API host (the configured base), like every other call. */
export function streamUrl(src: string): string {
  if (/^[a-z][\w+.-]*:|^\/\//i.test(src)) return src;
  return `${getRuntime().config.get().apiBase}${src.startsWith('/') ? '' : '/'}${src}`;
}

/** The video's box and the message over it; the player puts its video element and buttons inside. */
export function VideoFrame({
  status,
  ns,
  children,
  action,
}: {
  status: PlayerStatus;
  ns: PlayerNamespace;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const { t } = useT([ns]);
  const spinning = status === 'starting' || status === 'buffering';
  const key = playerMessageKey(status);
  const message = key && t(`${ns}:player.${key}`);
  return (
    <div ref={withVideoCss} className="sport-video" part="video" data-status={status}>
      {children}
      <div className="sport-video-overlay" role="status" aria-live="polite">
        {spinning && <span className="sport-video-spinner" aria-hidden="true" />}
        {message && <p className="sport-video-message">{message}</p>}
        {action}
      </div>
    </div>
  );
}

/** The video of a stream, or the screen that says why there is none. */
export function VideoSlot(props: VideoSlotProps) {
  if (props.over || !props.src) return <VideoFrame status={props.over ? 'ended' : 'unavailable'} ns={props.ns} />;
  return <VideoPlayer {...props} src={streamUrl(props.src)} />;
}
