// useT(): translations for React screens, re-rendering when the language changes.
import { useEffect, useReducer, useState } from 'react';
import type { i18n, TFunction } from 'i18next';
import type { Language } from '../domain/enums';
import { textDirection } from '../i18n/languages';
import { loadNamespaces } from '../i18n/resources';
import { getI18n } from '../runtime/language';
import { getRuntime } from '../runtime/runtime';
import { useStore } from './useStore';

let loaded: i18n | null = null;

/** The translate function, the active language and its direction; `ready` once `namespaces` are loaded. */
export function useT(namespaces: readonly string[] = []): { t: TFunction; lang: Language; dir: 'rtl' | 'ltr'; ready: boolean } {
  const { lang } = useStore(getRuntime().config);
  const [instance, setInstance] = useState<i18n | null>(loaded);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const key = namespaces.join(',');

  useEffect(() => {
    let alive = true;
    // The feature's namespaces download beside the base ones, not after the instance is ready.
    if (!loaded && key) loadNamespaces(lang, key.split(',')).catch(() => undefined);
    // Created without namespaces: each caller waits for the ones it names (Shell adds the base ones).
    getI18n([]).then((i) => {
      loaded = i;
      if (alive) setInstance(i);
    });
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    if (!instance) return;
    const refresh = () => rerender();
    const load = () => void (key && instance.loadNamespaces(key.split(',')).then(refresh));
    // A switch that started before these namespaces were asked for loads only the ones known then: ask again.
    const switched = () => {
      refresh();
      load();
    };
    instance.on('languageChanged', switched);
    instance.on('loaded', refresh);
    load();
    return () => {
      instance.off('languageChanged', switched);
      instance.off('loaded', refresh);
    };
  }, [instance, key]);

  const ready = !!instance && namespaces.every((ns) => instance.hasLoadedNamespace(ns));
  const t = ((...args: Parameters<TFunction>) => (instance ? instance.t(...args) : args[0])) as TFunction;
  return { t, lang: (instance?.language as Language) ?? lang, dir: textDirection(lang), ready };
}
