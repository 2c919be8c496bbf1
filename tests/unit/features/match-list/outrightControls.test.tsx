// @vitest-environment happy-dom
// An outright's search box and "show all" link come with their words: while the view's namespace is still loading
// there is no nameless control, only the contenders (issue 19: they rendered empty and unnamed).
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import type { Option } from '../../../../src/domain/types';

const i18n = vi.hoisted(() => ({ ready: false }));
vi.mock('../../../../src/ui/i18n', () => ({
  useT: () => ({ t: (key: string) => (i18n.ready ? key : ''), lang: 'ENG', dir: 'ltr', ready: i18n.ready }),
}));

const { default: OutrightOptions } = await import('../../../../src/features/match-list/OutrightOptions');

const field: Option[] = Array.from({ length: 12 }, (_, i) => ({
  name: `Team ${i + 1}`,
  teamName: `Team ${i + 1}`,
  odds: 2 + i,
  type: String(i + 1),
}));

function mount() {
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() => root.render(<OutrightOptions options={field} render={(o) => <span key={o.type}>{o.name}</span>} />));
  return { host, unmount: () => flushSync(() => root.unmount()) };
}

describe('outright contenders while their words load', () => {
  it('shows the first 8 contenders but no search box or show-all link until the namespace is ready', () => {
    i18n.ready = false;
    const loading = mount();
    expect(loading.host.querySelectorAll('span')).toHaveLength(8);
    expect(loading.host.querySelector('input, button')).toBeNull();
    loading.unmount();

    i18n.ready = true;
    const ready = mount();
    expect(ready.host.querySelector('input')!.getAttribute('aria-label')).toBe('explore:outright.search');
    expect(ready.host.querySelector('button')!.textContent).toBe('explore:outright.all');
    ready.unmount();
  });
});
