// useT(): translations for React screens, re-rendering when the language changes.
import { useEffect, useSyncExternalStore } from 'react';
import type { i18n, TFunction } from 'i18next';
import type { Language } from '../domain/enums';
import { textDirection } from '../i18n/languages';
import { loadNamespaces } from '../i18n/resources';
import { getI18n } from '../runtime/language';
import { getRuntime } from '../runtime/runtime';
import { useStore } from './useStore';

// The page's instance once created, and a version bumped whenever what t() returns may have changed (the
// instance arrived, a namespace loaded, the language switched). Read through useSyncExternalStore, so the
// screens re-render in the same task as the translations arrive: no scheduled render, no paint in between.
let loaded: i18n | null = null;
let version = 0;
const listeners = new Set<() => void>();
const bump = () => {
  version += 1;
  for (const listener of listeners) listener();
};
let attached: Promise<void> | null = null;

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Created without namespaces: each caller waits for the ones it names (Shell adds the base ones).
  attached ??= getI18n([]).then((instance) => {
    loaded = instance;
    instance.on('loaded', bump);
    instance.on('languageChanged', bump);
    bump();
  });
  return () => listeners.delete(onChange);
}
const readVersion = () => version;

/** The translate function, the active language and its direction; `ready` once `namespaces` are loaded. */
export function useT(namespaces: readonly string[] = []): { t: TFunction; lang: Language; dir: 'rtl' | 'ltr'; ready: boolean } {
  const { lang } = useStore(getRuntime().config);
  useSyncExternalStore(subscribe, readVersion);
  const instance = loaded;
  const key = namespaces.join(',');
  const current = instance?.language;

  useEffect(() => {
    // Before the instance exists, the feature's namespaces download beside the base ones.
    if (!instance) {
      if (key) loadNamespaces(lang, key.split(',')).catch(() => undefined);
      return;
    }
    // Asked again after each switch: one that started before these namespaces were asked for loads only
    // the ones known then. Already loaded ones resolve at once without an event, hence the bump.
    if (key) void instance.loadNamespaces(key.split(',')).then(bump);
  }, [instance, key, current]);

  const ready = !!instance && namespaces.every((ns) => instance.hasLoadedNamespace(ns));
  const t = ((...args: Parameters<TFunction>) => (instance ? instance.t(...args) : args[0])) as TFunction;
  return { t, lang: (instance?.language as Language) ?? lang, dir: textDirection(lang), ready };
}
