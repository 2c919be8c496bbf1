// League search (spec §2 league-search, §6): the login state is refreshed first; a logged-out bettor is asked to
// log in (sport-login-required) and told so here. A logged-in one finds leagues by name as they type
// (ssapi/league/search) and picks one: the list then shows that league's matches, the league-search-result screen
// (announced with sport-navigate, so <sport-app> and hosts can route it).
import { useEffect, useState } from 'react';
import { leagueResultPath } from '../../domain/searchRoutes';
import { SEARCH_TERM_MAX } from '../../domain/searchHistory';
import type { League } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';
import { api } from '../../state/page/api';
import { requireLogin } from '../../state/session/tracking';
import { useT } from '../../ui/i18n';
import { StateView } from '../../ui/StateView';
import { useStore } from '../../ui/useStore';
import { viewCssRef } from '../../ui/viewCss';
import { useListContext } from './listContext';
import exploreCss from './explore.css?inline';

/** Adopts the view's rules into the element's shadow root as its root element attaches. */
const withCss = viewCssRef(exploreCss);

/** Quiet time after a keystroke before the search is sent. */
export const LEAGUE_SEARCH_DEBOUNCE_MS = 300;

interface LeagueSearchProps {
  sportId: number;
  onBack: () => void;
  /** The bettor picked a league: show its matches. */
  onPick: (leagueId: string) => void;
}

/** The league search screen. */
export default function LeagueSearchView({ sportId, onBack, onPick }: LeagueSearchProps) {
  const { t, lang } = useT(['explore']);
  const { host, go } = useListContext();
  const token = useStore(getRuntime().token);
  const [access, setAccess] = useState<'checking' | 'in' | 'out'>('checking');
  const [name, setName] = useState('');
  const [leagues, setLeagues] = useState<League[] | 'loading' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);

  // Refreshed first, and again on every login or logout while the screen is open.
  useEffect(() => {
    let alive = true;
    setAccess('checking');
    const settle = (loggedIn: boolean) => {
      if (!alive) return;
      setAccess(loggedIn ? 'in' : 'out');
      if (!loggedIn) requireLogin('leagueSearch', host());
    };
    if (!token) settle(false);
    else
      import('../../state/session/userActions').then(
        (actions) => actions.refreshLogin().then(settle),
        () => settle(!!getRuntime().token.get()),
      );
    return () => {
      alive = false;
    };
  }, [token]);

  useEffect(() => {
    if (access !== 'in') return;
    let alive = true;
    setLeagues('loading');
    const timer = setTimeout(
      () =>
        api()
          .leagueSearch(name.trim(), sportId)
          .then(
            (found) => alive && setLeagues(found),
            () => alive && setLeagues('failed'),
          ),
      LEAGUE_SEARCH_DEBOUNCE_MS,
    );
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [access, name, sportId, lang, attempt]);

  const pick = (league: League) => {
    onPick(league.id);
    go(leagueResultPath(league.id));
  };

  return (
    <div ref={withCss} className="sport-explore" part="league-search">
      <div className="sport-explore-bar">
        <button type="button" className="sport-link" onClick={onBack}>
          {t('explore:back')}
        </button>
        <h2>{t('explore:leagues.title')}</h2>
      </div>
      {access === 'checking' ? (
        <StateView kind="loading" />
      ) : access === 'out' ? (
        <StateView
          kind="empty"
          message={t('explore:leagues.needLogin')}
          action={
            <button type="button" className="sport-button" onClick={() => requireLogin('leagueSearch', host())}>
              {t('common:login')}
            </button>
          }
        />
      ) : (
        <>
          <div role="search" className="sport-explore-bar">
            <input
              type="search"
              value={name}
              maxLength={SEARCH_TERM_MAX}
              aria-label={t('explore:leagues.label')}
              placeholder={t('explore:leagues.label')}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          {leagues === 'loading' ? (
            <StateView kind="loading" />
          ) : leagues === 'failed' ? (
            <StateView kind="error" onRetry={() => setAttempt((n) => n + 1)} />
          ) : leagues.length === 0 ? (
            <StateView kind="empty" message={t('explore:leagues.none')} />
          ) : (
            <ul className="sport-league-results" part="league-results">
              {leagues.map((league) => (
                <li key={league.id}>
                  <button
                    type="button"
                    className="sport-league"
                    aria-label={t('explore:leagues.pick', { name: league.name, count: league.matchCount })}
                    onClick={() => pick(league)}
                  >
                    {league.logoUrl ? (
                      <img src={league.logoUrl} alt="" width="20" height="20" loading="lazy" />
                    ) : (
                      <span className="sport-league-logo" aria-hidden="true" />
                    )}
                    <span className="sport-league-name">{league.name}</span>
                    <span className="sport-count">{league.matchCount}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
