// The stable device id of spec §3: prefix H (mobile) or P (pc) plus an id kept in storage.

/** Storage key of the unprefixed device id (ours, so namespaced). */
export const DEVICE_ID_KEY = 'sport-widgets:device-id';

/** A fresh random id; the spec's fallback is the timestamp when no random source works. */
export function newDeviceId(now: () => number = Date.now): string {
  try {
    const id = globalThis.crypto?.randomUUID?.();
    if (id) return id.replace(/-/g, '');
  } catch {
    // randomUUID throws outside secure contexts in some browsers: fall through to the timestamp.
  }
  return String(now());
}

/** Reads the stored id or creates and stores one; a broken storage still yields one id per page. */
export function loadDeviceId(storage: Storage | null, create: () => string = newDeviceId): string {
  try {
    const stored = storage?.getItem(DEVICE_ID_KEY);
    if (stored) return stored;
  } catch {
    // Storage refused (privacy mode): use a fresh id for this page.
  }
  const id = create();
  try {
    storage?.setItem(DEVICE_ID_KEY, id);
  } catch {
    // Quota or privacy mode: the id lives for this page only.
  }
  return id;
}

/** The header value: H for mobile, P for pc, then the id. */
export function prefixedDeviceId(kind: 'mobile' | 'pc', id: string): string {
  return `${kind === 'mobile' ? 'H' : 'P'}${id}`;
}
