// A Valtio snapshot without render-time access tracking: the component re-renders on any change of the
// proxy. For small per-item proxies (one match row) that change as a whole, this skips proxy-compare's
// tracking proxies on every field read, which dominated the cost of a burst of odds updates.
import { useCallback, useSyncExternalStore } from 'react';
import { snapshot, subscribe, type Snapshot } from 'valtio/vanilla';

/** The proxy's current snapshot (read-only plain objects, unchanged parts shared between versions). */
export function useWholeSnapshot<T extends object>(state: T): Snapshot<T> {
  const listen = useCallback((onChange: () => void) => subscribe(state, onChange), [state]);
  const read = useCallback(() => snapshot(state), [state]);
  return useSyncExternalStore(listen, read, read);
}
