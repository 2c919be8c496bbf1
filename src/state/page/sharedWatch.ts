// Page-wide work (a poll) that runs while any element watches it: the first watcher starts it, the last
// release stops it.
import { getRuntime } from '../../runtime/runtime';

interface Shared {
  refs: number;
  stop: () => void;
}

/** Watches the work named `key`, started by `start` (which returns its stop); returns the release (idempotent). */
export function shareWatch(key: string, start: () => () => void): () => void {
  const shared = getRuntime().singleton<Shared>(`watch:${key}`, () => ({ refs: 0, stop: () => {} }));
  shared.refs += 1;
  if (shared.refs === 1) shared.stop = start();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    shared.refs -= 1;
    if (shared.refs === 0) shared.stop();
  };
}
