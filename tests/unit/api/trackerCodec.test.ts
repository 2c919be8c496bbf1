import { describe, expect, it } from 'vitest';
import { decodeTrackerFrame } from '../../../src/api/codecs/tracker';
import type { WireTrackerFrame } from '../../../src/api/wire';

const frame = (over: Partial<WireTrackerFrame> = {}): WireTrackerFrame => ({
  id: '1007000001',
  q: 12,
  st: { pos: 1, x: 22.5, y: 40, z: 1, pi: 1, br: 0, ph: 1, mn: 63, sc: [2, 1] },
  ev: [{ q: 12, k: 'goal', s: 0, mn: 63, pi: 1 }],
  ...over,
});

describe('tracker frame decoder', () => {
  it('reads the compact frame into the domain frame (possession, ball, zone, period, break, phase, minute, score)', () => {
    expect(decodeTrackerFrame(frame({ f: 1 }), '1007000001')).toEqual({
      matchId: '1007000001',
      seq: 12,
      full: true,
      state: {
        possession: 1,
        x: 22.5,
        y: 40,
        zone: 1,
        period: 1,
        onBreak: false,
        phase: 1,
        minute: 63,
        score: [2, 1],
      },
      events: [{ seq: 12, kind: 'goal', side: 0, minute: 63, period: 1, points: undefined }],
    });
  });

  it('a delta frame (no f) is not full; numeric match ids read as strings', () => {
    const out = decodeTrackerFrame({ ...frame(), id: 1007000001 }, '1007000001');
    expect(out?.full).toBe(false);
  });

  it('drops a malformed frame whole and never throws', () => {
    const bad: unknown[] = [
      null,
      'goal',
      42,
      [],
      {},
      frame({ st: undefined as never }),
      frame({ st: { ...frame().st, pos: 2 } }),
      frame({ st: { ...frame().st, x: 140 } }),
      frame({ st: { ...frame().st, sc: [1] as never } }),
      frame({ q: -1 }),
      frame({ ev: 'x' as never }),
    ];
    for (const raw of bad) expect(decodeTrackerFrame(raw, '1007000001')).toBeUndefined();
  });

  it('drops a frame of another match (a stale subscription must not draw another match)', () => {
    expect(decodeTrackerFrame(frame(), '1007000002')).toBeUndefined();
  });

  it('drops a malformed or unknown event alone and keeps the rest, oldest first', () => {
    const out = decodeTrackerFrame(
      frame({
        q: 15,
        ev: [
          { q: 15, k: 'cor', s: 1, mn: 64, pi: 1 },
          { q: 13, k: 'teleport', s: 0, mn: 63, pi: 1 },
          { q: 'x', k: 'goal', mn: 63, pi: 1 } as never,
          { q: 14, k: 'pts', s: 0, mn: 63, pi: 1, p: 3 },
          { q: 16, k: 'yc', s: 3, mn: 64, pi: 1 } as never,
        ],
      }),
      '1007000001',
    );
    expect(out?.events.map((e) => [e.seq, e.kind, e.points])).toEqual([
      [14, 'pts', 3],
      [15, 'cor', undefined],
    ]);
  });
});
