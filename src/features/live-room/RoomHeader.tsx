// The room header: back to the list, the host's avatar and name, live state, popularity (the same number the
// anchor list shows, kept in step by the anchor poll) and the follow button.
import { useSnapshot } from 'valtio/react';
import type { RoomState } from '../../state/live/rooms';
import { anchorOf } from '../../state/live/anchors';
import { Avatar } from '../../ui/Avatar';
import { useT } from '../../ui/i18n';
import { FollowButton } from './FollowButton';
import { LiveBadge } from './LiveBadge';

/** Header of a room. */
export function RoomHeader({ room, onBack }: { room: RoomState; onBack: () => void }) {
  const { t } = useT(['live']);
  const { hostName, hostId, liveStatus, popularity, liveRoomId } = useSnapshot(room);
  const name = hostName || hostId;
  return (
    <header className="live-header" part="room-header">
      <button type="button" className="live-back" onClick={onBack} aria-label={t('live:backToList')}>
        <span aria-hidden="true">‹</span>
      </button>
      <Avatar photoId={anchorOf(liveRoomId)?.hostPhotoId} name={name} />
      <h2 className="live-host">{name}</h2>
      <LiveBadge liveStatus={liveStatus} />
      <span className="live-muted live-popularity">{t('live:popularity', { n: popularity })}</span>
      <FollowButton hostId={hostId} hostName={name} />
    </header>
  );
}
