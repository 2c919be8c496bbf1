// A value read from a Valtio proxy without a snapshot: the component re-renders only when the value changes
// (compared with Object.is). For yes/no questions many components ask of one shared proxy (is this option in
// the slip, is this match a favourite), where a tracked snapshot each would cost more than the answer, and for one
// field replaced as a whole and kept out of the proxy (a room's chat log).
import { useCallback, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio/vanilla';

/** `select(state)` now, re-read whenever the proxy changes; `select` must return a primitive or a Valtio ref. */
export function useProxySelect<S extends object, T>(state: S, select: (state: S) => T): T {
  const listen = useCallback((onChange: () => void) => subscribe(state, onChange), [state]);
  return useSyncExternalStore(listen, () => select(state));
}
