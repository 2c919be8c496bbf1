// The anchor list: each host's avatar, live state, popularity and match, the hosts the user follows first; a
// card opens the room.
import { useSnapshot } from 'valtio/react';
import type { Anchor } from '../../domain/types';
import { followedFirst } from '../../domain/roomGames';
import { liveAnchors, loadAnchors } from '../../state/live/anchors';
import { follows } from '../../state/live/follows';
import { Avatar } from '../../ui/Avatar';
import { StateView } from '../../ui/StateView';
import { useT } from '../../ui/i18n';
import { LiveBadge } from './LiveBadge';

/** Anchor cards, live first then by popularity; a failure offers a retry. */
export function AnchorList({ onOpen }: { onOpen: (anchor: Anchor) => void }) {
  const { t } = useT(['live', 'room']);
  const state = useSnapshot(liveAnchors());
  const { hostIds } = useSnapshot(follows());
  if (state.status === 'error')
    return (
      <StateView kind="error" message={t(state.errorKey ?? 'errors:loadFailed')} onRetry={() => void loadAnchors()} />
    );
  if (state.status !== 'ready') return <StateView kind="loading" />;
  if (state.anchors.length === 0) return <StateView kind="empty" message={t('live:list.none')} />;
  return (
    <section aria-labelledby="live-list-title">
      <h2 id="live-list-title" className="sport-title">
        {t('live:list.title')}
      </h2>
      <ul className="live-anchors" part="anchors">
        {followedFirst(state.anchors, hostIds).map((anchor) => {
          const names = anchor.matchId ? state.matchNames[anchor.matchId] : undefined;
          const followed = hostIds.includes(anchor.hostId);
          return (
            <li key={anchor.liveRoomId}>
              <button
                type="button"
                className="live-anchor"
                part="anchor"
                data-room={anchor.liveRoomId}
                data-followed={followed || undefined}
                onClick={() => onOpen(anchor as Anchor)}
              >
                <Avatar photoId={anchor.hostPhotoId} name={anchor.hostName || anchor.hostId} />
                <span className="live-anchor-host">
                  {anchor.hostName || anchor.hostId}
                  {followed && <span className="live-followed">{t('room:follow.following')}</span>}
                </span>
                <LiveBadge liveStatus={anchor.liveStatus} />
                <span className="live-muted">{t('live:popularity', { n: anchor.popularity })}</span>
                <span className="live-anchor-match">
                  {names
                    ? t('live:list.match', { home: names.home, away: names.away })
                    : anchor.matchId
                      ? ''
                      : t('live:list.entertainment')}
                </span>
                {names?.league && <span className="live-muted live-anchor-league">{names.league}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
