// Routes the list's search screens hand to the host with sport-navigate: apart from routes.ts, which the list's
// first screen carries.

/** The route of the match search (spec §2 route name sport-search). */
export const SEARCH_PATH = '/newSport/search';

/** The route of a league's matches found through the league search (spec §2 league-search-result). */
export const LEAGUE_RESULT_PATH = '/newSport/league-search-result';

/** The league-search-result route of one league. */
export const leagueResultPath = (leagueId: string) => `${LEAGUE_RESULT_PATH}?leagueId=${encodeURIComponent(leagueId)}`;
