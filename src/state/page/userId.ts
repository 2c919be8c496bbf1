// The logged-in user's id as the HTTP client signs it: kept here, below the session, so the page's client
// does not depend on the session store (the session writes it whenever its user changes).
import { atom, type WritableAtom } from 'nanostores';
import { getRuntime } from '../../runtime/runtime';

/** The page's current user id (null while anonymous or before the profile arrived). */
export function userId(): WritableAtom<string | null> {
  return getRuntime().singleton('state:user-id', () => atom<string | null>(null));
}
