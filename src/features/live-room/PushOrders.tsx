// Orders the host pushed (G04) as cards with a follow button that puts the same pick into the shared slip;
// a recall (G05) removes the card. After a follow the bet panel notice shows for 5 s.
import { useSnapshot } from 'valtio/react';
import { OddsType } from '../../domain/enums';
import { formatOdds } from '../../domain/oddsDisplay';
import type { PushedOrder } from '../../api/codecs/chatFrames';
import { followOrder } from '../../state/live/pushOrders';
import type { RoomState } from '../../state/live/rooms';
import { isPicked, slipSelections } from '../../state/slip/selections';
import { useT } from '../../ui/i18n';
import { useToast } from '../../ui/Toast';

/** The pushed orders of a room. */
export function PushOrders({ room }: { room: RoomState }) {
  const { t } = useT(['live']);
  const { pushed, betPanel } = useSnapshot(room.orders);
  if (pushed.length === 0 && !betPanel) return null;
  return (
    <section className="live-orders" aria-label={t('live:order.title')}>
      {pushed.map((order) => (
        <OrderCard key={order.orderId} liveRoomId={room.liveRoomId} order={order} />
      ))}
      {betPanel && (
        <p className="live-bet-panel" role="status" part="bet-panel">
          {t('live:order.inSlip')}
        </p>
      )}
    </section>
  );
}

function OrderCard({ liveRoomId, order }: { liveRoomId: string; order: PushedOrder }) {
  const { t } = useT(['live']);
  const toast = useToast();
  const slip = useSnapshot(slipSelections());
  const followed = isPicked(slip, order);
  const follow = () => {
    const refused = followOrder(liveRoomId, order);
    if (refused) toast({ title: t(refused), kind: 'error' });
  };
  return (
    <article className="live-order" part="pushed-order" data-order={order.orderId} data-market={order.marketId}>
      <p className="live-order-title">{t('live:order.pushed')}</p>
      <p>
        {order.betName} <strong>@{formatOdds(order.odds, OddsType.Europe)}</strong>
      </p>
      <button type="button" className="sport-button" aria-pressed={followed} disabled={followed} onClick={follow}>
        {t(followed ? 'live:order.followed' : 'live:order.follow')}
      </button>
    </article>
  );
}
