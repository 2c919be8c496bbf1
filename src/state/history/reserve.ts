// Reserved bets: modify (stake and target odds, reserve/update) and cancel (reserve/cancel), spec §4, and the
// reserved list's status watch (reserve/statusInfoByIds): a reservation that fired or failed shows it while listed.
import { isApiError } from '../../api/errors';
import { ReserveState } from '../../domain/betEnums';
import { PENDING_ORDER_POLL_MS } from '../../domain/constants';
import { roundMoney } from '../../domain/exactMoney';
import type { Money } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';
import { historyState, refreshView, setReserveStatus } from './lists';
import { api } from '../page/api';

/** A reserved bet can be modified or cancelled only while it is still valid (waiting for its odds). */
export function isReserveEditable(status: number): boolean {
  return status === ReserveState.Valid;
}

/** Cancels a reserved bet; rejects with the ApiError when the server refuses (errors:reserveCancelFailed). */
export async function cancelReserve(reserveId: string): Promise<void> {
  await api().reserveCancel(reserveId);
  setReserveStatus(reserveId, ReserveState.Cancelled);
}

/** Changes the stake and/or the target odds of a reserved bet; rejects when the server refuses (errors:reserveModifyFailed). */
export async function updateReserve(reserveId: string, change: { unitStake?: Money; odds?: number }): Promise<void> {
  const body: { reserveId: string; unitStake?: string; odds?: number } = { reserveId };
  if (change.unitStake !== undefined) body.unitStake = roundMoney(change.unitStake);
  if (change.odds !== undefined) body.odds = change.odds;
  await api().reserveUpdate(body);
  const row = historyState().reserved.items.find((r) => r.reserveId === reserveId);
  if (!row) return;
  if (body.unitStake !== undefined) row.unitStake = body.unitStake;
  if (body.odds !== undefined) row.optionOdd = body.odds;
}

/** Asks the states of the listed valid reservations once; a fired one (successful) brings its order to the unsettled list. */
export async function readReserveStatuses(): Promise<void> {
  const valid = historyState()
    .reserved.items.filter((r) => r.status === ReserveState.Valid)
    .map((r) => r.reserveId);
  if (valid.length === 0 || (typeof document !== 'undefined' && document.hidden)) return;
  try {
    const statuses = await api().reserveStatus(valid);
    for (const { reserveId, status } of statuses) {
      if (status === ReserveState.Valid) continue;
      setReserveStatus(reserveId, status);
      if (status === ReserveState.Successful) void refreshView('unsettled');
    }
  } catch (error) {
    // A missed read is asked again on the next tick; only a cancelled request is expected here.
    if (!isApiError(error)) throw error;
  }
}

/** Watches the valid reservations every PENDING_ORDER_POLL_MS while the reserved list is shown; returns the stop. */
export function watchReserveStatuses(): () => void {
  return getRuntime().lifecycle.every(PENDING_ORDER_POLL_MS, () => void readReserveStatuses());
}
