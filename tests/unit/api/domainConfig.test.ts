import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDomainConfigRefresher,
  DOMAIN_CONFIG_KEY,
  readStoredDomainConfig,
  stDomainFor,
  storeStDomain,
} from '../../../src/api/domainConfig';
import type { DomainConfig } from '../../../src/domain/types';
import { memoryStorage } from './fakeServer';

/** A fetch whose calls resolve or reject only when the test says so. */
function controlledFetch() {
  const calls: { resolve: (c: DomainConfig) => void; reject: (e: Error) => void }[] = [];
  const fetchConfig = vi.fn(() => new Promise<DomainConfig>((resolve, reject) => calls.push({ resolve, reject })));
  return { fetchConfig, calls };
}

describe('domain config refresh (spec §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stores the grouped config and refetches every 60000 ms after a success', async () => {
    const storage = memoryStorage();
    const { fetchConfig, calls } = controlledFetch();
    const onUpdate = vi.fn();
    const refresher = createDomainConfigRefresher({ fetchConfig, storage: () => storage, onUpdate });
    refresher.start();
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    calls[0].resolve({ SSAPI: ['a.com'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(storage.getItem(DOMAIN_CONFIG_KEY)!)).toEqual({ SSAPI: ['a.com'] });
    expect(onUpdate).toHaveBeenCalledWith({ SSAPI: ['a.com'] });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchConfig).toHaveBeenCalledTimes(2);
    refresher.stop();
  });

  it('retries 1000 ms after a failure, logging only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetchConfig, calls } = controlledFetch();
    const refresher = createDomainConfigRefresher({ fetchConfig, storage: () => null });
    refresher.start();
    calls[0].reject(new Error('down'));
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchConfig).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
    refresher.stop();
  });

  it('never runs two fetches at once: a restart while one is in flight does not fetch again', async () => {
    const { fetchConfig, calls } = controlledFetch();
    const refresher = createDomainConfigRefresher({ fetchConfig, storage: () => null });
    refresher.start();
    refresher.stop();
    refresher.start();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    calls[0].resolve({});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchConfig).toHaveBeenCalledTimes(2);
    refresher.stop();
  });

  it('stop() leaves no timer behind', async () => {
    const { fetchConfig, calls } = controlledFetch();
    const refresher = createDomainConfigRefresher({ fetchConfig, storage: () => null });
    refresher.start();
    calls[0].resolve({});
    await vi.advanceTimersByTimeAsync(0);
    refresher.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetchConfig).toHaveBeenCalledTimes(1);
  });

  it('current() falls back to the stored config, ignoring junk', () => {
    const storage = memoryStorage();
    const refresher = createDomainConfigRefresher({ fetchConfig: vi.fn(), storage: () => storage });
    expect(refresher.current()).toBeNull();
    storage.setItem(DOMAIN_CONFIG_KEY, '{"PXDD":["p.com"]}');
    expect(refresher.current()).toEqual({ PXDD: ['p.com'] });
    storage.setItem(DOMAIN_CONFIG_KEY, '{"PXDD":3}');
    expect(readStoredDomainConfig(storage)).toBeNull();
  });
});

describe('st-domain hostname rule (spec §5)', () => {
  it('keeps an IPv4 hostname as is and cuts a name to its last two parts', () => {
    expect(stDomainFor('192.168.1.20')).toBe('192.168.1.20');
    expect(stDomainFor('m.sport.example.com')).toBe('example.com');
    expect(stDomainFor('256.1.1.1')).toBe('1.1');
    const storage = memoryStorage();
    storeStDomain(storage, 'www.example.org');
    expect(storage.getItem('st-domain')).toBe('example.org');
  });
});
