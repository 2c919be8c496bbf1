// Translation keys of the domain enums shown as labels, so screens never spell key paths themselves (the
// settings' labels are in settingLabelKeys.ts, apart, since only the settings dialog shows them).
import { MatchStatus, type SportKey } from '../domain/enums';

const SPORTS: Record<SportKey, string> = {
  football: 'football',
  basketball: 'basketball',
  efootball: 'eFootball',
  ebasketball: 'eBasketball',
  tennis: 'tennis',
  snooker: 'snooker',
  volleyball: 'volleyball',
  badminton: 'badminton',
  tabletennis: 'tableTennis',
  baseball: 'baseball',
  handball: 'handball',
  hockey: 'hockey',
  americanfootball: 'americanFootball',
  rugby: 'rugby',
  mma: 'mma',
  boxing: 'boxing',
  beachvolleyball: 'beachVolleyball',
};

const MATCH_STATUSES: Record<MatchStatus, string> = {
  [MatchStatus.Ended]: 'ended',
  [MatchStatus.Postponed]: 'postponed',
  [MatchStatus.Interrupted]: 'interrupted',
  [MatchStatus.Cancelled]: 'cancelled',
  [MatchStatus.Upcoming]: 'upcoming',
  [MatchStatus.Live]: 'live',
  [MatchStatus.Delayed]: 'delayed',
  [MatchStatus.Abandoned]: 'abandoned',
  [MatchStatus.Suspended]: 'suspended',
  [MatchStatus.CoverageLost]: 'coverageLost',
};

/** Key of a sport's name, e.g. `common:sport.tableTennis`. */
export function sportLabelKey(sport: SportKey): string {
  return `common:sport.${SPORTS[sport]}`;
}

/** Key of a match status label (spec §3), e.g. `common:matchStatus.coverageLost`. */
export function matchStatusLabelKey(status: MatchStatus): string {
  return `common:matchStatus.${MATCH_STATUSES[status]}`;
}
