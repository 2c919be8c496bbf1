// bootState: the domain configuration refresh starts DOMAIN_REFRESH_DEFER_MS after boot, off the first screenful.
import { afterEach, describe, expect, it, vi } from 'vitest';

const fakes = vi.hoisted(() => ({ startDomainConfig: vi.fn(), trackSession: vi.fn() }));
vi.mock('../../../src/state/page/domains', () => ({ startDomainConfig: fakes.startDomainConfig }));
vi.mock('../../../src/state/session/tracking', () => ({ trackSession: fakes.trackSession }));

import { bootState, DOMAIN_REFRESH_DEFER_MS } from '../../../src/state/boot';

afterEach(() => vi.useRealTimers());

describe('boot', () => {
  it('tracks the session at once and starts the domain refresh only DOMAIN_REFRESH_DEFER_MS later (after the first screenful)', async () => {
    vi.useFakeTimers();
    bootState();
    expect(fakes.trackSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DOMAIN_REFRESH_DEFER_MS - 1);
    expect(fakes.startDomainConfig).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(fakes.startDomainConfig).toHaveBeenCalledTimes(1));
  });
});
