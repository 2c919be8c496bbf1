// The reserved tab: reserved bets (or the failed ones of the last 7 days) with their state, watched while shown,
// and modify and cancel for the valid ones (cancel asks for confirmation first).
import { memo, useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { isApiError } from '../../api/errors';
import { OddsType } from '../../domain/enums';
import { formatOdds } from '../../domain/odds';
import { roundMoney } from '../../domain/exactMoney';
import { parseStake } from '../../domain/money';
import type { ReservedBet } from '../../domain/types';
import { historyState, loadMore, reloadView } from '../../state/history/lists';
import { cancelReserve, isReserveEditable, updateReserve, watchReserveStatuses } from '../../state/history/reserve';
import { Dialog } from '../../ui/Dialog';
import { StateView } from '../../ui/StateView';
import { useToast } from '../../ui/Toast';
import { VirtualList } from '../../ui/VirtualList';
import { useT } from '../../ui/i18n';
import { reserveStatusKey } from './orderDisplay';

const CARD_ESTIMATE_PX = 140;

/** The reserved bets list. */
export function ReservedList() {
  const { t } = useT(['history']);
  const list = useSnapshot(historyState()).reserved;
  const onEnd = useCallback(() => void loadMore('reserved'), []);
  useEffect(watchReserveStatuses, []);
  if (list.status === 'error')
    return (
      <StateView
        kind="error"
        message={t(list.errorKey ?? 'errors:loadFailed')}
        onRetry={() => void reloadView('reserved')}
      />
    );
  if (list.status !== 'ready') return <StateView kind="loading" />;
  if (list.items.length === 0) return <StateView kind="empty" message={t('history:emptyReserved')} />;
  return (
    <VirtualList
      className="history-scroll"
      label={t('history:tab.reserved')}
      items={list.items as readonly ReservedBet[]}
      getKey={(r) => r.reserveId}
      estimateSize={() => CARD_ESTIMATE_PX}
      renderItem={(r) => <ReservedCard bet={r} />}
      onEndReached={list.hasMore ? onEnd : undefined}
      footer={
        list.loadingMore ? (
          <p className="history-footer" role="status">
            {t('history:loadingMore')}
          </p>
        ) : null
      }
    />
  );
}

/** One reserved bet. */
const ReservedCard = memo(function ReservedCard({ bet }: { bet: ReservedBet }) {
  const { t } = useT(['history']);
  const toast = useToast();
  const [dialog, setDialog] = useState<'none' | 'modify' | 'cancel'>('none');
  const editable = isReserveEditable(bet.status);

  const confirmCancel = async () => {
    setDialog('none');
    try {
      await cancelReserve(bet.reserveId);
      toast({ title: t('history:reserve.cancelled'), kind: 'success' });
    } catch (error) {
      toast({
        title: t('errors:reserveCancelFailed'),
        message: isApiError(error) ? error.serverMessage : undefined,
        kind: 'error',
      });
    }
  };

  return (
    <article
      className="history-order history-reserve"
      part="reserve"
      data-reserve={bet.reserveId}
      data-status={bet.status}
    >
      <header className="history-order-head">
        <span>{bet.leagueName}</span>
        <span className="history-outcome" data-field="reserve-status">
          {t(reserveStatusKey(bet.status))}
        </span>
      </header>
      <div className="history-leg-match">
        {bet.homeName} {t('history:vs')} {bet.awayName}
        {bet.isInPlay && <span className="history-inplay">{t('history:inPlay')}</span>}
        {bet.homeScore !== undefined && bet.awayScore !== undefined && (
          <span> {t('history:score', { score: `${bet.homeScore}-${bet.awayScore}` })}</span>
        )}
      </div>
      <div className="history-leg-pick">
        <span>
          {bet.betName} · {bet.optionTeam ? `${bet.optionTeam} ${bet.optionBetName}` : bet.optionBetName}
        </span>
      </div>
      <dl className="history-amounts">
        <div>
          <dt>{t('history:reserve.targetOdds')}</dt>
          <dd data-field="target-odds">@{formatOdds(bet.optionOdd, OddsType.Europe)}</dd>
        </div>
        <div>
          <dt>{t('history:stake')}</dt>
          <dd data-field="reserve-stake">{roundMoney(bet.unitStake)}</dd>
        </div>
      </dl>
      {editable && (
        <div className="history-actions">
          <button type="button" className="sport-button" onClick={() => setDialog('modify')}>
            {t('history:reserve.modify')}
          </button>
          <button
            type="button"
            className="sport-button"
            data-action="cancel-reserve"
            onClick={() => setDialog('cancel')}
          >
            {t('history:reserve.cancel')}
          </button>
        </div>
      )}
      <Dialog open={dialog === 'cancel'} title={t('history:reserve.cancel')} onClose={() => setDialog('none')}>
        <p>{t('notices:reserveCancelConfirm')}</p>
        <div className="history-actions">
          <button type="button" className="sport-button" onClick={() => setDialog('none')}>
            {t('history:reserve.keep')}
          </button>
          <button
            type="button"
            className="sport-button"
            data-action="confirm-cancel"
            onClick={() => void confirmCancel()}
          >
            {t('common:confirm')}
          </button>
        </div>
      </Dialog>
      <Dialog open={dialog === 'modify'} title={t('history:reserve.modifyTitle')} onClose={() => setDialog('none')}>
        <ReserveForm bet={bet} onDone={() => setDialog('none')} />
      </Dialog>
    </article>
  );
});

/** Stake and target odds of a reserved bet. */
function ReserveForm({ bet, onDone }: { bet: ReservedBet; onDone: () => void }) {
  const { t } = useT(['history']);
  const toast = useToast();
  const [stake, setStake] = useState(roundMoney(bet.unitStake));
  // A reserved bet carries no line, so its target is European odds (priceFormat), as the server holds it.
  const [odds, setOdds] = useState(formatOdds(bet.optionOdd, OddsType.Europe));
  const [sending, setSending] = useState(false);
  const parsedStake = parseStake(stake);
  const parsedOdds = odds.trim() !== '' ? Number(odds) : NaN;
  const valid = !!parsedStake && parsedStake.gt(0) && Number.isFinite(parsedOdds) && parsedOdds > 1;
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        if (!valid || sending) return;
        setSending(true);
        try {
          await updateReserve(bet.reserveId, { unitStake: parsedStake.toFixed(2), odds: parsedOdds });
          toast({ title: t('history:reserve.modified'), kind: 'success' });
          onDone();
        } catch (error) {
          toast({
            title: t('errors:reserveModifyFailed'),
            message: isApiError(error) ? error.serverMessage : undefined,
            kind: 'error',
          });
        } finally {
          setSending(false);
        }
      }}
    >
      <label className="history-field">
        <span>{t('history:stake')}</span>
        <input
          type="text"
          inputMode="decimal"
          name="reserve-stake"
          value={stake}
          onChange={(e) => setStake(e.target.value)}
        />
      </label>
      <label className="history-field">
        <span>{t('history:reserve.targetOdds')}</span>
        <input
          type="text"
          inputMode="decimal"
          name="reserve-odds"
          value={odds}
          onChange={(e) => setOdds(e.target.value)}
        />
      </label>
      <button type="submit" className="sport-button" disabled={!valid || sending}>
        {t('history:reserve.save')}
      </button>
    </form>
  );
}
