// window.SportWidgets: what a host page calls (configure, setToken, logout, on, off). The loader
// queues calls made before this chunk arrives and replays them in order.
import { parseConfigValue, type SportConfig } from './config';
import type { SportEventMap, SportEventName } from './events';
import { getRuntime } from './runtime';

export interface HostApi {
  /** Sets shared configuration (lang, theme, mode, apiBase, oddsFormat, currency, sportIds). */
  configure(options: Partial<Record<keyof SportConfig, unknown>>): void;
  /** Logs in with a token from the host's own login. */
  setToken(token: string | null): void;
  /** Logs out: forgets the token in memory and in storage. */
  logout(): void;
  /** Listens to a widget event anywhere on the page. */
  on<K extends SportEventName>(name: K, listener: (detail: SportEventMap[K]) => void): void;
  /** Stops listening. */
  off<K extends SportEventName>(name: K, listener: (detail: SportEventMap[K]) => void): void;
  version: string;
}

const wrapped = new WeakMap<object, EventListener>();

/** The host API bound to the page's runtime. */
export function createHostApi(): HostApi {
  const runtime = getRuntime();
  return {
    version: runtime.version,
    configure(options) {
      const patch: Partial<SportConfig> = {};
      for (const key of Object.keys(options) as (keyof SportConfig)[]) {
        const value = parseConfigValue(key, options[key]);
        if (value !== undefined) (patch as Record<string, unknown>)[key] = value;
      }
      runtime.configure(patch);
      if ('token' in options) runtime.setToken((options as { token?: string | null }).token ?? null);
    },
    setToken: (token) => runtime.setToken(token),
    logout: () => runtime.setToken(null),
    on(name, listener) {
      const handler: EventListener = (event) => listener((event as CustomEvent).detail);
      wrapped.set(listener, handler);
      document.addEventListener(name, handler);
    },
    off(name, listener) {
      const handler = wrapped.get(listener);
      if (handler) document.removeEventListener(name, handler);
      wrapped.delete(listener);
    },
  };
}
