// The slip's entries: the other selections of single mode, hints, the legs, stakes and the place button.
// Loaded lazily by SlipPanel once the slip has an entry, with the money rules (decimal.js) it needs.
import { useSnapshot } from 'valtio/react';
import { PARLAY_MAX_LEGS } from '../../domain/constants';
import { RULE_MESSAGES } from '../../domain/ruleMessages';
import { openReserve } from '../../state/slip/reserve';
import { betState } from '../../state/slip/betState';
import type { PickInfo } from '../../domain/slip';
import { slipSelections } from '../../state/slip/selections';
import { showInSingle } from '../../state/slip/edits';
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
  const hidden =
    slip.mode === 'single' ? slip.entries.filter((e) => !bet.legs.some((l) => l.entry.matchId === e.matchId)) : [];
  return (
    <>
      {hidden.length > 0 && (
        <div className="slip-others" role="group" aria-label={t('slip:selections', { count })}>
          {hidden.map((e) => (
            <button key={e.matchId} type="button" className="slip-chip" onClick={() => showInSingle(e.matchId)}>
              {info[e.matchId]?.home} - {info[e.matchId]?.away}
            </button>
          ))}
        </div>
      )}
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
