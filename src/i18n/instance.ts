// The widgets' own i18next instance. Never the global `i18next` (the host page may use it for itself):
// every instance comes from `i18next.createInstance()` and reads translations through a lazy backend.
import i18next, { type BackendModule, type i18n, type ReadCallback } from 'i18next';
import { LANGUAGES, type Language } from '../domain/enums';
import { DEFAULT_LANGUAGE, isLanguage, normaliseLanguage } from './languages';
import { listNamespaces, loadNamespace, loadNamespaces } from './resources';

export { DEFAULT_LANGUAGE, isRtl, normaliseLanguage, textDirection } from './languages';
export { availableNamespaces, loadNamespaces } from './resources';

/** The namespace `t('key')` reads when none is named. */
export const DEFAULT_NAMESPACE = 'common';

// i18next asks this backend for a language's namespace whenever it needs one (init, changeLanguage, loadNamespaces).
const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (!isLanguage(language)) {
      callback(new Error(`Unsupported language ${language}`), false);
      return;
    }
    loadNamespace(language, namespace).then(
      (tree) => callback(null, tree),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

// Known languages have every key, so they need no fallback and never download CMN beside themselves;
// anything else resolves to CMN.
const FALLBACKS: Record<string, Language[]> = {
  default: [DEFAULT_LANGUAGE],
  ...Object.fromEntries(LANGUAGES.map((lang) => [lang, []])),
};

function namespacesOf(instance: i18n): string[] {
  const ns = instance.options.ns;
  if (!ns) return [DEFAULT_NAMESPACE];
  return typeof ns === 'string' ? [ns] : [...ns];
}

/**
 * Creates and initialises a private i18next instance in the given language (normalised, CMN when unknown),
 * loading only that language's files for the given namespaces (by default every namespace folder).
 */
export async function createI18n(code?: unknown, only?: readonly string[]): Promise<i18n> {
  const lang = normaliseLanguage(code);
  const namespaces = only ?? (await listNamespaces(lang));
  // Fetch first so a failed chunk rejects here instead of leaving an instance that shows raw keys.
  await loadNamespaces(lang, namespaces);
  const instance = i18next.createInstance();
  await instance.use(lazyBackend).init({
    lng: lang,
    supportedLngs: [...LANGUAGES],
    fallbackLng: FALLBACKS,
    load: 'currentOnly',
    ns: [...namespaces],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: false,
    // React renders every translated string as text, so i18next must not HTML-escape interpolated values.
    interpolation: { escapeValue: false },
  });
  return instance;
}

/**
 * Switches the instance to a language (normalised, CMN when unknown) after loading that language's files
 * for every namespace the instance uses; when loading fails it rejects and the language stays as it was.
 */
export async function changeLanguage(instance: i18n, code: unknown): Promise<Language> {
  const lang = normaliseLanguage(code);
  await loadNamespaces(lang, namespacesOf(instance));
  await instance.changeLanguage(lang);
  return lang;
}
