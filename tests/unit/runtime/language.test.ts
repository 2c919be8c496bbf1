// The page's i18n instance follows the configured language, also when it changes again mid-switch.
import { describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../src/runtime/language';
import { getRuntime } from '../../../src/runtime/runtime';

describe('language following', () => {
  it('a quick ENG -> CMN -> ENG while files load ends in ENG, the last language configured', async () => {
    const runtime = getRuntime();
    runtime.configure({ lang: 'ENG' });
    const instance = await getI18n();
    runtime.configure({ lang: 'CMN' });
    runtime.configure({ lang: 'ENG' });
    runtime.configure({ lang: 'CMN' });
    runtime.configure({ lang: 'ENG' });
    await vi.waitFor(() => expect(instance.language).toBe('ENG'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(instance.language).toBe('ENG');
    expect(instance.t('common:retry')).toBe('Retry');
  });
});
