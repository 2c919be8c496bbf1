// @vitest-environment happy-dom
// useT with a namespace whose chunk failed: its texts render empty, never as raw keys, and it is asked for again later.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fakes = vi.hoisted(() => {
  const bundles = new Set(['common']);
  const reloads: unknown[][] = [];
  const instance = {
    language: 'ENG',
    t: (key: string) => (key.startsWith('detail:') ? 'Statistics' : 'Home'),
    on: () => {},
    off: () => {},
    hasResourceBundle: (_lng: string, ns: string) => bundles.has(ns),
    loadNamespaces: () => Promise.resolve(),
    reloadResources: (...args: unknown[]) => {
      reloads.push(args);
      return Promise.resolve();
    },
  };
  return { bundles, instance, reloads };
});
vi.mock('../../../src/runtime/language', () => ({
  BASE_NAMESPACES: ['common'],
  getI18n: () => Promise.resolve(fakes.instance),
}));
vi.mock('../../../src/i18n/resources', () => ({ loadNamespaces: () => Promise.resolve({}) }));

const { useT, TRANSLATION_RETRY_MS } = await import('../../../src/ui/i18n');

// Only timeouts are faked: React's scheduler keeps its real MessageChannel.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('useT when a namespace failed to load', () => {
  it('renders no raw key while the namespace is missing, asks again after the backoff, and shows the text once it arrives', async () => {
    const seen: string[] = [];
    function Tab() {
      const { t, ready } = useT(['detail']);
      seen.push(`${ready}:${t('detail:tabs.data')}`);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    flushSync(() => root.render(<Tab />));
    await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(3));
    expect(seen.every((s) => !s.includes('tabs.data'))).toBe(true);
    expect(seen.at(-1)).toBe('false:');
    expect(fakes.reloads).toEqual([]);
    fakes.bundles.add('detail');
    await vi.advanceTimersByTimeAsync(TRANSLATION_RETRY_MS[0]);
    expect(fakes.reloads).toEqual([['ENG', ['detail']]]);
    await vi.waitFor(() => expect(seen.at(-1)).toBe('true:Statistics'));
    flushSync(() => root.unmount());
  });
});
