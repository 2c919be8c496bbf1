// Red envelope (G02, open it, the result or a miss) and lottery (G06 running, G07 winners for 60 s).
import { useSnapshot } from 'valtio/react';
import { formatMatchTime } from '../../i18n/dates';
import { dismissEnvelopeResult, receiveRedEnvelope } from '../../state/live/gifts';
import type { RoomState } from '../../state/live/rooms';
import { requireLogin } from '../../state/session/tracking';
import { useT } from '../../ui/i18n';
import { useHostElement } from './useHostElement';

/** The room's red envelope and lottery. */
export function RoomEvents({ room }: { room: RoomState }) {
  const { t, lang } = useT(['live']);
  const [ref, host] = useHostElement();
  const { redEnvelope, envelopeResult, lottery, lotteryResult } = useSnapshot(room.gifts);
  const open = () => {
    if (requireLogin('live-red-envelope', host())) void receiveRedEnvelope(room.liveRoomId);
  };
  if (!redEnvelope && !envelopeResult && !lottery && !lotteryResult) return <div ref={ref} hidden />;
  return (
    <div ref={ref} className="live-events">
      {redEnvelope && (
        <div className="live-envelope" part="red-envelope">
          <span>{t('live:envelope.arrived', { n: redEnvelope.count ?? 0 })}</span>
          <button type="button" className="sport-button" onClick={open}>
            {t('live:envelope.open')}
          </button>
        </div>
      )}
      {envelopeResult && (
        <div className="live-envelope-result" role="status">
          {envelopeResult.kind === 'won'
            ? t('live:envelope.won', { amount: envelopeResult.amount })
            : t('live:envelope.missed')}{' '}
          <button type="button" className="live-link" onClick={() => dismissEnvelopeResult(room.liveRoomId)}>
            {t('common:close')}
          </button>
        </div>
      )}
      {lottery && (
        <p className="live-lottery" part="lottery">
          {t('live:lottery.running', { prize: lottery.prize })}
          {lottery.drawAt !== undefined &&
            ` · ${t('live:lottery.drawAt', { time: formatMatchTime(lottery.drawAt, lang) })}`}
        </p>
      )}
      {lotteryResult && (
        <div className="live-lottery-result" role="status" part="lottery-result">
          <p>{t(lotteryResult.youWon ? 'live:lottery.youWon' : 'live:lottery.drawn')}</p>
          <ul>
            {lotteryResult.winners.map((w, i) => (
              <li key={`${w.uid}-${i}`}>{t('live:lottery.winner', { name: w.nickName, prize: w.prize })}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
