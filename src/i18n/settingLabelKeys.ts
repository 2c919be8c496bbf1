// Translation keys of the user settings' choices (odds format, odds acceptance), for the settings dialog.
import { OddsAccept, OddsType } from '../domain/enums';

const ODDS_FORMATS: Record<OddsType, string> = {
  [OddsType.Europe]: 'europe',
  [OddsType.HongKong]: 'hongKong',
  [OddsType.Malaysia]: 'malay',
  [OddsType.Indonesia]: 'indonesia',
};

const ACCEPT_MODES: Record<OddsAccept, string> = {
  [OddsAccept.Best]: 'better',
  [OddsAccept.All]: 'any',
  [OddsAccept.None]: 'none',
};

/** Key of an odds format's name, e.g. `settings:oddsFormat.hongKong`. */
export function oddsFormatLabelKey(type: OddsType): string {
  return `settings:oddsFormat.${ODDS_FORMATS[type]}`;
}

/** Key of an odds format's one-line explanation, e.g. `settings:hint.oddsFormat.hongKong`. */
export function oddsFormatHintKey(type: OddsType): string {
  return `settings:hint.oddsFormat.${ODDS_FORMATS[type]}`;
}

/** Key of an odds-acceptance mode's one-line explanation, e.g. `settings:hint.accept.better`. */
export function acceptModeHintKey(accept: OddsAccept): string {
  return `settings:hint.accept.${ACCEPT_MODES[accept]}`;
}

/** Key of an odds-acceptance mode's name, e.g. `settings:acceptMode.better`. */
export function acceptModeLabelKey(accept: OddsAccept): string {
  return `settings:acceptMode.${ACCEPT_MODES[accept]}`;
}
