// The user settings of spec §2 as the settings panel changes them: applied live at once, saved to
// system/cfg/set through saveSettings, and put back when the server refuses.
import { isApiError } from '../../api/errors';
import { OddsAccept, OddsType } from '../../domain/enums';
import { getRuntime } from '../../runtime/runtime';
import { session, type UiVersion } from './session';
import { saveSettings } from './userActions';

export const ODDS_FORMATS = [OddsType.Europe, OddsType.HongKong, OddsType.Malaysia, OddsType.Indonesia] as const;
export const ACCEPT_MODES = [OddsAccept.None, OddsAccept.Best, OddsAccept.All] as const;
export const UI_VERSIONS: readonly UiVersion[] = ['old', '2.2'];

export type SettingsPatch = Parameters<typeof saveSettings>[0];

/** Applies and saves a settings change; on failure restores the previous values and returns the message key. */
export async function changeSettings(patch: SettingsPatch): Promise<string | null> {
  const state = session();
  const before = {
    oddsFormat: getRuntime().config.get().oddsFormat,
    accept: state.settings.accept,
    uiVersion: state.settings.uiVersion,
  };
  try {
    await saveSettings(patch);
    return null;
  } catch (error) {
    getRuntime().configure({ oddsFormat: before.oddsFormat });
    state.settings.accept = before.accept;
    state.settings.uiVersion = before.uiVersion;
    return isApiError(error) ? error.messageKey : 'errors:server';
  }
}
