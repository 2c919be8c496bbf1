// @vitest-environment happy-dom
// The shell starts the page's session and domain machinery (bootState) only once its translations are ready,
// after its first screen with content, so those calls stay off the way of the first screenful.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';

const fakes = vi.hoisted(() => {
  let release: (instance: unknown) => void = () => {};
  const ready = new Promise((resolve) => (release = resolve));
  return { bootState: vi.fn(), ready, release: (instance: unknown) => release(instance) };
});
vi.mock('../../../src/state/boot', () => ({ bootState: fakes.bootState }));
vi.mock('../../../src/runtime/language', () => ({ BASE_NAMESPACES: ['common'], getI18n: () => fakes.ready }));
vi.mock('../../../src/i18n/resources', () => ({ loadNamespaces: () => Promise.resolve({}) }));

const { ShellFrame } = await import('../../../src/ui/ShellFrame');

describe('ShellFrame boot', () => {
  it('calls bootState only after the translations are ready, not on the loading render', async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    flushSync(() =>
      root.render(
        <ShellFrame>
          <p>content</p>
        </ShellFrame>,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(host.textContent).not.toContain('content');
    expect(fakes.bootState).not.toHaveBeenCalled();
    const instance = {
      language: 'ENG',
      t: (key: string) => key,
      on: () => {},
      off: () => {},
      hasLoadedNamespace: () => true,
      hasResourceBundle: () => true,
      loadNamespaces: () => Promise.resolve(),
    };
    fakes.release(instance);
    await vi.waitFor(() => expect(host.textContent).toContain('content'));
    await vi.waitFor(() => expect(fakes.bootState).toHaveBeenCalledTimes(1));
    flushSync(() => root.unmount());
  });
});
