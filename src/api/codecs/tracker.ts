// The tracker channel's frames (trk.<matchId>, issue 18): compact wire → domain. Only the animation tab loads it.
// A malformed frame is dropped whole; an event of a kind the widgets do not know is dropped alone.
import * as v from 'valibot';
import { TRACKER_KINDS, type TrackerEvent, type TrackerFrame, type TrackerKind } from '../../domain/tracker';
import { id, num, opt } from './common';

// Only valibot pieces the match list's decoders already use (check, tuple): its chunks carry valibot, so any other
// piece this module used would be downloaded by every list.
const numberWhere = (ok: (n: number) => boolean) => v.pipe(num, v.check(ok));
const side = numberWhere((n) => n === 0 || n === 1);
const count = numberWhere((n) => Number.isInteger(n) && n >= 0);
const coordinate = numberWhere((n) => n >= 0 && n <= 100);
const upTo2 = numberWhere((n) => n === 0 || n === 1 || n === 2);

export const trackerEventSchema = v.object({
  q: count,
  k: v.string(),
  s: opt(side),
  mn: count,
  pi: count,
  p: opt(count),
});

export const trackerStateSchema = v.pipe(
  v.object({
    pos: side,
    x: coordinate,
    y: coordinate,
    z: upTo2,
    pi: count,
    br: num,
    ph: upTo2,
    mn: count,
    sc: v.tuple([count, count]),
  }),
  v.transform((s) => ({
    possession: s.pos as 0 | 1,
    x: s.x,
    y: s.y,
    zone: s.z as 0 | 1 | 2,
    period: s.pi,
    onBreak: s.br === 1,
    phase: s.ph as 0 | 1 | 2,
    minute: s.mn,
    score: [s.sc[0], s.sc[1]] as [number, number],
  })),
);

export const trackerFrameSchema = v.object({
  id,
  q: count,
  st: trackerStateSchema,
  ev: v.array(v.unknown()),
  f: opt(num),
});

const KNOWN: ReadonlySet<string> = new Set(TRACKER_KINDS);

/** One frame of a match's tracker channel, or undefined when it is malformed or of another match. */
export function decodeTrackerFrame(raw: unknown, matchId: string): TrackerFrame | undefined {
  const frame = v.safeParse(trackerFrameSchema, raw);
  if (!frame.success || frame.output.id !== matchId) return undefined;
  const events: TrackerEvent[] = [];
  for (const row of frame.output.ev) {
    const e = v.safeParse(trackerEventSchema, row);
    if (!e.success || !KNOWN.has(e.output.k)) continue;
    const { q, k, s, mn, pi, p } = e.output;
    events.push({ seq: q, kind: k as TrackerKind, side: s as 0 | 1 | undefined, minute: mn, period: pi, points: p });
  }
  events.sort((a, b) => a.seq - b.seq);
  return { matchId, seq: frame.output.q, state: frame.output.st, events, full: frame.output.f === 1 };
}
