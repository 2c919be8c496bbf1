// @vitest-environment happy-dom
// The anchor-proxy switch (spec §4, §8): polled every 60 s while logged in, off on failure.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, resetFakeApi, resetRuntime } from './fakeLive';

vi.mock('../../../../src/state/page/liveApi', async () => {
  const fakes = await import('./fakeLive');
  return { liveApi: () => fakes.fakeApi };
});

const { anchorProxy, watchAnchorProxy } = await import('../../../../src/state/live/anchorProxy');
const { getRuntime } = await import('../../../../src/runtime/runtime');
const { PROXY_POLL_MS } = await import('../../../../src/domain/constants');

beforeEach(() => {
  vi.useFakeTimers();
  resetRuntime();
  resetFakeApi();
  localStorage.clear();
});

describe('anchor-proxy switch', () => {
  it('an anonymous visitor reads the switch once, with no 60 s poll', async () => {
    fakeApi.proxySwitch.mockResolvedValue(true);
    const release = watchAnchorProxy();
    await vi.advanceTimersByTimeAsync(2 * PROXY_POLL_MS);
    expect(fakeApi.proxySwitch).toHaveBeenCalledTimes(1);
    expect(anchorProxy().enabled).toBe(true);
    release();
  });

  it('is polled every 60 s while logged in, read again at logout, and not polled after it', async () => {
    expect(PROXY_POLL_MS).toBe(60_000);
    getRuntime().setToken('tok');
    const release = watchAnchorProxy();
    expect(fakeApi.proxySwitch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PROXY_POLL_MS - 1);
    expect(fakeApi.proxySwitch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fakeApi.proxySwitch).toHaveBeenCalledTimes(2);
    getRuntime().setToken(null);
    expect(fakeApi.proxySwitch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(2 * PROXY_POLL_MS);
    expect(fakeApi.proxySwitch).toHaveBeenCalledTimes(3);
    release();
  });

  it('a failed read sets the switch off (0)', async () => {
    fakeApi.proxySwitch.mockResolvedValueOnce(true);
    getRuntime().setToken('tok');
    const release = watchAnchorProxy();
    await vi.advanceTimersByTimeAsync(0);
    expect(anchorProxy().enabled).toBe(true);
    fakeApi.proxySwitch.mockRejectedValueOnce(new Error('500'));
    await vi.advanceTimersByTimeAsync(PROXY_POLL_MS);
    expect(anchorProxy().enabled).toBe(false);
    release();
  });

  it('stops polling when the last live element lets go', async () => {
    getRuntime().setToken('tok');
    const first = watchAnchorProxy();
    const second = watchAnchorProxy();
    first();
    first();
    await vi.advanceTimersByTimeAsync(PROXY_POLL_MS);
    expect(fakeApi.proxySwitch).toHaveBeenCalledTimes(2);
    second();
    await vi.advanceTimersByTimeAsync(2 * PROXY_POLL_MS);
    expect(fakeApi.proxySwitch).toHaveBeenCalledTimes(2);
  });
});
