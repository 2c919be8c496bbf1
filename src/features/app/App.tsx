// <sport-app>: the whole module in one tag, with the routes of spec §2. It composes the other elements
// (rendered in its shadow root) and routes between them in memory by default, so the host's history is
// never touched; `routing="history"` or `"hash"` opts into the host's URL, under `base-path`.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, Route, Router, Switch, useLocation, useParams, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { useHashLocation } from 'wouter/use-hash-location';
import { useSnapshot } from 'valtio/react';
import { sportPlatformOf } from '../../domain/sportPlatform';
import { getRuntime } from '../../runtime/runtime';
import type { SportEventMap } from '../../runtime/events';
import { onSportEvent } from '../../runtime/onSportEvent';
import { STORAGE_KEYS, writeStored } from '../../runtime/storage';
import { platform } from '../../state/session/platform';
import { Shell, type ElementProps, SHELL_CSS } from '../../ui/Shell';
import { useT } from '../../ui/i18n';
import { useStore } from '../../ui/useStore';
import { useScrollStrip } from '../../ui/useScrollStrip';
import { Kept } from './Kept';
import {
  appPathFor,
  detailPath,
  GAME_NOTICE_PATH,
  keptScreenFor,
  matchDataPath,
  NAV,
  NAV_PATHS,
  navKeyFor,
  platformParam,
  routedPath,
  ROUTES,
  safeBasePath,
  type KeptScreen,
} from './routes';
import { Widget } from './Widget';
import ownCss from './app.css?inline';

export interface AppProps extends ElementProps {
  /** Base path of the app's routes in the host's URL (history and hash routing). */
  basePath?: string;
  /** 'memory' (default), 'history' or 'hash'. */
  routing?: string;
}

/** Translation namespaces of the element besides the base ones (preloaded as it connects). */
export const APP_NAMESPACES = ['app'];

/** The element's stylesheet: the shell's loading skeleton, then the feature's own rules. */
export const APP_CSS = `${SHELL_CSS}\n${ownCss}`;

/** The element's React root. */
export function App(props: AppProps) {
  return (
    <Shell theme={props.theme} mode={props.mode} namespaces={APP_NAMESPACES}>
      <AppRouter routing={props.routing} basePath={props.basePath} theme={props.theme} mode={props.mode} />
    </Shell>
  );
}

function AppRouter({ routing, basePath, theme, mode }: Pick<AppProps, 'routing' | 'basePath' | 'theme' | 'mode'>) {
  const memory = useMemo(() => memoryLocation({ path: '/' }), []);
  const base = useMemo(() => safeBasePath(basePath), [basePath]);
  const inHistory = routing === 'history' || routing === 'hash';
  const options =
    routing === 'history'
      ? { hook: useBrowserLocation }
      : routing === 'hash'
        ? { hook: useHashLocation }
        : { hook: memory.hook, searchHook: memory.searchHook };
  return (
    <Router {...options} base={base}>
      <AppScreen theme={theme} mode={mode} inHistory={inHistory} />
    </Router>
  );
}

type Shared = Record<string, string | undefined>;

function AppScreen({ theme, mode, inHistory }: Pick<AppProps, 'theme' | 'mode'> & { inHistory: boolean }) {
  const { t } = useT(['app']);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const root = useRef<HTMLDivElement>(null);
  const shared: Shared = { theme, mode };
  const current = navKeyFor(location);
  const kept = keptScreenFor(location);
  const visited = useVisited(kept);
  const resultType = useLastResultType(location);
  const back = useBack(location, search, inHistory);
  const { maintenance } = useSnapshot(platform());
  const nav = useNavHeight(root);
  // One line on a phone too: the navigation scrolls, its current link in view.
  useScrollStrip(nav, '[aria-current="page"]', current);

  // Tell the host where the app is, on every route change (the wallet and plaza routes are the host's to open).
  useEffect(() => {
    getRuntime().emit(
      'sport-navigate',
      { path: routedPath(location, search), element: 'sport-app' },
      root.current ?? undefined,
    );
  }, [location, search]);

  // Spec §2, §3: the sport and detail routes' parameter `name` is the sport platform, stored for the next visit.
  useEffect(() => {
    const plat = sportPlatformOf(platformParam(location, search));
    if (plat) writeStored(STORAGE_KEYS.sportPlat, plat);
  }, [location, search]);

  // The platform refused the game jump for maintenance: show the game notice (spec §2 gameNotice).
  useEffect(() => {
    if (maintenance) navigate(GAME_NOTICE_PATH, { replace: true });
  }, [maintenance, navigate]);

  // Inner elements ask for screens (a match row, an anchor card, a toast): route them here.
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const onNavigate = (event: Event) => {
      const detail = (event as CustomEvent<SportEventMap['sport-navigate']>).detail;
      if (detail.element === 'sport-app') return;
      const path = appPathFor(detail.path);
      if (path) navigate(path);
    };
    const stopStartSport = onSportEvent(node, 'sport-start-sport', (detail) => {
      if (detail?.matchId) navigate(detailPath(detail.matchId));
    });
    node.addEventListener('sport-navigate', onNavigate);
    return () => {
      node.removeEventListener('sport-navigate', onNavigate);
      stopStartSport();
    };
  }, [navigate]);

  return (
    <div ref={root} className="app-root">
      <nav ref={nav} className="app-nav" part="nav" aria-label={t('app:nav.label')}>
        {NAV.map((key) => (
          <Link
            key={key}
            href={NAV_PATHS[key]}
            className="app-link"
            aria-current={current === key ? 'page' : undefined}
          >
            {t(`app:nav.${key}`)}
          </Link>
        ))}
      </nav>
      {/* Not a <main>: the host page has its own main landmark. */}
      <div className="app-main">
        {/* Spec §2: the sports, match-result and match-outright screens stay mounted (filters, pages, scroll). */}
        {visited.has('sports') && (
          <Kept active={kept === 'sports'} name="sports">
            <div className="app-home">
              {/* The home screen: the list with its banners and hot leagues. */}
              <Widget tag="sport-match-list" attributes={{ ...shared, view: 'home' }} />
              <Widget tag="sport-bet-slip" attributes={shared} />
            </div>
          </Kept>
        )}
        {visited.has('results') && (
          <Kept active={kept === 'results'} name="results">
            <Widget tag="sport-match-list" attributes={{ ...shared, sport: resultType, view: 'results' }} />
          </Kept>
        )}
        {visited.has('outright') && (
          <Kept active={kept === 'outright'} name="outright">
            <Widget tag="sport-match-list" attributes={{ ...shared, 'play-type': 'outright' }} />
          </Kept>
        )}
        {!kept && (
          <Switch>
            {ROUTES.detail.map((path) => (
              <Route key={path} path={path}>
                <DetailRoute shared={shared} back={back} />
              </Route>
            ))}
            {ROUTES.matchData.map((path) => (
              <Route key={path} path={path}>
                <MatchDataRoute shared={shared} back={back} />
              </Route>
            ))}
            <Route path={ROUTES.betHistory}>
              <Widget tag="sport-bet-history" attributes={shared} />
            </Route>
            <Route path={ROUTES.anchorBetHistory}>
              <Widget tag="sport-bet-history" attributes={{ ...shared, tab: 'anchor' }} />
            </Route>
            <Route path={ROUTES.live}>
              <LiveRoute shared={shared} />
            </Route>
            <Route path={ROUTES.leagueSearch}>
              <LeagueSearchRoute shared={shared} />
            </Route>
            <Route path={ROUTES.leagueSearchResult}>
              <LeagueResultRoute shared={shared} />
            </Route>
            <Route path={ROUTES.search}>
              <Widget tag="sport-match-list" attributes={{ ...shared, view: 'search' }} />
            </Route>
            {ROUTES.gameNotice.map((path) => (
              <Route key={path} path={path}>
                <GameNotice />
              </Route>
            ))}
            {ROUTES.hostScreens.map((path) => (
              <Route key={path} path={path}>
                <section className="app-notice" role="status">
                  <h2>{t(path === ROUTES.hostScreens[0] ? 'app:host.recharge' : 'app:host.plaza')}</h2>
                  <p>{t('app:host.text')}</p>
                  <Link href="/" className="app-notice-link">
                    {t('app:backHome')}
                  </Link>
                </section>
              </Route>
            ))}
            <Route>
              <p className="sport-state" role="status">
                {t('app:notFound')} <Link href="/">{t('app:nav.home')}</Link>
              </p>
            </Route>
          </Switch>
        )}
      </div>
      <Widget tag="sport-goal-notify" attributes={shared} />
    </div>
  );
}

/** Follows the navigation's height into --app-nav-height on the app's root (it wraps on a narrow screen). */
function useNavHeight(root: { current: HTMLDivElement | null }) {
  const nav = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = nav.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      root.current?.style.setProperty('--app-nav-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [root]);
  return nav;
}

/** The kept screens opened so far: each mounts on its first visit and then stays. */
function useVisited(kept: KeptScreen | null): ReadonlySet<KeptScreen> {
  const [visited, setVisited] = useState<ReadonlySet<KeptScreen>>(() => new Set(kept ? [kept] : []));
  if (kept && !visited.has(kept)) setVisited(new Set([...visited, kept]));
  return visited;
}

/** The sport of the last match-result route, so the kept results screen keeps it while hidden. */
function useLastResultType(location: string): string {
  const last = useRef('football');
  const match = /^\/newSport\/match-result\/([^/]+)$/.exec(location);
  if (match) last.current = decodeURIComponent(match[1]);
  return last.current;
}

/**
 * The detail's back button: to the screen the bettor came from (the browser's back with history routing, so the
 * host's history stays one entry per screen), or home when the detail was opened first (a shared URL).
 */
function useBack(location: string, search: string, inHistory: boolean): () => void {
  const [, navigate] = useLocation();
  const trail = useRef<string[]>([]);
  const here = routedPath(location, search);
  if (trail.current.at(-1) !== here) trail.current = [...trail.current.slice(-19), here];
  return () => {
    const previous = trail.current.at(-2);
    if (!previous) return navigate('/');
    if (inHistory) return history.back();
    trail.current = trail.current.slice(0, -2);
    navigate(previous);
  };
}

/** The bar above a match's screens: back, and the link to the match's other screen (data or markets). */
function BackBar({ back, children }: { back: () => void; children?: ReactNode }) {
  const { t } = useT(['app']);
  return (
    <div className="app-bar">
      <button type="button" className="app-back" part="back" onClick={back}>
        <span aria-hidden="true" className="app-back-arrow">
          ‹
        </span>{' '}
        {t('app:back')}
      </button>
      {children}
    </div>
  );
}

function DetailRoute({ shared, back }: { shared: Shared; back: () => void }) {
  const { t } = useT(['app']);
  const matchId = new URLSearchParams(useSearch()).get('matchId') ?? undefined;
  return (
    <>
      <BackBar back={back}>
        {matchId && (
          <Link href={matchDataPath(matchId)} className="app-link" part="match-data-link">
            {t('app:matchData')}
          </Link>
        )}
      </BackBar>
      <div className="app-home">
        <Widget tag="sport-match-detail" attributes={{ ...shared, 'match-id': matchId }} />
        <Widget tag="sport-bet-slip" attributes={shared} />
      </div>
    </>
  );
}

/** Spec §2 match-data: the match's data (statistics, line-ups, analysis): the detail opened on its data tab. */
function MatchDataRoute({ shared, back }: { shared: Shared; back: () => void }) {
  const { t } = useT(['app']);
  const { name } = useParams<{ name: string }>();
  return (
    <>
      <BackBar back={back}>
        <Link href={detailPath(name)} className="app-link">
          {t('app:markets')}
        </Link>
      </BackBar>
      <Widget tag="sport-match-detail" attributes={{ ...shared, 'match-id': name, tab: 'data' }} />
    </>
  );
}

/** Spec §2 live: the room of `liveRoomId` (an anchor card's link), the anchor list without one. */
function LiveRoute({ shared }: { shared: Shared }) {
  const query = new URLSearchParams(useSearch());
  return (
    <Widget
      tag="sport-live-room"
      attributes={{
        ...shared,
        'live-room-id': query.get('liveRoomId') ?? undefined,
        'host-id': query.get('hostId') ?? undefined,
      }}
    />
  );
}

/** Spec §2 gameNotice: the platform is in maintenance; "try again" jumps into it again and goes home once it lets us in. */
function GameNotice() {
  const { t } = useT(['app']);
  const [, navigate] = useLocation();
  const { maintenance } = useSnapshot(platform());
  const token = useStore(getRuntime().token);
  const [trying, setTrying] = useState(false);
  const retry = async () => {
    setTrying(true);
    const { gameJump } = await import('../../state/session/gameJump');
    const entered = await gameJump();
    setTrying(false);
    if (entered) navigate('/');
  };
  return (
    <section className="app-notice" part="game-notice" role="status">
      <h2>{t('app:notice.title')}</h2>
      <p>{t('app:notice.text')}</p>
      {maintenance && token ? (
        <button type="button" className="app-notice-link" onClick={retry} disabled={trying} aria-busy={trying}>
          {t('app:notice.retry')}
        </button>
      ) : (
        <Link href="/" className="app-notice-link">
          {t('app:backHome')}
        </Link>
      )}
    </section>
  );
}

/**
 * Spec §2 league-search: the list's league search refreshes the login first; logged out, it asks the host to log the
 * bettor in and shows its own login prompt, staying on the route, so a login that lands after the page opened (a
 * host restoring its session) goes on to the search instead of finding itself at home.
 */
function LeagueSearchRoute({ shared }: { shared: Shared }) {
  return <Widget tag="sport-match-list" attributes={{ ...shared, view: 'league-search' }} />;
}

/** Spec §2 league-search-result: the matches of the league picked in the league search. */
function LeagueResultRoute({ shared }: { shared: Shared }) {
  const leagueId = new URLSearchParams(useSearch()).get('leagueId') ?? undefined;
  return <Widget tag="sport-match-list" attributes={{ ...shared, 'league-id': leagueId }} />;
}
