import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../../src/domain/enums';
import { trackerChannel } from '../../../../src/api/trackerChannel';
import type { WireTrackerFrame } from '../../../../src/api/wire';
import { playMinute, scoreOf } from '../../../../demo/server/match';
import { PERIOD, SCORE_TYPE } from '../../../../demo/server/periods';
import { TRACKER_SNAPSHOT_EVENTS } from '../../../../demo/server/tracker';
import { openPush, start, until, type TestServer } from './harness';

let srv: TestServer;
beforeEach(async () => {
  // The seeded board's first 12 matches hold the live football and basketball matches these tests follow (the same
  // ones as on the full board); the rest of the board would only cost simulation time.
  srv = await start(undefined, 12);
});
afterEach(async () => {
  await srv.stop();
});

const liveOf = (sport: string) =>
  [...srv.sim.matches.values()].find((m) => m.sport.key === sport && m.status === MatchStatus.Live)!;

describe('tracker feed', () => {
  it('answers a subscription with a full frame: the state now and the last events, so a tab opened mid-match is not empty', async () => {
    const m = liveOf('football');
    const { ws, frames } = await openPush<WireTrackerFrame>(srv);
    ws.send(JSON.stringify({ cmd: 'sub', chs: [trackerChannel(m.id)] }));
    await until(() => frames.length > 0, 'the tracker snapshot frame');
    const snap = frames[0];
    expect(snap.chId).toBe(trackerChannel(m.id));
    expect(snap.data).toMatchObject({ id: m.id, f: 1, st: { ph: 1 } });
    expect(snap.data.ev.length).toBeGreaterThan(0);
    expect(snap.data.ev.length).toBeLessThanOrEqual(TRACKER_SNAPSHOT_EVENTS);
    // Oldest first, numbered in order, the last one numbered as the frame.
    const qs = snap.data.ev.map((e) => e.q);
    expect(qs).toEqual([...qs].sort((a, b) => a - b));
    expect(qs.at(-1)).toBe(snap.data.q);
    expect(snap.data.st.sc).toEqual(scoreOf(m, PERIOD.FullTime));
    ws.close();
  });

  it('a goal the simulation scores is a goal event on the feed, with its side and minute, and the score moves', async () => {
    const m = liveOf('football');
    const { ws, frames } = await openPush<WireTrackerFrame>(srv);
    ws.send(JSON.stringify({ cmd: 'sub', chs: [trackerChannel(m.id)] }));
    await until(() => frames.length > 0, 'the tracker snapshot frame');
    const before = frames[0].data.st.sc;
    await srv.call('/demo/control', { action: 'goal', matchId: m.id, side: 'away' });
    await until(() => frames.some((f) => f.data.ev.some((e) => e.k === 'goal')), 'a tracker frame with the goal event');
    const frame = frames.find((f) => !f.data.f && f.data.ev.some((e) => e.k === 'goal'))!;
    const goal = frame.data.ev.find((e) => e.k === 'goal')!;
    expect(goal).toMatchObject({ s: 1, mn: playMinute(m) });
    expect(goal.q).toBeGreaterThan(frames[0].data.q);
    expect(frame.data.st.sc).toEqual([before[0], before[1] + 1]);
    // The ball is in the goal the away side attacks (home's, x = 0) and the zone is danger.
    expect(frame.data.st).toMatchObject({ pos: 1, x: 0, z: 2 });
    ws.close();
  });

  it('football attacks, dangerous attacks, shots and corners on the feed are the ones that move the statistics', () => {
    const m = liveOf('football');
    const stats = structuredClone(m.stats);
    const corners = [...scoreOf(m, PERIOD.FullTime, SCORE_TYPE.Corners)];
    const seen: WireTrackerFrame[] = [];
    srv.sim.listen({ tracker: (f) => f.id === m.id && seen.push(f) });
    srv.sim.advance(20 * 60_000);
    const events = seen.flatMap((f) => f.ev);
    const count = (k: string, s: 0 | 1) => events.filter((e) => e.k === k && e.s === s).length;
    for (const s of [0, 1] as const) {
      expect(count('att', s)).toBe(m.stats.attacks[s] - stats.attacks[s]);
      expect(count('dng', s)).toBe(m.stats.danger[s] - stats.danger[s]);
      expect(count('son', s) + count('sof', s)).toBe(m.stats.shots[s] - stats.shots[s]);
      expect(count('son', s)).toBe(m.stats.onTarget[s] - stats.onTarget[s]);
      expect(count('cor', s)).toBe(scoreOf(m, PERIOD.FullTime, SCORE_TYPE.Corners)[s] - corners[s]);
    }
    // The ball moves every few seconds while the match is live, within the field.
    expect(seen.length).toBeGreaterThan(100);
    for (const f of seen) {
      expect(f.st.x).toBeGreaterThanOrEqual(0);
      expect(f.st.x).toBeLessThanOrEqual(100);
      expect([0, 1]).toContain(f.st.pos);
    }
  });

  it('basketball baskets are pts events with their points, and the feed score is the match score', () => {
    const m = liveOf('basketball');
    const seen: WireTrackerFrame[] = [];
    srv.sim.listen({ tracker: (f) => f.id === m.id && seen.push(f) });
    const before = [...scoreOf(m, PERIOD.FullTime)];
    srv.sim.advance(30 * 60_000);
    const pts = seen.flatMap((f) => f.ev).filter((e) => e.k === 'pts');
    expect(pts.length).toBeGreaterThan(0);
    for (const e of pts) expect([1, 2, 3]).toContain(e.p);
    const after = scoreOf(m, PERIOD.FullTime);
    const sum = (s: 0 | 1) => pts.filter((e) => e.s === s).reduce((a, e) => a + (e.p ?? 0), 0);
    expect(sum(0)).toBe(after[0] - before[0]);
    expect(sum(1)).toBe(after[1] - before[1]);
    expect(seen.at(-1)!.st.sc).toEqual(after);
  });

  it('period changes are on the feed: a period end puts the tracker on a break, the next period starts it again', () => {
    // A match in its first half, followed minute by minute until it ends: half time, the second half, full time.
    const m = [...srv.sim.matches.values()].find(
      (x) => x.sport.key === 'football' && x.status === MatchStatus.Live && x.periodIndex === 0 && x.breakLeft === 0,
    )!;
    const seen: WireTrackerFrame[] = [];
    srv.sim.listen({ tracker: (f) => f.id === m.id && seen.push(f) });
    for (let minutes = 0; minutes < 120 && m.status === MatchStatus.Live; minutes += 1) srv.sim.advance(60_000);
    expect(m.status).toBe(MatchStatus.Ended);
    const kinds = seen.flatMap((f) => f.ev.map((e) => e.k));
    expect(kinds.filter((k) => k === 'pend' || k === 'ko' || k === 'end')).toEqual(['pend', 'ko', 'end']);
    const frameOf = (k: string) => seen.find((f) => f.ev.some((e) => e.k === k))!;
    expect(frameOf('pend').st).toMatchObject({ br: 1, ph: 1 });
    expect(frameOf('ko').st).toMatchObject({ br: 0, ph: 1, pi: 1 });
    expect(seen.at(-1)!.st.ph).toBe(2);
  });
});
