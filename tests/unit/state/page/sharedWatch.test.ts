import { describe, expect, it, vi } from 'vitest';
import { shareWatch, watchedKeys, watcherCount } from '../../../../src/state/page/sharedWatch';

describe('shareWatch: work runs while anyone watches it', () => {
  it('starts on the first watcher only and stops after the last release', () => {
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const first = shareWatch('t:a', start);
    const second = shareWatch('t:a', start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(watcherCount('t:a')).toBe(2);
    first();
    expect(stop).not.toHaveBeenCalled();
    second();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(watcherCount('t:a')).toBe(0);
  });

  it('a release called twice counts once, so another watcher keeps the work running', () => {
    const stop = vi.fn();
    const release = shareWatch('t:b', () => stop);
    const other = shareWatch('t:b', () => stop);
    release();
    release();
    expect(stop).not.toHaveBeenCalled();
    other();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('starts again after it stopped, and lists the watched keys of a prefix', () => {
    const start = vi.fn(() => () => {});
    shareWatch('t:c', start)();
    const again = shareWatch('t:c', start); // a second start of c
    const other = shareWatch('t:d', start);
    expect(start).toHaveBeenCalledTimes(3);
    expect(watchedKeys('t:').sort()).toEqual(['c', 'd']);
    again();
    other();
    expect(watchedKeys('t:')).toEqual([]);
  });
});
