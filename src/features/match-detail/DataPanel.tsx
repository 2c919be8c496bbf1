// The data tab: statistics (weather, attacks, possession, shots), line-ups with incidents, and analysis.
import { useT } from '../../ui/i18n';
import { AnalysisSection } from './AnalysisSection';
import type { PanelProps } from './panelProps';
import { LineupSection } from './LineupSection';
import { useServerNames } from './useServerNames';
import { useExtra } from './useExtra';

const PERIOD_ROW = /^period:(\d+)$/;

/** Side-by-side statistics; a bar shows each side's share. */
function StatsSection({ match, sport }: PanelProps) {
  const { t } = useT(['detail']);
  const { periodName } = useServerNames();
  const { value: stats, status } = useExtra(match.id, 'stats', sport, match.status);
  const label = (key: string) => {
    const period = PERIOD_ROW.exec(key);
    return period ? periodName(Number(period[1])) : t(`detail:stats.${key}`);
  };
  return (
    <section className="detail-section" part="statistics" aria-labelledby={`stats-${match.id}`}>
      <h3 id={`stats-${match.id}`}>{t('detail:stats.title')}</h3>
      {!stats || (stats.rows.length === 0 && !stats.weather) ? (
        <p className="detail-muted">{t(status === 'loading' ? 'common:loading' : 'detail:noData')}</p>
      ) : (
        <>
          {stats.weather && (
            <p className="detail-weather">
              {t('detail:stats.weather')}: {stats.weather.condition}
              {stats.weather.temperature !== undefined &&
                ` · ${t('detail:stats.temperature', { value: stats.weather.temperature })}`}
            </p>
          )}
          <table className="detail-stats">
            <tbody>
              {stats.rows.map((row) => {
                const sum = row.home + row.away;
                const share = sum > 0 ? Math.round((row.home / sum) * 100) : 50;
                return (
                  <tr key={row.key} data-stat={row.key}>
                    <td>{row.home}</td>
                    <th scope="row">
                      {label(row.key)}
                      <span className="detail-bar" aria-hidden="true" style={{ ['--share' as string]: `${share}%` }} />
                    </th>
                    <td>{row.away}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

/** Everything of the data tab. */
export function DataPanel(props: PanelProps) {
  return (
    <div className="detail-data">
      <StatsSection {...props} />
      <LineupSection {...props} />
      <AnalysisSection {...props} />
    </div>
  );
}
