// Translation keys of the domain enums shown as labels, so screens never spell key paths themselves (the
// settings' labels are in settingLabelKeys.ts, apart, since only the settings dialog shows them).
import { MatchStatus, type SportKey } from '../domain/enums';

/** Sport keys whose label key is spelled differently (the others are their own label key). */
const SPORT_LABELS: Partial<Record<SportKey, string>> = {
  efootball: 'eFootball',
  ebasketball: 'eBasketball',
  tabletennis: 'tableTennis',
  americanfootball: 'americanFootball',
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
  return `common:sport.${SPORT_LABELS[sport] ?? sport}`;
}

/** Key of a match status label (spec §3), e.g. `common:matchStatus.coverageLost`. */
export function matchStatusLabelKey(status: MatchStatus): string {
  return `common:matchStatus.${MATCH_STATUSES[status]}`;
}
