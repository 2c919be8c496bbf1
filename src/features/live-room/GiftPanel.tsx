// The gift list with prices, the user's coin balance, and sending a gift (login needed; not enough coins is
// refused before any request).
import { useSnapshot } from 'valtio/react';
import { giftUnaffordable, presentGift } from '../../state/live/gifts';
import type { Gift, RoomState } from '../../state/live/rooms';
import { requireLogin } from '../../state/session/tracking';
import { useT } from '../../ui/i18n';
import { useToast } from '../../ui/Toast';
import { useHostElement } from './useHostElement';

/** Gift panel of a room. */
export function GiftPanel({ room }: { room: RoomState }) {
  const { t } = useT(['live']);
  const toast = useToast();
  const [ref, host] = useHostElement();
  const { gifts, balance, sending, winList } = useSnapshot(room.gifts);
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
      <p className="live-balance">
        {balance === null ? t('live:gift.loginForBalance') : t('live:gift.balance', { amount: balance })}
      </p>
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
                data-short={balance !== null && giftUnaffordable(gift, 1, balance) ? true : undefined}
                onClick={() => void send(gift)}
              >
                <span>{gift.giftName}</span>
                <span className="live-muted">{t('live:gift.price', { amount: gift.price })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {winList.length > 0 && (
        <details className="live-winners">
          <summary>{t('live:lottery.winList')}</summary>
          <ul>
            {winList.map((w, i) => (
              <li key={`${w.uid}-${i}`}>{t('live:lottery.winner', { name: w.nickName, prize: w.prize })}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
