// Whether the session was replaced by a login elsewhere (505, spec §8): sockets that carry the user's identity
// stay closed, never reopening anonymously, until a new token arrives.
import { getRuntime } from '../../runtime/runtime';

function replaced(): { on: boolean } {
  const runtime = getRuntime();
  return runtime.singleton('state:session-replaced', () => {
    const flag = { on: false };
    runtime.token.listen((token) => {
      if (token) flag.on = false;
    });
    return flag;
  });
}

/** True from a kick (505) until the next login. */
export function sessionReplaced(): boolean {
  return replaced().on;
}

/** Marks the session replaced; called by the client on a kicked answer, before the token is dropped. */
export function markSessionReplaced(): void {
  replaced().on = true;
}
