// The stage of the room: its stream in the shared player once the viewer presses play (the player's code loads
// then, never with the room), else the host's match scoreboard (or, for an entertainment room, the host and the
// live state) with the play button, or the "no live video" line when the room has no stream; plus the gift tip,
// the red envelope, the off-air countdown and a full-screen button.
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useSnapshot } from 'valtio/react';
import { LiveState } from '../../domain/liveEnums';
import { getRuntime } from '../../runtime/runtime';
import { anchorProxy } from '../../state/live/anchorProxy';
import type { RoomState } from '../../state/live/rooms';
import { requireLogin } from '../../state/session/tracking';
import { useT } from '../../ui/i18n';
import { useStore } from '../../ui/useStore';
import { GIFT_ICON } from './giftIcon';
import { EnvelopeMoment } from './RoomEvents';
import { liveStateKey } from './liveStateText';
import { scoreText } from './matchText';
import { RoomClock } from './RoomClock';
import { useRoomMatch } from './useRoomMatch';

/** The player's place, loaded when the viewer presses play (none of it is in the room's download). */
const VideoSlot = lazy(() => import('../../ui/video/VideoSlot').then((m) => ({ default: m.VideoSlot })));

/** The video area of a room. */
export function VideoArea({ room }: { room: RoomState }) {
  const { t } = useT(['live']);
  const stage = useRef<HTMLDivElement>(null);
  const { liveRoomId, matchId, hostName, hostId, liveStatus, streamUrl } = useSnapshot(room);
  const entry = useRoomMatch(matchId);
  // Pressed play in this room: the player stays (showing "ended" when the host goes off air) until the room changes.
  const [watching, setWatching] = useState(false);
  useEffect(() => setWatching(false), [liveRoomId]);
  const over = liveStatus === LiveState.Ended;
  return (
    <div ref={stage} className="live-stage" part="stage" data-live-state={liveStatus}>
      {watching && (
        <Suspense fallback={null}>
          <VideoSlot
            src={streamUrl}
            stream={liveRoomId}
            ns="live"
            label={hostName || hostId}
            over={over}
            fullScreen={false}
            startMuted={false}
          />
        </Suspense>
      )}
      {entry ? (
        <Scoreboard entry={entry} />
      ) : (
        !watching && (
          <div className="live-placeholder">
            <p className="live-stage-host">{hostName || hostId}</p>
            <p>{t(liveStateKey(liveStatus))}</p>
          </div>
        )
      )}
      {!watching &&
        (streamUrl && !over ? (
          <button type="button" className="sport-button live-watch" part="watch" onClick={() => setWatching(true)}>
            {t('live:player.watch')}
          </button>
        ) : (
          <p className="live-muted live-no-stream">{t('live:noStream')}</p>
        ))}
      <GiftTip room={room} />
      <EnvelopeMoment room={room} />
      <OffCountdown room={room} />
      <ProxyCover stage={stage} />
      <button
        type="button"
        className="live-fullscreen"
        onClick={() =>
          document.fullscreenElement ? void document.exitFullscreen() : void stage.current?.requestFullscreen?.()
        }
      >
        {t('live:fullScreen')}
      </button>
    </div>
  );
}

/** The anchor-proxy cover over the stage: shown to anonymous visitors while the proxy switch is on (spec §4). */
function ProxyCover({ stage }: { stage: RefObject<HTMLDivElement | null> }) {
  const { t } = useT(['live']);
  const { enabled } = useSnapshot(anchorProxy());
  const token = useStore(getRuntime().token);
  if (!enabled || token) return null;
  const host = () => (stage.current?.getRootNode() as ShadowRoot | undefined)?.host;
  return (
    <div className="live-proxy-cover" part="proxy-cover" role="note">
      <p>{t('live:proxyCover')}</p>
      <button type="button" className="sport-button" onClick={() => requireLogin('live-proxy', host())}>
        {t('common:login')}
      </button>
    </div>
  );
}

/** Teams, score, clock and status of the room's match. */
function Scoreboard({ entry }: { entry: NonNullable<ReturnType<typeof useRoomMatch>> }) {
  const { t } = useT(['live']);
  const match = useSnapshot(entry.match);
  return (
    <div className="live-scoreboard" part="scoreboard">
      <span className="live-team">{match.home.name}</span>
      <span className="live-score" aria-label={t('live:score')}>
        {scoreText(match)}
      </span>
      <span className="live-team">{match.away.name}</span>
      <span className="live-muted live-clock">
        <RoomClock match={match} />
      </span>
    </div>
  );
}

/** The newest gift of the room for 3 s: its icon flies in (still for prefers-reduced-motion) beside who sent it. */
function GiftTip({ room }: { room: RoomState }) {
  const { t } = useT(['live']);
  const { tip } = useSnapshot(room.gifts);
  return (
    <div className="live-gift-tip" role="status" aria-live="polite">
      {tip && (
        <span key={tip.seq} className="live-gift-burst" part="gift-burst">
          <span className="live-gift-burst-icon" aria-hidden="true">
            {tip.icon ?? GIFT_ICON}
          </span>
          {t('live:gift.tip', { name: tip.nickName, gift: tip.giftName, n: tip.count })}
        </span>
      )}
    </div>
  );
}

/** H01: seconds left before the host goes off air. */
function OffCountdown({ room }: { room: RoomState }) {
  const { t } = useT(['live']);
  const { offCountdown } = useSnapshot(room.chat);
  if (offCountdown === null) return null;
  return (
    <p className="live-countdown" role="timer">
      {t('live:offCountdown', { n: offCountdown })}
    </p>
  );
}
