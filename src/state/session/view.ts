// A read-only nanostores mirror of the session fields the goal notifications read (user, favourites, UI
// version). session.ts keeps it in sync, so an anonymous page with only <sport-goal-notify> never loads Valtio.
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { Snapshot } from 'valtio/vanilla';
import type { User } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';

export type UiVersion = 'old' | '2.2';

export interface SessionView {
  /** The user as a frozen snapshot: a new object whenever the session's user changes. */
  user: Snapshot<User> | null;
  favourites: readonly string[];
  uiVersion: UiVersion;
}

/** What the session holds before anyone logs in (session.ts starts from the same values). */
export const ANONYMOUS_SESSION_VIEW: SessionView = { user: null, favourites: [], uiVersion: '2.2' };

/** The writable mirror; only session.ts writes it. */
export function sessionViewStore(): WritableAtom<SessionView> {
  return getRuntime().singleton('state:session-view', () => atom<SessionView>(ANONYMOUS_SESSION_VIEW));
}

/** The page's session mirror (one atom for every element and bundle copy). */
export function sessionView(): ReadableAtom<SessionView> {
  return sessionViewStore();
}
