import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withRetries } from '../../../src/i18n/resources';

describe('a translation chunk that fails is fetched again with backoff', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fails twice, then arrives on the third try after 500 + 1500 ms', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk'))
      .mockRejectedValueOnce(new Error('chunk'))
      .mockResolvedValue({ title: 'Chat' });
    const result = withRetries(load);
    await vi.advanceTimersByTimeAsync(499);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_501);
    expect(load).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toEqual({ title: 'Chat' });
  });

  it('gives up after its last delay with the last failure', async () => {
    const load = vi.fn().mockRejectedValue(new Error('offline'));
    const result = withRetries(load, [10, 20]);
    const settled = expect(result).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(30);
    await settled;
    expect(load).toHaveBeenCalledTimes(3);
  });
});
