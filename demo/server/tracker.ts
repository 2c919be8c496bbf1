// The live match tracker's feed (issue 18): ball, possession and zone, and the events of the simulation (the
// same ones that move scores and statistics), kept per match so a subscriber gets the state and its last events.
// The ball's own wandering draws from a generator of its own, so the simulation's outcomes stay as they were.
import type { WireTrackerEvent, WireTrackerFrame, WireTrackerState } from '../../src/api/wire.ts';
import { Rng, hashSeed } from './prng.ts';

/** Events a full frame carries (what a tracker opened mid-match shows at once; attacks and misses excepted). */
export const TRACKER_SNAPSHOT_EVENTS = 20;

/** The tracker of one match. */
export interface TrackerSim {
  rng: Rng;
  q: number;
  st: WireTrackerState;
  /** The last events, oldest first. */
  log: WireTrackerEvent[];
  /** Events since the last frame. */
  pending: WireTrackerEvent[];
  /** The state moved since the last frame. */
  moved: boolean;
  /** Seconds the ball stays where an attack took it before play moves on. */
  hold: number;
  /** A goal was scored: the next step restarts from the centre with the other side. */
  kickoff?: 0 | 1;
}

/** What the tracker needs of a match (match.ts passes the SimMatch itself). */
export interface Tracked {
  id: string;
  sport: { key: string };
  trk?: TrackerSim;
}

export type TrackerKind =
  | 'ko'
  | 'pend'
  | 'end'
  | 'att'
  | 'dng'
  | 'son'
  | 'sof'
  | 'cor'
  | 'yc'
  | 'goal'
  | 'pts'
  | 'miss'
  | 'foul'
  | 'to'
  | 'set';

/** Events that only matter as they happen (the field shows them), kept out of the history a full frame carries. */
const PASSING: ReadonlySet<TrackerKind> = new Set(['att', 'dng', 'miss']);

/** The match's tracker, created on first use. */
export function trackerOf(m: Tracked): TrackerSim {
  m.trk ??= {
    rng: new Rng(hashSeed(m.id, 'tracker')),
    q: 0,
    st: { pos: 0, x: 50, y: 50, z: 0, pi: 0, br: 0, ph: 0, mn: 0, sc: [0, 0] },
    log: [],
    pending: [],
    moved: true,
    hold: 0,
  };
  return m.trk;
}

/** Progress of the side in possession towards the goal it attacks (0 its own goal line, 100 the other). */
function progress(st: WireTrackerState): number {
  return st.pos === 0 ? st.x : 100 - st.x;
}

function setProgress(st: WireTrackerState, p: number): void {
  const c = Math.max(0, Math.min(100, p));
  st.x = Math.round((st.pos === 0 ? c : 100 - c) * 10) / 10;
}

function zoneOf(p: number): number {
  return p >= 83 ? 2 : p >= 66 ? 1 : 0;
}

function place(t: TrackerSim, side: 0 | 1, from: number, to: number, y?: number): void {
  t.st.pos = side;
  setProgress(t.st, from + t.rng.next() * (to - from));
  t.st.y = y ?? Math.round((20 + t.rng.next() * 60) * 10) / 10;
  t.st.z = zoneOf(progress(t.st));
}

/** Records an event of the match (and moves the ball to where it happened). */
export function trackEvent(
  m: Tracked,
  kind: TrackerKind,
  at: { mn: number; pi: number },
  side?: 0 | 1,
  points?: number,
): void {
  const t = trackerOf(m);
  const football = m.sport.key === 'football';
  t.q += 1;
  const ev: WireTrackerEvent = { q: t.q, k: kind, mn: at.mn, pi: at.pi };
  if (side !== undefined) ev.s = side;
  if (points !== undefined) ev.p = points;
  // The history a new subscriber gets: what a log shows, not the attacks the field shows as they happen.
  if (!PASSING.has(kind)) {
    t.log.push(ev);
    if (t.log.length > TRACKER_SNAPSHOT_EVENTS) t.log.shift();
  }
  t.pending.push(ev);
  if (t.pending.length > TRACKER_SNAPSHOT_EVENTS) t.pending.shift();
  t.moved = true;
  t.st.mn = at.mn;
  t.st.pi = at.pi;
  if (kind === 'ko') {
    t.st.ph = 1;
    t.st.br = 0;
    t.st.pos = at.pi % 2 === 0 ? 0 : 1;
    t.st.x = 50;
    t.st.y = 50;
    t.st.z = 0;
  } else if (kind === 'pend') t.st.br = 1;
  else if (kind === 'end') {
    t.st.ph = 2;
    t.st.x = 50;
    t.st.y = 50;
    t.st.z = 0;
  } else if (side !== undefined && (football || m.sport.key === 'basketball')) moveFor(t, kind, side);
}

function moveFor(t: TrackerSim, kind: TrackerKind, side: 0 | 1): void {
  const other: 0 | 1 = side === 0 ? 1 : 0;
  switch (kind) {
    case 'att':
      place(t, side, 66, 80);
      t.hold = 3;
      break;
    case 'dng':
      place(t, side, 83, 92);
      t.hold = 3;
      break;
    case 'son':
    case 'sof':
      place(t, side, 86, 96, 30 + t.rng.next() * 40);
      t.hold = 2;
      break;
    case 'cor':
      place(t, side, 100, 100, t.rng.chance(0.5) ? 0 : 100);
      t.hold = 4;
      break;
    case 'yc':
      // The card is for a foul: the other side gets the free kick where it happened.
      t.st.pos = other;
      t.st.z = zoneOf(progress(t.st));
      t.hold = 2;
      break;
    case 'goal':
      place(t, side, 100, 100, 50);
      t.st.z = 2;
      t.hold = 0;
      t.kickoff = other;
      break;
    case 'pts':
      place(t, side, 92, 100, courtY(t));
      t.st.z = 2;
      t.hold = 1;
      t.kickoff = other;
      break;
    case 'miss':
      place(t, side, 70, 95);
      t.hold = 1;
      break;
    case 'foul':
      t.st.pos = other;
      t.st.z = zoneOf(progress(t.st));
      t.hold = 2;
      break;
    default:
      break;
  }
}

function courtY(t: TrackerSim): number {
  return Math.round((35 + t.rng.next() * 30) * 10) / 10;
}

/**
 * A second (or dt seconds) of play without a recorded event: the ball wanders, possession changes hands, an
 * attack that has run its course falls back. Football and basketball only; other sports have no field.
 */
export function stepTracker(m: Tracked, dt: number, at: { mn: number; pi: number }): void {
  const t = trackerOf(m);
  const st = t.st;
  if (st.ph !== 1 || st.br === 1) return;
  const before = `${st.pos}:${st.x}:${st.y}:${st.z}:${st.mn}`;
  st.mn = at.mn;
  st.pi = at.pi;
  if (m.sport.key === 'football') stepFootball(t, dt);
  else if (m.sport.key === 'basketball') stepBasketball(m, t, dt, at);
  if (`${st.pos}:${st.x}:${st.y}:${st.z}:${st.mn}` !== before) t.moved = true;
}

function stepFootball(t: TrackerSim, dt: number): void {
  const st = t.st;
  if (t.kickoff !== undefined) {
    st.pos = t.kickoff;
    t.kickoff = undefined;
    st.x = 50;
    st.y = 50;
    st.z = 0;
    return;
  }
  if (t.hold > 0) {
    t.hold -= dt;
    if (t.hold > 0) return;
    // The attack is over: mostly the defenders win the ball, otherwise it is played back.
    if (t.rng.chance(0.6)) {
      st.pos = st.pos === 0 ? 1 : 0;
      setProgress(st, 8 + t.rng.next() * 22);
    } else setProgress(st, 45 + t.rng.next() * 15);
    st.y = Math.round((15 + t.rng.next() * 70) * 10) / 10;
    st.z = zoneOf(progress(st));
    return;
  }
  if (t.rng.chance(Math.min(1, 0.07 * dt))) {
    st.pos = st.pos === 0 ? 1 : 0;
  } else {
    setProgress(st, Math.min(64, Math.max(6, progress(st) + (t.rng.next() * 14 - 5) * Math.min(dt, 3))));
  }
  st.y = Math.round(Math.max(4, Math.min(96, st.y + (t.rng.next() * 24 - 12))) * 10) / 10;
  st.z = zoneOf(progress(st));
}

function stepBasketball(m: Tracked, t: TrackerSim, dt: number, at: { mn: number; pi: number }): void {
  const st = t.st;
  if (t.kickoff !== undefined) {
    st.pos = t.kickoff;
    t.kickoff = undefined;
    setProgress(st, 10);
    st.y = 50;
    st.z = 0;
    return;
  }
  if (t.hold > 0) {
    t.hold -= dt;
    if (t.hold > 0) return;
    // A missed shot: the defenders take most rebounds.
    if (t.rng.chance(0.7)) {
      st.pos = st.pos === 0 ? 1 : 0;
      setProgress(st, 15);
    }
  }
  // Bring the ball up and work it towards the basket.
  setProgress(st, Math.min(90, progress(st) + (8 + t.rng.next() * 14) * Math.min(dt, 3)));
  st.y = Math.round(Math.max(8, Math.min(92, st.y + (t.rng.next() * 40 - 20))) * 10) / 10;
  st.z = zoneOf(progress(st));
  if (progress(st) >= 75 && t.rng.chance(Math.min(1, 0.05 * dt))) trackEvent(m, 'miss', at, st.pos as 0 | 1);
  else if (t.rng.chance(Math.min(1, 0.012 * dt))) trackEvent(m, 'foul', at, st.pos === 0 ? 1 : 0);
  else if (t.rng.chance(Math.min(1, 0.0015 * dt))) trackEvent(m, 'to', at, t.rng.chance(0.5) ? 0 : 1);
}

/** Sets the score the tracker shows (the simulation's own, so a forced or tie-breaking score is never lost). */
export function syncTrackerScore(m: Tracked, sc: [number, number]): void {
  const t = trackerOf(m);
  if (t.st.sc[0] !== sc[0] || t.st.sc[1] !== sc[1]) {
    t.st.sc = [sc[0], sc[1]];
    t.moved = true;
  }
}

/** The frame to publish after a step: the events since the last one and the state, or undefined when nothing moved. */
export function takeTrackerFrame(m: Tracked): WireTrackerFrame | undefined {
  const t = m.trk;
  if (!t || (!t.moved && t.pending.length === 0)) return undefined;
  const frame: WireTrackerFrame = { id: m.id, q: t.q, st: { ...t.st, sc: [t.st.sc[0], t.st.sc[1]] }, ev: t.pending };
  t.pending = [];
  t.moved = false;
  return frame;
}

/** A full frame: the state now and the last events (oldest first), what a new subscriber gets at once. */
export function trackerSnapshot(m: Tracked): WireTrackerFrame {
  const t = trackerOf(m);
  return { id: m.id, q: t.q, st: { ...t.st, sc: [t.st.sc[0], t.st.sc[1]] }, ev: [...t.log], f: 1 };
}
