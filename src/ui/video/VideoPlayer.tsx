// The HLS player (issue 18), in VideoSlot's lazily loaded chunk: native HLS where the browser has it, else hls.js
// (its light build, imported here only then). Muted autoplay inline, a play
// button when the browser refuses, a retry after an error, the viewer's full-screen button; a VOD playlist (the
// reference server's test streams) loops, a live one that stops shows "ended".
import { useEffect, useReducer, useRef, useState } from 'react';
import { useT } from '../i18n';
import { initialPlayerState, playerReducer, type PlayerEvent, type PlayerFailure } from './playerState';
import { VideoFrame, type VideoSlotProps } from './VideoSlot';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** Attaches `src` to the video element; resolves to its detach. Failures are reported through `fail`. */
async function attach(video: HTMLVideoElement, src: string, fail: (failure: PlayerFailure) => void) {
  if (video.canPlayType(HLS_TYPE)) {
    video.src = src;
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) {
    fail('unsupported');
    return () => undefined;
  }
  // No worker: it would start from a blob: URL, which a strict Content Security Policy refuses.
  const hls = new Hls({ enableWorker: false, lowLatencyMode: false });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) fail(data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'network' : 'media');
  });
  hls.loadSource(src);
  hls.attachMedia(video);
  return () => hls.destroy();
}

/** Starts playback; a refusal unmutes no more: it tries muted, then asks for a press. */
async function start(video: HTMLVideoElement, dispatch: (event: PlayerEvent) => void) {
  try {
    await video.play();
  } catch (error) {
    if ((error as DOMException)?.name !== 'NotAllowedError') return;
    if (!video.muted) {
      video.muted = true;
      return start(video, dispatch);
    }
    dispatch({ type: 'blocked' });
  }
}

/** The player of one stream. */
export default function VideoPlayer({
  src,
  stream = null,
  ns,
  label,
  fullScreen = true,
  startMuted = true,
}: VideoSlotProps) {
  const { t } = useT([ns]);
  const [state, dispatch] = useReducer(playerReducer, null, () => initialPlayerState(src, stream));
  const video = useRef<HTMLVideoElement>(null);
  const [full, setFull] = useState(false);

  useEffect(() => dispatch({ type: 'source', src, stream }), [src, stream]);

  // Attach the source (again on each retry); detach when it changes or the player goes.
  useEffect(() => {
    const element = video.current;
    if (!element || !state.src) return;
    let alive = true;
    let detach: (() => void) | undefined;
    const fail = (failure: PlayerFailure) => alive && dispatch({ type: 'fail', failure });
    element.muted = startMuted;
    attach(element, state.src, fail).then(
      (undo) => {
        if (!alive) return undo();
        detach = undo;
        void start(element, dispatch);
      },
      () => fail('network'),
    );
    return () => {
      alive = false;
      detach?.();
    };
  }, [state.src, state.attempt, startMuted]);

  useEffect(() => {
    const root = video.current?.getRootNode() as Document | ShadowRoot | undefined;
    const follow = () => setFull(!!root?.fullscreenElement);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  const element = video.current;
  const retry = state.status === 'error' || state.status === 'ended';
  const blocked = state.status === 'blocked';
  return (
    <VideoFrame
      status={state.status}
      ns={ns}
      action={
        retry || blocked ? (
          <button
            type="button"
            className="sport-video-button"
            onClick={() => {
              if (retry) return dispatch({ type: 'retry' });
              dispatch({ type: 'play' });
              if (element) void start(element, dispatch);
            }}
          >
            {t(retry ? `${ns}:player.retry` : `${ns}:player.play`)}
          </button>
        ) : undefined
      }
    >
      <video
        ref={video}
        aria-label={label}
        playsInline
        controls={state.status === 'playing' || state.status === 'paused' || state.status === 'buffering'}
        onPlaying={() => dispatch({ type: 'playing' })}
        onWaiting={() => dispatch({ type: 'waiting' })}
        onStalled={() => dispatch({ type: 'waiting' })}
        onPause={(e) => !e.currentTarget.ended && dispatch({ type: 'pause' })}
        onPlay={() => dispatch({ type: 'play' })}
        onEnded={() => dispatch({ type: 'ended' })}
        // A detach empties the element without an error; an error of the attached source is the stream's.
        onError={(e) =>
          e.currentTarget.error && e.currentTarget.currentSrc && dispatch({ type: 'fail', failure: 'media' })
        }
        // A playlist with an end (VOD: the test loops) plays round; a live one that stops ends.
        onLoadedMetadata={(e) => {
          e.currentTarget.loop = Number.isFinite(e.currentTarget.duration);
        }}
      />
      {fullScreen && (
        <button
          type="button"
          className="sport-video-fullscreen"
          aria-pressed={full}
          onClick={(e) => {
            const box = e.currentTarget.parentElement as (HTMLElement & { webkitEnterFullscreen?: never }) | null;
            const iosVideo = element as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null;
            if (full) void document.exitFullscreen();
            else if (box?.requestFullscreen) void box.requestFullscreen();
            else iosVideo?.webkitEnterFullscreen?.();
          }}
        >
          {t(full ? `${ns}:player.exitFullScreen` : `${ns}:player.fullScreen`)}
        </button>
      )}
    </VideoFrame>
  );
}
