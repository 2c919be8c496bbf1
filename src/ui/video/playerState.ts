// The video player's states and what moves it between them (issue 18), pure so the rules are tested without a
// browser: starting → playing ⇄ buffering, paused by the viewer, blocked when the browser refuses autoplay,
// ended, unavailable (no stream) and error (with a retry that starts the same source again).

export type PlayerStatus =
  'starting' | 'playing' | 'buffering' | 'paused' | 'blocked' | 'ended' | 'unavailable' | 'error';

/** Why a stream failed: its files did not arrive, the browser could not decode it, or it cannot play HLS at all. */
export type PlayerFailure = 'network' | 'media' | 'unsupported';

export interface PlayerState {
  status: PlayerStatus;
  src: string | null;
  /** Grows with each retry: the player attaches the stream again whenever it changes. */
  attempt: number;
  failure: PlayerFailure | null;
}

export type PlayerEvent =
  /** A new source (a line switch, a room's stream arriving or going): null means the match or room has none. */
  | { type: 'source'; src: string | null }
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
export function initialPlayerState(src: string | null): PlayerState {
  return { status: src ? 'starting' : 'unavailable', src, attempt: 0, failure: null };
}

/** States in which the stream is attached and its element's events count. */
const ATTACHED: ReadonlySet<PlayerStatus> = new Set(['starting', 'playing', 'buffering', 'paused', 'blocked']);

/** The next state. Events that do not apply to the current state leave it unchanged (the same object). */
export function playerReducer(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'source':
      return event.src === state.src && state.status !== 'unavailable' ? state : initialPlayerState(event.src);
    case 'retry':
      return state.status === 'error' || state.status === 'ended'
        ? { ...state, status: 'starting', attempt: state.attempt + 1, failure: null }
        : state;
    case 'fail':
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
