// SSAPI paths of spec §7 the match list's home and league search call: their own module, so the list's first
// screen does not download them. Shared with the reference server.

export const SSAPI_PATHS = {
  /** GET with query pid, plat, languageType: the home banners. */
  bannerList: '/ssapi/bannerList/search',
  /** POST with pid: the leagues a logged-in bettor searches by name. */
  leagueSearch: '/ssapi/league/search',
  /** GET with query pid, matchSource, t (and our matchId): the anchor match items, hosts by the match they cover. */
  anchorSearch: '/ssapi/anchor/search',
} as const;
