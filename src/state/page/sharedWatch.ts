// "Started while someone watches": the first watcher of a key starts its work (a poll, push channels, a
// room), the last release stops it. The one reference counter of the page, shared by every element.
import { getRuntime } from '../../runtime/runtime';

interface Shared {
  refs: number;
  stop: () => void;
}

function watched(): Map<string, Shared> {
  return getRuntime().singleton('state:shared-watches', () => new Map<string, Shared>());
}

/** Watches the work named `key`, started by `start` (which returns its stop); returns the release (idempotent). */
export function shareWatch(key: string, start: () => () => void): () => void {
  const all = watched();
  let shared = all.get(key);
  if (!shared) {
    shared = { refs: 0, stop: () => {} };
    all.set(key, shared);
    shared.stop = start();
  }
  const current = shared;
  current.refs += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    current.refs -= 1;
    if (current.refs > 0 || all.get(key) !== current) return;
    all.delete(key);
    current.stop();
  };
}

/** How many watchers the work named `key` has (0 when it is stopped). */
export function watcherCount(key: string): number {
  return watched().get(key)?.refs ?? 0;
}

/** The watched keys that start with `prefix`, without it (e.g. the ids of every watched match). */
export function watchedKeys(prefix: string): string[] {
  return [...watched().keys()].filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
}
