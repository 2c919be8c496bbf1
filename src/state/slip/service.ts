// The slip's page-wide machinery, run with the runtime's lifecycle: pre-bet info on every change of entries
// and every in-play interval (5000 ms), the slip's orders on the order-status poll, and reconciliation of unknown bets.
import { subscribeKey } from 'valtio/vanilla/utils';
import { isApiError } from '../../api/errors';
import { IN_PLAY_MS } from '../../domain/constants';
import { preBetRefreshAllowed } from '../../domain/slipPlacement';
import { getRuntime } from '../../runtime/runtime';
import { readSlipOrders } from './waitingOrders';
import { reconcileLoop } from './send';
import { betCurrency, betState, clearReceipt, notify } from './betState';
import { bettingApi } from '../page/bettingApi';
import { onLanguageSwitch } from '../../runtime/languageSwitch';
import { pickKey, renamePicks, slipSelections } from './selections';

let latest = 0;

/** Fetches pre-bet info for every entry, unless submitting or while temporary order statuses exist (spec §5). */
export async function refreshPreBet(): Promise<void> {
  const state = betState();
  const { slip } = slipSelections();
  if (!preBetRefreshAllowed(state.submitting, state.tempOrderStatus.length)) return;
  const request = ++latest;
  if (!slip.entries.length) {
    state.preBet = null;
    state.preBetError = null;
    return;
  }
  const picks = slip.entries.map((e) => ({ marketId: e.marketId, matchId: e.matchId, type: e.type }));
  try {
    const info = await bettingApi().preBet(picks, betCurrency(), slip.mode === 'parlay' && picks.length > 1);
    // An answer overtaken by a newer request describes entries that changed since.
    if (request !== latest) return;
    state.preBet = info;
    state.preBetError = null;
    renamePicks(info.betInfo);
  } catch (error) {
    if (request === latest) state.preBetError = isApiError(error) ? error.messageKey : 'errors:loadFailed';
  }
}

/** A change of entries: clears the temporary order statuses, says 添加串关成功 for a pick added in parlay mode, refreshes. */
function entriesChanged(previous: Set<string>): Set<string> {
  const { slip } = slipSelections();
  const keys = new Set(slip.entries.map(pickKey));
  clearReceipt();
  if (slip.mode === 'parlay' && [...keys].some((k) => !previous.has(k)))
    notify({ kind: 'success', title: 'notices:parlayAdded' });
  void refreshPreBet();
  return keys;
}

/** Starts the slip's machinery once per page; it runs while any element is connected. */
export function startBetService(): void {
  const runtime = getRuntime();
  runtime.singleton('bet-service', () => {
    let stops: (() => void)[] = [];
    runtime.lifecycle.service('bet-slip', {
      start() {
        let keys = new Set(slipSelections().slip.entries.map(pickKey));
        stops = [
          subscribeKey(slipSelections(), 'revision', () => {
            keys = entriesChanged(keys);
          }),
          runtime.lifecycle.every(IN_PLAY_MS, () => void refreshPreBet()),
          // The pre-bet info names the picks in the request's language: asked again at once after a switch.
          onLanguageSwitch(() => void refreshPreBet()),
          readSlipOrders(),
          reconcileLoop(),
        ];
        void refreshPreBet();
      },
      stop() {
        for (const stop of stops) stop();
        stops = [];
      },
    });
    return true;
  });
}
