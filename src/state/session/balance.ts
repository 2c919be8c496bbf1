// The user's balances kept current (issue: the balance never moved until a reload): fetched again after a bet is
// placed, after a cash-out, when an order is decided, and every 20 s while logged in (a bet settled when its match
// ended has no push to say so). Requests close together share one fetch.
import { getRuntime } from '../../runtime/runtime';
import { session } from './session';

/** Waits this long for more reasons to refresh before fetching (a receipt and its first status often come together). */
export const BALANCE_REFRESH_DELAY_MS = 300;

// When the fetch already asked for is due: a later ask before then joins it (a stopped lifecycle drops it after).
const pending = () => getRuntime().singleton('state:balance-refresh', () => ({ due: 0 }));

/** Fetches the user's balances again soon; a logged-out page or a changed user ignores the answer. */
export function refreshBalance(): void {
  const runtime = getRuntime();
  const own = pending();
  if (own.due > Date.now() || !runtime.token.get()) return;
  own.due = Date.now() + BALANCE_REFRESH_DELAY_MS;
  runtime.lifecycle.after(BALANCE_REFRESH_DELAY_MS, () => {
    const token = runtime.token.get();
    // The user endpoints are a chunk of their own, already loaded with the session of a logged-in page.
    import('../page/userApi')
      .then((m) => m.userApi().userInfo())
      .then((user) => {
        const state = session();
        if (runtime.token.get() === token && state.user?.uid === user.uid) state.user = user;
      })
      .catch(() => undefined); // the next reason to refresh asks again
  });
}

/** How often a logged-in, visible page asks for its balance anyway: a bet settled when its match ended has no push. */
export const BALANCE_POLL_MS = 20_000;

/** Asks for the balance every BALANCE_POLL_MS while elements are connected (started with the logged-in session). */
export function pollBalance(): void {
  const runtime = getRuntime();
  let cancel = () => {};
  runtime.lifecycle.service('balance-poll', {
    start: () => {
      cancel = runtime.lifecycle.every(BALANCE_POLL_MS, () => {
        if (typeof document === 'undefined' || !document.hidden) refreshBalance();
      });
    },
    stop: () => cancel(),
  });
}
