// Shows the cash-out notices of spec §8 under 提前结算 (settled, partly settled, failed, cancelled) as toasts,
// whether they came from a click or an auto cash-out.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { cashOutState, dismissNotice, type CashOutNotice } from '../../state/history/cashout';
import { useToast } from '../../ui/Toast';
import { useT } from '../../ui/i18n';

const NOTICE_KEYS: Record<CashOutNotice['kind'], string> = {
  settled: 'notices:settled',
  partlySettled: 'notices:partlySettled',
  failed: 'notices:settleFailed',
  cancelled: 'notices:settleCancelled',
};

/** Turns pending notices into toasts, each once. */
export function CashOutNotices() {
  const { t } = useT(['history']);
  const toast = useToast();
  const { notices } = useSnapshot(cashOutState());
  useEffect(() => {
    for (const notice of notices) {
      dismissNotice(notice.id);
      // A refusal is said by our own mapped message, or else by the server's message whole: never both at once.
      const detail = notice.amount ?? (notice.errorKey ? t(notice.errorKey) : notice.serverMessage);
      toast({
        title: t('notices:settleTitle'),
        message: [t(NOTICE_KEYS[notice.kind]), detail].filter(Boolean).join(' · '),
        kind: notice.kind === 'failed' ? 'error' : notice.kind === 'cancelled' ? 'info' : 'success',
      });
    }
  }, [notices, toast, t]);
  return null;
}
