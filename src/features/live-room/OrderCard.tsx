// A shown order (晒单) as a card: the match, the pick, stake and odds, what it returned or would return, and
// its status by the spec's chat order display rule (src/domain/chatOrders.ts). Used in the log and the picker.
import { chatOrderDisplay, type ChatOrderHistoryItem } from '../../domain/chatOrders';
import { roundMoney } from '../../domain/exactMoney';
import { useT } from '../../ui/i18n';

/** One order card. */
export function OrderCard({ order }: { order: ChatOrderHistoryItem }) {
  const { t } = useT(['live']);
  const status = chatOrderDisplay(order);
  const open = status === 'waiting';
  return (
    <div className="live-order-card" data-status={status} data-order={order.orderId}>
      <p className="live-order-title">{order.betTitle}</p>
      <p className="live-order-section">{order.betSection}</p>
      <dl className="live-order-figures">
        <div>
          <dt>{t('live:chat.order.stake')}</dt>
          <dd>
            {roundMoney(order.betAmount)} {order.assetSymbol}
          </dd>
        </div>
        <div>
          <dt>{t('live:chat.order.odds')}</dt>
          <dd>{order.odd}</dd>
        </div>
        <div>
          <dt>{t(open ? 'live:chat.order.toReturn' : 'live:chat.order.returned')}</dt>
          <dd>
            {roundMoney(order.wonAmount)} {order.assetSymbol}
          </dd>
        </div>
      </dl>
      <span className="live-order-status">{t(`live:chat.order.status.${status}`)}</span>
    </div>
  );
}
