// @vitest-environment happy-dom
// useT: a screen's own namespaces end up loaded in the language a switch ends in, also when the screen mounts
// and asks for them while that switch is still loading.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../src/runtime/language';
import { getRuntime } from '../../../src/runtime/runtime';
import { useT } from '../../../src/ui/i18n';

describe('useT during a language switch', () => {
  it('a screen mounted while a switch loads shows its own namespace in the language the switch ends in', async () => {
    const runtime = getRuntime();
    runtime.configure({ lang: 'ENG' });
    await getI18n(['common']);
    const seen: string[] = [];
    function Label() {
      const { t, ready } = useT(['matches']);
      seen.push(ready ? t('matches:listLabel') : '');
      return null;
    }
    runtime.configure({ lang: 'CMN' });
    const root = createRoot(document.createElement('div'));
    flushSync(() => root.render(<Label />));
    await vi.waitFor(() => expect(seen.at(-1)).toBe('赛事'));
    flushSync(() => root.render(null));
  });
});
