// How the user's session ended, when the server ended it (spec §8): replaced by a login elsewhere (505) or
// expired (405). Every element shows it until the next login; the chat socket stays closed after a 505.
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { getRuntime } from './runtime';

export type SessionEnd = 'replaced' | 'expired';

function ended(): WritableAtom<SessionEnd | null> {
  const runtime = getRuntime();
  return runtime.singleton('session-end', () => {
    const store = atom<SessionEnd | null>(null);
    runtime.token.listen((token) => {
      if (token) store.set(null);
    });
    return store;
  });
}

/** Why the server ended the session, from that answer until the next login; null otherwise. */
export function sessionEnd(): ReadableAtom<SessionEnd | null> {
  return ended();
}

/** Records why the session ended; called by the client on an expired or kicked answer, before the token is dropped. */
export function markSessionEnded(why: SessionEnd): void {
  ended().set(why);
}
