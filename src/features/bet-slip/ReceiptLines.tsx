// The receipt's bets, loaded with the first receipt (the money rules are on the page by then): each single with
// its pick, stake, the odds the server accepted and what they return; a multiple with its legs and total stake,
// then its series as OrderLines shows them. Every order's status moves from pending to confirmed or rejected.
import { formatOdds, priceFormat } from '../../domain/oddsDisplay';
import { OddsType } from '../../domain/enums';
import { roundMoney } from '../../domain/exactMoney';
import { potentialReturn } from '../../domain/money';
import { orderStatusGroup } from '../../domain/orderStatus';
import type { Submission, SubmittedPick } from '../../state/slip/ledger';
import { useT } from '../../ui/i18n';
import { OrderLines } from './OrderLines';
import { useOddsFormat } from './useSlip';
import { PickText } from '../../ui/PickText';
import { Num } from '../../ui/Num';

/** A receipt's pick: the match, the market, the side in words and its price ("Newcastle United -0.25 @ 1.95"). */
function PickLine({ p, odds }: { p: SubmittedPick; odds: string }) {
  return (
    <>
      {/* Each name isolated: a Latin team in an Arabic line keeps its place when the line wraps. */}
      <bdi>{p.home}</bdi> - <bdi>{p.away}</bdi> · <bdi>{p.marketName}</bdi> · <PickText pick={p} /> @ <Num>{odds}</Num>
    </>
  );
}

export function ReceiptLines({ sub }: { sub: Submission }) {
  const { t } = useT(['slip']);
  const format = useOddsFormat();
  const status = (s: number) => orderStatusGroup({ orderStatus: s, cashOutList: [] });
  if (sub.kind === 'multiple') {
    return (
      <div className="slip-receipt-bet">
        <ul className="slip-receipt-legs">
          {sub.picks.map((p) => (
            <li key={p.matchId}>
              <PickLine p={p} odds={formatOdds(p.odds, OddsType.Europe)} />
            </li>
          ))}
        </ul>
        <p>
          {t('slip:totalStake')}: <Num field="receipt-stake">{roundMoney(sub.amount)}</Num> {sub.currencyId}
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
            <span data-field="receipt-pick">
              {sub.picks[i] && (
                <PickLine p={sub.picks[i]} odds={formatOdds(odds, priceFormat(format, sub.picks[i].line))} />
              )}
            </span>
            <span>
              {t('slip:stake')}: <Num field="receipt-stake">{roundMoney(stake)}</Num> ·{' '}
              {t('slip:acceptedOdds', { odds: formatOdds(odds, priceFormat(format, sub.picks[i]?.line)) })} ·{' '}
              {t('slip:toReturn')}: <Num field="receipt-return">{potentialReturn(stake, [odds])}</Num> {sub.currencyId}
            </span>
            <span className="slip-status">{t(`slip:status.${status(o.status)}`)}</span>
            <small>{t('slip:orderNo', { id: o.orderId })}</small>
          </li>
        );
      })}
    </ul>
  );
}
