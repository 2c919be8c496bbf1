// The one runtime of the page: shared by every element and by a second copy of the bundle.
// It is kept on globalThis under a Symbol.for key, so whichever copy loads first creates it.
import { atom, map, type MapStore, type WritableAtom } from 'nanostores';
import { DEFAULT_LANGUAGE, normaliseLanguage, pageLanguage } from '../i18n/languages';
import { DEFAULT_CONFIG, type SportConfig } from './config';
import {
  dispatchOnEach,
  dispatchSportEvent,
  type ConnectionState,
  type SportEventMap,
  type SportEventName,
} from './events';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

declare const __SPORT_WIDGETS_VERSION__: string;

/** The package's version (package.json, put in by the build). */
export const RUNTIME_VERSION = __SPORT_WIDGETS_VERSION__;
const RUNTIME_KEY = Symbol.for('sport-widgets.runtime');

export interface Runtime {
  version: string;
  config: MapStore<SportConfig>;
  /** The bearer token; null when logged out. Held in memory and under `st-auth`, never in a DOM attribute. */
  token: WritableAtom<string | null>;
  connection: WritableAtom<ConnectionState>;
  lifecycle: Lifecycle;
  /** Sets the token (null or '' logs out) and stores it. */
  setToken(token: string | null): void;
  /** Updates configuration keys; the language is stored for the next visit. */
  configure(patch: Partial<SportConfig>): void;
  /** Sends a typed event to the host from `source`; without one (page-wide) on every connected element, each node
   *  of the page hearing it once (else on document). */
  emit<K extends SportEventName>(name: K, detail: SportEventMap[K], source?: EventTarget): void;
  /** A page-wide singleton by key: state modules of two bundle copies resolve to the same object. */
  singleton<T>(key: string, create: () => T): T;
}

function createRuntime(): Runtime {
  // The language: an element's `lang` or configure() (both call configure below, stored for the next visit), else
  // the host page's <html lang> mapped onto the nine (followed while nothing else chose), else CMN.
  const storedLang = readStored(STORAGE_KEYS.language);
  let langChosen = Boolean(storedLang);
  const config = map<SportConfig>({
    ...DEFAULT_CONFIG,
    lang: storedLang ? normaliseLanguage(storedLang) : (pageLanguage() ?? DEFAULT_LANGUAGE),
  });
  if (!langChosen && typeof MutationObserver !== 'undefined' && typeof document !== 'undefined') {
    const observer = new MutationObserver(() => {
      if (langChosen) return observer.disconnect();
      config.setKey('lang', pageLanguage() ?? DEFAULT_LANGUAGE);
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  }
  const token = atom<string | null>(readStored(STORAGE_KEYS.token) || null);
  const singletons = new Map<string, unknown>();
  const lifecycle = createLifecycle();

  const runtime: Runtime = {
    version: RUNTIME_VERSION,
    config,
    token,
    connection: atom<ConnectionState>('idle'),
    lifecycle,
    setToken(next) {
      const value = next && next.trim() ? next.trim() : null;
      if (value === token.get()) return;
      writeStored(STORAGE_KEYS.token, value);
      token.set(value);
      // The game jump of spec §7 follows the login in state/session/gameJump.ts.
      if (value) lifecycle.resume();
    },
    configure(patch) {
      for (const [key, value] of Object.entries(patch) as [keyof SportConfig, never][]) {
        if (value !== undefined && config.get()[key] !== value) config.setKey(key, value);
      }
      if (patch.lang) {
        langChosen = true;
        writeStored(STORAGE_KEYS.language, patch.lang);
      }
    },
    emit(name, detail, source) {
      const elements = lifecycle.elements();
      if (source) dispatchSportEvent(source, name, detail);
      else if (elements.length) dispatchOnEach(elements, name, detail);
      else if (typeof document !== 'undefined') dispatchSportEvent(document, name, detail);
    },
    singleton<T>(key: string, create: () => T): T {
      if (!singletons.has(key)) singletons.set(key, create());
      return singletons.get(key) as T;
    },
  };
  return runtime;
}

/** The page's runtime, created on first use. */
export function getRuntime(): Runtime {
  const g = globalThis as unknown as Record<symbol, Runtime | undefined>;
  let runtime = g[RUNTIME_KEY];
  if (!runtime) {
    runtime = createRuntime();
    Object.defineProperty(g, RUNTIME_KEY, { value: runtime, configurable: true });
  }
  return runtime;
}
