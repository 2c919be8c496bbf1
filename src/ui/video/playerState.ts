// The video player's states and what moves it between them (issue 18), pure so the rules are tested without a
// browser: starting → playing ⇄ buffering, paused by the viewer, blocked when the browser refuses autoplay,
// ended, unavailable (no stream) and error (with a retry that starts the same source again). A signed stream URL
// is renewed every few minutes (issue 27 item 5): a new address of the same stream does not restart a playing video;
// the player keeps it and moves to it when the old one fails (its grant ran out) or on a retry.

export type PlayerStatus =
  'starting' | 'playing' | 'buffering' | 'paused' | 'blocked' | 'ended' | 'unavailable' | 'error';

/** Why a stream failed: its files did not arrive, the browser could not decode it, or it cannot play HLS at all. */
export type PlayerFailure = 'network' | 'media' | 'unsupported';

export interface PlayerState {
  status: PlayerStatus;
  src: string | null;
  /** What `src` shows (a room's or match's line): a new src with the same stream is a renewed address. */
  stream: string | null;
  /** A renewed address of the attached stream, taken at its next failure or retry. */
  renewed: string | null;
  /** Grows with each retry: the player attaches the stream again whenever it changes. */
  attempt: number;
  failure: PlayerFailure | null;
}

export type PlayerEvent =
  /**
   * A new source (a line switch, a room's stream arriving or going): null means the match or room has none.
   * `stream` names what it shows: the same stream under a new src is a renewed address.
   */
  | { type: 'source'; src: string | null; stream?: string | null }
  /** The video advances (the element's `playing`). */
  | { type: 'playing' }
  /** The video waits for data (`waiting`, `stalled`). */
  | { type: 'waiting' }
  /** The viewer paused it (`pause`). */
  | { type: 'pause' }
  /** play() was refused (autoplay policy): a play button is shown. */
  | { type: 'blocked' }
  /** The viewer pressed that play button. */
  | { type: 'play' }
  /** The stream reached its end (a live stream that stopped; test loops never end). */
  | { type: 'ended' }
  | { type: 'fail'; failure: PlayerFailure }
  /** The retry button (error or ended): the same source from the start. */
  | { type: 'retry' };

/** The state for a first source. */
export function initialPlayerState(src: string | null, stream: string | null = null): PlayerState {
  return { status: src ? 'starting' : 'unavailable', src, stream, renewed: null, attempt: 0, failure: null };
}

/** States in which the stream is attached and its element's events count. */
const ATTACHED: ReadonlySet<PlayerStatus> = new Set(['starting', 'playing', 'buffering', 'paused', 'blocked']);

/** The same stream started again, at its renewed address if it has one. */
function restart(state: PlayerState): PlayerState {
  return { ...state, status: 'starting', src: state.renewed ?? state.src, renewed: null, failure: null };
}

/** The next state. Events that do not apply to the current state leave it unchanged (the same object). */
export function playerReducer(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'source': {
      const stream = event.stream ?? null;
      if (event.src === state.src && state.status !== 'unavailable') return state;
      const renewal = event.src && state.src && stream !== null && stream === state.stream;
      if (renewal && ATTACHED.has(state.status)) return { ...state, renewed: event.src };
      return initialPlayerState(event.src, stream);
    }
    case 'retry':
      return state.status === 'error' || state.status === 'ended'
        ? { ...restart(state), attempt: state.attempt + 1 }
        : state;
    case 'fail':
      // A renewed address is there because the attached one is running out: move to it instead of failing.
      if (state.renewed && ATTACHED.has(state.status)) return { ...restart(state), attempt: state.attempt + 1 };
      return state.src && state.status !== 'error' ? { ...state, status: 'error', failure: event.failure } : state;
    default:
      break;
  }
  if (!ATTACHED.has(state.status)) return state;
  const to = (status: PlayerStatus): PlayerState => (state.status === status ? state : { ...state, status });
  switch (event.type) {
    case 'playing':
      return to('playing');
    case 'waiting':
      // Only a playing video buffers; before its first frame it is still starting.
      return state.status === 'playing' ? to('buffering') : state;
    case 'pause':
      return state.status === 'playing' || state.status === 'buffering' ? to('paused') : state;
    case 'blocked':
      return state.status === 'starting' ? to('blocked') : state;
    case 'play':
      return state.status === 'blocked' || state.status === 'paused' ? to('starting') : state;
    case 'ended':
      return to('ended');
  }
}

/** The text key (under `<namespace>:player.`) of the message over the video in a state, or null over a playing one. */
export function playerMessageKey(status: PlayerStatus): string | null {
  switch (status) {
    case 'starting':
    case 'buffering':
    case 'ended':
    case 'unavailable':
    case 'error':
      return status;
    default:
      return null;
  }
}
