// A match with a live room (spec §3 Match liveRoomId, hostId) offers it under the scoreboard: the badge asks the
// host page to open the room with sport-navigate to /newSport/live?liveRoomId=…&hostId=… (as the anchor list does).
import { liveRoomPath } from '../../domain/liveRoomRoute';
import { getRuntime } from '../../runtime/runtime';
import { useT } from '../../ui/i18n';
import { useRef } from 'react';

/** The "watch the live room" badge of a match. */
export function LiveRoomBadge({ liveRoomId, hostId }: { liveRoomId: string; hostId?: string }) {
  const { t } = useT(['detail']);
  const ref = useRef<HTMLButtonElement>(null);
  const open = () => {
    const host = (ref.current?.getRootNode() as ShadowRoot | undefined)?.host;
    getRuntime().emit(
      'sport-navigate',
      { path: liveRoomPath(liveRoomId, hostId), element: 'sport-match-detail' },
      host ?? undefined,
    );
  };
  return (
    <button
      ref={ref}
      type="button"
      className="detail-live-room"
      part="live-room-badge"
      data-room={liveRoomId}
      aria-label={t('detail:liveRoom.label')}
      onClick={open}
    >
      <span className="detail-live-dot" aria-hidden="true" />
      {t('detail:liveRoom.open')}
    </button>
  );
}
