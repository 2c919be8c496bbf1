// The live state of a room as a badge: waiting, living (highlighted) or ended.
import { useT } from '../../ui/i18n';
import { liveStateKey } from './liveStateText';

/** A badge naming the room's live state. */
export function LiveBadge({ liveStatus }: { liveStatus: number }) {
  const { t } = useT(['live']);
  return (
    <span className="live-badge" data-state={liveStatus} part="live-badge">
      {t(liveStateKey(liveStatus))}
    </span>
  );
}
