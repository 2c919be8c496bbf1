// The slip's entries: hints, the legs, stakes and the place button.
// Loaded lazily by SlipPanel once the slip has an entry, with the money rules (decimal.js) it needs.
import { useSnapshot } from 'valtio/react';
import { PARLAY_MAX_LEGS } from '../../domain/constants';
import { RULE_MESSAGES } from '../../domain/ruleMessages';
import { openReserve } from '../../state/slip/reserve';
import { betState } from '../../state/slip/betState';
import type { PickInfo } from '../../domain/slip';
import { slipSelections } from '../../state/slip/selections';
import { useT } from '../../ui/i18n';
import { SlipLegs } from './SlipLegs';
import { StakeArea } from './StakeArea';
import { useComposedBet } from './useComposedBet';

/** Everything of a slip with at least one entry. */
export function SlipEntries({ host }: { host: () => EventTarget | undefined }) {
  const { t } = useT(['slip']);
  const { slip, info } = useSnapshot(slipSelections());
  const { preBetError } = useSnapshot(betState());
  const bet = useComposedBet();
  const count = slip.entries.length;
  return (
    <>
      {slip.mode === 'parlay' && count >= PARLAY_MAX_LEGS && (
        <p className="slip-hint" role="status">
          {t(RULE_MESSAGES.parlayMax10)}
        </p>
      )}
      {preBetError && (
        <p className="slip-error" role="alert">
          {t(preBetError)}
        </p>
      )}
      <SlipLegs bet={bet} onReserve={(matchId) => void openReserve(info[matchId] as PickInfo, host())} />
      <StakeArea bet={bet} host={host} />
    </>
  );
}
