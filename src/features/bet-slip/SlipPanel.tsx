// The slip itself: header (settings, rules, clear all), single / parlay tabs, the receipt and open bets, the
// entries (SlipEntries.tsx: legs, stakes, the place button), and the reserve, settings and rules dialogs.
import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { SlipMode } from '../../domain/types';
import { reserveForm } from '../../state/slip/reserveForm';
import { slipSelections } from '../../state/slip/selections';
import { clearPicks, setSlipMode } from '../../state/slip/edits';
import { StateView } from '../../ui/StateView';
import { Tabs, tabPanelProps } from '../../ui/Tabs';
import { useT } from '../../ui/i18n';
import { useStore } from '../../ui/useStore';
import { getRuntime } from '../../runtime/runtime';
import { betState } from '../../state/slip/betState';
import { betLedger, shownSubmissions, type Submission } from '../../state/slip/ledger';
import { loadPendingBets } from './pendingChunk';

// The entries (legs, stakes, money with decimal.js) load once the slip has one; dialogs a bettor rarely opens
// load when first opened. So the slip's first download stays small.
const SlipEntries = lazy(() => import('./SlipEntries').then((m) => ({ default: m.SlipEntries })));
const ReserveForm = lazy(() => import('./ReserveForm').then((m) => ({ default: m.ReserveForm })));
const SettingsDialog = lazy(() => import('./SettingsDialog').then((m) => ({ default: m.SettingsDialog })));
const RulesDialog = lazy(() => import('./SettingsDialog').then((m) => ({ default: m.RulesDialog })));
// The receipt and open bets show only once a bet was placed (or a lost answer is being reconciled): their view
// loads then, prefetched with the first pick (BetSlip.tsx). What they show is in the ledger and bet state, kept by
// the slip service from the start, so a bet reconciled before the view arrives is shown when it does.
const PendingBets = lazy(() => loadPendingBets().then((m) => ({ default: m.PendingBets })));
// The user's title icons (and their picker) load for a logged-in user only.
const MyTitles = lazy(() => import('../../ui/titles/MyTitles'));

/** True from the first render where `value` is true on. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/** The slip's content; `sheet` when shown in the mobile bottom sheet. */
export function SlipPanel({ sheet, host }: { sheet: boolean; host: () => EventTarget | undefined }) {
  const { t } = useT(['slip']);
  const loggedIn = !!useStore(getRuntime().token);
  const { slip } = useSnapshot(slipSelections());
  const { pick: reservePick } = useSnapshot(reserveForm());
  const [dialog, setDialog] = useState<'settings' | 'rules' | null>(null);
  // Once opened, a dialog stays mounted so closing it returns focus to its opener (dialog.close()).
  const reserveUsed = useOnceTrue(!!reservePick);
  const settingsUsed = useOnceTrue(dialog === 'settings');
  const rulesUsed = useOnceTrue(dialog === 'rules');
  const count = slip.entries.length;
  // The receipt of a placement replaces the entries until the bettor keeps them or is done.
  const { receiptRef } = useSnapshot(betState());
  const { items } = useSnapshot(betLedger());
  const shown = shownSubmissions(items as Record<string, Submission>, receiptRef);
  const receiptShown = !!shown.receipt;
  return (
    <div className="slip-panel" part="slip">
      <div className="slip-header">
        {/* In the sheet, the dialog's own title names the slip. */}
        {!sheet && (
          <h2 className="sport-title">
            {t('slip:title')} <span className="slip-count">{count}</span>
          </h2>
        )}
        {loggedIn && (
          <Suspense fallback={null}>
            <MyTitles />
          </Suspense>
        )}
        <button type="button" className="slip-link" onClick={() => setDialog('settings')}>
          {t('common:settings')}
        </button>
        <button type="button" className="slip-link" onClick={() => setDialog('rules')}>
          {t('slip:rules')}
        </button>
        {count > 0 && (
          <button type="button" className="slip-link" onClick={clearPicks}>
            {t('slip:clearAll')}
          </button>
        )}
      </div>
      <Tabs<SlipMode>
        items={[
          { key: 'single', label: t('slip:single') },
          { key: 'parlay', label: t('slip:parlay') },
        ]}
        selected={slip.mode}
        onSelect={setSlipMode}
        label={t('slip:modes')}
        idPrefix="slip-mode"
      />
      <div {...tabPanelProps('slip-mode', slip.mode)} className="slip-body">
        {(receiptShown || shown.open.length > 0) && (
          <Suspense fallback={<StateView kind="loading" />}>
            <PendingBets host={host} />
          </Suspense>
        )}
        {receiptShown ? null : count === 0 ? (
          <StateView kind="empty" message={t('slip:empty')} />
        ) : (
          <Suspense fallback={<StateView kind="loading" />}>
            <SlipEntries host={host} />
          </Suspense>
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
