// window.SportWidgets: what a host page calls (configure, setToken, logout, on, off). The loader
// queues calls made before this chunk arrives and replays them in order.
import { parseConfigValue, type SportConfig } from './config';
import type { SportEventMap, SportEventName } from './events';
import { getRuntime } from './runtime';

export interface HostApi {
  /** Sets shared configuration (lang, theme, mode, apiBase, oddsFormat, currency, sportIds; heartbeatMs, pushThrottleMs and reconnectDelayMs for test pages). */
  configure(options: Partial<Record<keyof SportConfig, unknown>>): void;
  /** Logs in with a token from the host's own login. */
  setToken(token: string | null): void;
  /** Logs out: forgets the token in memory and in storage. */
  logout(): void;
  /** Listens to a widget event anywhere on the page; returns the function that stops this listening. */
  on<K extends SportEventName>(name: K, listener: (detail: SportEventMap[K]) => void): () => void;
  /** Stops `listener` listening to `name` (its other events keep it). */
  off<K extends SportEventName>(name: K, listener: (detail: SportEventMap[K]) => void): void;
  version: string;
}

// The DOM listener of each (listener, event) pair: one listener may follow several events, each removed alone.
const wrapped = new WeakMap<object, Map<string, EventListener>>();

/** The host API bound to the page's runtime. */
export function createHostApi(): HostApi {
  const runtime = getRuntime();
  const api: HostApi = {
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
      const byEvent = wrapped.get(listener) ?? new Map<string, EventListener>();
      wrapped.set(listener, byEvent);
      if (!byEvent.has(name)) {
        const handler: EventListener = (event) => listener((event as CustomEvent).detail);
        byEvent.set(name, handler);
        document.addEventListener(name, handler);
      }
      return () => api.off(name, listener);
    },
    off(name, listener) {
      const byEvent = wrapped.get(listener);
      const handler = byEvent?.get(name);
      if (!handler) return;
      document.removeEventListener(name, handler);
      byEvent!.delete(name);
    },
  };
  return api;
}
