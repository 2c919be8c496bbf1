import { describe, expect, it } from 'vitest';
import {
  replacesCallout,
  applyTrackerFrame,
  EMPTY_TRACKER,
  inAttack,
  TRACKER_LOG_SIZE,
  type TrackerEvent,
  type TrackerFrame,
  type TrackerState,
} from '../../../src/domain/tracker';

const state = (over: Partial<TrackerState> = {}): TrackerState => ({
  possession: 0,
  x: 50,
  y: 50,
  zone: 0,
  period: 0,
  onBreak: false,
  phase: 1,
  minute: 10,
  score: [0, 0],
  ...over,
});
const ev = (seq: number, kind: TrackerEvent['kind'], side?: 0 | 1, minute = 10): TrackerEvent => ({
  seq,
  kind,
  side,
  minute,
  period: 0,
});
const frame = (seq: number, events: TrackerEvent[], over: Partial<TrackerFrame> = {}): TrackerFrame => ({
  matchId: 'm',
  seq,
  state: state(),
  events,
  full: false,
  ...over,
});

describe('tracker reducer', () => {
  it('a full frame replaces the view: state, log latest first, and no callout for what already happened', () => {
    const view = applyTrackerFrame(
      EMPTY_TRACKER,
      frame(3, [ev(1, 'ko'), ev(2, 'cor', 0, 4), ev(3, 'goal', 1, 7)], { full: true, state: state({ minute: 7 }) }),
    );
    expect(view.log.map((e) => e.seq)).toEqual([3, 2, 1]);
    expect(view.state?.minute).toBe(7);
    expect(view.seq).toBe(3);
    expect(view.callout).toBeUndefined();
  });

  it('a delta frame takes the state (possession, zone, minute) and adds its new events on top of the log', () => {
    let view = applyTrackerFrame(EMPTY_TRACKER, frame(2, [ev(1, 'ko'), ev(2, 'cor', 0)], { full: true }));
    view = applyTrackerFrame(
      view,
      frame(3, [ev(3, 'son', 1, 12)], { state: state({ possession: 1, zone: 2, minute: 12, x: 10 }) }),
    );
    expect(view.state).toMatchObject({ possession: 1, zone: 2, minute: 12 });
    expect(view.log.map((e) => e.kind)).toEqual(['son', 'cor', 'ko']);
    expect(view.callout?.seq).toBe(3);
  });

  it('the log keeps the latest eight entries', () => {
    const events = Array.from({ length: 12 }, (_, i) => ev(i + 1, 'cor', (i % 2) as 0 | 1, i));
    const view = applyTrackerFrame(EMPTY_TRACKER, frame(12, events));
    expect(view.log).toHaveLength(TRACKER_LOG_SIZE);
    expect(view.log[0].seq).toBe(12);
    expect(view.log.at(-1)!.seq).toBe(5);
  });

  it('attacks and dangerous attacks stay out of the log (goals, shots, corners and cards are logged); a goal outranks the dangerous attack after it as the callout', () => {
    const view = applyTrackerFrame(
      EMPTY_TRACKER,
      frame(5, [ev(1, 'att', 0), ev(2, 'yc', 1), ev(3, 'sof', 0), ev(4, 'goal', 0), ev(5, 'dng', 1)]),
    );
    expect(view.log.map((e) => e.kind)).toEqual(['goal', 'sof', 'yc']);
    expect(view.callout?.kind).toBe('goal');
  });

  it('the newest callout-worthy event of a frame is the callout; a frame without one keeps the last callout', () => {
    let view = applyTrackerFrame(EMPTY_TRACKER, frame(2, [ev(1, 'goal', 0), ev(2, 'ko')]));
    expect(view.callout?.kind).toBe('goal');
    const before = view.callout;
    view = applyTrackerFrame(view, frame(2, [], { state: state({ x: 60 }) }));
    expect(view.callout).toBe(before);
    expect(view.state?.x).toBe(60);
  });

  it('drops a frame older than the view and events already seen (a repeat after a reconnect adds nothing twice)', () => {
    const view = applyTrackerFrame(EMPTY_TRACKER, frame(4, [ev(3, 'cor', 0), ev(4, 'goal', 1)]));
    expect(applyTrackerFrame(view, frame(3, [ev(3, 'cor', 0)]))).toBe(view);
    const again = applyTrackerFrame(view, frame(5, [ev(4, 'goal', 1), ev(5, 'yc', 0)]));
    expect(again.log.map((e) => e.seq)).toEqual([5, 4, 3]);
  });

  it('the attacked third is highlighted only while the match is live, not on a break, and the zone is attack or danger', () => {
    expect(inAttack(state({ zone: 1 }))).toBe(true);
    expect(inAttack(state({ zone: 2 }))).toBe(true);
    expect(inAttack(state({ zone: 0 }))).toBe(false);
    expect(inAttack(state({ zone: 2, onBreak: true }))).toBe(false);
    expect(inAttack(state({ zone: 2, phase: 2 }))).toBe(false);
  });
});

describe('callouts on the field', () => {
  it("a goal's callout holds its 2600 ms against the routine attack after it; a new goal or the time up replaces it", () => {
    const goal = ev(5, 'goal', 0);
    expect(replacesCallout(undefined, 0, goal, 1000, 2600)).toBe(true);
    expect(replacesCallout(goal, 1000, ev(6, 'att', 1), 2000, 2600)).toBe(false);
    expect(replacesCallout(goal, 1000, ev(6, 'att', 1), 3600, 2600)).toBe(true);
    expect(replacesCallout(goal, 1000, ev(7, 'goal', 1), 2000, 2600)).toBe(true);
    expect(replacesCallout(ev(4, 'att', 0), 1000, ev(5, 'dng', 1), 1200, 2600)).toBe(true);
  });

  it("a goal delivered with an attack after it in the same frame is that frame's callout", () => {
    const view = applyTrackerFrame(EMPTY_TRACKER, frame(3, [ev(2, 'goal', 0), ev(3, 'att', 1)]));
    expect(view.callout?.kind).toBe('goal');
    expect(applyTrackerFrame(EMPTY_TRACKER, frame(3, [ev(2, 'att', 0), ev(3, 'dng', 1)])).callout?.kind).toBe('dng');
  });

  it('the newest goal since opening is kept as hold when a later frame brings a routine callout; a full frame forgets it', () => {
    const goal = applyTrackerFrame(EMPTY_TRACKER, frame(2, [ev(2, 'goal', 0)]));
    const after = applyTrackerFrame(goal, frame(3, [ev(3, 'att', 1)]));
    expect([after.callout?.kind, after.hold?.seq]).toEqual(['att', 2]);
    expect(applyTrackerFrame(after, frame(9, [ev(9, 'goal', 1)], { full: true })).hold).toBeUndefined();
  });
});
