// Sharing a bet in the chat (晒单): the user's orders that the spec's rule allows here (chatOrderHistory: this
// room's match, single, confirmed or settled, at least the coin's minimum stake; at most showCount), each with
// Share. The shared card arrives in the log as an order message; past the room's limit the server says R06.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { loadOrderHistory, shareOrder } from '../../state/live/showOrder';
import type { RoomState } from '../../state/live/rooms';
import { Dialog } from '../../ui/Dialog';
import { useT } from '../../ui/i18n';
import { adoptChatToolsCss } from './chatToolsCss';
import { OrderCard } from './OrderCard';

/** The show-order picker of a room. */
export default function ShowOrderDialog({ room, onClose }: { room: RoomState; onClose: () => void }) {
  const { t } = useT(['live']);
  const chat = useSnapshot(room.chat);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const load = () => {
    setErrorKey(null);
    void loadOrderHistory(room.liveRoomId).then((result) => setErrorKey(result.ok ? null : result.errorKey));
  };
  useEffect(load, [room.liveRoomId]);
  const share = async (orderId: string) => {
    const result = await shareOrder(room.liveRoomId, orderId);
    if (result.ok) onClose();
    else setErrorKey(result.errorKey);
  };
  const orders = chat.chatOrderHistory;
  return (
    <Dialog open title={t('live:chat.showOrderTitle')} onClose={onClose} sheet>
      <div ref={adoptChatToolsCss} className="live-share">
        <p className="live-muted">{t('live:chat.showOrderRule', { n: chat.orderShowRule.showCount })}</p>
        {errorKey && (
          <p className="live-error" role="alert">
            {t(errorKey)}{' '}
            <button type="button" className="live-link" onClick={load}>
              {t('common:retry')}
            </button>
          </p>
        )}
        {orders === null || (chat.shaiLoading && orders.length === 0) ? (
          !errorKey && <p className="live-muted">{t('common:loading')}</p>
        ) : orders.length === 0 ? (
          <p className="live-muted">{t('live:chat.showOrderEmpty')}</p>
        ) : (
          <ul className="live-share-list">
            {orders.map((order) => (
              <li key={order.orderId}>
                <OrderCard order={order} />
                <button
                  type="button"
                  className="sport-button"
                  disabled={chat.shaiLoading}
                  onClick={() => void share(order.orderId)}
                >
                  {t('live:chat.share')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
