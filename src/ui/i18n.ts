// useT(): translations for React screens, re-rendering when the language changes. A namespace whose chunk
// failed is asked for again with backoff; meanwhile its texts render empty (or in the previous language while a
// switch loads), never as raw keys.
import { useEffect, useReducer, useState } from 'react';
import type { i18n, TFunction } from 'i18next';
import type { Language } from '../domain/enums';
import { DEFAULT_NAMESPACE } from '../i18n/instance';
import { textDirection } from '../i18n/languages';
import { loadNamespaces } from '../i18n/resources';
import { getI18n } from '../runtime/language';
import { getRuntime } from '../runtime/runtime';
import { useStore } from './useStore';

let loaded: i18n | null = null;

/** Waits between asks for translations that did not arrive (after the loader's own quick retries). */
export const TRANSLATION_RETRY_MS = [5_000, 15_000, 60_000] as const;

const retryDelay = (attempt: number) => TRANSLATION_RETRY_MS[Math.min(attempt, TRANSLATION_RETRY_MS.length - 1)];

/** True when the instance holds `namespace` in its language (a failed load leaves it absent). */
const hasBundle = (instance: i18n, namespace: string) => instance.hasResourceBundle(instance.language, namespace);

/** The namespace a key reads: its `ns:` prefix, else the default one. */
function namespaceOf(key: unknown): string {
  if (typeof key !== 'string') return DEFAULT_NAMESPACE;
  const colon = key.indexOf(':');
  return colon > 0 ? key.slice(0, colon) : DEFAULT_NAMESPACE;
}

/** The translate function, the active language and its direction; `ready` once `namespaces` are loaded. */
export function useT(namespaces: readonly string[] = []): {
  t: TFunction;
  lang: Language;
  dir: 'rtl' | 'ltr';
  ready: boolean;
} {
  const { lang } = useStore(getRuntime().config);
  const [instance, setInstance] = useState<i18n | null>(loaded);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const key = namespaces.join(',');

  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The feature's namespaces download beside the base ones, not after the instance is ready.
    if (!loaded && key) loadNamespaces(lang, key.split(',')).catch(() => undefined);
    // Created without namespaces: each caller waits for the ones it names (Shell adds the base ones).
    const create = (attempt: number) =>
      getI18n([]).then(
        (i) => {
          loaded = i;
          if (alive) setInstance(i);
        },
        () => {
          if (alive) timer = setTimeout(() => create(attempt + 1), retryDelay(attempt));
        },
      );
    void create(0);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (!instance) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => rerender();
    const wanted = key ? key.split(',') : [];
    // Namespaces still absent after a load are asked for again, later and later.
    const load = (attempt = 0) => {
      if (!wanted.length) return;
      void instance.loadNamespaces(wanted).then(() => {
        refresh();
        const missing = wanted.filter((ns) => !hasBundle(instance, ns));
        if (!missing.length) return;
        clearTimeout(timer);
        timer = setTimeout(
          () => void instance.reloadResources(instance.language, missing).then(() => load(attempt + 1)),
          retryDelay(attempt),
        );
      });
    };
    // A switch that started before these namespaces were asked for loads only the ones known then: ask again.
    const switched = () => {
      refresh();
      load();
    };
    instance.on('languageChanged', switched);
    instance.on('loaded', refresh);
    load();
    return () => {
      clearTimeout(timer);
      instance.off('languageChanged', switched);
      instance.off('loaded', refresh);
    };
  }, [instance, key]);

  const ready = !!instance && namespaces.every((ns) => hasBundle(instance, ns));
  const t = ((...args: Parameters<TFunction>) =>
    instance && hasBundle(instance, namespaceOf(args[0])) ? instance.t(...args) : '') as TFunction;
  return { t, lang: (instance?.language as Language) ?? lang, dir: textDirection(lang), ready };
}
