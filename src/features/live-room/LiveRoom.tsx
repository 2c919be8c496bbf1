// <sport-live-room>: without live-room-id, the anchor list (polled every 20000 ms); picking a room, or the
// live-room-id attribute, opens the room inside the element.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { liveRoomPath } from '../../domain/liveRoomRoute';
import { getRuntime } from '../../runtime/runtime';
import { watchAnchorProxy } from '../../state/live/anchorProxy';
import { watchAnchors } from '../../state/live/anchors';
import { watchFollows } from '../../state/live/follows';
import { liveRooms } from '../../state/live/rooms';
import { openRoom } from '../../state/live/roomActions';
import { Shell, type ElementProps, SHELL_CSS } from '../../ui/Shell';
import { ODDS_BUTTON_CSS } from '../../ui/OddsButton';
import { StateView } from '../../ui/StateView';
import { AnchorList } from './AnchorList';
import { RoomView } from './RoomView';
import { useHostElement } from './useHostElement';
import ownCss from './live-room.css?inline';
import gamesCss from './room-games.css?inline';

export interface LiveRoomProps extends ElementProps {
  liveRoomId?: string;
  hostId?: string;
}

/** Translation namespaces of the element besides the base ones (preloaded as it connects). */
export const LIVE_ROOM_NAMESPACES = ['live', 'room'];

/** The element's stylesheet: the odds buttons of its live bets, the feature's own rules, its games and moments. */
export const LIVE_ROOM_CSS = `${SHELL_CSS}\n${ODDS_BUTTON_CSS}\n${ownCss}${gamesCss}`;

/** The element's React root. */
export function LiveRoom(props: LiveRoomProps) {
  return (
    <Shell theme={props.theme} mode={props.mode} namespaces={LIVE_ROOM_NAMESPACES}>
      <LiveRoot liveRoomId={props.liveRoomId?.trim() ?? ''} hostId={props.hostId?.trim() ?? ''} />
    </Shell>
  );
}

interface Chosen {
  liveRoomId: string;
  hostId: string;
}

/** Shows the room of the attribute or the one picked from the list; the list otherwise. */
function LiveRoot({ liveRoomId, hostId }: Chosen) {
  const [anchorRef, host] = useHostElement();
  const [chosen, setChosen] = useState<Chosen | null>(liveRoomId ? { liveRoomId, hostId } : null);
  useEffect(() => setChosen(liveRoomId ? { liveRoomId, hostId } : null), [liveRoomId, hostId]);
  // The anchor poll runs while the element shows anything: the list, or a room's popularity and live state.
  useEffect(() => watchAnchors(), []);
  useEffect(() => watchAnchorProxy(), []);
  useEffect(() => watchFollows(), []);

  const go = (next: Chosen | null) => {
    setChosen(next);
    const path = next ? liveRoomPath(next.liveRoomId, next.hostId) : '/newSport/live';
    getRuntime().emit('sport-navigate', { path, element: 'sport-live-room' }, host());
  };

  return (
    <div ref={anchorRef} className="live">
      {chosen ? (
        <RoomGate key={chosen.liveRoomId} {...chosen} onBack={() => go(null)} />
      ) : (
        <AnchorList onOpen={(anchor) => go({ liveRoomId: anchor.liveRoomId, hostId: anchor.hostId })} />
      )}
    </div>
  );
}

/** Opens the room while shown and renders it once its state exists. */
function RoomGate({ liveRoomId, hostId, onBack }: Chosen & { onBack: () => void }) {
  useEffect(() => openRoom(liveRoomId, hostId), [liveRoomId, hostId]);
  const open = useSnapshot(liveRooms().byId);
  const room = liveRoomId in open ? liveRooms().byId[liveRoomId] : undefined;
  if (!room) return <StateView kind="loading" />;
  return <RoomView room={room} onBack={onBack} />;
}
