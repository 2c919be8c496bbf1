// Translation keys of the domain enums shown as labels, so screens never spell key paths themselves.
import { MatchStatus, OddsAccept, OddsType, type SportKey } from '../domain/enums';

const SPORTS: Record<SportKey, string> = {
  football: 'football', basketball: 'basketball', efootball: 'eFootball', ebasketball: 'eBasketball', tennis: 'tennis',
  snooker: 'snooker', volleyball: 'volleyball', badminton: 'badminton', tabletennis: 'tableTennis', baseball: 'baseball',
  handball: 'handball', hockey: 'hockey', americanfootball: 'americanFootball', rugby: 'rugby', mma: 'mma',
  boxing: 'boxing', beachvolleyball: 'beachVolleyball',
};

const MATCH_STATUSES: Record<MatchStatus, string> = {
  [MatchStatus.Ended]: 'ended', [MatchStatus.Postponed]: 'postponed', [MatchStatus.Interrupted]: 'interrupted',
  [MatchStatus.Cancelled]: 'cancelled', [MatchStatus.Upcoming]: 'upcoming', [MatchStatus.Live]: 'live',
  [MatchStatus.Delayed]: 'delayed', [MatchStatus.Abandoned]: 'abandoned', [MatchStatus.Suspended]: 'suspended',
  [MatchStatus.CoverageLost]: 'coverageLost',
};

const ODDS_FORMATS: Record<OddsType, string> = {
  [OddsType.Europe]: 'europe', [OddsType.HongKong]: 'hongKong', [OddsType.Malaysia]: 'malay', [OddsType.Indonesia]: 'indonesia',
};

const ACCEPT_MODES: Record<OddsAccept, string> = {
  [OddsAccept.Best]: 'better', [OddsAccept.All]: 'any', [OddsAccept.None]: 'none',
};

/** Key of a sport's name, e.g. `common:sport.tableTennis`. */
export function sportLabelKey(sport: SportKey): string {
  return `common:sport.${SPORTS[sport]}`;
}

/** Key of a match status label (spec §3), e.g. `common:matchStatus.coverageLost`. */
export function matchStatusLabelKey(status: MatchStatus): string {
  return `common:matchStatus.${MATCH_STATUSES[status]}`;
}

/** Key of an odds format's name, e.g. `common:oddsFormat.hongKong`. */
export function oddsFormatLabelKey(type: OddsType): string {
  return `common:oddsFormat.${ODDS_FORMATS[type]}`;
}

/** Key of an odds-acceptance mode's name, e.g. `common:acceptMode.better`. */
export function acceptModeLabelKey(accept: OddsAccept): string {
  return `common:acceptMode.${ACCEPT_MODES[accept]}`;
}
