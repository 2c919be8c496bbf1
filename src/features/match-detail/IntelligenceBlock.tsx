// Pre-match intelligence at the top of the analysis: what the score service says about each team and the match.
import { useT } from '../../ui/i18n';
import type { PanelProps } from './panelProps';
import { useExtra } from './useExtra';

/** The intelligence notes; nothing while loading or when the service has none. */
export function IntelligenceBlock({ match, sport }: PanelProps) {
  const { t } = useT(['detail']);
  const { value } = useExtra(match.id, 'intelligence', sport, match.status);
  if (!value) return null;
  const groups = [
    { key: 'home', title: match.home.name, notes: value.home },
    { key: 'away', title: match.away.name, notes: value.away },
    { key: 'neutral', title: t('detail:analysis.matchNotes'), notes: value.neutral },
  ].filter((group) => group.notes.length > 0);
  return (
    <div className="detail-analysis-block" data-block="intelligence">
      <h4>{t('detail:analysis.intelligence')}</h4>
      {groups.map((group) => (
        <div key={group.key}>
          <h5>{group.title}</h5>
          <ul>
            {group.notes.map((note, i) => (
              <li key={i}>{note}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
