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

/** The query parameters each route reads; no other parameter passes through a path we route or announce. */
const ROUTE_PARAMS: Record<string, readonly string[]> = {
  '/newSport/match-detail': ['matchId'],
  '/match-detail': ['matchId'],
  '/newSport/live': ['liveRoomId', 'hostId'],
};

/** `pathname` with only the query parameters its route defines (`&next=https://evil.example` is dropped). */
export function routedPath(pathname: string, search: string): string {
  const allowed = ROUTE_PARAMS[pathname] ?? [];
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) if (allowed.includes(key)) kept.append(key, value);
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A base path the host's history accepts: same-origin, starting with one slash, no scheme; '' otherwise. */
export function safeBasePath(basePath: string | undefined): string {
  const trimmed = (basePath ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  if (/^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/.test(trimmed)) return trimmed;
  console.warn(
    `[sport-widgets] <sport-app> ignored base-path "${basePath}": it must be a path on this site, such as /sport`,
  );
  return '';
}

/** The app route for a `sport-navigate` path an inner element asked for; null when the element handles it itself. */
export function appPathFor(path: string): string | null {
  const [pathname, search = ''] = path.split('?');
  if (pathname === '/match-detail' || pathname === '/newSport/match-detail')
    return routedPath('/newSport/match-detail', search);
  const legacy = /^\/match\/([^/?]+)$/.exec(pathname);
  if (legacy) return `/newSport/match-detail?matchId=${encodeURIComponent(legacy[1])}`;
  return null;
}

/** The detail route of a match. */
export const detailPath = (matchId: string) => `/newSport/match-detail?matchId=${encodeURIComponent(matchId)}`;
