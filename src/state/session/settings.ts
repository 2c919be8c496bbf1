// The user settings as the settings panel changes them: spec §2 (odds format, accept mode, UI version) and the
// goal push settings of spec §3 User.setting / §6, applied live at once, saved to system/cfg/set, and put back
// when the server refuses.
import { isApiError } from '../../api/errors';
import { AcceptPush, OddsAccept, OddsType } from '../../domain/enums';
import { getRuntime } from '../../runtime/runtime';
import { userApi } from '../page/userApi';
import { session, type UiVersion } from './session';
import { saveSettings } from './userActions';

export const ODDS_FORMATS = [OddsType.Europe, OddsType.HongKong, OddsType.Malaysia, OddsType.Indonesia] as const;
export const ACCEPT_MODES = [OddsAccept.None, OddsAccept.Best, OddsAccept.All] as const;
export const UI_VERSIONS: readonly UiVersion[] = ['old', '2.2'];
/** The acceptList flags in the order the panel lists them (spec §6: 0 favourites, 1 bet matches, 2 all goals). */
export const GOAL_PUSH_LISTS = [AcceptPush.Favourites, AcceptPush.BetMatches, AcceptPush.AllGoals] as const;

export type SettingsPatch = Parameters<typeof saveSettings>[0];

/** Runs a save whose change is already applied; on failure `restore` puts the values back and the message key is returned. */
async function saveOrRestore(save: () => Promise<unknown>, restore: () => void): Promise<string | null> {
  try {
    await save();
    return null;
  } catch (error) {
    restore();
    return isApiError(error) ? error.messageKey : 'errors:server';
  }
}

/** Applies and saves a settings change; on failure restores the previous values and returns the message key. */
export function changeSettings(patch: SettingsPatch): Promise<string | null> {
  const state = session();
  const before = {
    oddsFormat: getRuntime().config.get().oddsFormat,
    accept: state.settings.accept,
    uiVersion: state.settings.uiVersion,
  };
  return saveOrRestore(
    () => saveSettings(patch),
    () => {
      getRuntime().configure({ oddsFormat: before.oddsFormat });
      state.settings.accept = before.accept;
      state.settings.uiVersion = before.uiVersion;
    },
  );
}

export interface GoalPushPatch {
  acceptPush?: boolean;
  /** On/off flags by acceptList index. */
  acceptList?: readonly number[];
}

/**
 * Applies and saves the logged-in user's goal push settings (collect 'UserSetting', the spec naming no call of its
 * own). The goal filter reads them from the session at once; a running goal feed sees the user change and loads
 * the bet matches when they are asked for. On failure the previous values come back and the message key is returned.
 */
export function changeGoalPush(patch: GoalPushPatch): Promise<string | null> {
  const user = session().user;
  if (!user) return Promise.resolve(null);
  const before = user.setting;
  const list = patch.acceptList ?? before.acceptList;
  // One replacement, so the session mirror (and the goal feed following it) sees one change. Always three flags,
  // as the server stores them (a user read with no list has them all off).
  const next = {
    ...before,
    acceptPush: patch.acceptPush ?? before.acceptPush,
    acceptList: GOAL_PUSH_LISTS.map((i) => (list[i] ? 1 : 0)),
  };
  user.setting = next;
  return saveOrRestore(
    () => userApi().saveUserConfig('UserSetting', { acceptPush: next.acceptPush ? 1 : 0, acceptList: next.acceptList }),
    () => {
      user.setting = { ...before, acceptList: [...before.acceptList] };
    },
  );
}
