// Sending the slip's bets (the place button is place.ts), never losing and never doubling a bet: the submission (body and client references) is
// saved before it is sent, under a per-reference lock; a lost answer makes it 'unknown' and it is reconciled
// with the server by its references (ordersByRef), by one tab at a time, until known. Nothing is resent blindly.
import { subscribe } from 'valtio/vanilla';
import { isApiError } from '../../api/errors';
import { ORDER_STATUS_POLL_MS } from '../../domain/constants';
import { isOrderPending } from '../../domain/orderStatus';
import { OrderStatus } from '../../domain/betEnums';
import { getRuntime } from '../../runtime/runtime';
import {
  betLedger,
  betRefs,
  readSubmission,
  removeSubmission,
  saveSubmission,
  updateSubmission,
  type Submission,
} from './ledger';
import { applyStatuses, readSlipOrders, recordWaiting } from './waitingOrders';
import { releaseLease, tryLease, withBetLock } from './refs';
import { pendingRecord, refusalMessage, UNKNOWN_GRACE_MS } from '../../domain/betRules';
import { betState } from './betState';
import { bettingApi } from '../page/bettingApi';
import type { PlacedOrder } from '../../domain/types';
import { refreshBalance } from '../session/balance';
import { recordPlacedBet } from '../page/placedBets';

/** Reconciliation asks the server as often as the status poll. */
export const RECONCILE_POLL_MS = ORDER_STATUS_POLL_MS;

const toOrder = (o: PlacedOrder, status: number) => ({
  orderId: o.orderId,
  status,
  clientRef: o.clientRef,
  odds: o.legs.map((l) => l.odds),
});

/** References this tab asked to send: its own placements, told apart from the same bet placed by another tab. */
function sentHere(): Set<string> {
  return getRuntime().singleton('state:sent-here', () => new Set<string>());
}

/** True when this tab itself asked to send the submission `ref`. */
export function wasSentHere(ref: string): boolean {
  return sentHere().has(ref);
}

/** Shows a submission another tab placed for the same click as this tab's receipt, its stakes spent. */
export function adoptPlaced(sub: Submission): Submission {
  showReceipt(sub);
  betState().stakes = {};
  return sub;
}

/** Shows a placed submission as the slip's receipt. */
function showReceipt(sub: Pick<Submission, 'ref' | 'orders'>): void {
  const state = betState();
  state.receiptRef = sub.ref;
  state.tempOrderStatus = sub.orders.map((o) => ({ orderId: o.orderId, status: o.status }));
}

/**
 * Follows a submission this tab asked to send but another tab sent or reconciled (the same bet clicked in two
 * tabs, or a lost answer resolved elsewhere): once it is placed this tab shows its receipt too, so the bet
 * never silently leaves the slip and invites a second placement.
 */
function followElsewhere(ref: string): void {
  const ledger = betLedger();
  const check = () => {
    const sub = ledger.items[ref];
    if (sub?.state === 'placed' && betState().receiptRef !== ref) adoptPlaced(sub);
    if (!sub || sub.state === 'placed' || sub.state === 'notPlaced') stop();
  };
  const stop = subscribe(ledger, check);
}

/** Marks a submission placed: receipt, pending records, status poll, the balance, and sport-bet-placed to the host. */
function placed(sub: Submission, orders: Submission['orders'], source?: EventTarget): Submission {
  const done = updateSubmission(sub.ref, { state: 'placed', orders }) ?? sub;
  showReceipt({ ref: sub.ref, orders });
  if (sub.kind === 'single') {
    recordWaiting(
      orders.flatMap((o, i) =>
        isOrderPending(o.status) && sub.picks[i]
          ? [pendingRecord(o.orderId, sub.picks[i], o.odds[0] ?? sub.picks[i].odds)]
          : [],
      ),
    );
  }
  readSlipOrders();
  refreshBalance();
  recordPlacedBet(sub.picks.map((p) => p.matchId));
  getRuntime().emit(
    'sport-bet-placed',
    {
      orderIds: orders.map((o) => o.orderId),
      amount: sub.amount,
      currency: sub.currencyId,
      kind: sub.kind === 'single' ? 'single' : 'parlay',
    },
    source,
  );
  return done;
}

/** Sends a saved submission under its lock; another tab already holding or having sent it wins. */
export async function send(sub: Submission, source?: EventTarget): Promise<Submission> {
  sentHere().add(sub.ref);
  const result = await withBetLock(sub.ref, async () => {
    const known = readSubmission(sub.ref);
    // Another tab placed this very bet and its ledger write reached this tab only now (tabs' storage catches up
    // asynchronously, the locks do not): its receipt is this click's receipt.
    if (known?.state === 'placed') return adoptPlaced(known);
    if (known && known.state !== 'sending' && known.state !== 'notPlaced') return known;
    saveSubmission({ ...sub, state: 'sending', sentAt: Date.now() });
    try {
      const answer =
        sub.kind === 'single'
          ? await bettingApi().placeSingle(sub.singles, sub.currencyId)
          : await bettingApi().placeMultiple(sub.series, sub.legs, sub.currencyId);
      // The placement answer carries no status: a fresh order is created (0) until the status poll says more.
      return placed(
        sub,
        answer.map((o) => toOrder(o, OrderStatus.Created)),
        source,
      );
    } catch (error) {
      if (
        isApiError(error) &&
        (error.kind === 'unknown-outcome' || error.kind === 'malformed' || error.kind === 'cancel')
      ) {
        return updateSubmission(sub.ref, { state: 'unknown' }) ?? sub;
      }
      // A refusal means nothing was placed: forget the submission and say why.
      removeSubmission(sub.ref);
      throw error;
    }
  });
  if (result === 'busy' || result.state === 'unknown') followElsewhere(sub.ref);
  return result === 'busy' ? sub : result;
}

/** Sends again a submission reconciled as never placed (same references: the server dedupes on them). */
export async function resend(ref: string, source?: EventTarget): Promise<void> {
  const sub = readSubmission(ref);
  if (!sub || sub.state !== 'notPlaced' || betState().submitting) return;
  betState().submitting = true;
  try {
    await send(sub, source);
  } catch (error) {
    betState().failure = {
      key: isApiError(error)
        ? (refusalMessage(error.code, error.serverMessage) ?? error.messageKey)
        : 'errors:placeBetFailed',
    };
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
    const found = await bettingApi().ordersByRef(betRefs(sub));
    const fresh = readSubmission(sub.ref) ?? sub;
    if (fresh.state !== 'unknown' && fresh.state !== 'sending') {
      // another tab or this one's send resolved it meanwhile
    } else if (found.length) {
      const refs = betRefs(fresh);
      const orders = [...found]
        .sort((a, b) => refs.indexOf(a.clientRef) - refs.indexOf(b.clientRef))
        .map((o) => ({
          orderId: o.orderId,
          status: OrderStatus.Created,
          clientRef: o.clientRef,
          odds: fresh.legs.length ? fresh.legs.map((l) => l.odds) : [fresh.picks[refs.indexOf(o.clientRef)]?.odds ?? 0],
        }));
      // Placed as an answered bet is (created), then given the statuses found: a decision the book made while the
      // answer was lost is announced (投注成功 / 投注失败) as one the status poll finds.
      placed(fresh, orders);
      applyStatuses(found.map((o) => ({ orderId: o.orderId, status: o.status })));
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
