// The match results view (spec §2): sport, date range and league filter; each result with its final
// score and the scores by period. Results come 50 a page with a "more" button; failures offer a retry.
import { useEffect, useId, useState } from 'react';
import { MATCH_PAGE_SIZE, THIS_WEEK_DAYS } from '../../domain/constants';
import { formatDate, lastDaysRange } from '../../domain/dates';
import { GOAL_TYPE_GROUP } from '../../domain/matches';
import { serverText } from '../../i18n/serverTables';
import { api } from '../../state/page/api';
import { useT } from '../../ui/i18n';
import { StateView } from '../../ui/StateView';
import { startTimeText } from './clock';
import { LeagueFilter } from './LeagueFilter';
import { useListContext } from './listContext';
import type { MatchResult, ResultScore } from '../../domain/types';
import { viewCssRef } from '../../ui/viewCss';
import viewCss from './views.css?inline';

/** Adopts the view's rules into the element's shadow root as its root element attaches. */
const withViewCss = viewCssRef(viewCss);

interface ResultsQuery {
  from: string;
  to: string;
  leagueId: string;
}

/** Score lines of one kind (goals, or points where a sport has no goal lines), ordered by period. */
function periodLines(result: MatchResult): ResultScore[] {
  const lines = result.newScores.length ? result.newScores : result.scores;
  const goals = lines.filter((s) => s.typeGroup === GOAL_TYPE_GROUP);
  return [...(goals.length ? goals : lines)].sort((a, b) => a.period - b.period);
}

const dayStart = (date: string) => new Date(`${date}T00:00:00`).getTime();
const dayEnd = (date: string) => new Date(`${date}T23:59:59.999`).getTime();

/** Results of a sport between two dates (default: this week). */
export function ResultsView({ sportId, onBack }: { sportId: number; onBack: () => void }) {
  const { t, lang, tables } = useListContext();
  const { t: viewText } = useT(['explore']);
  const fromId = useId();
  const toId = useId();
  const [query, setQuery] = useState<ResultsQuery>(() => {
    const [start, end] = lastDaysRange(THIS_WEEK_DAYS, Date.now());
    return { from: formatDate(start), to: formatDate(end), leagueId: '' };
  });
  const [results, setResults] = useState<MatchResult[]>([]);
  const [page, setPage] = useState({ current: 0, pageTotal: 0 });
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  const fetchPage = async (current: number) => {
    setStatus('loading');
    try {
      const answer = await api().resultList({
        sportId,
        startTime: dayStart(query.from),
        endTime: dayEnd(query.to),
        current,
        size: MATCH_PAGE_SIZE,
        ...(query.leagueId ? { leagueIds: [query.leagueId] } : {}),
      });
      setResults((shown) => (current === 1 ? answer.records : [...shown, ...answer.records]));
      setPage({ current, pageTotal: answer.pageTotal });
      setStatus('ready');
    } catch {
      setStatus('failed');
    }
  };

  useEffect(() => {
    void fetchPage(1);
    // A new sport or filter starts again at page 1.
  }, [sportId, query]);

  return (
    <section ref={withViewCss} className="sport-results" part="results" aria-label={viewText('explore:results.title')}>
      <div className="sport-toolbar">
        <button type="button" className="sport-link" onClick={onBack}>
          {viewText('explore:back')}
        </button>
        <label htmlFor={fromId}>{viewText('explore:results.from')}</label>
        <input
          id={fromId}
          type="date"
          value={query.from}
          max={query.to}
          onChange={(e) => e.target.value && setQuery({ ...query, from: e.target.value })}
        />
        <label htmlFor={toId}>{viewText('explore:results.to')}</label>
        <input
          id={toId}
          type="date"
          value={query.to}
          min={query.from}
          onChange={(e) => e.target.value && setQuery({ ...query, to: e.target.value })}
        />
        <LeagueFilter
          sportId={sportId}
          leagueId={query.leagueId}
          onChange={(leagueId) => setQuery({ ...query, leagueId })}
        />
      </div>
      {status === 'failed' && (
        <StateView kind="error" onRetry={() => void fetchPage(Math.max(1, page.current + (results.length ? 1 : 0)))} />
      )}
      {status === 'ready' && results.length === 0 && (
        <StateView kind="empty" message={viewText('explore:results.none')} />
      )}
      <ul className="sport-result-list">
        {results.map((result) => (
          <li key={result.id} className="sport-result" data-match-id={result.id}>
            <div className="sport-row-meta">
              <time dateTime={new Date(result.beginTime).toISOString()}>{startTimeText(result.beginTime, lang)}</time>
              <span className="sport-muted">{result.league.name}</span>
            </div>
            <div className="sport-result-teams">
              <span>{result.home.name}</span>
              <strong className="sport-score">{result.totalScore ?? totalOf(periodLines(result))}</strong>
              <span>{result.away.name}</span>
            </div>
            <dl className="sport-periods">
              {periodLines(result).map((line) => (
                <div key={`${line.period}:${line.typeGroup}`}>
                  <dt>{serverText(tables, 'period', line.period, String(line.period))}</dt>
                  <dd>{line.score ?? `${line.home}-${line.away}`}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {status === 'loading' && <StateView kind="loading" />}
      {status === 'ready' && page.current < page.pageTotal && (
        <button type="button" className="sport-button sport-more" onClick={() => void fetchPage(page.current + 1)}>
          {t('common:more')}
        </button>
      )}
    </section>
  );
}

/** Final score when the server sends no total: the sum of the period lines. */
function totalOf(lines: ResultScore[]): string {
  const sum = lines.reduce((total, l) => ({ home: total.home + l.home, away: total.away + l.away }), {
    home: 0,
    away: 0,
  });
  return `${sum.home}-${sum.away}`;
}
