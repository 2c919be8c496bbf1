// Analysis: intelligence, head to head, recent form, league ranking, upcoming matches, goal distribution and injuries.
import type { BriefMatch } from '../../api/codecs/matchData';
import { formatMatchTime } from '../../i18n/dates';
import { useT } from '../../ui/i18n';
import type { PanelProps } from './panelProps';
import { useExtra } from './useExtra';
import { IntelligenceBlock } from './IntelligenceBlock';

/** Goal distribution bands of 15 minutes (the last band holds stoppage time). */
export function goalBands(
  goals: readonly { minute: number; side: 'home' | 'away' }[],
): { from: number; home: number; away: number }[] {
  const bands = [0, 15, 30, 45, 60, 75].map((from) => ({ from, home: 0, away: 0 }));
  for (const goal of goals) bands[Math.min(5, Math.floor(Math.max(0, goal.minute - 1) / 15))][goal.side] += 1;
  return bands;
}

function Matches({ title, rows, upcoming }: { title: string; rows: readonly BriefMatch[]; upcoming?: boolean }) {
  const { t, lang } = useT(['detail']);
  return (
    <div className="detail-analysis-block">
      <h4>{title}</h4>
      {rows.length === 0 ? (
        <p className="detail-muted">{t('detail:noData')}</p>
      ) : (
        <ul>
          {rows.slice(0, 5).map((row) => (
            <li key={row.matchId}>
              <time className="detail-muted">{formatMatchTime(row.beginTime, lang)}</time> {row.home}{' '}
              {upcoming ? t('detail:vs') : `${row.score.home}-${row.score.away}`} {row.away}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The analysis section. */
export function AnalysisSection({ match, sport }: PanelProps) {
  const { t } = useT(['detail']);
  const { value: a, status } = useExtra(match.id, 'analysis', sport, match.status);
  const home = match.home.name;
  const away = match.away.name;
  return (
    <section className="detail-section" part="analysis" aria-labelledby={`analysis-${match.id}`}>
      <h3 id={`analysis-${match.id}`}>{t('detail:analysis.title')}</h3>
      <IntelligenceBlock match={match} sport={sport} />
      {!a ? (
        <p className="detail-muted">{t(status === 'loading' ? 'common:loading' : 'detail:noData')}</p>
      ) : (
        <>
          <Matches title={t('detail:analysis.h2h')} rows={a.history} />
          <Matches title={t('detail:analysis.recent', { team: home })} rows={a.homeLast} />
          <Matches title={t('detail:analysis.recent', { team: away })} rows={a.awayLast} />
          <div className="detail-analysis-block">
            <h4>{t('detail:analysis.ranking')}</h4>
            {a.ranking.length === 0 ? (
              <p className="detail-muted">{t('detail:noData')}</p>
            ) : (
              <table className="detail-ranking">
                <thead>
                  <tr>
                    <th scope="col">{t('detail:analysis.rank')}</th>
                    <th scope="col">{t('detail:analysis.team')}</th>
                    <th scope="col">{t('detail:analysis.played')}</th>
                    <th scope="col">{t('detail:analysis.points')}</th>
                  </tr>
                </thead>
                <tbody>
                  {a.ranking.map((row) => (
                    <tr key={row.team} data-current={row.team === home || row.team === away || undefined}>
                      <td>{row.rank}</td>
                      <td>{row.team}</td>
                      <td>{row.played}</td>
                      <td>{row.points}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
          <Matches title={t('detail:analysis.upcoming', { team: home })} rows={a.homeFuture} upcoming />
          <Matches title={t('detail:analysis.upcoming', { team: away })} rows={a.awayFuture} upcoming />
          <div className="detail-analysis-block">
            <h4>{t('detail:analysis.goalDist')}</h4>
            <table className="detail-goal-dist">
              <thead>
                <tr>
                  <th scope="col">{t('detail:analysis.minutes')}</th>
                  <th scope="col">{home}</th>
                  <th scope="col">{away}</th>
                </tr>
              </thead>
              <tbody>
                {goalBands(a.goalDist).map((band) => (
                  <tr key={band.from}>
                    <th scope="row">{`${band.from}-${band.from + 15}`}</th>
                    <td>{band.home}</td>
                    <td>{band.away}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="detail-analysis-block">
            <h4>{t('detail:analysis.injuries')}</h4>
            {a.injury.length === 0 ? (
              <p className="detail-muted">{t('detail:analysis.noInjuries')}</p>
            ) : (
              <ul>
                {a.injury.map((row) => (
                  <li key={`${row.team}-${row.player}`}>
                    {row.player} ({row.team}){row.reason && ` · ${row.reason}`}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}
