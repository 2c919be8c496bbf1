// The live match tracker's rules (issue 18): what a frame of the feed does to what the tracker shows (possession,
// ball, zone, minute, the short event log, the callout). A module of its own: only the animation tab loads it.

/** Kinds of tracker events the widgets know (others are dropped by the decoder). */
export const TRACKER_KINDS = [
  'ko',
  'pend',
  'end',
  'att',
  'dng',
  'son',
  'sof',
  'cor',
  'yc',
  'goal',
  'pts',
  'miss',
  'foul',
  'to',
  'set',
] as const;
export type TrackerKind = (typeof TRACKER_KINDS)[number];

/** Entries the event log keeps, latest first. */
export const TRACKER_LOG_SIZE = 8;

/** Kinds written in the log; attacks, dangerous attacks and missed baskets show on the field only. */
const LOGGED: ReadonlySet<TrackerKind> = new Set([
  'ko',
  'pend',
  'end',
  'son',
  'sof',
  'cor',
  'yc',
  'goal',
  'pts',
  'foul',
  'to',
  'set',
]);

/** Kinds that raise a callout on the field as they happen. */
const CALLOUT: ReadonlySet<TrackerKind> = new Set(['att', 'dng', 'son', 'sof', 'cor', 'yc', 'goal', 'pts', 'set']);

/** Kinds whose callout a routine one (an attack, a shot) does not cut short: a goal, a won set. */
const HOLDS: ReadonlySet<TrackerKind> = new Set(['goal', 'set']);

/**
 * Whether `latest` takes the place of the callout on show (`shown`, on screen since `since`, epoch ms): always, unless
 * the one on show is a goal or a won set still within its `holdMs` and `latest` is a routine event.
 */
export function replacesCallout(
  shown: TrackerEvent | undefined,
  since: number,
  latest: TrackerEvent,
  now: number,
  holdMs: number,
): boolean {
  return !shown || HOLDS.has(latest.kind) || !HOLDS.has(shown.kind) || now - since >= holdMs;
}

export interface TrackerEvent {
  seq: number;
  kind: TrackerKind;
  /** 0 home, 1 away. */
  side?: 0 | 1;
  minute: number;
  /** Period index from 0 (the set for set sports). */
  period: number;
  points?: number;
}

/** Zone of the side in possession: 0 safe, 1 attack (the last third), 2 danger (the box). */
export type TrackerZone = 0 | 1 | 2;

export interface TrackerState {
  possession: 0 | 1;
  /** The ball on a 0..100 field; home attacks towards x = 100. */
  x: number;
  y: number;
  zone: TrackerZone;
  period: number;
  onBreak: boolean;
  /** 0 not started, 1 live, 2 ended. */
  phase: 0 | 1 | 2;
  minute: number;
  score: [number, number];
}

export interface TrackerFrame {
  matchId: string;
  /** The feed's last event number when the frame was sent. */
  seq: number;
  state: TrackerState;
  /** Oldest first. */
  events: TrackerEvent[];
  /** A full frame (on subscribing): its events replace the log. */
  full: boolean;
}

export interface TrackerView {
  state?: TrackerState;
  /** Latest first, at most TRACKER_LOG_SIZE. */
  log: TrackerEvent[];
  seq: number;
  /** The newest event worth a callout from the last frame that brought one (undefined after a full frame). */
  callout?: TrackerEvent;
  /**
   * The newest goal or won set since the view opened (undefined after a full frame): kept when a later frame's
   * routine event becomes the callout, so a screen that renders both frames at once still calls the goal out.
   */
  hold?: TrackerEvent;
}

export const EMPTY_TRACKER: TrackerView = { log: [], seq: 0 };

/**
 * Applies one frame. A full frame replaces the view (the log is rebuilt from its events, no callout for the past);
 * a frame older than what the view holds is dropped; otherwise its newer events join the log, the state is taken,
 * and the newest callout-worthy event becomes the callout.
 */
export function applyTrackerFrame(view: TrackerView, frame: TrackerFrame): TrackerView {
  if (frame.full) {
    return { state: frame.state, log: logOf(frame.events, []), seq: frame.seq };
  }
  if (frame.seq < view.seq) return view;
  const fresh = frame.events.filter((e) => e.seq > view.seq);
  // A goal (or a won set) in the frame is its callout even when a routine event came after it in the same delivery.
  const newestFirst = [...fresh].reverse();
  const hold = newestFirst.find((e) => HOLDS.has(e.kind));
  const callout = hold ?? newestFirst.find((e) => CALLOUT.has(e.kind));
  return {
    state: frame.state,
    log: fresh.length ? logOf(fresh, view.log) : view.log,
    seq: Math.max(view.seq, frame.seq),
    callout: callout ?? view.callout,
    hold: hold ?? view.hold,
  };
}

/** The log after `events` (oldest first) happened on top of `log` (latest first). */
function logOf(events: TrackerEvent[], log: TrackerEvent[]): TrackerEvent[] {
  const added = events.filter((e) => LOGGED.has(e.kind)).reverse();
  return [...added, ...log].slice(0, TRACKER_LOG_SIZE);
}

/** Whether the side in possession is attacking (the last third of the field is highlighted). */
export const inAttack = (state: TrackerState) => state.phase === 1 && !state.onBreak && state.zone > 0;
