// The legs of an order: league, teams, period, market, pick, odds (European: a leg carries no line, see
// priceFormat), in-play mark,
// score and settled result, and why the leg was cancelled when it was (the server's text, shown as text).
import { useSnapshot } from 'valtio/react';
import { OddsType } from '../../domain/enums';
import { formatOdds } from '../../domain/oddsDisplay';
import type { BetOrder } from '../../domain/types';
import { serverText } from '../../i18n/serverTables';
import { matchText } from '../../state/page/serverText';
import { useT } from '../../ui/i18n';
import { legResultKey } from './orderDisplay';
import { PickText } from '../../ui/PickText';
import { Num } from '../../ui/Num';

/** Every leg of an order. */
export function OrderLegs({ order }: { order: BetOrder }) {
  const { t, lang } = useT(['history']);
  const text = useSnapshot(matchText());
  const tables = text.lang === lang ? text.tables : null;
  return (
    <ol className="history-legs">
      {order.options.map((leg, i) => {
        const result = legResultKey(leg.settledResult);
        return (
          <li key={`${leg.marketId}-${i}`} className="history-leg" part="leg">
            <div className="history-leg-league">{leg.leagueName}</div>
            <div className="history-leg-match">
              {leg.matchName}
              {leg.inPlay && !result && (
                <span className="history-inplay" part="in-play">
                  {t('history:inPlay')}
                </span>
              )}
            </div>
            <div className="history-leg-market">
              {leg.period !== undefined && <span>{serverText(tables, 'period', leg.period, '')}</span>}{' '}
              {leg.marketType !== undefined && <span>{serverText(tables, 'marketType', leg.marketType, '')}</span>}
            </div>
            <div className="history-leg-pick">
              <PickText pick={{ optionName: leg.optionName, team: leg.team }} />
              <span className="history-odds" data-field="odds">
                @<Num>{formatOdds(leg.betOdds, OddsType.Europe)}</Num>
              </span>
            </div>
            {(leg.resultScore || result) && (
              <div className="history-leg-result">
                {leg.resultScore && <span>{t('history:score', { score: leg.resultScore })}</span>}
                {result && <span data-field="leg-result">{t(result)}</span>}
              </div>
            )}
            {leg.cancelReason && (
              <div className="history-leg-cancel" data-field="cancel-reason">
                {t('history:cancelReason', { reason: leg.cancelReason })}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
