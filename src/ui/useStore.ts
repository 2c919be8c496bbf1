// React binding for the runtime's nanostores atoms (token, config, connection state).
import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/** The current value of a nanostores store, re-rendering when it changes. */
export function useStore<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    () => store.get(),
  );
}
