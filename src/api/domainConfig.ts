// Domain config refresh (spec §4): fetch, store under DOMAIN_CONFIG, refetch every 60 s on success,
// retry after 1 s on failure, never two fetches in flight. The runtime owns start/stop.
import * as v from 'valibot';
import { DOMAIN_REFRESH_MS, DOMAIN_RETRY_MS } from '../domain/constants';
import { registrableDomain } from '../domain/hostname';
import type { DomainConfig } from '../domain/types';
import type { Client } from './client';
import { decodeDomainConfig, storedDomainConfigSchema } from './codecs/domainConfig';
import { PATHS } from './paths';

/** Fetches and decodes domain/list/v2: type -> domains. Apart from the other system calls, which few pages make. */
export async function fetchDomainList(client: Client): Promise<DomainConfig> {
  return decodeDomainConfig(await client.call({ path: PATHS.domainList }));
}

/** Storage keys of spec §9. */
export const DOMAIN_CONFIG_KEY = 'DOMAIN_CONFIG';
export const ST_DOMAIN_KEY = 'st-domain';

export interface DomainConfigRefresherOptions {
  /** Fetches and decodes domain/list/v2 (api.domainList). */
  fetchConfig(): Promise<DomainConfig>;
  storage(): Storage | null;
  /** Told after each successful fetch. */
  onUpdate?(config: DomainConfig): void;
}

export interface DomainConfigRefresher {
  /** Fetches now and keeps refreshing until stop(). */
  start(): void;
  /** Clears the pending timer; a fetch in flight finishes without scheduling another. */
  stop(): void;
  /** The latest config: fetched this page, else the stored one, else null. */
  current(): DomainConfig | null;
}

/** Reads the stored config; null when missing or not a type -> domains map. */
export function readStoredDomainConfig(storage: Storage | null): DomainConfig | null {
  try {
    const text = storage?.getItem(DOMAIN_CONFIG_KEY);
    if (!text) return null;
    const result = v.safeParse(storedDomainConfigSchema, JSON.parse(text));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

/** The st-domain of a hostname (spec §5): an IPv4 address as is, otherwise its last two labels. */
export function stDomainFor(hostname: string): string {
  return registrableDomain(hostname);
}

/** Stores st-domain for the page's hostname; a refusing storage is ignored. */
export function storeStDomain(storage: Storage | null, hostname: string): void {
  try {
    storage?.setItem(ST_DOMAIN_KEY, stDomainFor(hostname));
  } catch {
    // Privacy mode or quota: st-domain is recomputed on the next load.
  }
}

/** Creates the refresher; nothing runs until start(). */
export function createDomainConfigRefresher(options: DomainConfigRefresherOptions): DomainConfigRefresher {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let inFlight = false;
  let latest: DomainConfig | null = null;

  function schedule(ms: number): void {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(refresh, ms);
  }

  async function refresh(): Promise<void> {
    if (inFlight) return;
    inFlight = true;
    let next = DOMAIN_RETRY_MS;
    try {
      latest = await options.fetchConfig();
      try {
        options.storage()?.setItem(DOMAIN_CONFIG_KEY, JSON.stringify(latest));
      } catch {
        // Storing is best effort; the in-memory copy still serves this page.
      }
      options.onUpdate?.(latest);
      next = DOMAIN_REFRESH_MS;
    } catch (error) {
      // Spec §8: logged and retried after 1 s, nothing shown to the user.
      console.warn('[sport-widgets] domain list failed, retrying', error);
    } finally {
      inFlight = false;
    }
    schedule(next);
  }

  return {
    start() {
      if (running) return;
      running = true;
      void refresh();
    },
    stop() {
      running = false;
      clearTimeout(timer);
      timer = undefined;
    },
    current: () => latest ?? readStoredDomainConfig(options.storage()),
  };
}
