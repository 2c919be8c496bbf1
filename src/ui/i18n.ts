// useT(): translations for React screens, re-rendering when the language changes.
import { useEffect, useReducer, useState } from 'react';
import type { i18n, TFunction } from 'i18next';
import type { Language } from '../domain/enums';
import { textDirection } from '../i18n/languages';
import { loadNamespaces } from '../i18n/resources';
import { createdI18n, getI18n } from '../runtime/language';
import { getRuntime } from '../runtime/runtime';
import { useStore } from './useStore';

// i18next's t costs some 10 µs a call warm and several times that cold, and one screenful of rows asks the
// same few texts many times over (badges, counts): a lookup with no options or only plain values is
// remembered per instance until the language or its resources change.
const memos = new WeakMap<i18n, Map<string, string>>();

function memoOf(instance: i18n): Map<string, string> {
  let memo = memos.get(instance);
  if (!memo) {
    const fresh = new Map<string, string>();
    const forget = () => fresh.clear();
    instance.on('languageChanged', forget);
    instance.on('loaded', forget);
    instance.store.on('added', forget);
    instance.store.on('removed', forget);
    memos.set(instance, (memo = fresh));
  }
  return memo;
}

const isPlainValue = (value: unknown) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** instance.t, remembered for a string key with no options or an object of plain values. */
export function memoT(instance: i18n, args: Parameters<TFunction>): string {
  const [key, options] = args as [unknown, unknown];
  const plain = args.length <= 2 && typeof key === 'string' &&
    (options === undefined || (typeof options === 'object' && options !== null && Object.values(options).every(isPlainValue)));
  if (!plain) return instance.t(...args) as string;
  const memo = memoOf(instance);
  const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
  let text = memo.get(id);
  if (text === undefined) memo.set(id, (text = instance.t(...args) as string));
  return text;
}

/** The translate function, the active language and its direction; `ready` once `namespaces` are loaded. */
export function useT(namespaces: readonly string[] = []): { t: TFunction; lang: Language; dir: 'rtl' | 'ltr'; ready: boolean } {
  const { lang } = useStore(getRuntime().config);
  const [instance, setInstance] = useState<i18n | null>(createdI18n);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const key = namespaces.join(',');

  useEffect(() => {
    let alive = true;
    // The feature's namespaces download beside the base ones, not after the instance is ready.
    if (!createdI18n() && key) loadNamespaces(lang, key.split(',')).catch(() => undefined);
    // Created without namespaces: each caller waits for the ones it names (Shell adds the base ones).
    getI18n([]).then((i) => {
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
  const t = ((...args: Parameters<TFunction>) => (instance ? memoT(instance, args) : args[0])) as TFunction;
  return { t, lang: (instance?.language as Language) ?? lang, dir: textDirection(lang), ready };
}
