// @vitest-environment happy-dom
// The loader at a host page's start-up (issue 17): its tags wait for the page's start-up scripts and for a
// configure() made through any copy of the bundle, and a copy arriving after another version served the page says
// it stays idle.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// How many times the list's define chunk was imported (registered afresh before each test).
const defined = { count: 0 };

const SERVING = Symbol.for('sport-widgets.serving-copy');
const HOST_API = Symbol.for('sport-widgets.host-api');
const shared = globalThis as unknown as Record<symbol, unknown>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Evaluates a fresh copy of the loader on a page holding a <sport-match-list>. */
async function startLoader() {
  document.body.innerHTML = '<sport-match-list></sport-match-list>';
  await import('../../../elements/loader' as string);
}

describe('loader at start-up', () => {
  beforeEach(() => {
    vi.resetModules();
    defined.count = 0;
    vi.doMock('../../../elements/match-list/define', () => {
      defined.count += 1;
      return {};
    });
  });
  afterEach(() => {
    delete shared[SERVING];
    delete shared[HOST_API];
    vi.restoreAllMocks();
  });

  it("waits for DOMContentLoaded while it is to come, so a configure() in a later start-up script (a bundler's split) comes first", async () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { domContentLoadedEventStart: 0 } as PerformanceNavigationTiming,
    ]);
    await startLoader();
    await settle();
    expect(defined.count).toBe(0);
    window.dispatchEvent(new Event('DOMContentLoaded'));
    await settle();
    expect(defined.count).toBe(1);
  });

  it('loads its tags after the host API code another copy of the bundle is loading (a configure() through that copy)', async () => {
    let apiArrived!: (api: object) => void;
    shared[HOST_API] = new Promise((resolve) => (apiArrived = resolve));
    await startLoader();
    await settle();
    expect(defined.count).toBe(0);
    apiArrived({});
    await settle();
    expect(defined.count).toBe(1);
  });

  it('tells the copy that already serves the page, once, that this copy stays idle', async () => {
    const idle = vi.fn();
    shared[SERVING] = { version: '0.0.1-other', idle };
    await startLoader();
    expect(idle).toHaveBeenCalledTimes(1);
    expect(idle).toHaveBeenCalledWith(__SPORT_WIDGETS_VERSION__);
  });
});

declare const __SPORT_WIDGETS_VERSION__: string;
