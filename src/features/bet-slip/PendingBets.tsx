// The receipt of the last placement (each order's status and the odds the server accepted) and every bet of
// the ledger still open: answers lost and being reconciled, bets that never arrived (send again), orders waiting.
// Only the view: it loads when the slip first has a pick or a bet to show (SlipPanel); the ledger, the bet state and
// their reconciliation are the slip service's, started with the element, so nothing waits on this chunk.
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio/react';
import {
  betLedger,
  isSubmissionOpen,
  removeSubmission,
  shownSubmissions,
  type Submission,
} from '../../state/slip/ledger';
import { resend } from '../../state/slip/send';
import { betState, clearReceipt } from '../../state/slip/betState';
import { clearPicks } from '../../state/slip/edits';
import { useT } from '../../ui/i18n';
import { OrderLines } from './OrderLines';

// The receipt's own lines need the money rules (decimal.js): a chunk that loads with the first receipt.
const ReceiptLines = lazy(() => import('./ReceiptLines').then((m) => ({ default: m.ReceiptLines })));

/** Receipt and open bets; renders nothing when there are none. */
export function PendingBets({ host }: { host: () => EventTarget | undefined }) {
  const { t } = useT(['slip']);
  const { items, unsaved } = useSnapshot(betLedger());
  const { receiptRef, submitting } = useSnapshot(betState());
  const { receipt, open } = shownSubmissions(items as Record<string, Submission>, receiptRef);
  if (!receipt && !open.length) return null;
  return (
    <section className="slip-pending" part="pending" aria-live="polite">
      {receipt && (
        <div className="slip-receipt" part="receipt">
          <h3 className="slip-subtitle">{t('slip:receipt')}</h3>
          <Suspense fallback={<OrderLines sub={receipt} />}>
            <ReceiptLines sub={receipt} />
          </Suspense>
          {unsaved[receipt.ref] && isSubmissionOpen(receipt) && (
            <p className="slip-error" role="alert">
              {t('slip:unsaved')}
            </p>
          )}
          <div className="slip-row">
            <button type="button" className="slip-link" onClick={clearReceipt}>
              {t('slip:keep')}
            </button>
            <button type="button" className="slip-link" onClick={clearPicks}>
              {t('slip:done')}
            </button>
          </div>
        </div>
      )}
      {open.map((sub) => (
        <div key={sub.ref} className="slip-open-bet" data-state={sub.state}>
          {sub.state === 'placed' ? (
            <OrderLines sub={sub} />
          ) : (
            <p>
              {sub.picks.map((p) => `${p.home} - ${p.away} ${p.optionName}`).join(' · ')} — {sub.amount}{' '}
              {sub.currencyId}
            </p>
          )}
          {(sub.state === 'unknown' || sub.state === 'sending') && <p role="status">{t('slip:unknown')}</p>}
          {unsaved[sub.ref] && isSubmissionOpen(sub) && (
            <p className="slip-error" role="alert">
              {t('slip:unsaved')}
            </p>
          )}
          {sub.state === 'notPlaced' && (
            <div className="slip-row">
              <span role="status">{t('slip:notPlaced')}</span>
              <button
                type="button"
                className="slip-link"
                disabled={submitting}
                onClick={() => void resend(sub.ref, host())}
              >
                {t('slip:resend')}
              </button>
              <button type="button" className="slip-link" onClick={() => removeSubmission(sub.ref)}>
                {t('slip:dismiss')}
              </button>
            </div>
          )}
        </div>
      ))}
    </section>
  );
}
