// The user's balances kept current (issue: the balance never moved until a reload): fetched again after a bet is
// placed, after a cash-out, and when an order is decided or settled. Requests close together share one fetch.
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
