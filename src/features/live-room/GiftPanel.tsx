// The gift list with icons and prices, the user's coins and what the daily gift limit leaves today, sending a
// gift (login needed; not enough coins or past the limit is refused before any request), the room's top-10
// gifters, and the recent lottery winners.
import { useSnapshot } from 'valtio/react';
import { giftRefusal } from '../../domain/roomGames';
import { presentGift } from '../../state/live/gifts';
import type { Gift, RoomState } from '../../state/live/rooms';
import { requireLogin } from '../../state/session/tracking';
import { useT } from '../../ui/i18n';
import { useToast } from '../../ui/Toast';
import { GIFT_ICON } from './giftIcon';
import { viewCssRef } from '../../ui/viewCss';
import giftCss from './gift-panel.css?inline';
import { useHostElement } from './useHostElement';

/** The panel's own rules arrive with its chunk and are adopted as it attaches. */
const withGiftCss = viewCssRef(giftCss);

/** Gift panel of a room. */
export function GiftPanel({ room }: { room: RoomState }) {
  const { t } = useT(['live', 'room']);
  const toast = useToast();
  const [ref, host] = useHostElement();
  const { gifts, balance, sending, winList, leftToday, dailyLimit, top10 } = useSnapshot(room.gifts);
  const send = async (gift: Gift) => {
    if (!requireLogin('live-gift', host())) return;
    const refused = await presentGift(room.liveRoomId, gift);
    toast(
      refused
        ? { title: t(refused), kind: 'error' }
        : { title: t('live:gift.sent', { gift: gift.giftName }), kind: 'success' },
    );
  };
  return (
    <section ref={ref} className="live-gifts" part="gifts" aria-label={t('live:gift.title')}>
      <p ref={withGiftCss} className="live-balance">
        {balance === null ? t('live:gift.loginForBalance') : t('live:gift.balance', { amount: balance })}
      </p>
      {leftToday !== null && dailyLimit !== null && (
        <p className="live-muted live-daily-left">
          {t('room:gift.dailyLeft', { amount: leftToday, limit: dailyLimit })}
        </p>
      )}
      {gifts.length === 0 ? (
        <p className="live-muted">{t('live:gift.none')}</p>
      ) : (
        <ul className="live-gift-list">
          {gifts.map((gift) => (
            <li key={gift.giftId}>
              <button
                type="button"
                className="live-gift"
                disabled={sending}
                data-gift={gift.giftId}
                data-short={balance !== null && giftRefusal(gift.price, 1, balance, leftToday) ? true : undefined}
                onClick={() => void send(gift as Gift)}
              >
                <span className="live-gift-icon" aria-hidden="true">
                  {gift.icon ?? GIFT_ICON}
                </span>
                <span>{gift.giftName}</span>
                <span className="live-muted">{t('live:gift.price', { amount: gift.price })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <h3 className="live-section-title">{t('room:gift.top10')}</h3>
      {top10.length === 0 ? (
        <p className="live-muted">{t('room:gift.noTop')}</p>
      ) : (
        <ol className="live-top10" part="gift-ranking">
          {top10.map((row) => (
            <li key={row.uid} data-rank={row.rank}>
              <span className="live-rank">{row.rank}</span>
              <span className="live-rank-name">{row.nickName}</span>
              <span className="live-muted">{t('live:gift.price', { amount: row.amount })}</span>
            </li>
          ))}
        </ol>
      )}
      {winList.length > 0 && (
        <details className="live-winners">
          <summary>{t('live:lottery.winList')}</summary>
          <ul>
            {winList.map((w, i) => (
              <li key={`${w.uid}-${i}`}>{t('room:lottery.winner', { name: w.nickName, amount: w.prize })}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
