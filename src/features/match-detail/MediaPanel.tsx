// Animation and live video: the stream of the chosen line (lines 1 to 3) and how to cast it to a TV.
import { useState } from 'react';
import { useT } from '../../ui/i18n';
import type { PanelProps } from './panelProps';
import { useExtra } from './useExtra';

/** Video lines offered to the user (spec §2: lines 1 to 3). */
export const VIDEO_LINES = [1, 2, 3] as const;

/** The animation or video panel. */
export function MediaPanel({ match, sport, kind }: PanelProps & { kind: 'animation' | 'video' }) {
  const { t } = useT(['detail']);
  const { value: media, status } = useExtra(match.id, 'media', sport, match.status);
  const [line, setLine] = useState<number>(1);
  const available = kind === 'animation' ? match.hasAnimation : match.hasVideo;
  const streams = kind === 'animation' ? (media?.animation ? [media.animation] : []) : (media?.videos ?? []);
  // A line without its own stream plays the first one (servers often give one source for every line).
  const stream = streams[line - 1] ?? streams[0];
  if (status === 'loading' && !media) return <p className="detail-muted">{t('common:loading')}</p>;
  return (
    <div className="detail-media" part={`media media-${kind}`}>
      {kind === 'video' && (
        <div className="detail-lines" role="group" aria-label={t('detail:lines.label')}>
          {VIDEO_LINES.map((n) => (
            <button key={n} type="button" className="detail-chip" aria-pressed={line === n} onClick={() => setLine(n)}>
              {t('detail:lines.line', { n })}
            </button>
          ))}
        </div>
      )}
      <div className="detail-screen" part="media-screen" data-stream={available && stream ? stream : undefined}>
        {available && stream ? t('detail:media.stream', { id: stream }) : t('detail:media.unavailable')}
      </div>
      {kind === 'video' && (
        <details className="detail-cast" part="cast">
          <summary>{t('detail:cast.title')}</summary>
          <ol>
            <li>{t('detail:cast.step1')}</li>
            <li>{t('detail:cast.step2')}</li>
            <li>{t('detail:cast.step3')}</li>
          </ol>
        </details>
      )}
    </div>
  );
}
