// The orders of a submission, a line each: its pick (a single) or series (a multiple), the odds the server
// accepted, its status and number. Open bets show these; the receipt adds stakes and returns (ReceiptLines).
import { formatOdds, priceFormat } from '../../domain/oddsDisplay';
import { orderStatusGroup } from '../../domain/orderStatus';
import type { Submission } from '../../state/slip/ledger';
import { useT } from '../../ui/i18n';
import { useOddsFormat } from './useSlip';

export function OrderLines({ sub }: { sub: Submission }) {
  const { t } = useT(['slip']);
  const userFormat = useOddsFormat();
  // A single's price in the user's format when it has a line; a multiple's legs multiply, so European.
  const format = (i: number) => priceFormat(userFormat, sub.kind === 'single' ? sub.picks[i]?.line : undefined);
  return (
    <ul className="slip-orders">
      {sub.orders.map((o, i) => (
        <li key={o.orderId} data-status={orderStatusGroup({ orderStatus: o.status, cashOutList: [] })}>
          <span>
            {sub.kind === 'single' ? `${sub.picks[i]?.home ?? ''} - ${sub.picks[i]?.away ?? ''}` : sub.seriesLabels[i]}
          </span>
          <span>{t('slip:acceptedOdds', { odds: o.odds.map((odds) => formatOdds(odds, format(i))).join(' × ') })}</span>
          <span>{t(`slip:status.${orderStatusGroup({ orderStatus: o.status, cashOutList: [] })}`)}</span>
          <small>{t('slip:orderNo', { id: o.orderId })}</small>
        </li>
      ))}
    </ul>
  );
}
