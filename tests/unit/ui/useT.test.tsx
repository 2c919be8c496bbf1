// @vitest-environment happy-dom
// useT: a screen's own namespaces end up loaded in the language a switch ends in, also when the screen mounts
// and asks for them while that switch is still loading.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../src/runtime/language';
import { getRuntime } from '../../../src/runtime/runtime';
import { memoT, useT } from '../../../src/ui/i18n';
import i18next from 'i18next';

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

describe('memoT: remembered lookups (i18next t costs ~10 µs a call)', () => {
  it('asks i18next once per key and plain options, and again after the language or the resources change', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'ENG', resources: { ENG: { ns: { hi: 'Hello {{name}}' } }, CMN: { ns: { hi: '你好 {{name}}' } } } });
    const t = vi.spyOn(instance, 't');
    expect(memoT(instance, ['ns:hi', { name: 'Ann' }])).toBe('Hello Ann');
    expect(memoT(instance, ['ns:hi', { name: 'Ann' }])).toBe('Hello Ann');
    expect(t).toHaveBeenCalledTimes(1);
    expect(memoT(instance, ['ns:hi', { name: 'Bo' }])).toBe('Hello Bo');
    expect(t).toHaveBeenCalledTimes(2);
    instance.addResource('ENG', 'ns', 'hi', 'Hi {{name}}');
    expect(memoT(instance, ['ns:hi', { name: 'Ann' }])).toBe('Hi Ann');
    await instance.changeLanguage('CMN');
    expect(memoT(instance, ['ns:hi', { name: 'Ann' }])).toBe('你好 Ann');
  });

  it('never remembers a lookup whose options are not plain values (objects, functions)', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'ENG', resources: { ENG: { ns: { hi: 'Hello' } } } });
    const t = vi.spyOn(instance, 't');
    const options = { nested: { a: 1 } } as never;
    memoT(instance, ['ns:hi', options]);
    memoT(instance, ['ns:hi', options]);
    expect(t).toHaveBeenCalledTimes(2);
  });
});
