// The receipt's bets, loaded with the first receipt (the money rules are on the page by then): each single with
// its pick, stake, the odds the server accepted and what they return; a multiple with its legs and total stake,
// then its series as OrderLines shows them. Every order's status moves from pending to confirmed or rejected.
import { formatOdds, priceFormat } from '../../domain/oddsDisplay';
import { roundMoney } from '../../domain/exactMoney';
import { potentialReturn } from '../../domain/money';
import { orderStatusGroup } from '../../domain/orderStatus';
import type { Submission, SubmittedPick } from '../../state/slip/ledger';
import { useT } from '../../ui/i18n';
import { OrderLines } from './OrderLines';
import { useOddsFormat } from './useSlip';

const pickText = (p: SubmittedPick) => `${p.home} - ${p.away} · ${p.marketName} · ${p.optionName}`;

export function ReceiptLines({ sub }: { sub: Submission }) {
  const { t } = useT(['slip']);
  const format = useOddsFormat();
  const status = (s: number) => orderStatusGroup({ orderStatus: s, cashOutList: [] });
  if (sub.kind === 'multiple') {
    return (
      <div className="slip-receipt-bet">
        <ul className="slip-receipt-legs">
          {sub.picks.map((p) => (
            <li key={p.matchId}>{pickText(p)}</li>
          ))}
        </ul>
        <p>
          {t('slip:totalStake')}: <span data-field="receipt-stake">{roundMoney(sub.amount)}</span> {sub.currencyId}
        </p>
        <OrderLines sub={sub} />
      </div>
    );
  }
  return (
    <ul className="slip-orders">
      {sub.orders.map((o, i) => {
        const stake = sub.singles[i]?.unitStake ?? '0';
        const odds = o.odds[0] ?? sub.picks[i]?.odds ?? 0;
        return (
          <li key={o.orderId} data-status={status(o.status)}>
            <span>{sub.picks[i] ? pickText(sub.picks[i]) : ''}</span>
            <span>
              {t('slip:stake')}: <span data-field="receipt-stake">{roundMoney(stake)}</span> ·{' '}
              {t('slip:acceptedOdds', { odds: formatOdds(odds, priceFormat(format, sub.picks[i]?.line)) })} ·{' '}
              {t('slip:toReturn')}: <span data-field="receipt-return">{potentialReturn(stake, [odds])}</span>{' '}
              {sub.currencyId}
            </span>
            <span>{t(`slip:status.${status(o.status)}`)}</span>
            <small>{t('slip:orderNo', { id: o.orderId })}</small>
          </li>
        );
      })}
    </ul>
  );
}
