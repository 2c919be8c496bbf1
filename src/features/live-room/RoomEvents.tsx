// The room's moments: a red envelope (G02) drops over the stage with a grab button and then says what it gave
// (or that it was empty: the spec's 'failure'); a lottery (G06) shows its prize and counts down to the draw; its
// winners (G07) show until cleared 60 s later. The animations stop for prefers-reduced-motion.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { ENVELOPE_RESULT_FADE_MS, ENVELOPE_RESULT_MS } from '../../domain/constants';
import { roundMoney } from '../../domain/exactMoney';
import { secondsUntil } from '../../domain/roomGames';
import { getRuntime } from '../../runtime/runtime';
import { dismissEnvelopeResult, receiveRedEnvelope } from '../../state/live/gifts';
import type { RoomState } from '../../state/live/rooms';
import { requireLogin } from '../../state/session/tracking';
import { useT } from '../../ui/i18n';
import { useHostElement } from './useHostElement';

/** The room's lottery: running, then its winners. */
export function RoomEvents({ room }: { room: RoomState }) {
  const { lottery, lotteryResult } = useSnapshot(room.gifts);
  if (!lottery && !lotteryResult) return null;
  return (
    <div className="live-events">
      {lottery && <LotteryCard room={room} />}
      {lotteryResult && <LotteryResult room={room} />}
    </div>
  );
}

/** The red envelope over the stage (also in full screen): grab it, then what it gave. */
export function EnvelopeMoment({ room }: { room: RoomState }) {
  const { t } = useT(['room', 'live']);
  const [ref, host] = useHostElement();
  const { redEnvelope, envelopeResult } = useSnapshot(room.gifts);
  const [grabbing, setGrabbing] = useState(false);
  // "Not now" puts this envelope aside (the stage's controls under it come back); the next envelope shows again.
  const [setAside, setSetAside] = useState<string | null>(null);
  // The result card shows for ENVELOPE_RESULT_MS, then fades and goes by itself, so it never holds the stage.
  const [fading, setFading] = useState<object | null>(null);
  useEffect(() => {
    if (!envelopeResult) return;
    const { lifecycle } = getRuntime();
    let stopFade: (() => void) | undefined;
    const stopShow = lifecycle.after(ENVELOPE_RESULT_MS, () => {
      setFading(envelopeResult);
      stopFade = lifecycle.after(ENVELOPE_RESULT_FADE_MS, () => dismissEnvelopeResult(room.liveRoomId));
    });
    return () => {
      stopShow();
      stopFade?.();
    };
  }, [envelopeResult, room.liveRoomId]);
  if (!envelopeResult && (!redEnvelope || redEnvelope.envelopeId === setAside)) return null;
  const grab = async () => {
    if (!requireLogin('live-red-envelope', host()) || grabbing) return;
    setGrabbing(true);
    await receiveRedEnvelope(room.liveRoomId);
    setGrabbing(false);
  };
  const won = envelopeResult?.kind === 'won';
  return (
    <div
      ref={ref}
      className="live-envelope-moment"
      part="red-envelope"
      role="dialog"
      aria-modal="false"
      aria-labelledby={`envelope-${room.liveRoomId}`}
      data-result={envelopeResult?.kind}
      data-fading={(envelopeResult && fading === envelopeResult) || undefined}
    >
      <div className="live-envelope-card">
        <span className="live-envelope-icon" aria-hidden="true">
          {won ? '🪙' : '🧧'}
        </span>
        <p id={`envelope-${room.liveRoomId}`} className="live-envelope-title">
          {envelopeResult ? t(won ? 'room:envelope.wonTitle' : 'room:envelope.emptyTitle') : t('room:envelope.title')}
        </p>
        {redEnvelope && !envelopeResult && (
          <>
            {redEnvelope.count !== undefined && (
              <p className="live-muted">{t('room:envelope.shares', { n: redEnvelope.count })}</p>
            )}
            <div className="live-envelope-actions">
              <button
                type="button"
                className="sport-button live-envelope-grab"
                disabled={grabbing}
                onClick={() => void grab()}
              >
                {t('room:envelope.grab')}
              </button>
              <button type="button" className="live-link" onClick={() => setSetAside(redEnvelope.envelopeId)}>
                {t('room:envelope.later')}
              </button>
            </div>
          </>
        )}
        {envelopeResult && (
          <>
            <p role="status" className="live-envelope-result">
              {envelopeResult.kind === 'won'
                ? t('live:envelope.won', { amount: roundMoney(envelopeResult.amount) })
                : t('live:envelope.missed')}
            </p>
            <div className="live-envelope-actions">
              <button type="button" className="sport-button" onClick={() => dismissEnvelopeResult(room.liveRoomId)}>
                {t('common:close')}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/** Seconds left until `drawAt`, ticking every second while shown (a runtime-owned timer). */
function useSecondsUntil(drawAt: number | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(
    () => (drawAt === undefined ? undefined : getRuntime().lifecycle.every(1000, () => setNow(Date.now()))),
    [drawAt],
  );
  return drawAt === undefined ? null : secondsUntil(drawAt, now);
}

/** m:ss of a number of seconds. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A running lottery: its prize and the countdown to the draw. */
function LotteryCard({ room }: { room: RoomState }) {
  const { t } = useT(['room']);
  const { lottery } = useSnapshot(room.gifts);
  const left = useSecondsUntil(lottery?.drawAt);
  if (!lottery) return null;
  return (
    <section className="live-lottery" part="lottery" aria-label={t('room:lottery.title')}>
      <span className="live-lottery-icon" aria-hidden="true">
        🎁
      </span>
      <div>
        <p className="live-lottery-title">{t('room:lottery.title')}</p>
        <p>{t('room:lottery.prize', { amount: lottery.prize })}</p>
      </div>
      {left !== null && (
        <p className="live-lottery-countdown" role="timer" aria-live="off">
          {left > 0 ? t('room:lottery.drawIn', { time: clock(left) }) : t('room:lottery.drawing')}
        </p>
      )}
    </section>
  );
}

/** The last draw's winners (cleared by the room after 60 s). */
function LotteryResult({ room }: { room: RoomState }) {
  const { t } = useT(['room', 'live']);
  const { lotteryResult } = useSnapshot(room.gifts);
  if (!lotteryResult) return null;
  return (
    <section className="live-lottery-result" role="status" part="lottery-result" data-won={lotteryResult.youWon}>
      <p className="live-lottery-title">
        <span aria-hidden="true">{lotteryResult.youWon ? '🎉 ' : '🎁 '}</span>
        {t(lotteryResult.youWon ? 'live:lottery.youWon' : 'live:lottery.drawn')}
      </p>
      <ul>
        {lotteryResult.winners.map((w, i) => (
          <li key={`${w.uid}-${i}`}>{t('room:lottery.winner', { name: w.nickName, amount: w.prize })}</li>
        ))}
      </ul>
    </section>
  );
}
