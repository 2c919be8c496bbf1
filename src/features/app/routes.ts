// The spec §2 routes sport-app serves, and how paths asked for by inner elements map onto them.
import { LEAGUE_RESULT_PATH, SEARCH_PATH } from '../../domain/searchRoutes';
import { SPORT_PLATFORMS } from '../../domain/sportPlatform';

/** Route paths of spec §2 (the `/newSport` prefix and the bare aliases). */
export const ROUTES = {
  home: '/',
  /** The sport screen; its last segment is the route parameter `name`, the sport platform (spec §2, §3). */
  sport: SPORT_PLATFORMS.map((name) => `/newSport/${name}`),
  detail: ['/newSport/match-detail', '/match-detail'],
  matchData: ['/newSport/match-data/:name', '/match-data/:name'],
  betHistory: '/newSport/bet-history',
  anchorBetHistory: '/newSport/anchor-bet-history',
  matchResult: '/newSport/match-result/:type',
  outright: '/newSport/match-outright',
  live: '/newSport/live',
  leagueSearch: '/newSport/league-search',
  leagueSearchResult: LEAGUE_RESULT_PATH,
  /** The match search (spec §2 names the route sport-search without a path). */
  search: SEARCH_PATH,
  gameNotice: ['/newSport/game-notice', '/game-notice'],
  /** Host screens (the wallet's recharge, the plaza's bet cart): the app hands them over with sport-navigate. */
  hostScreens: ['/fund/recharge', '/sport-info/plaza'],
} as const;

/** The game-notice route the app moves to while the platform is in maintenance. */
export const GAME_NOTICE_PATH = ROUTES.gameNotice[0];

/** The query parameters each route reads; no other parameter passes through a path we route or announce. */
const ROUTE_PARAMS: Record<string, readonly string[]> = {
  '/newSport/match-detail': ['matchId', 'name'],
  '/match-detail': ['matchId', 'name'],
  '/newSport/live': ['liveRoomId', 'hostId'],
  [LEAGUE_RESULT_PATH]: ['leagueId'],
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

/** Paths inner elements ask for that the app shows itself (their query filtered by routedPath). */
const APP_PATHS = new Set<string>([
  ...ROUTES.sport,
  ROUTES.betHistory,
  ROUTES.anchorBetHistory,
  ROUTES.outright,
  ROUTES.live,
  ROUTES.leagueSearchResult,
  ROUTES.search,
  ...ROUTES.gameNotice,
]);

/**
 * The app route for a `sport-navigate` path an inner element (or a toast) asked for; null when the path is the
 * host's (the wallet, the plaza) or unknown, so the event only reaches the host.
 */
export function appPathFor(path: string): string | null {
  const [pathname, search = ''] = path.split('?');
  if (pathname === '/match-detail' || pathname === '/newSport/match-detail')
    return routedPath('/newSport/match-detail', search);
  const legacy = /^\/match\/([^/?]+)$/.exec(pathname);
  if (legacy) return detailPath(decodeURIComponent(legacy[1]));
  if (/^\/(newSport\/)?match-(result|data)\/[^/?]+$/.test(pathname)) return pathname;
  if (pathname === '/') return '/';
  return APP_PATHS.has(pathname) ? routedPath(pathname, search) : null;
}

/** The detail route of a match. */
export const detailPath = (matchId: string) => `/newSport/match-detail?matchId=${encodeURIComponent(matchId)}`;

/** The match-data route of a match (its statistics, line-ups and analysis); the route parameter is the match id. */
export const matchDataPath = (matchId: string) => `/newSport/match-data/${encodeURIComponent(matchId)}`;

/** Entries of the app's navigation, one per screen (a history route's own tabs are not repeated here). */
export const NAV = ['home', 'live', 'outright', 'results', 'betHistory'] as const;
export type NavKey = (typeof NAV)[number];

/** Where each navigation entry goes. */
export const NAV_PATHS: Record<NavKey, string> = {
  home: '/',
  live: ROUTES.live,
  outright: ROUTES.outright,
  results: '/newSport/match-result/football',
  betHistory: ROUTES.betHistory,
};

/** The navigation entry a location belongs to (highlighted); null for screens outside it (a notice). */
export function navKeyFor(pathname: string): NavKey | null {
  if (pathname === '/' || (ROUTES.sport as readonly string[]).includes(pathname)) return 'home';
  if (/^\/(newSport\/)?match-(detail|data)(\/|$)/.test(pathname)) return 'home';
  if (pathname === ROUTES.live) return 'live';
  if (pathname === ROUTES.outright) return 'outright';
  if (pathname.startsWith('/newSport/match-result/')) return 'results';
  if (pathname === ROUTES.betHistory || pathname === ROUTES.anchorBetHistory) return 'betHistory';
  if (pathname === ROUTES.leagueSearch || pathname.startsWith('/newSport/league-search')) return 'home';
  if (pathname === ROUTES.search) return 'home';
  return null;
}

/** Screens kept mounted while the bettor is elsewhere (spec §2: match-result, sports and match-outright). */
export type KeptScreen = 'sports' | 'results' | 'outright';

/** The kept-alive screen a location shows, if any. */
export function keptScreenFor(pathname: string): KeptScreen | null {
  if (pathname === '/' || (ROUTES.sport as readonly string[]).includes(pathname)) return 'sports';
  if (/^\/newSport\/match-result\/[^/]+$/.test(pathname)) return 'results';
  if (pathname === ROUTES.outright) return 'outright';
  return null;
}

/** The route parameter `name` of the sport route (`/newSport/B`) or the detail route (`?name=`); null elsewhere. */
export function platformParam(pathname: string, search: string): string | null {
  if ((ROUTES.sport as readonly string[]).includes(pathname)) return pathname.slice('/newSport/'.length);
  if ((ROUTES.detail as readonly string[]).includes(pathname)) return new URLSearchParams(search).get('name');
  return null;
}
