// The widgets' i18next instance, one per page, following the runtime's language setting live.
import type { i18n } from 'i18next';
import { changeLanguage, createI18n } from '../i18n/instance';
import { getRuntime } from './runtime';

/** Namespaces every element needs; features load their own on top. */
export const BASE_NAMESPACES = ['common', 'errors', 'rules', 'notices'] as const;

/**
 * The page's i18n instance, created on first use in the configured language with `namespaces` (the base
 * ones unless told otherwise); more load on demand (Shell asks for the base ones for every element but
 * goal notifications, which need only their own).
 */
export function getI18n(namespaces: readonly string[] = BASE_NAMESPACES): Promise<i18n> {
  const runtime = getRuntime();
  return runtime.singleton('i18n', () => {
    const ready = createI18n(runtime.config.get().lang, namespaces);
    ready.then((instance) => {
      runtime.config.subscribe(({ lang }) => {
        if (lang !== instance.language) changeLanguage(instance, lang).catch((e) => console.error('[sport-widgets] language load failed', e));
      });
    }, (e) => console.error('[sport-widgets] translations failed to load', e));
    return ready;
  });
}
