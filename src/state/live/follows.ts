// The hosts the user follows (spec §3 Anchor state "subscribed hostIds and matchIds"; §7 user/subscribe/info,
// subscribe, unsubscribe): read while a live-room element is shown and again on every login or logout.
import { proxy } from 'valtio/vanilla';
import { isApiError } from '../../api/errors';
import { getRuntime } from '../../runtime/runtime';
import { liveApi } from '../page/liveApi';
import { shareWatch } from '../page/sharedWatch';

export interface FollowState {
  hostIds: string[];
  matchIds: string[];
  /** The host whose follow is being changed, or null. */
  busy: string | null;
}

/** The page's follows (one proxy shared by every element and bundle copy). */
export function follows(): FollowState {
  return getRuntime().singleton('state:live-follows', () =>
    proxy<FollowState>({ hostIds: [], matchIds: [], busy: null }),
  );
}

/** Reads the follows of the logged-in user; anonymous, none. A failure keeps what is known. */
export async function loadFollows(): Promise<void> {
  const state = follows();
  if (!getRuntime().token.get()) {
    state.hostIds = [];
    state.matchIds = [];
    return;
  }
  try {
    Object.assign(state, await liveApi().subscribeInfo());
  } catch {
    // the follows shown stay
  }
}

/** Follows or unfollows a host; returns the i18n key of a failure, or null. */
export async function toggleFollow(hostId: string): Promise<string | null> {
  const state = follows();
  if (state.busy) return null;
  state.busy = hostId;
  try {
    Object.assign(state, await liveApi().followHost(hostId, !state.hostIds.includes(hostId)));
    return null;
  } catch (error) {
    return isApiError(error) ? error.messageKey : 'errors:loadFailed';
  } finally {
    state.busy = null;
  }
}

/** Keeps the follows read while watched (reference counted); returns the unwatch. */
export function watchFollows(): () => void {
  return shareWatch('live-follows', () => {
    void loadFollows();
    return getRuntime().token.listen(() => void loadFollows());
  });
}
