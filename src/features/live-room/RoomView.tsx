// One live room: header, then either the lock (spec §4 Room lock) or the video area, the room's match card,
// pushed orders, live bets, red envelope and lottery, and the chat, guessing and gift panels (each can be toggled).
// The lock loads only in a locked room (most are not).
import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { liveAnchors } from '../../state/live/anchors';
import { roomLocked } from '../../state/live/roomActions';
import type { RoomState } from '../../state/live/rooms';
import { StateView } from '../../ui/StateView';
import { useT } from '../../ui/i18n';
import { ChatPanel } from './ChatPanel';
import { LiveBets } from './LiveBets';
import { MatchCard } from './MatchCard';
import { PushOrders } from './PushOrders';
import { RoomEvents } from './RoomEvents';
import { RoomHeader } from './RoomHeader';
import { VideoArea } from './VideoArea';

// The panels behind the toolbar's buttons load when first opened (none of their code is in the room's download).
const GiftPanel = lazy(() => import('./GiftPanel').then((m) => ({ default: m.GiftPanel })));
const GuessPanel = lazy(() => import('./GuessPanel').then((m) => ({ default: m.GuessPanel })));
const RoomLock = lazy(() => import('./RoomLock').then((m) => ({ default: m.RoomLock })));

/** The room screen. */
export function RoomView({ room, onBack }: { room: RoomState; onBack: () => void }) {
  const { t } = useT(['live', 'room']);
  const snap = useSnapshot(room);
  const anchorsReady = useSnapshot(liveAnchors()).status !== 'loading';
  const [chatOpen, setChatOpen] = useState(true);
  const [giftsOpen, setGiftsOpen] = useState(false);
  const [guessOpen, setGuessOpen] = useState(false);
  // The room's kind (entertainment or match) comes from the anchor list; until then the lock cannot be decided.
  const pending = snap.permissionStatus === 'loading' || (snap.matchType < 0 && !anchorsReady);

  return (
    <div className="live-room" part="room" data-room={snap.liveRoomId}>
      <RoomHeader room={room} onBack={onBack} />
      {pending ? (
        <StateView kind="loading" />
      ) : roomLocked(snap) ? (
        <Suspense fallback={<StateView kind="loading" />}>
          <RoomLock room={room} />
        </Suspense>
      ) : (
        <>
          <VideoArea room={room} />
          {snap.matchId && <MatchCard matchId={snap.matchId} hostId={snap.hostId} liveRoomId={snap.liveRoomId} />}
          <PushOrders room={room} />
          <LiveBets room={room} />
          <RoomEvents room={room} />
          <div className="live-toolbar" role="group" aria-label={t('live:toolbar')}>
            <button
              type="button"
              className="live-toggle"
              aria-expanded={chatOpen}
              onClick={() => setChatOpen((open) => !open)}
            >
              {t(chatOpen ? 'live:chat.hide' : 'live:chat.show')}
            </button>
            <button
              type="button"
              className="live-toggle"
              aria-expanded={giftsOpen}
              onClick={() => setGiftsOpen((open) => !open)}
            >
              {t('live:gift.title')}
            </button>
            {snap.matchId && (
              <button
                type="button"
                className="live-toggle"
                aria-expanded={guessOpen}
                onClick={() => setGuessOpen((open) => !open)}
              >
                {t('room:guess.title')}
              </button>
            )}
          </div>
          <Suspense fallback={<StateView kind="loading" />}>
            {guessOpen && <GuessPanel room={room} />}
            {giftsOpen && <GiftPanel room={room} />}
          </Suspense>
          {chatOpen && <ChatPanel room={room} />}
        </>
      )}
    </div>
  );
}
