// Line-ups: each team's logo, starters and backups, and the incidents (goals, cards) by minute.
import type { TeamLineup } from '../../api/codecs/matchData';
import { useT } from '../../ui/i18n';
import type { PanelProps } from './panelProps';
import { useExtra } from './useExtra';

function Team({ team }: { team: TeamLineup }) {
  const { t } = useT(['detail']);
  const players = (list: TeamLineup['starters']) => (
    <ul>
      {list.map((p, i) => (
        <li key={`${p.number ?? i}-${p.name}`}>
          {p.number !== undefined && <span className="detail-number">{p.number}</span>} {p.name}
          {p.position && <span className="detail-muted"> {p.position}</span>}
        </li>
      ))}
    </ul>
  );
  return (
    <div className="detail-lineup-team">
      <h4 className="detail-lineup-name">
        {team.logo && <img className="detail-crest" src={team.logo} alt="" width={24} height={24} />}
        {team.name}
      </h4>
      <p className="detail-muted">{t('detail:lineups.starters')}</p>
      {players(team.starters)}
      <p className="detail-muted">{t('detail:lineups.backups')}</p>
      {players(team.backups)}
    </div>
  );
}

/** The line-ups section. */
export function LineupSection({ match, sport }: PanelProps) {
  const { t } = useT(['detail']);
  const { value: lineups, status } = useExtra(match.id, 'lineups', sport, match.status);
  return (
    <section className="detail-section" part="lineups" aria-labelledby={`lineups-${match.id}`}>
      <h3 id={`lineups-${match.id}`}>{t('detail:lineups.title')}</h3>
      {!lineups ? (
        <p className="detail-muted">{t(status === 'loading' ? 'common:loading' : 'detail:noData')}</p>
      ) : (
        <>
          <div className="detail-lineups">
            <Team team={lineups.home} />
            <Team team={lineups.away} />
          </div>
          <h4>{t('detail:lineups.incidents')}</h4>
          {lineups.incidents.length === 0 ? (
            <p className="detail-muted">{t('detail:noData')}</p>
          ) : (
            <ol className="detail-incidents">
              {lineups.incidents.map((incident, i) => (
                <li key={i} data-side={incident.side}>
                  {t('detail:lineups.incident', {
                    minute: incident.minute,
                    team: incident.side === 'home' ? match.home.name : match.away.name,
                    type: t(`detail:lineups.type.${incident.type}`, { defaultValue: incident.type }),
                  })}
                  {incident.player && ` · ${incident.player}`}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
