// One list of orders (unsettled, settled or anchor bets): loading, error with retry, empty, and pages of 50
// loaded as the user scrolls, virtualized. The unsettled list polls cash-out prices while it is shown.
import { useCallback, useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import type { BetOrder } from '../../domain/types';
import { watchCashOutPrices } from '../../state/history/cashout';
import { historyState, loadMore, refreshView, reloadView } from '../../state/history/lists';
import { placedBets } from '../../state/page/placedBets';
import { watchPendingOrders } from '../../state/history/pending';
import { StateView } from '../../ui/StateView';
import { VirtualList } from '../../ui/VirtualList';
import { useT } from '../../ui/i18n';
import { OrderCard } from './OrderCard';

type OrderView = 'unsettled' | 'settled' | 'anchor';

/** Height guess of an order card before it is measured (a single with its cash-out row). */
const CARD_ESTIMATE_PX = 180;

/** The orders of one view. */
export function OrderList({ view }: { view: OrderView }) {
  const { t } = useT(['history']);
  const list = useSnapshot(historyState()).orders[view];
  const onEnd = useCallback(() => void loadMore(view), [view]);

  useEffect(() => {
    if (view !== 'unsettled') return undefined;
    const stopPrices = watchCashOutPrices();
    const stopStatuses = watchPendingOrders();
    // A bet placed in the slip shows here at once, pending, and follows the order-status poll.
    const stopPlaced = placedBets().listen(() => void refreshView('unsettled'));
    return () => {
      stopPrices();
      stopStatuses();
      stopPlaced();
    };
  }, [view]);

  if (list.status === 'error')
    return (
      <StateView kind="error" message={t(list.errorKey ?? 'errors:loadFailed')} onRetry={() => void reloadView(view)} />
    );
  if (list.status !== 'ready') return <StateView kind="loading" />;
  if (list.items.length === 0)
    return <StateView kind="empty" message={t(view === 'unsettled' ? 'history:emptyUnsettled' : 'history:empty')} />;

  const footer = list.loadingMore ? (
    <p className="history-footer" role="status">
      {t('history:loadingMore')}
    </p>
  ) : list.errorKey ? (
    <StateView kind="error" message={t(list.errorKey)} onRetry={onEnd} />
  ) : !list.hasMore ? (
    <p className="history-footer">{t('history:end')}</p>
  ) : null;

  return (
    <VirtualList
      className="history-scroll"
      label={t(`history:tab.${view}`)}
      items={list.items as readonly BetOrder[]}
      getKey={(order) => order.id}
      estimateSize={() => CARD_ESTIMATE_PX}
      renderItem={(order) => <OrderCard order={order} />}
      onEndReached={list.hasMore ? onEnd : undefined}
      footer={footer}
    />
  );
}
