// One order: single or parlay (with its series label), status and outcome label, stake and the amount by
// status, every leg, when it was placed, settled or cancelled and the server's remark, and for open orders the
// cash-out controls and the cash-out records.
import { Num } from '../../ui/Num';
import { memo, useEffect } from 'react';
import { displayedAmount, orderProfit } from '../../domain/orderAmount';
import { orderStatusGroup } from '../../domain/orderStatus';
import { roundMoney } from '../../domain/exactMoney';
import { DEFAULT_CURRENCY } from '../../domain/constants';
import type { BetOrder } from '../../domain/types';
import { formatMatchTime } from '../../i18n/dates';
import { showOrderRow } from '../../state/history/cashout';
import { remainingPrincipalOf } from '../../domain/cashoutRules';
import { useT } from '../../ui/i18n';
import { seriesText } from '../../ui/seriesText';
import { CashOutControls } from './CashOutControls';
import { CashOutRecordsButton } from './CashOutRecords';
import { OrderLegs } from './OrderLegs';
import { amountCaptionKey, isOpen, outcomeKey, seriesLabel } from './orderDisplay';

/** An order card; memoized so only orders whose snapshot changed render again. */
export const OrderCard = memo(function OrderCard({ order }: { order: BetOrder }) {
  const { t, lang } = useT(['history']);
  const open = isOpen(order);
  const series = seriesLabel(order);
  const partlyCashedOut = open && order.cashOutList.length > 0;
  const profit = orderProfit(order);

  useEffect(() => (open ? showOrderRow(order.id) : undefined), [open, order.id]);

  return (
    <article
      className="history-order"
      part="order"
      data-status={orderStatusGroup(order)}
      aria-label={t('history:orderId', { id: order.id })}
    >
      <header className="history-order-head">
        <span className="history-kind">{series ? seriesText(t, series) : t('history:single')}</span>
        <span className="history-outcome" data-outcome={outcomeKey(order).split('.').pop()}>
          {t(outcomeKey(order))}
        </span>
      </header>
      <OrderLegs order={order} />
      <dl className="history-amounts">
        <div>
          <dt>{t('history:stake')}</dt>
          <dd>
            <Num>{roundMoney(order.betAmount)}</Num> {order.currencyId}
          </dd>
        </div>
        {partlyCashedOut && (
          <div>
            <dt>{t('history:remaining')}</dt>
            <dd>
              <Num field="remaining">{remainingPrincipalOf(order)}</Num> {order.currencyId}
            </dd>
          </div>
        )}
        <div>
          <dt>{t(amountCaptionKey(order))}</dt>
          <dd>
            <Num field="amount">{displayedAmount(order)}</Num> {order.currencyId}
          </dd>
        </div>
        {profit !== null && (
          <div>
            <dt>{t('history:amount.profit')}</dt>
            <dd>
              <Num field="profit">{profit}</Num> {order.currencyId}
            </dd>
          </div>
        )}
        {order.maxPayoutAmount !== undefined && (
          <div>
            <dt>{t('history:maxPayout')}</dt>
            <dd data-field="max-payout">
              <Num>{roundMoney(order.maxPayoutAmount)}</Num> {order.currencyId}
            </dd>
          </div>
        )}
        {order.exchangeRate !== undefined && order.currencyId !== DEFAULT_CURRENCY && (
          <div>
            <dt>{t('history:exchangeRate')}</dt>
            <dd data-field="exchange-rate">
              <Num>
                1 {order.currencyId} = {order.exchangeRate} {DEFAULT_CURRENCY}
              </Num>
            </dd>
          </div>
        )}
      </dl>
      <footer className="history-order-foot">
        <small>{t('history:orderId', { id: order.id })}</small>
        <small>{t('history:placedAt', { time: formatMatchTime(order.createdTime, lang) })}</small>
        {order.settledTime !== undefined && (
          <small data-field="settled-at">
            {t('history:settledAt', { time: formatMatchTime(order.settledTime, lang) })}
          </small>
        )}
        {order.cancelledTime !== undefined && (
          <small data-field="cancelled-at">
            {t('history:cancelledAt', { time: formatMatchTime(order.cancelledTime, lang) })}
          </small>
        )}
        {order.remark && (
          <small data-field="remark" className="history-remark">
            {t('history:remark', { remark: order.remark })}
          </small>
        )}
        {order.cashOutList.length > 0 && <CashOutRecordsButton order={order} />}
      </footer>
      {open && order.allowSettleInAdvance && <CashOutControls order={order} />}
      {open && !order.allowSettleInAdvance && (
        <p className="history-cashout-none" data-field="cash-out-none">
          {t('history:cashOut.notOffered')}
        </p>
      )}
    </article>
  );
});
