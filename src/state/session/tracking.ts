// Follows the token: loads the session when one arrives (the logged-in user's actions are a chunk of their
// own, userActions.ts), clears it on logout; and asks the host for a login where one is needed.
import { getRuntime } from '../../runtime/runtime';
import { session } from './session';

/** Follows the runtime's token: loads the user, their config and favourites; clears them on logout. */
export function trackSession(): void {
  const runtime = getRuntime();
  runtime.singleton('session-tracker', () => {
    runtime.token.subscribe((token) => {
      const state = session();
      if (!token) {
        state.user = null;
        state.favourites = [];
        state.status = 'anonymous';
        return;
      }
      state.status = 'loading';
      import('./userActions').then(
        (actions) => actions.loadSession(),
        () => {
          if (runtime.token.get()) state.status = 'error';
        },
      );
    });
    return true;
  });
}

/** True when logged in; otherwise asks the host to log in (sport-login-required) and returns false. */
export function requireLogin(reason: string, source?: EventTarget): boolean {
  const runtime = getRuntime();
  if (runtime.token.get()) return true;
  runtime.emit('sport-login-required', { reason }, source);
  return false;
}
