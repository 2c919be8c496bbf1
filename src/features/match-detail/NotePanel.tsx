// The note tab: the match's facts and the betting note.
import { matchFormatOf } from '../../domain/matchFormat';
import { formatMatchTime } from '../../i18n/dates';
import { useT } from '../../ui/i18n';
import type { PanelProps } from './panelProps';

/** The sports with rules of their own in the sportRules namespace. */
const RULE_SPORTS: ReadonlySet<string> = new Set([
  'football',
  'basketball',
  'tennis',
  'volleyball',
  'hockey',
  'tabletennis',
]);

/** League, kick-off, venue, format, and the rules reminder. */
export function NotePanel({ match, sport }: PanelProps) {
  const { t, lang } = useT(['detail', 'sportRules']);
  // The sport's own settlement rules where there are some (football's are not tennis's), else the general note.
  const format = matchFormatOf(match.formatId ?? match.bestOf);
  const rules = sport && RULE_SPORTS.has(sport) ? t(`sportRules:sport.${sport}.text`) : t('detail:note.rules');
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
      {format && (
        <>
          <dt>{t('detail:note.format')}</dt>
          <dd part="format">
            {format.kind === 'bestOf'
              ? t('detail:note.bestOf', { n: format.n, context: sport })
              : t(`detail:note.${({ 2: 'halves', 4: 'quarters' } as const)[format.periods] ?? 'periods'}`, {
                  periods: format.periods,
                  minutes: format.minutes,
                })}
          </dd>
        </>
      )}
      <dt>{t('detail:note.rulesTitle')}</dt>
      <dd className="detail-rules">{rules}</dd>
    </dl>
  );
}
