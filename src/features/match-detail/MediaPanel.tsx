// Live video: the stream of the chosen line (lines 1 to 3) in the shared player, and how to cast it
// to a TV. The player's code loads with the video tab (src/ui/video), never with the detail.
import { lazy, Suspense, useState } from 'react';
import { MatchStatus } from '../../domain/enums';
import { useT } from '../../ui/i18n';
import type { PanelProps } from './panelProps';
import { useExtra } from './useExtra';

/** The video's place (and, when a stream is about to play, the player): none of it is in the detail's download. */
const VideoSlot = lazy(() => import('../../ui/video/VideoSlot').then((m) => ({ default: m.VideoSlot })));

/** Video lines offered to the user (spec §2: lines 1 to 3). */
export const VIDEO_LINES = [1, 2, 3] as const;

/** The video panel (the animation tab is the tracker's). */
export function MediaPanel({ match, sport }: PanelProps) {
  const { t } = useT(['detail']);
  const { value: media, status } = useExtra(match.id, 'media', sport, match.status);
  const [line, setLine] = useState<number>(1);
  const streams = media?.videos ?? [];
  // A line without its own stream plays the first one (servers often give one source for every line).
  const stream = (match.hasVideo && (streams[line - 1] ?? streams[0])) || null;
  if (status === 'loading' && !media) return <p className="detail-muted">{t('common:loading')}</p>;
  return (
    <div className="detail-media" part="media media-video">
      {/* Lines only where there is video to switch between. */}
      {stream && (
        <div className="detail-lines" role="group" aria-label={t('detail:lines.label')}>
          {VIDEO_LINES.map((n) => (
            <button key={n} type="button" className="detail-chip" aria-pressed={line === n} onClick={() => setLine(n)}>
              {t('detail:lines.line', { n })}
            </button>
          ))}
        </div>
      )}
      <div part="media-screen" data-line={line}>
        <Suspense fallback={<div className="detail-screen" />}>
          <VideoSlot
            src={stream}
            stream={`${match.id}:${line}`}
            ns="detail"
            label={`${match.home.name} – ${match.away.name} · ${t('detail:lines.line', { n: line })}`}
            over={match.status === MatchStatus.Ended && !stream}
            fullScreen
          />
        </Suspense>
      </div>
      <details className="detail-cast" part="cast">
        <summary>{t('detail:cast.title')}</summary>
        <ol>
          <li>{t('detail:cast.step1')}</li>
          <li>{t('detail:cast.step2')}</li>
          <li>{t('detail:cast.step3')}</li>
        </ol>
      </details>
    </div>
  );
}
