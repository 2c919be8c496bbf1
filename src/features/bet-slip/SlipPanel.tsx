// The slip itself: header (settings, rules, clear all), single / parlay tabs, the receipt and open bets,
// the legs, stakes and the place button, and the reserve, settings and rules dialogs.
import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { PARLAY_MAX_LEGS } from '../../domain/constants';
import { RULE_MESSAGES } from '../../domain/ruleMessages';
import type { SlipMode } from '../../domain/types';
import { openReserve, reserveForm } from '../../state/betReserve';
import { betState } from '../../state/betState';
import { clearPicks, setSlipMode, showInSingle, slipSelections, type PickInfo } from '../../state/slip';
import { StateView } from '../../ui/StateView';
import { Tabs, tabPanelProps } from '../../ui/Tabs';
import { useT } from '../../ui/i18n';
import { PendingBets } from './PendingBets';
import { SlipLegs } from './SlipLegs';
import { StakeArea } from './StakeArea';
import { useComposedBet } from './useSlip';

// Dialogs a bettor rarely opens load when first opened, so the slip's first download stays small.
const ReserveForm = lazy(() => import('./ReserveForm').then((m) => ({ default: m.ReserveForm })));
const SettingsDialog = lazy(() => import('./SettingsDialog').then((m) => ({ default: m.SettingsDialog })));
const RulesDialog = lazy(() => import('./SettingsDialog').then((m) => ({ default: m.RulesDialog })));

/** True from the first render where `value` is true on. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/** The slip's content; `sheet` when shown in the mobile bottom sheet. */
export function SlipPanel({ sheet, host }: { sheet: boolean; host: () => EventTarget | undefined }) {
  const { t } = useT(['slip']);
  const { slip, info } = useSnapshot(slipSelections());
  const { preBetError } = useSnapshot(betState());
  const { pick: reservePick } = useSnapshot(reserveForm());
  const bet = useComposedBet();
  const [dialog, setDialog] = useState<'settings' | 'rules' | null>(null);
  // Once opened, a dialog stays mounted so closing it returns focus to its opener (dialog.close()).
  const reserveUsed = useOnceTrue(!!reservePick);
  const settingsUsed = useOnceTrue(dialog === 'settings');
  const rulesUsed = useOnceTrue(dialog === 'rules');
  const count = slip.entries.length;
  const hidden = slip.mode === 'single' ? slip.entries.filter((e) => !bet.legs.some((l) => l.entry.matchId === e.matchId)) : [];
  return (
    <div className="slip-panel" part="slip">
      <div className="slip-header">
        <h2 className="sport-title">
          {t('slip:title')} <span className="slip-count">{count}</span>
        </h2>
        <button type="button" className="slip-link" onClick={() => setDialog('settings')}>{t('common:settings')}</button>
        <button type="button" className="slip-link" onClick={() => setDialog('rules')}>{t('slip:rules')}</button>
        {count > 0 && <button type="button" className="slip-link" onClick={clearPicks}>{t('slip:clearAll')}</button>}
      </div>
      <Tabs<SlipMode>
        items={[{ key: 'single', label: t('slip:single') }, { key: 'parlay', label: t('slip:parlay') }]}
        selected={slip.mode}
        onSelect={setSlipMode}
        label={t('slip:modes')}
        idPrefix="slip-mode"
      />
      <div {...tabPanelProps('slip-mode', slip.mode)} className="slip-body">
        <PendingBets host={host} />
        {count === 0 ? (
          <StateView kind="empty" message={t('slip:empty')} />
        ) : (
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
            {slip.mode === 'parlay' && count >= PARLAY_MAX_LEGS && <p className="slip-hint" role="status">{t(RULE_MESSAGES.parlayMax10)}</p>}
            {preBetError && <p className="slip-error" role="alert">{t(preBetError)}</p>}
            <SlipLegs bet={bet} onReserve={(matchId) => void openReserve(info[matchId] as PickInfo, host())} />
            <StakeArea bet={bet} host={host} />
          </>
        )}
      </div>
      <Suspense fallback={null}>
        {reserveUsed && <ReserveForm sheet={sheet} />}
        {settingsUsed && <SettingsDialog open={dialog === 'settings'} sheet={sheet} onClose={() => setDialog(null)} />}
        {rulesUsed && <RulesDialog open={dialog === 'rules'} sheet={sheet} onClose={() => setDialog(null)} />}
      </Suspense>
    </div>
  );
}
