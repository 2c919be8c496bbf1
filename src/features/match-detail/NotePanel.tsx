// The note tab: the match's facts and the betting note.
import { formatMatchTime } from '../../i18n/dates';
import { useT } from '../../ui/i18n';
import type { PanelProps } from './panelProps';

/** League, kick-off, venue, format, and the rules reminder. */
export function NotePanel({ match, sport }: PanelProps) {
  const { t, lang } = useT(['detail']);
  return (
    <dl className="detail-facts" part="note">
      <dt>{t('detail:note.league')}</dt>
      <dd>{match.league.name}</dd>
      <dt>{t('detail:note.beginTime')}</dt>
      <dd>{formatMatchTime(match.beginTime, lang)}</dd>
      {match.neutral && (
        <>
          <dt>{t('detail:note.venue')}</dt>
          <dd>{t('detail:note.neutral')}</dd>
        </>
      )}
      {match.bestOf ? (
        <>
          <dt>{t('detail:note.format')}</dt>
          <dd>{t('detail:note.bestOf', { n: match.bestOf, context: sport })}</dd>
        </>
      ) : null}
      <dt>{t('detail:note.rulesTitle')}</dt>
      <dd>{t('detail:note.rules')}</dd>
    </dl>
  );
}
