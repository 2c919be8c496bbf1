// The spec §2 routes sport-app serves, and how paths asked for by inner elements map onto them.

/** Route paths of spec §2 (the `/newSport` prefix and the bare aliases). */
export const ROUTES = {
  home: '/',
  detail: ['/newSport/match-detail', '/match-detail'],
  betHistory: '/newSport/bet-history',
  anchorBetHistory: '/newSport/anchor-bet-history',
  matchResult: '/newSport/match-result/:type',
  outright: '/newSport/match-outright',
  live: '/newSport/live',
  leagueSearch: '/newSport/league-search',
  gameNotice: ['/newSport/game-notice', '/game-notice'],
} as const;

/** The app route for a `sport-navigate` path an inner element asked for; null when the element handles it itself. */
export function appPathFor(path: string): string | null {
  const [pathname, search = ''] = path.split('?');
  if (pathname === '/match-detail' || pathname === '/newSport/match-detail') return `/newSport/match-detail${search ? `?${search}` : ''}`;
  const legacy = /^\/match\/([^/?]+)$/.exec(pathname);
  if (legacy) return `/newSport/match-detail?matchId=${encodeURIComponent(legacy[1])}`;
  return null;
}

/** The detail route of a match. */
export const detailPath = (matchId: string) => `/newSport/match-detail?matchId=${encodeURIComponent(matchId)}`;
