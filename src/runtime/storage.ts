// Safe access to the host's localStorage: a locked-down or full storage never throws into the widgets.

/** Keys of spec §3 "Stored on the client" and §9, plus our own (prefixed). */
export const STORAGE_KEYS = {
  token: 'st-auth',
  language: 'language',
  accept: 'accept',
  sportPlat: 'sport-plat',
  stDomain: 'st-domain',
  domainConfig: 'DOMAIN_CONFIG',
  defaultSportDomain: 'DEFAULT_SPORT_DOMAIN',
  waitingSingleOrders: 'WAITING_SINGLE_ORDERS',
} as const;

/** The page's localStorage, or null where it is unavailable (sandboxed iframe, privacy mode). */
export function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Reads a key; null when missing or storage is unavailable. */
export function readStored(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes (or with null removes) a key; never throws. False when storage is unavailable or refused (full). */
export function writeStored(key: string, value: string | null): boolean {
  try {
    const s = storage();
    if (!s) return false;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
    return true;
  } catch {
    // quota or security errors must not break the host page
    return false;
  }
}
