// The slip's legs: league, teams, market, pick, live odds in the user's format, the leg's state (market
// closed / suspended / line changed), an odds change waiting for acceptance, and a remove button.
import { LEG_STATE_MESSAGE } from '../../domain/betLegs';
import { formatOdds, priceFormat } from '../../domain/oddsDisplay';
import type { ComposedBet } from '../../domain/betCompose';
import { removePick } from '../../state/slip/selections';
import { useT } from '../../ui/i18n';
import { useOddsFormat } from './useSlip';
import { withPickCss } from './pickCss';
import { PickText } from '../../ui/PickText';

/** The list of legs of the composed bet. */
export function SlipLegs({ bet, onReserve }: { bet: ComposedBet; onReserve?: (matchId: string) => void }) {
  const { t } = useT(['slip']);
  const userFormat = useOddsFormat();
  return (
    <ul ref={withPickCss} className="slip-legs" part="legs">
      {bet.legs.map(({ entry, pick, state, odds, market }) => {
        const change = bet.changes.find((c) => c.matchId === entry.matchId);
        const stateKey = LEG_STATE_MESSAGE[state];
        const name = `${pick.home} - ${pick.away}`;
        // The pre-bet info names them in the current language (asked again every 5 s, so after a switch too).
        const optionName = market?.option.name || pick.optionName;
        // A parlay's legs multiply: European prices, whatever the user's format.
        const format = priceFormat(userFormat, bet.kind === 'single' ? pick.line : undefined);
        return (
          <li key={entry.matchId} className="slip-leg" part="leg" data-state={state}>
            <div className="slip-leg-head">
              <span className="slip-league">{pick.league}</span>
              <button
                type="button"
                className="slip-remove"
                aria-label={t('slip:remove', { name })}
                onClick={() => removePick(entry.matchId)}
              >
                ×
              </button>
            </div>
            <div className="slip-teams">{name}</div>
            <div className="slip-pick">
              <span>
                {market?.marketName ?? pick.marketName} ·{' '}
                <strong>
                  <PickText
                    pick={{ type: entry.type, optionName, home: pick.home, away: pick.away, line: pick.line }}
                  />
                </strong>
              </span>
              <bdi
                dir="ltr"
                className="slip-odds num"
                data-moved={change ? (change.current > change.picked ? 'up' : 'down') : undefined}
              >
                {formatOdds(odds, format)}
              </bdi>
            </div>
            {stateKey && (
              <p className="slip-leg-state" role="status">
                {t(stateKey)}
              </p>
            )}
            {(change || odds < pick.odds) && (
              // Said for every leg whose price fell, even when the accept mode takes it or the parlay's product rose.
              <p
                className="slip-change"
                role="status"
                data-moved={(change?.current ?? odds) > pick.odds ? 'up' : 'down'}
              >
                {t('slip:oddsMoved', {
                  from: formatOdds(change?.picked ?? pick.odds, format),
                  to: formatOdds(change?.current ?? odds, format),
                })}
              </p>
            )}
            {bet.kind === 'single' && onReserve && state === 'open' && (
              <button type="button" className="slip-link" onClick={() => onReserve(entry.matchId)}>
                {t('slip:reserve.open')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
