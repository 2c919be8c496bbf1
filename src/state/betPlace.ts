// Placing the slip, never losing and never doubling a bet: the submission (body and client references) is
// saved before it is sent, under a per-reference lock; a lost answer makes it 'unknown' and it is reconciled
// with the server by its references (ordersByRef), by one tab at a time, until known. Nothing is resent blindly.
import { snapshot } from 'valtio/vanilla';
import type { BetLeg } from '../api/endpoints/betting';
import { isApiError } from '../api/errors';
import type { PlacedOrder } from '../api/models';
import { ORDER_STATUS_POLL_MS } from '../domain/constants';
import { OddsType } from '../domain/enums';
import { isOrderPending } from '../domain/orderStatus';
import { getRuntime } from '../runtime/runtime';
import { composeSnapshot, type ComposedBet } from './betCompose';
import { betLedger, betRefs, readSubmission, removeSubmission, saveSubmission, updateSubmission, type Submission, type SubmittedPick } from './betLedger';
import { pollReceipt, recordWaiting } from './betOrders';
import { draftRef, forgetDraft, releaseLease, tryLease, withBetLock } from './betRefs';
import { pendingRecord, refusalMessage, UNKNOWN_GRACE_MS } from './betRules';
import { betCurrency, betState, notify } from './betState';
import { api } from './services';
import { session } from './session';
import { requireLogin } from './sessionActions';
import { acceptPickedOdds, slipSelections } from './slip';

/** Reconciliation asks the server as often as the status poll. */
export const RECONCILE_POLL_MS = ORDER_STATUS_POLL_MS;

/** The bet the slip stands for now. */
export function currentBet(): ComposedBet {
  return composeSnapshot(snapshot(slipSelections()), snapshot(betState()), session().settings.accept, betCurrency());
}

/** Takes the current odds of the legs whose change the accept mode refused (the user accepted them). */
export function acceptOddsChanges(): void {
  for (const change of currentBet().changes) acceptPickedOdds(change.matchId, change.current);
}

/** Builds the submission of a composed bet (a fresh reference per placement, one per bet under it). */
export function buildSubmission(bet: ComposedBet, ref: string, currencyId: string, oddsChange: number, now: number): Submission {
  const picks: SubmittedPick[] = bet.legs.map((l) => ({
    matchId: l.entry.matchId, marketId: l.entry.marketId, league: l.pick.league, home: l.pick.home, away: l.pick.away,
    marketName: l.pick.marketName, optionName: l.pick.optionName, sportId: l.pick.sportId, odds: l.pick.odds,
  }));
  const leg = (l: ComposedBet['legs'][number]): BetLeg => ({
    marketId: l.entry.marketId, odds: l.pick.odds, optionType: l.entry.type, oddsFormat: OddsType.Europe,
  });
  const base = { ref, state: 'sending' as const, sentAt: now, currencyId, picks, amount: bet.total, orders: [] };
  if (bet.kind === 'single') {
    const singles = bet.legs.map((l, i) => ({ clientRef: `${ref}:${i}`, unitStake: bet.stakes[i].stake.trim(), oddsChange, legs: [leg(l)] }));
    return { ...base, kind: 'single', singles, series: [], legs: [], seriesLabels: [] };
  }
  const staked = bet.stakes.filter((s) => s.message === null && s.series);
  const series = staked.map((s, i) => ({
    clientRef: `${ref}:${i}`, itemCount: s.series!.combination, seriesValue: s.series!.seriesNumber, unitStake: s.stake.trim(), oddsChange,
  }));
  return { ...base, kind: 'multiple', singles: [], series, legs: bet.legs.map(leg), seriesLabels: staked.map((s) => s.label ?? '') };
}

const toOrder = (o: PlacedOrder, status: number) => ({ orderId: o.orderId, status, clientRef: o.clientRef, odds: o.legs.map((l) => l.odds) });

/** Marks a submission placed: receipt, pending records, status poll, and sport-bet-placed to the host. */
function placed(sub: Submission, orders: Submission['orders'], source?: EventTarget): Submission {
  const done = updateSubmission(sub.ref, { state: 'placed', orders }) ?? sub;
  const state = betState();
  state.receiptRef = sub.ref;
  state.tempOrderStatus = orders.map((o) => ({ orderId: o.orderId, status: o.status }));
  if (sub.kind === 'single') {
    recordWaiting(
      orders.flatMap((o, i) => (isOrderPending(o.status) && sub.picks[i] ? [pendingRecord(o.orderId, sub.picks[i], o.odds[0] ?? sub.picks[i].odds)] : [])),
    );
  }
  pollReceipt();
  getRuntime().emit(
    'sport-bet-placed',
    { orderIds: orders.map((o) => o.orderId), amount: sub.amount, currency: sub.currencyId, kind: sub.kind === 'single' ? 'single' : 'parlay' },
    source,
  );
  return done;
}

/** Sends a saved submission under its lock; another tab already holding or having sent it wins. */
export async function send(sub: Submission, source?: EventTarget): Promise<Submission> {
  const result = await withBetLock(sub.ref, async () => {
    const known = readSubmission(sub.ref);
    if (known && known.state !== 'sending' && known.state !== 'notPlaced') return known;
    saveSubmission({ ...sub, state: 'sending', sentAt: Date.now() });
    try {
      const answer =
        sub.kind === 'single'
          ? await api().placeSingle(sub.singles, sub.currencyId)
          : await api().placeMultiple(sub.series, sub.legs, sub.currencyId);
      // The placement answer carries no status: a fresh order is created (0) until the status poll says more.
      return placed(sub, answer.map((o) => toOrder(o, 0)), source);
    } catch (error) {
      if (isApiError(error) && (error.kind === 'unknown-outcome' || error.kind === 'malformed' || error.kind === 'cancel')) {
        return updateSubmission(sub.ref, { state: 'unknown' }) ?? sub;
      }
      // A refusal means nothing was placed: forget the submission and say why.
      removeSubmission(sub.ref);
      throw error;
    }
  });
  return result === 'busy' ? sub : result;
}

/**
 * Place button: asks the host to log in when logged out (the slip is kept), refuses a second submission while
 * one is under way, asks to accept odds changes first, then saves and sends. Resolves the submission, or null.
 */
export async function placeBet(source?: EventTarget): Promise<Submission | null> {
  const state = betState();
  if (state.submitting) return null;
  if (!requireLogin('place-bet', source)) return null;
  const bet = currentBet();
  state.showErrors = true;
  state.failure = null;
  if (!bet.ready) return null;
  state.submitting = true;
  const currencyId = betCurrency();
  const accept = session().settings.accept;
  // The same bet composed in two tabs gets the same reference, so its lock and the server's dedupe cover both.
  const fingerprint = JSON.stringify([bet.kind, bet.legs.map((l) => [l.entry.marketId, l.entry.type, l.pick.odds]), bet.stakes.map((s) => s.stake), currencyId, accept]);
  try {
    // A reference whose bet was already placed (e.g. reconciled after a reload) is spent: the same bet again is a new bet.
    if (readSubmission(draftRef(fingerprint))?.state === 'placed') forgetDraft(fingerprint);
    const sub = buildSubmission(bet, draftRef(fingerprint), currencyId, accept, Date.now());
    const result = await send(sub, source);
    if (result.state === 'unknown') notify({ kind: 'info', title: 'errors:unknownOutcome' });
    if (result.state === 'placed') {
      forgetDraft(fingerprint);
      state.stakes = {};
    }
    state.showErrors = false;
    return result;
  } catch (error) {
    forgetDraft(fingerprint);
    const key = isApiError(error) ? refusalMessage(error.code, error.serverMessage) ?? error.messageKey : 'errors:placeBetFailed';
    state.failure = { key, detail: isApiError(error) ? error.serverMessage : undefined };
    notify({ kind: 'error', title: 'notices:betFailed', content: { key } });
    return null;
  } finally {
    state.submitting = false;
  }
}

/** Sends again a submission reconciled as never placed (same references: the server dedupes on them). */
export async function resend(ref: string, source?: EventTarget): Promise<void> {
  const sub = readSubmission(ref);
  if (!sub || sub.state !== 'notPlaced' || betState().submitting) return;
  betState().submitting = true;
  try {
    await send(sub, source);
  } catch (error) {
    betState().failure = { key: isApiError(error) ? refusalMessage(error.code, error.serverMessage) ?? error.messageKey : 'errors:placeBetFailed' };
  } finally {
    betState().submitting = false;
  }
}

/** Submissions whose outcome is unknown (a lost answer, or a 'sending' left by a crash or another tab). */
const unresolved = () => Object.values(betLedger().items).filter((s) => s.state === 'unknown' || s.state === 'sending');

/**
 * One reconciliation round of a submission: only the tab holding its lease asks; found orders make it placed
 * (once), no trace after the grace period makes it not placed; a failed lookup leaves it unknown.
 */
export async function reconcile(sub: Submission, now = Date.now()): Promise<void> {
  if (!tryLease(`reconcile:${sub.ref}`, RECONCILE_POLL_MS * 3, now)) return;
  try {
    const found = await api().ordersByRef(betRefs(sub));
    const fresh = readSubmission(sub.ref) ?? sub;
    if (fresh.state !== 'unknown' && fresh.state !== 'sending') {
      // another tab or this one's send resolved it meanwhile
    } else if (found.length) {
      const refs = betRefs(fresh);
      const orders = [...found]
        .sort((a, b) => refs.indexOf(a.clientRef) - refs.indexOf(b.clientRef))
        .map((o) => ({ orderId: o.orderId, status: o.status, clientRef: o.clientRef, odds: fresh.legs.length ? fresh.legs.map((l) => l.odds) : [fresh.picks[refs.indexOf(o.clientRef)]?.odds ?? 0] }));
      placed(fresh, orders);
    } else if (now - fresh.sentAt > UNKNOWN_GRACE_MS) {
      updateSubmission(fresh.ref, { state: 'notPlaced' });
    } else {
      return;
    }
  } catch {
    // offline or failing: stay unknown and ask again next round (keeping the lease)
    return;
  }
  releaseLease(`reconcile:${sub.ref}`);
}

/** Starts reconciling every unresolved submission every second (with the page's lifecycle). */
export function reconcileLoop(): () => void {
  const inFlight = new Set<string>();
  return getRuntime().lifecycle.every(RECONCILE_POLL_MS, () => {
    if (!getRuntime().token.get()) return;
    for (const sub of unresolved()) {
      // This tab's own send still holds the lock and will record its answer.
      if (inFlight.has(sub.ref) || (sub.state === 'sending' && betState().submitting)) continue;
      inFlight.add(sub.ref);
      void reconcile(sub).finally(() => inFlight.delete(sub.ref));
    }
  });
}
