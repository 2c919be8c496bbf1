// The room header: back to the list, host name, live state, popularity and viewers online.
import { useSnapshot } from 'valtio/react';
import type { RoomState } from '../../state/live/rooms';
import { useT } from '../../ui/i18n';
import { LiveBadge } from './LiveBadge';

/** Header of a room. */
export function RoomHeader({ room, onBack }: { room: RoomState; onBack: () => void }) {
  const { t } = useT(['live']);
  const { hostName, hostId, liveStatus, popularity, online } = useSnapshot(room);
  return (
    <header className="live-header" part="room-header">
      <button type="button" className="live-back" onClick={onBack} aria-label={t('live:backToList')}>
        <span aria-hidden="true">‹</span>
      </button>
      <h2 className="live-host">{hostName || hostId}</h2>
      <LiveBadge liveStatus={liveStatus} />
      <span className="live-muted">{t('live:popularity', { n: popularity })}</span>
      {online !== null && <span className="live-muted">{t('live:online', { n: online })}</span>}
    </header>
  );
}
