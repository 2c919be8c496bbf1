// Text live commentary (program tab), newest first.
import { formatMatchTime } from '../../i18n/dates';
import { useT } from '../../ui/i18n';
import type { PanelProps } from './panelProps';
import { useExtra } from './useExtra';

/** The commentary list. */
export function CommentaryPanel({ match, sport }: PanelProps) {
  const { t, lang } = useT(['detail']);
  const { value: lines, status } = useExtra(match.id, 'commentary', sport, match.status);
  if (!lines?.length)
    return <p className="detail-muted">{t(status === 'loading' ? 'common:loading' : 'detail:commentary.empty')}</p>;
  return (
    <ol className="detail-commentary" part="commentary" aria-label={t('detail:commentary.title')}>
      {lines.map((line) => (
        <li key={line.id}>
          <span className="detail-minute">{line.minute}</span>
          <span>{line.text}</span>
          <time className="detail-muted" dateTime={new Date(line.time).toISOString()}>
            {formatMatchTime(line.time, lang)}
          </time>
        </li>
      ))}
    </ol>
  );
}
