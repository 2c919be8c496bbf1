// @vitest-environment happy-dom
// The tracker's callout timing (useCallout) with a fake clock: 2600 ms on the field, a goal held against the routine
// attack after it, and a goal still called out when it and that attack reach the panel in one render.
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackerEvent } from '../../../../src/domain/tracker';
import { CALLOUT_MS, useCallout } from '../../../../src/features/match-detail/tracker/useCallout';

const ev = (seq: number, kind: TrackerEvent['kind']): TrackerEvent => ({ seq, kind, side: 0, minute: 10, period: 0 });

let root: Root;
let shown: TrackerEvent | undefined;
function Probe({ latest, hold }: { latest?: TrackerEvent; hold?: TrackerEvent }) {
  shown = useCallout(latest, hold);
  return null;
}
/** Lets React run what it scheduled (effects, the renders their state asks for) without moving the clock. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await vi.advanceTimersByTimeAsync(0);
}
/** Renders the probe with these events and lets its effects (and the state they set) run. */
async function show(latest?: TrackerEvent, hold?: TrackerEvent) {
  flushSync(() => root.render(<Probe latest={latest} hold={hold} />));
  await settle();
}
/** Moves the fake clock by `ms` and lets the renders it causes run. */
async function wait(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers();
  root = createRoot(document.createElement('div'));
  shown = undefined;
});
afterEach(() => {
  flushSync(() => root.unmount());
  vi.useRealTimers();
});

describe('the tracker callout on the field', () => {
  it(`a callout shows for ${CALLOUT_MS} ms, then leaves`, async () => {
    await show(ev(1, 'dng'));
    expect(shown?.seq).toBe(1);
    await wait(CALLOUT_MS - 1);
    expect(shown?.seq).toBe(1);
    await wait(1);
    expect(shown).toBeUndefined();
  });

  it('a goal is not cut short by the attack a second later; it leaves at its own time', async () => {
    const goal = ev(1, 'goal');
    await show(goal, goal);
    await wait(1000);
    await show(ev(2, 'att'), goal);
    expect(shown?.seq).toBe(1);
    await wait(CALLOUT_MS - 1000);
    expect(shown).toBeUndefined();
  });

  it('a goal and the attack after it reaching the panel in one render: the goal is called out', async () => {
    await show(ev(1, 'att'));
    await show(ev(3, 'att'), ev(2, 'goal'));
    expect(shown?.kind).toBe('goal');
  });

  it('a goal the view held before the panel opened is not called out', async () => {
    await show(ev(3, 'att'), ev(2, 'goal'));
    expect(shown?.kind).toBe('att');
  });
});
