// Whether the session was replaced by a login elsewhere (505, spec §8): sockets that carry the user's identity
// stay closed, never reopening anonymously, until a new token arrives.
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { getRuntime } from '../../runtime/runtime';

function replaced(): WritableAtom<boolean> {
  const runtime = getRuntime();
  return runtime.singleton('state:session-replaced', () => {
    const flag = atom(false);
    runtime.token.listen((token) => {
      if (token) flag.set(false);
    });
    return flag;
  });
}

/** True from a kick (505) until the next login. */
export function sessionReplaced(): ReadableAtom<boolean> {
  return replaced();
}

/** Marks the session replaced; called by the client on a kicked answer, before the token is dropped. */
export function markSessionReplaced(): void {
  replaced().set(true);
}
