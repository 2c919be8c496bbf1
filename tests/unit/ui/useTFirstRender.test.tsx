// @vitest-environment happy-dom
// An element's translations are created as it connects (preloadTranslations); a screen that first renders
// after they arrived shows its text on that first render, without a loading pass in between.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { getI18n, preloadTranslations } from '../../../src/runtime/language';
import { getRuntime } from '../../../src/runtime/runtime';
import { useT } from '../../../src/ui/i18n';

describe('useT after the translations were preloaded', () => {
  it('renders the translated text on the first render, no loading pass', async () => {
    getRuntime().configure({ lang: 'ENG' });
    preloadTranslations(['matches']);
    await getI18n();
    const seen: string[] = [];
    function Label() {
      const { t, ready } = useT(['common', 'matches']);
      seen.push(ready ? `${t('common:retry')} ${t('matches:listLabel')}` : 'loading');
      return null;
    }
    const root = createRoot(document.createElement('div'));
    flushSync(() => root.render(<Label />));
    expect(seen).toEqual(['Retry Matches']);
    flushSync(() => root.render(null));
  });
});
