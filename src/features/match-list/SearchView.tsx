// The match search (spec §2 sport-search): text searched through queryMatchByRecommend, the search history
// (kept in this browser, clearable), the bettor's favourites and the hot live matches. Every match shown is a
// list row, so it opens its detail (or live room) the way the list's rows do.
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { matchStatusGroup } from '../../domain/matches';
import { SEARCH_TERM_MAX } from '../../domain/searchHistory';
import type { Match } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';
import { matchCache, upsertMatches } from '../../state/matches/cache';
import { clearSearchHistory, rememberSearch, searchHistory } from '../../state/matches/searchHistory';
import { api } from '../../state/page/api';
import { matchesApi } from '../../state/page/client';
import { userId } from '../../state/page/userId';
import { useT } from '../../ui/i18n';
import { StateView } from '../../ui/StateView';
import { useStore } from '../../ui/useStore';
import { viewCssRef } from '../../ui/viewCss';
import { layoutRows } from './layout';
import { useListContext } from './listContext';
import type { RowView } from './MatchesView';
import exploreCss from './explore.css?inline';

/** Adopts the view's rules into the element's shadow root as its root element attaches. */
const withCss = viewCssRef(exploreCss);

/** Hot live matches shown before a search. */
export const HOT_LIVE_SHOWN = 10;

type Loaded = string[] | 'loading' | 'failed';

/** Matches from `load` put in the page's match cache; their ids once loaded. Asked again on a language switch. */
function useMatches(load: (() => Promise<Match[]>) | null, key: string): [Loaded, () => void] {
  const { lang } = useListContext();
  const [ids, setIds] = useState<Loaded>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!load) return;
    let alive = true;
    setIds('loading');
    load().then(
      (matches) => {
        if (!alive) return;
        upsertMatches(matches, 'list');
        setIds(matches.map((m) => m.id));
      },
      () => alive && setIds('failed'),
    );
    return () => {
      alive = false;
    };
    // `load` is a fresh closure each render; `key` says what it loads.
  }, [key, lang, attempt]);
  return [ids, () => setAttempt((n) => n + 1)];
}

/** A titled part of the screen, with an optional action beside its title. */
function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="sport-explore-section" aria-labelledby={headingId}>
      <div className="sport-explore-head">
        <h2 id={headingId}>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The list's row renderer, handed down by the list (a static import would split the list's chunk in two). */
type Row = typeof RowView;

/** Match rows (grouped by status and league, as in the list) with their loading, empty and failed states. */
function MatchRows({ ids, empty, onRetry, Row }: { ids: Loaded; empty: string; onRetry: () => void; Row: Row }) {
  if (ids === 'loading') return <StateView kind="loading" />;
  if (ids === 'failed') return <StateView kind="error" onRetry={onRetry} />;
  if (ids.length === 0) return <StateView kind="empty" message={empty} />;
  const { entries } = matchCache();
  return (
    <>
      {layoutRows(ids, (id) => entries[id]?.match).map((row) => (
        <Row key={row.key} row={row} />
      ))}
    </>
  );
}

interface SearchViewProps {
  /** Back to the match list. */
  onBack: () => void;
  /** Opens the league search. */
  onLeagues: () => void;
  Row: Row;
}

/** The search screen, showing matches with the list's `Row`. */
export default function SearchView({ onBack, onLeagues, Row }: SearchViewProps) {
  const { t } = useT(['explore']);
  const token = useStore(getRuntime().token);
  const [text, setText] = useState('');
  const [history, setHistory] = useState(searchHistory);
  // Each user has their own history: a login or logout while the screen is open shows theirs.
  const uid = useStore(userId());
  useEffect(() => setHistory(searchHistory()), [uid]);
  // The term whose results are shown; null before a search (history, favourites and hot live instead).
  const [searched, setSearched] = useState<string | null>(null);

  const [found, retryFound] = useMatches(searched ? () => api().byRecommend(searched) : null, `s:${searched}`);
  const [favourites, retryFavourites] = useMatches(
    token && searched === null
      ? () =>
          matchesApi()
            .matchList({ playType: 'favourite', current: 1 })
            .then((page) => (page.failed ? Promise.reject(new Error('favourites')) : page.records))
      : null,
    `f:${token}:${searched === null}`,
  );
  // Recommended matches before any text: the live ones are the hot live matches.
  const [hot, retryHot] = useMatches(
    searched === null
      ? () =>
          api()
            .byRecommend('')
            .then((list) => list.filter((m) => matchStatusGroup(m.status) === 'live').slice(0, HOT_LIVE_SHOWN))
      : null,
    `h:${searched === null}`,
  );

  const search = (term: string) => {
    const trimmed = term.trim();
    setText(term);
    setSearched(trimmed || null);
    if (trimmed) setHistory(rememberSearch(trimmed));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };

  return (
    <div ref={withCss} className="sport-explore" part="search">
      <form role="search" className="sport-explore-bar" onSubmit={onSubmit}>
        <button type="button" className="sport-link" onClick={onBack}>
          {t('explore:back')}
        </button>
        <input
          type="search"
          value={text}
          maxLength={SEARCH_TERM_MAX}
          aria-label={t('explore:search.label')}
          placeholder={t('explore:search.label')}
          onChange={(e) => {
            setText(e.target.value);
            // Emptying the box shows the start again.
            if (!e.target.value.trim()) setSearched(null);
          }}
        />
        <button type="submit" className="sport-button">
          {t('explore:search.submit')}
        </button>
        <button type="button" className="sport-link" part="league-search-open" onClick={onLeagues}>
          {t('explore:leagues.open')}
        </button>
      </form>
      {searched !== null ? (
        <>
          <p className="sport-visually-hidden" role="status">
            {Array.isArray(found) && t('explore:search.found', { count: found.length })}
          </p>
          <Section title={t('explore:search.results', { text: searched })}>
            <MatchRows ids={found} empty={t('explore:search.none')} onRetry={retryFound} Row={Row} />
          </Section>
        </>
      ) : (
        <>
          {history.length > 0 && (
            <Section
              title={t('explore:search.history')}
              action={
                <button
                  type="button"
                  className="sport-link"
                  onClick={() => {
                    clearSearchHistory();
                    setHistory([]);
                  }}
                >
                  {t('explore:search.clear')}
                </button>
              }
            >
              <ul className="sport-chips" part="search-history">
                {history.map((term) => (
                  <li key={term}>
                    <button type="button" className="sport-chip" onClick={() => search(term)}>
                      {term}
                    </button>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <Section title={t('explore:search.favourites')}>
            {token ? (
              <MatchRows
                ids={favourites}
                empty={t('explore:search.noFavourites')}
                onRetry={retryFavourites}
                Row={Row}
              />
            ) : (
              <StateView kind="empty" message={t('explore:search.favouritesNeedLogin')} />
            )}
          </Section>
          <Section title={t('explore:search.hotLive')}>
            <MatchRows ids={hot} empty={t('explore:search.noHotLive')} onRetry={retryHot} Row={Row} />
          </Section>
        </>
      )}
    </div>
  );
}
