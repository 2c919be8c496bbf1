// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

// The element's chunk never arrives.
vi.mock('../../../elements/goal-notify/define', () => new Promise(() => {}));

describe('loader: chunk timeout (spec §8, §9)', () => {
  afterEach(() => vi.useRealTimers());

  it("reports 'Loading chunk failed' when a tag's code has not arrived after 120 s", async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<sport-goal-notify></sport-goal-notify>';
    await import('../../../elements/loader' as string);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(errors).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(errors).toHaveBeenCalledWith(
      '[sport-widgets] failed to load <sport-goal-notify>',
      new Error('Loading chunk failed'),
    );
  });
});
