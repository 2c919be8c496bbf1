// The page's API client and domain-config refresher (the push socket is in pushSocket.ts), wired to the runtime once and
// shared by every store. Expiry and kick answers come back here and reach the host as events.
import { createClient, createDomainConfigRefresher, endpointsOver, storeStDomain, systemEndpoints, type Api, type Client, type SystemApi } from '../api';
import { getRuntime } from '../runtime/runtime';
import { storage } from '../runtime/storage';
import { session } from './session';

/** The page's one HTTP client, bound to the runtime's token, language, API base and device kind. */
function client(): Client {
  const runtime = getRuntime();
  return runtime.singleton('api-client', () => {
    const expiredTokens = new Set<string>();
    return createClient({
      apiBase: () => runtime.config.get().apiBase,
      token: () => runtime.token.get(),
      uid: () => session().user?.uid ?? null,
      language: () => runtime.config.get().lang,
      deviceKind: () => (runtime.config.get().mode === 'mobile' ? 'mobile' : 'pc'),
      storage,
      onExpired() {
        const token = runtime.token.get();
        if (!token || expiredTokens.has(token)) return;
        expiredTokens.add(token);
        runtime.setToken(null);
        runtime.emit('sport-token-expired', {});
      },
      onKicked() {
        if (!runtime.token.get()) return;
        runtime.emit('sport-kicked', {});
        runtime.lifecycle.stopAll();
        runtime.setToken(null);
      },
    });
  });
}

/** Every endpoint of spec §7. */
export function api(): Api {
  return getRuntime().singleton('api', () => endpointsOver(client()));
}

/** Only the system and user endpoints: what every element needs, without the weight of the rest. */
export function systemApi(): SystemApi {
  return getRuntime().singleton('api:system', () => systemEndpoints(client()));
}

/** Starts the domain configuration refresh (spec §4) with the page's lifecycle. */
export function startDomainConfig(): void {
  const runtime = getRuntime();
  runtime.singleton('domain-config', () => {
    if (typeof location !== 'undefined') storeStDomain(storage(), location.hostname);
    const refresher = createDomainConfigRefresher({ fetchConfig: () => systemApi().domainList(), storage });
    runtime.lifecycle.service('domain-config', refresher);
    return refresher;
  });
}
