// Client references and cross-tab locks for bets: every bet carries a unique reference the server dedupes
// on, and only one tab at a time may send or reconcile the bets of one reference.
import { getRuntime } from '../../runtime/runtime';
import { readStored, writeStored } from '../../runtime/storage';

/** A new unique client reference (crypto.randomUUID, or time plus random digits where it is unavailable). */
export function newClientRef(): string {
  try {
    const id = globalThis.crypto?.randomUUID?.();
    if (id) return id;
  } catch {
    // randomUUID throws outside secure contexts in some browsers
  }
  const random = () =>
    Math.floor(Math.random() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0');
  return `${Date.now().toString(16)}-${random()}-${random()}-${random()}`;
}

const DRAFT_PREFIX = 'sport-widgets:draft:';

/** Short stable hash of a text (FNV-1a), for storage keys. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16);
}

/** This tab's draft references by storage key: the reference of a draft stays stable whatever storage does. */
function draftsInMemory(): Map<string, string> {
  return getRuntime().singleton('state:draft-refs', () => new Map<string, string>());
}

/** The client reference of a bet not yet decided, shared by every tab composing the same bet (`fingerprint`); kept in memory too, so a full or disabled storage never gives a retry a new reference. */
export function draftRef(fingerprint: string): string {
  const key = DRAFT_PREFIX + hash(fingerprint);
  const ref = readStored(key) ?? draftsInMemory().get(key) ?? newClientRef();
  if (readStored(key) !== ref) writeStored(key, ref);
  const settled = readStored(key) ?? ref; // a racing tab's write, read back, wins for both
  draftsInMemory().set(key, settled);
  return settled;
}

/**
 * Runs a placement of the bet `fingerprint` holding its cross-tab lock (Web Locks, waiting for another tab's
 * placement of the same bet to finish; where a browser lacks them it just runs): two tabs clicking the same
 * bet at the same moment place it one after the other, and the second finds the first's submission.
 */
export function withDraftLock<T>(fingerprint: string, place: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks?.request ? (locks.request(`sport-draft:${hash(fingerprint)}`, place) as Promise<T>) : place();
}

/** Forgets the draft reference once its bet is decided, so the same bet placed again is a new bet. */
export function forgetDraft(fingerprint: string): void {
  const key = DRAFT_PREFIX + hash(fingerprint);
  draftsInMemory().delete(key);
  writeStored(key, null);
}

/** This tab's identity in leases. */
export const TAB_ID = newClientRef();

const LEASE_PREFIX = 'sport-widgets:lease:';

interface Lease {
  tab: string;
  until: number;
}

/** The keys of the leases this tab holds, given back when the page goes away. */
function heldLeases(): Set<string> {
  return getRuntime().singleton('state:held-leases', () => {
    const held = new Set<string>();
    // A closing tab hands its work over at once: another tab takes the lease at its next round instead of
    // waiting for it to run out.
    globalThis.addEventListener?.('pagehide', () => {
      for (const key of [...held]) releaseLease(key);
    });
    return held;
  });
}

/**
 * Takes (or renews) a lease on `key` for `ttlMs` in localStorage: false while another tab holds a live one.
 * Written, then read back, so two tabs racing on the same key cannot both see themselves as holder.
 */
export function tryLease(key: string, ttlMs: number, now = Date.now()): boolean {
  const storageKey = LEASE_PREFIX + key;
  const held = parseLease(readStored(storageKey));
  if (held && held.tab !== TAB_ID && held.until > now) return false;
  // Storage that refuses the write (full, disabled) cannot hold another tab's lease either: this tab goes on.
  if (!writeStored(storageKey, JSON.stringify({ tab: TAB_ID, until: now + ttlMs } satisfies Lease))) return true;
  const mine = parseLease(readStored(storageKey))?.tab === TAB_ID;
  if (mine) heldLeases().add(key);
  return mine;
}

/** Gives a lease back (only when this tab holds it). */
export function releaseLease(key: string): void {
  const storageKey = LEASE_PREFIX + key;
  heldLeases().delete(key);
  if (parseLease(readStored(storageKey))?.tab === TAB_ID) writeStored(storageKey, null);
}

function parseLease(text: string | null): Lease | null {
  try {
    const lease = JSON.parse(text ?? 'null') as Lease | null;
    return lease && typeof lease.tab === 'string' && typeof lease.until === 'number' ? lease : null;
  } catch {
    return null;
  }
}

/** How long a send may hold its lease when the Web Locks API is missing (longer than the client's 10 s timeout). */
const SEND_LEASE_MS = 30_000;

/**
 * Runs `send` holding the exclusive lock of `ref`: the Web Locks API when present (released even if the tab
 * crashes), else a localStorage lease. Resolves 'busy' without running `send` when another tab holds it.
 */
export async function withBetLock<T>(ref: string, send: () => Promise<T>): Promise<T | 'busy'> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks?.request) {
    return locks.request(`sport-bet:${ref}`, { ifAvailable: true }, (lock) => (lock ? send() : ('busy' as const)));
  }
  if (!tryLease(`send:${ref}`, SEND_LEASE_MS)) return 'busy';
  try {
    return await send();
  } finally {
    releaseLease(`send:${ref}`);
  }
}
