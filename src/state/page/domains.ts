// The domain configuration refresh (spec §4), loaded after the first screenful: st-domain stored, domain/list/v2
// fetched every 60 s, and the API and media hosts picked from it (spec §5 hostname rule), remembered under
// DEFAULT_SPORT_DOMAIN as the fallback for a visit whose configuration cannot be read.
import { createDomainConfigRefresher, fetchDomainList, storeStDomain } from '../../api/domainConfig';
import { API_DOMAIN_TYPE, MEDIA_DOMAIN_TYPE, pickDomain } from '../../domain/hosts';
import type { DomainConfig } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';
import { readStored, storage, STORAGE_KEYS, writeStored } from '../../runtime/storage';
import { client } from './client';
import { sportHosts } from './hosts';

/** Picks the hosts from a configuration (or, without one, the stored DEFAULT_SPORT_DOMAIN) for this page. */
export function applyDomainConfig(config: DomainConfig | null, page: Pick<Location, 'hostname' | 'protocol'>): void {
  const hosts = sportHosts();
  const api = pickDomain(config?.[API_DOMAIN_TYPE], page.hostname, page.protocol);
  if (api) writeStored(STORAGE_KEYS.defaultSportDomain, api);
  hosts.api = api || pickDomain([readStored(STORAGE_KEYS.defaultSportDomain) ?? ''], page.hostname, page.protocol);
  hosts.media = pickDomain(config?.[MEDIA_DOMAIN_TYPE], page.hostname, page.protocol) || hosts.api;
}

/** Starts the domain configuration refresh (spec §4) with the page's lifecycle. */
export function startDomainConfig(): void {
  const runtime = getRuntime();
  runtime.singleton('domain-config', () => {
    const page = typeof location === 'undefined' ? null : location;
    if (page) storeStDomain(storage(), page.hostname);
    const refresher = createDomainConfigRefresher({
      fetchConfig: () => fetchDomainList(client()),
      storage,
      onUpdate: (config) => page && applyDomainConfig(config, page),
    });
    if (page) applyDomainConfig(refresher.current(), page);
    runtime.lifecycle.service('domain-config', refresher);
    return refresher;
  });
}
