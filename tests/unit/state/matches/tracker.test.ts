import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WireTrackerFrame } from '../../../../src/api/wire';
import { channels, deliver, fakePush, resetFakes, resetRuntime } from '../goalsFakeServices';

vi.mock('../../../../src/state/page/pushSocket', async () => {
  const fakes = await import('../goalsFakeServices');
  return { push: () => fakes.fakePush };
});

const { trackerView, watchTracker } = await import('../../../../src/state/matches/tracker');
const { trackerChannel } = await import('../../../../src/api/trackerChannel');

const frame = (q: number, over: Partial<WireTrackerFrame> = {}): WireTrackerFrame => ({
  id: 'm1',
  q,
  st: { pos: 0, x: 70, y: 50, z: 1, pi: 0, br: 0, ph: 1, mn: 12, sc: [0, 0] },
  ev: [],
  ...over,
});

beforeEach(() => {
  resetFakes();
  resetRuntime();
});
afterEach(() => resetRuntime());

describe('tracker store', () => {
  it('subscribes the match channel once for every watcher and unsubscribes when the last one leaves', () => {
    const a = watchTracker('m1', () => undefined);
    const b = watchTracker('m1', () => undefined);
    expect(fakePush.subscribe).toHaveBeenCalledTimes(1);
    expect(channels.has(trackerChannel('m1'))).toBe(true);
    a();
    expect(channels.has(trackerChannel('m1'))).toBe(true);
    b();
    expect(channels.has(trackerChannel('m1'))).toBe(false);
  });

  it('folds decoded frames into the view and tells its watchers; malformed frames change nothing', () => {
    const changed = vi.fn();
    const off = watchTracker('m1', changed);
    deliver(trackerChannel('m1'), frame(3, { f: 1, ev: [{ q: 3, k: 'cor', s: 0, mn: 11, pi: 0 }] }));
    expect(trackerView('m1').log.map((e) => e.kind)).toEqual(['cor']);
    expect(trackerView('m1').state?.zone).toBe(1);
    expect(changed).toHaveBeenCalledTimes(1);
    deliver(trackerChannel('m1'), { id: 'm1', q: 'x' });
    deliver(trackerChannel('m1'), frame(4, { id: 'other' }));
    expect(changed).toHaveBeenCalledTimes(1);
    deliver(trackerChannel('m1'), frame(4, { ev: [{ q: 4, k: 'goal', s: 1, mn: 12, pi: 0 }] }));
    expect(trackerView('m1').log[0]).toMatchObject({ kind: 'goal', side: 1, minute: 12 });
    expect(trackerView('m1').callout?.kind).toBe('goal');
    off();
    expect(trackerView('m1').log).toEqual([]);
  });
});
