// What a logged-in user does: load their profile, settings and favourites, save settings, follow matches.
// A chunk of its own: anonymous visitors of a page never download it (sessionActions imports it on login).
import { FAVOURITES_MAX } from '../../domain/constants';
import type { OddsAccept, OddsType } from '../../domain/enums';
import { favouriteBlocker } from '../../domain/favouriteLimit';
import { pollBalance } from './balance';
import { scheduleGameJump } from './gameJump';
import { getRuntime } from '../../runtime/runtime';
import { STORAGE_KEYS, writeStored } from '../../runtime/storage';
import { session, type UiVersion } from './session';
import { userApi } from '../page/userApi';

/** Fetches user info, user config and favourites; a failure leaves status 'error' and keeps the token. */
export async function loadSession(): Promise<void> {
  const state = session();
  state.status = 'loading';
  scheduleGameJump();
  try {
    const api = userApi();
    const [user, config, favourites] = await Promise.all([api.userInfo(), api.userConfig(), api.followList()]);
    state.user = user;
    state.favourites = favourites.slice(0, FAVOURITES_MAX);
    if (config.accept !== undefined) state.settings.accept = config.accept as OddsAccept;
    if (config.setup.uiVersion === 'old' || config.setup.uiVersion === '2.2')
      state.settings.uiVersion = config.setup.uiVersion;
    if (config.handicap) getRuntime().configure({ oddsFormat: config.handicap as OddsType });
    state.status = 'ready';
    pollBalance();
  } catch {
    state.status = getRuntime().token.get() ? 'error' : 'anonymous';
  }
}

/**
 * Spec §2 league search: the login state is refreshed first (the user fetched again). True while still logged
 * in: an expired session comes back logged out (the client clears the token); any other failure keeps the login.
 */
export async function refreshLogin(): Promise<boolean> {
  try {
    session().user = await userApi().userInfo();
  } catch {
    // The token decides below.
  }
  return !!getRuntime().token.get();
}

/** Saves the settings of spec §2 to system/cfg/set (UserConfig) and applies them live everywhere. */
export async function saveSettings(patch: {
  oddsFormat?: OddsType;
  accept?: OddsAccept;
  uiVersion?: UiVersion;
}): Promise<void> {
  const state = session();
  const runtime = getRuntime();
  if (patch.oddsFormat) runtime.configure({ oddsFormat: patch.oddsFormat });
  if (patch.accept !== undefined) {
    state.settings.accept = patch.accept;
    writeStored(STORAGE_KEYS.accept, String(patch.accept));
  }
  if (patch.uiVersion) state.settings.uiVersion = patch.uiVersion;
  if (!runtime.token.get()) return;
  await userApi().saveUserConfig('UserConfig', {
    handicap: runtime.config.get().oddsFormat,
    accept: state.settings.accept,
    setup: JSON.stringify({ uiVersion: state.settings.uiVersion }),
  });
}

/** Follows or unfollows a match (at most 50); returns the rule message key when refused. */
export async function toggleFavourite(matchId: string): Promise<string | null> {
  const state = session();
  if (state.favourites.includes(matchId)) {
    state.favourites = state.favourites.filter((id) => id !== matchId);
    await userApi()
      .unfollow(matchId)
      .catch((e) => {
        state.favourites = [...state.favourites, matchId];
        throw e;
      });
    return null;
  }
  const blocked = favouriteBlocker(state.favourites, matchId);
  if (blocked) return blocked;
  state.favourites = [...state.favourites, matchId];
  await userApi()
    .follow(matchId)
    .catch((e) => {
      state.favourites = state.favourites.filter((id) => id !== matchId);
      throw e;
    });
  return null;
}
