// The slip's page-wide machinery, run with the runtime's lifecycle: pre-bet info on every change of entries
// and every in-play interval (5000 ms), the slip's orders on the order-status poll, and reconciliation of unknown bets.
// Following bets (machinery.ts) starts as soon as the ledger or the waiting records hold one: at start when a bet
// from before a reload is there, else when one is sent (place.ts has loaded it by then) or another tab writes one.
import { subscribe } from 'valtio/vanilla';
import { subscribeKey } from 'valtio/vanilla/utils';
import { isApiError } from '../../api/errors';
import { IN_PLAY_MS } from '../../domain/constants';
import { preBetRefreshAllowed } from '../../domain/slipPlacement';
import { getRuntime } from '../../runtime/runtime';
import { betCurrency, betState, clearReceipt, notify } from './betState';
import { betLedger } from './ledger';
import { readStored, STORAGE_KEYS } from '../../runtime/storage';
import { onLanguageSwitch } from '../../runtime/languageSwitch';
import { pickKey, renamePicks, slipSelections } from './selections';

/** The number of the newest request, and of the request whose answer is shown. */
let asked = 0;
let shown = 0;

/** What a pre-bet request is asked for: the entries and whether series are asked. */
function preBetQuestion() {
  const { slip } = slipSelections();
  const picks = slip.entries.map((e) => ({ marketId: e.marketId, matchId: e.matchId, type: e.type }));
  const series = slip.mode === 'parlay' && picks.length > 1;
  return { picks, series, key: JSON.stringify([picks, series]) };
}

/** Fetches pre-bet info for every entry, unless submitting or while temporary order statuses exist (spec §5). */
export async function refreshPreBet(): Promise<void> {
  const state = betState();
  if (!preBetRefreshAllowed(state.submitting, state.tempOrderStatus.length)) return;
  const request = ++asked;
  const { picks, series, key } = preBetQuestion();
  if (!picks.length) {
    shown = request;
    state.preBet = null;
    state.preBetError = null;
    return;
  }
  // An answer is taken unless a newer one is shown or the entries changed since it was asked: a 5000 ms refresh
  // for the same entries does not drop an answer slower than that (on a slow network none would ever be taken).
  const current = () => request > shown && preBetQuestion().key === key;
  try {
    // The betting calls load with the first pick, not with the empty slip.
    const { bettingApi } = await import('../page/bettingApi');
    if (!current()) return;
    const info = await bettingApi().preBet(picks, betCurrency(), series);
    if (!current()) return;
    shown = request;
    state.preBet = info;
    state.preBetError = null;
    renamePicks(info.betInfo);
  } catch (error) {
    if (current()) state.preBetError = isApiError(error) ? error.messageKey : 'errors:loadFailed';
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

/** A bet to follow: any submission in the ledger, or a pending single recorded before a reload. */
const hasBets = () =>
  Object.keys(betLedger().items).length > 0 || readStored(STORAGE_KEYS.waitingSingleOrders) !== null;

/**
 * Follows the ledger's bets from the first moment it holds one (now, or on any later write, a storage event from
 * another tab included) until `stop`. The ledger is read from storage at once; only the code that follows it waits.
 */
function followBetsWhenAny(): () => void {
  let stopped = false;
  let started = false;
  let stopFollowing = () => {};
  const check = () => {
    if (started || stopped || !hasBets()) return;
    started = true;
    void import('./machinery').then(({ followBets }) => {
      if (!stopped) stopFollowing = followBets();
    });
  };
  const unsubscribe = subscribe(betLedger(), check);
  check();
  return () => {
    stopped = true;
    unsubscribe();
    stopFollowing();
  };
}

/** The receipt and the bets still shown take the page's language's names too (issue 30). */
function renameShownBets(): void {
  if (Object.keys(betLedger().items).length) void import('./renameBets').then((m) => m.renameShownBets());
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
          onLanguageSwitch(() => {
            void refreshPreBet();
            renameShownBets();
          }),
          followBetsWhenAny(),
        ];
        void refreshPreBet();
        // Kept bets may have been named in another language (another tab's, or this page's before a reload).
        renameShownBets();
      },
      stop() {
        for (const stop of stops) stop();
        stops = [];
      },
    });
    return true;
  });
}
