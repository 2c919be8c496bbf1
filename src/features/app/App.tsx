// <sport-app>: the whole module in one tag, with the routes of spec §2. It composes the other elements
// (rendered in its shadow root) and routes between them in memory by default, so the host's history is
// never touched; `routing="history"` or `"hash"` opts into the host's URL, under `base-path`.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, Route, Router, Switch, useLocation, useParams, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { useHashLocation } from 'wouter/use-hash-location';
import { getRuntime } from '../../runtime/runtime';
import type { SportEventMap } from '../../runtime/events';
import { requireLogin } from '../../state/session/tracking';
import { Shell, type ElementProps } from '../../ui/Shell';
import { useT } from '../../ui/i18n';
import { useStore } from '../../ui/useStore';
import { appPathFor, detailPath, routedPath, ROUTES, safeBasePath } from './routes';
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

/** The element's stylesheet: the feature's own rules. */
export const APP_CSS = ownCss;

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
  const options =
    routing === 'history'
      ? { hook: useBrowserLocation }
      : routing === 'hash'
        ? { hook: useHashLocation }
        : { hook: memory.hook, searchHook: memory.searchHook };
  return (
    <Router {...options} base={base}>
      <AppScreen theme={theme} mode={mode} />
    </Router>
  );
}

function AppScreen({ theme, mode }: Pick<AppProps, 'theme' | 'mode'>) {
  const { t } = useT(['app']);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const root = useRef<HTMLDivElement>(null);
  const shared = { theme, mode };

  // Tell the host where the app is, on every route change.
  useEffect(() => {
    getRuntime().emit(
      'sport-navigate',
      { path: routedPath(location, search), element: 'sport-app' },
      root.current ?? undefined,
    );
  }, [location, search]);

  // Inner elements ask for screens (a match row, a live-room match card): route them here.
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const onNavigate = (event: Event) => {
      const detail = (event as CustomEvent<SportEventMap['sport-navigate']>).detail;
      if (detail.element === 'sport-app') return;
      const path = appPathFor(detail.path);
      if (path) navigate(path);
    };
    const onStartSport = (event: Event) =>
      navigate(detailPath((event as CustomEvent<SportEventMap['start-sport']>).detail.matchId));
    node.addEventListener('sport-navigate', onNavigate);
    node.addEventListener('start-sport', onStartSport);
    return () => {
      node.removeEventListener('sport-navigate', onNavigate);
      node.removeEventListener('start-sport', onStartSport);
    };
  }, [navigate]);

  const links = [
    ['/', t('app:nav.home')],
    [ROUTES.live, t('app:nav.live')],
    [ROUTES.outright, t('app:nav.outright')],
    ['/newSport/match-result/football', t('app:nav.results')],
    [ROUTES.betHistory, t('app:nav.betHistory')],
    [ROUTES.anchorBetHistory, t('app:nav.anchorBetHistory')],
  ] as const;

  return (
    <div ref={root} className="app-root">
      <nav className="app-nav" part="nav" aria-label={t('app:nav.label')}>
        {links.map(([href, label]) => (
          <Link key={href} href={href} className="app-link" aria-current={location === href ? 'page' : undefined}>
            {label}
          </Link>
        ))}
      </nav>
      {/* Not a <main>: the host page has its own main landmark. */}
      <div className="app-main">
        <Switch>
          <Route path="/">
            <div className="app-home">
              <Widget tag="sport-match-list" attributes={shared} />
              <Widget tag="sport-bet-slip" attributes={shared} />
            </div>
          </Route>
          {ROUTES.detail.map((path) => (
            <Route key={path} path={path}>
              <DetailRoute shared={shared} />
            </Route>
          ))}
          <Route path={ROUTES.betHistory}>
            <Widget tag="sport-bet-history" attributes={shared} />
          </Route>
          <Route path={ROUTES.anchorBetHistory}>
            <Widget tag="sport-bet-history" attributes={{ ...shared, tab: 'anchor' }} />
          </Route>
          <Route path={ROUTES.matchResult}>
            <ResultRoute shared={shared} />
          </Route>
          <Route path={ROUTES.outright}>
            <Widget tag="sport-match-list" attributes={{ ...shared, 'play-type': 'outright' }} />
          </Route>
          <Route path={ROUTES.live}>
            <Widget tag="sport-live-room" attributes={shared} />
          </Route>
          <Route path={ROUTES.leagueSearch}>
            <LeagueSearchRoute shared={shared} />
          </Route>
          {ROUTES.gameNotice.map((path) => (
            <Route key={path} path={path}>
              <section className="app-notice" role="status">
                <h2>{t('app:notice.title')}</h2>
                <p>{t('app:notice.text')}</p>
              </section>
            </Route>
          ))}
          <Route>
            <p className="sport-state" role="status">
              {t('app:notFound')} <Link href="/">{t('app:nav.home')}</Link>
            </p>
          </Route>
        </Switch>
      </div>
      <Widget tag="sport-goal-notify" attributes={shared} />
    </div>
  );
}

type Shared = Record<string, string | undefined>;

function DetailRoute({ shared }: { shared: Shared }) {
  const matchId = new URLSearchParams(useSearch()).get('matchId') ?? undefined;
  return (
    <div className="app-home">
      <Widget tag="sport-match-detail" attributes={{ ...shared, 'match-id': matchId }} />
      <Widget tag="sport-bet-slip" attributes={shared} />
    </div>
  );
}

function ResultRoute({ shared }: { shared: Shared }) {
  const { type } = useParams<{ type: string }>();
  return <Widget tag="sport-match-list" attributes={{ ...shared, sport: type, view: 'results' }} />;
}

/** Spec §2: league search needs a logged-in user; otherwise the host is asked to log in and the app goes home. */
function LeagueSearchRoute({ shared }: { shared: Shared }) {
  const token = useStore(getRuntime().token);
  const [, navigate] = useLocation();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (token || asked) return;
    setAsked(true);
    requireLogin('league-search');
    navigate('/', { replace: true });
  }, [token, asked, navigate]);
  return token ? <Widget tag="sport-match-list" attributes={shared} /> : null;
}
