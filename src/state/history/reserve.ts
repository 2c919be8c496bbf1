// Reserved bets: modify (stake and target odds, reserve/update) and cancel (reserve/cancel), spec §4.
import { ReserveState } from '../../domain/betEnums';
import { roundMoney } from '../../domain/money';
import type { Money } from '../../domain/types';
import { historyState, setReserveStatus } from './lists';
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
