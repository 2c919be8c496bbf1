// The orders of a submission, a line each: its pick (a single) or series (a multiple), the odds the server
// accepted, its status and number. Open bets show these; the receipt adds stakes and returns (ReceiptLines).
import { combinedOdds } from '../../domain/combinedOdds';
import { formatOdds, priceFormat } from '../../domain/oddsDisplay';
import { orderStatusGroup } from '../../domain/orderStatus';
import type { Submission } from '../../state/slip/ledger';
import { useT } from '../../ui/i18n';
import { seriesText } from '../../ui/seriesText';
import { useOddsFormat } from './useSlip';
import { seriesReceiptLine } from '../../domain/parlayReceipt';
import { Num } from '../../ui/Num';

/** The series that is one bet of every leg (n串1: combination n, series number 1); its odds multiply into one price. */
const isOneBet = (series: Submission['series'][number] | undefined, legs: number) =>
  series?.seriesValue === 1 && series.itemCount === legs;

/** A multiple's bet kind in figures: count × stake = total, what it returns, and a price better than the one shown. */
function SeriesMoney({ sub, index, legOdds }: { sub: Submission; index: number; legOdds: readonly number[] }) {
  const { t } = useT(['slip']);
  const series = sub.series[index];
  if (!series) return null;
  const line = seriesReceiptLine({
    itemCount: series.itemCount,
    seriesValue: series.seriesValue,
    unitStake: series.unitStake,
    legOdds,
    shown: sub.seriesShown?.[index],
  });
  return (
    <span className="slip-series-money" data-field="series-money">
      <Num>{line.bets}</Num> × <Num>{line.unit}</Num> = <Num field="series-total">{line.total}</Num> {sub.currencyId} ·{' '}
      {t('slip:toReturn')}: <Num field="series-return">{line.potentialReturn}</Num> {sub.currencyId}
      {line.betterThan && (
        <>
          {' '}
          · <span data-field="better-than">{t('slip:betterThan', { odds: line.betterThan })}</span>
        </>
      )}
    </span>
  );
}

export function OrderLines({ sub }: { sub: Submission }) {
  const { t } = useT(['slip']);
  const userFormat = useOddsFormat();
  // A single's price in the user's format when it has a line; a multiple's legs multiply, so European.
  const format = (i: number) => priceFormat(userFormat, sub.kind === 'single' ? sub.picks[i]?.line : undefined);
  return (
    <ul className="slip-orders">
      {sub.orders.map((o, i) => {
        const status = orderStatusGroup({ orderStatus: o.status, cashOutList: [] });
        return (
          <li key={o.orderId} data-status={status}>
            <span>
              {sub.kind === 'single' ? (
                <>
                  <bdi>{sub.picks[i]?.home}</bdi> - <bdi>{sub.picks[i]?.away}</bdi>
                </>
              ) : (
                // One bet (an n串1 of every leg): its combined odds, to compare with the slip's "2串1 @ 3.40".
                `${seriesText(t, sub.seriesLabels[i] ?? '')}${isOneBet(sub.series[i], o.odds.length) ? ` @ ${combinedOdds(o.odds)}` : ''}`
              )}
            </span>
            <span>
              {/* Legs multiply only in a bet of every leg; doubles and systems list the legs' accepted odds. */}
              {t('slip:acceptedOdds', {
                odds: o.odds
                  .map((odds) => formatOdds(odds, format(i)))
                  .join(sub.kind === 'single' || isOneBet(sub.series[i], o.odds.length) ? ' × ' : ', '),
              })}
            </span>
            {sub.kind === 'multiple' && <SeriesMoney sub={sub} index={i} legOdds={o.odds} />}
            <span className="slip-status">{t(`slip:status.${status}`)}</span>
            <small>{t('slip:orderNo', { id: o.orderId })}</small>
          </li>
        );
      })}
    </ul>
  );
}
