// The widgets' i18next instance, one per page, following the runtime's language setting live.
import type { i18n } from 'i18next';
import { changeLanguage, createI18n } from '../i18n/instance';
import { loadNamespaces } from '../i18n/resources';
import { getRuntime } from './runtime';

/** Namespaces every element needs; features load their own on top. */
export const BASE_NAMESPACES = ['common', 'errors', 'rules'] as const;

/**
 * A config listener that keeps the instance in the configured language. One switch at a time, and after each
 * the configured language is read again: a quick CMN -> ENG -> CMN while files load ends in the last one.
 */
function followLanguage(instance: i18n): () => void {
  const runtime = getRuntime();
  let switching = false;
  return async () => {
    if (switching) return;
    switching = true;
    try {
      for (let wanted = runtime.config.get().lang; wanted !== instance.language; wanted = runtime.config.get().lang) {
        if ((await changeLanguage(instance, wanted)) !== wanted) break;
      }
    } catch (e) {
      console.error('[sport-widgets] language load failed', e);
    } finally {
      switching = false;
    }
  };
}

/**
 * The page's i18n instance, created on first use in the configured language with `namespaces` (the base
 * ones unless told otherwise); more load on demand (Shell asks for the base ones for every element but
 * goal notifications, which need only their own).
 */
export function getI18n(namespaces: readonly string[] = BASE_NAMESPACES): Promise<i18n> {
  const runtime = getRuntime();
  const slot = runtime.singleton('i18n-slot', () => ({ ready: null as Promise<i18n> | null }));
  if (!slot.ready) {
    const ready = createI18n(runtime.config.get().lang, namespaces);
    slot.ready = ready;
    ready.then(
      (instance) => runtime.config.subscribe(followLanguage(instance)),
      (e) => {
        // Every retry of the chunks failed: the next element (or useT's retry) asks again.
        if (slot.ready === ready) slot.ready = null;
        console.error('[sport-widgets] translations failed to load', e);
      },
    );
  }
  return slot.ready;
}

/**
 * Starts downloading the active language's base files and `namespaces`, and creating the instance, as an
 * element connects: the Shell that asks for them on its first render finds them loaded or on the way.
 */
export function preloadTranslations(namespaces: readonly string[]): void {
  loadNamespaces(getRuntime().config.get().lang, [...BASE_NAMESPACES, ...namespaces]).catch(() => undefined);
  void getI18n([]);
}
