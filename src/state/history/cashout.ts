// Early settlement (cash-out) of unsettled orders: prices polled for the visible orders, one request per
// order at a time, reconciliation of an answer that was lost, auto cash-out, and the notices of spec §8.
import { proxy } from 'valtio/vanilla';
import { isApiError, type ApiError } from '../../api/errors';
import {
  canCashOut,
  cashOutPollId,
  partialCashOutReturn,
  remainingAfterCashOut,
  type AutoCashOut,
} from '../../domain/cashout';
import { OrderStatus } from '../../domain/betEnums';
import { roundMoney } from '../../domain/exactMoney';
import { MoneyDecimal } from '../../domain/money';
import type { BetOrder, CashOutPrice, CashOutRecord, Money } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';
import {
  CASH_OUT_POLL_MS,
  cashOutEndedWithout,
  RECONCILE_RETRY_MS,
  remainingPrincipalOf,
  requotesOnRefusal,
} from '../../domain/cashoutRules';
import { applyOrder, findUnsettled, historyState, removeUnsettled } from './lists';
import { api } from '../page/api';
import { refreshBalance } from '../session/balance';

/** A notice of spec §8 under 提前结算: settled, partly settled, failed or cancelled. */
export interface CashOutNotice {
  id: number;
  orderId: string;
  kind: 'settled' | 'partlySettled' | 'failed' | 'cancelled';
  /** The return paid, for settled and partly settled. */
  amount?: Money;
  /** i18n key of the failure reason, and the server's own text when it gave one. */
  errorKey?: string;
  serverMessage?: string;
}

export interface CashOutState {
  /** Latest price per order id (the whole remaining principal). */
  prices: Record<string, CashOutPrice>;
  /** Orders with a request being sent, or a lost answer being reconciled: no other request may go. */
  busy: Record<string, 'sending' | 'reconciling'>;
  /** Notices waiting to be shown by a mounted element. */
  notices: CashOutNotice[];
}

/** The page's cash-out store (one proxy shared by every element). */
export function cashOutState(): CashOutState {
  return getRuntime().singleton('state:cashout', () => proxy<CashOutState>({ prices: {}, busy: {}, notices: [] }));
}

interface Internals {
  /** Rows on screen per order id (an order may show in two elements). */
  visible: Map<string, number>;
  pollInFlight: boolean;
  watchers: number;
  stopTimer?: () => void;
  nextNotice: number;
  nextRef: number;
}

const internals = () =>
  getRuntime().singleton<Internals>('state:cashout-internals', () => ({
    visible: new Map(),
    pollInFlight: false,
    watchers: 0,
    nextNotice: 1,
    nextRef: 1,
  }));

/** The price an order may be cashed out at now: 0 when the server says it is not available. */
export function offeredPrice(orderId: string): Money {
  const price = cashOutState().prices[orderId];
  return price?.available ? price.amount : '0';
}

/** Whether the cash-out button of an order is enabled (spec §5 cash-out rule). */
export function cashOutAllowed(order: BetOrder): boolean {
  if (order.orderStatus !== OrderStatus.Confirmed || !order.allowSettleInAdvance) return false;
  return canCashOut({
    price: offeredPrice(order.id),
    remainingPrincipal: remainingPrincipalOf(order),
    inProgress: !!cashOutState().busy[order.id],
  });
}

function notify(notice: Omit<CashOutNotice, 'id'>): void {
  cashOutState().notices.push({ ...notice, id: internals().nextNotice++ });
}

/** Removes a notice once it has been shown. */
export function dismissNotice(id: number): void {
  const state = cashOutState();
  state.notices = state.notices.filter((n) => n.id !== id);
}

/** Records that the user closed a cash-out confirmation without settling (取消结算). */
export function cancelCashOut(orderId: string): void {
  notify({ orderId, kind: 'cancelled' });
}

/** Marks an unsettled order's row as on screen (its price is polled) until the returned function is called. */
export function showOrderRow(orderId: string): () => void {
  const { visible } = internals();
  visible.set(orderId, (visible.get(orderId) ?? 0) + 1);
  return () => {
    const left = (visible.get(orderId) ?? 1) - 1;
    if (left > 0) visible.set(orderId, left);
    else visible.delete(orderId);
  };
}

/** Orders worth polling: on screen or with an auto cash-out set, confirmed, allowing early settlement. */
function pollTargets(): BetOrder[] {
  const { visible } = internals();
  return historyState().orders.unsettled.items.filter(
    (o) => (visible.has(o.id) || o.autoCashOut) && o.orderStatus === OrderStatus.Confirmed && o.allowSettleInAdvance,
  );
}

/** One poll of cash-out prices (cashOut/price with ids cut to 15 characters), then the orders whose auto cash-out may have fired. */
export async function pollCashOutPrices(): Promise<void> {
  const own = internals();
  const orders = pollTargets();
  if (own.pollInFlight || orders.length === 0) return;
  own.pollInFlight = true;
  try {
    const prices = await api().cashOutPrice([...new Set(orders.map((o) => cashOutPollId(o.id)))]);
    const state = cashOutState();
    for (const order of orders) {
      const price = prices.find((p) => cashOutPollId(p.orderId) === cashOutPollId(order.id));
      if (price) state.prices[order.id] = { ...price, orderId: order.id };
      else delete state.prices[order.id];
    }
    await followAutoCashOuts(orders);
  } catch {
    // A failed poll keeps the last prices; the next tick asks again.
  } finally {
    own.pollInFlight = false;
  }
}

/** Polls prices every CASH_OUT_POLL_MS on the runtime's lifecycle while at least one list watches. */
export function watchCashOutPrices(): () => void {
  const own = internals();
  own.watchers += 1;
  if (own.watchers === 1) {
    own.stopTimer = getRuntime().lifecycle.every(CASH_OUT_POLL_MS, () => void pollCashOutPrices());
    void pollCashOutPrices();
  }
  return () => {
    own.watchers -= 1;
    if (own.watchers === 0) {
      own.stopTimer?.();
      own.stopTimer = undefined;
    }
  };
}

/**
 * Sets (or removes, with null) an order's auto cash-out on the server: settle `principal` once it returns
 * `targetReturn`. The server fires it once, with the page closed too; the row shows the rule it holds.
 */
export async function setAutoCashOut(orderId: string, setting: AutoCashOut | null): Promise<void> {
  const rule = setting && { principal: roundMoney(setting.principal), targetReturn: roundMoney(setting.targetReturn) };
  applyOrder(await api().setAutoCashOut(orderId, rule), true);
}

/** Reads again the orders holding an auto cash-out: one the server fired shows its record and is announced. */
async function followAutoCashOuts(orders: BetOrder[]): Promise<void> {
  const held = orders.filter((o) => o.autoCashOut);
  if (!held.length) return;
  for (const fresh of await api().cashOutsByIds(held.map((o) => o.id))) {
    const before = held.find((o) => o.id === fresh.id);
    if (!before || fresh.cashOutList.length <= before.cashOutList.length) continue;
    const full = fresh.orderStatus === OrderStatus.Settled;
    applyOrder(fresh, !full);
    delete cashOutState().prices[fresh.id];
    notify({ orderId: fresh.id, kind: full ? 'settled' : 'partlySettled', amount: fresh.cashOutList.at(-1)!.amount });
    refreshBalance();
  }
}

export type CashOutOutcome =
  | { kind: 'settled' | 'partlySettled'; amount: Money }
  | { kind: 'failed'; error?: ApiError }
  /** The server cancelled it (取消结算, spec §4): nothing was settled, and it is no failure. */
  | { kind: 'cancelled' }
  /** The price moved before the server settled it: the dialog stays open with the new quote to accept. */
  | { kind: 'requote' }
  /** Nothing was sent: not allowed now, or a request for this order is already under way. */
  | { kind: 'blocked' }
  /** The answer was lost and the server could not be asked yet; the order stays locked until it is. */
  | { kind: 'unknown' };

/**
 * Cashes out `principal` of an order at the price on screen. One request per order at a time: the order is
 * marked busy before anything is awaited, so a second click (however fast) sends nothing.
 */
export async function cashOutOrder(orderId: string, principal: Money, source?: EventTarget): Promise<CashOutOutcome> {
  const state = cashOutState();
  const order = findUnsettled(orderId);
  if (!order || !cashOutAllowed(order)) return { kind: 'blocked' };
  const remaining = remainingPrincipalOf(order);
  const part = new MoneyDecimal(principal);
  if (part.lte(0) || part.gt(remaining)) return { kind: 'blocked' };
  state.busy[orderId] = 'sending';
  const expected = partialCashOutReturn(offeredPrice(orderId), part, remaining);
  const before = { cashOutCount: order.cashOutCount, remaining };
  try {
    const { record, order: fresh } = await api().cashOut({
      clientRef: `${orderId}-co-${Date.now()}-${internals().nextRef++}`,
      orderId,
      principal: roundMoney(part),
      expectedAmount: expected,
    });
    delete state.busy[orderId];
    // Rejected or cancelled by the server: nothing settled; the cancel notice is not the failure one (#32 item 4).
    const ended = cashOutEndedWithout(record?.status);
    if (ended) {
      if (fresh) applyOrder(fresh, true);
      notify({ orderId, kind: ended, errorKey: ended === 'failed' ? 'errors:cashOutFailed' : undefined });
      return ended === 'failed' ? { kind: 'failed' } : { kind: 'cancelled' };
    }
    return settle(
      orderId,
      { principal: roundMoney(part), amount: record ? roundMoney(record.amount) : expected, record, fresh },
      source,
    );
  } catch (error) {
    if (isApiError(error) && (error.kind === 'unknown-outcome' || error.kind === 'network')) {
      return reconcileCashOut(orderId, before, { principal: roundMoney(part), amount: expected }, source);
    }
    delete state.busy[orderId];
    if (isApiError(error) && requotesOnRefusal(error.code)) {
      // The new price is asked for at once, so the dialog quotes it (issue 28 item 6).
      await pollCashOutPrices();
      return { kind: 'requote' };
    }
    notify({
      orderId,
      kind: 'failed',
      errorKey: isApiError(error) ? 'errors:cashOutFailed' : undefined,
      serverMessage: isApiError(error) ? error.serverMessage : undefined,
    });
    return { kind: 'failed', error: isApiError(error) ? error : undefined };
  }
}

interface Settlement {
  principal: Money;
  amount: Money;
  record?: CashOutRecord;
  /** The order as the server now has it, when it said so. */
  fresh?: BetOrder;
}

/** Applies a cash-out that went through: the order's new principal and records, the notice and the event. */
function settle(orderId: string, done: Settlement, source?: EventTarget): CashOutOutcome {
  const order = findUnsettled(orderId);
  const { remaining, full } = remainingAfterCashOut(
    order ? remainingPrincipalOf(order) : done.principal,
    done.principal,
  );
  const next: BetOrder | undefined =
    done.fresh ??
    (order && {
      ...order,
      remainingPrincipal: remaining,
      cashOutCount: order.cashOutCount + 1,
      cashOutList: [
        ...order.cashOutList,
        done.record ?? {
          id: `${orderId}-${order.cashOutCount + 1}`,
          principal: done.principal,
          amount: done.amount,
          time: Date.now(),
          status: 1,
        },
      ],
      orderStatus: full ? OrderStatus.Settled : order.orderStatus,
    });
  const isFull = next
    ? next.orderStatus === OrderStatus.Settled || !new MoneyDecimal(remainingPrincipalOf(next)).gt(0)
    : full;
  if (next) applyOrder(next, !isFull);
  else if (isFull) removeUnsettled(orderId);
  delete cashOutState().prices[orderId];
  const kind = isFull ? 'settled' : 'partlySettled';
  refreshBalance();
  notify({ orderId, kind, amount: done.amount });
  getRuntime().emit('sport-cashed-out', { orderId, amount: done.amount, partial: !isFull }, source);
  return { kind, amount: done.amount };
}

/**
 * After a lost answer, asks the server what became of the order (getCashOutsByIds answers the order itself)
 * before anything else may be sent: a new cash-out record, or the order found settled, means it went
 * through. While the server cannot be reached the order stays locked and the question is asked again later.
 */
export async function reconcileCashOut(
  orderId: string,
  before: { cashOutCount: number; remaining: Money },
  attempt: { principal: Money; amount: Money },
  source?: EventTarget,
): Promise<CashOutOutcome> {
  const state = cashOutState();
  state.busy[orderId] = 'reconciling';
  try {
    const [fresh] = await api().cashOutsByIds([orderId]);
    delete state.busy[orderId];
    if (fresh && fresh.cashOutCount > before.cashOutCount) {
      const record = fresh.cashOutList[fresh.cashOutList.length - 1];
      return settle(
        orderId,
        {
          principal: record ? roundMoney(record.principal) : attempt.principal,
          amount: record ? roundMoney(record.amount) : attempt.amount,
          record,
          fresh,
        },
        source,
      );
    }
    if (fresh?.orderStatus === OrderStatus.Settled) {
      return settle(orderId, { principal: before.remaining, amount: attempt.amount }, source);
    }
    if (fresh) applyOrder(fresh, true);
    notify({ orderId, kind: 'failed', errorKey: 'errors:cashOutFailed' });
    return { kind: 'failed' };
  } catch {
    getRuntime().lifecycle.after(RECONCILE_RETRY_MS, () => void reconcileCashOut(orderId, before, attempt, source));
    return { kind: 'unknown' };
  }
}

/** The return of cashing out `part` of an order at the price on screen (the slider's live figure). */
export function quoteCashOut(order: BetOrder, part: Money): Money {
  const remaining = remainingPrincipalOf(order);
  if (!new MoneyDecimal(remaining).gt(0)) return '0.00';
  return partialCashOutReturn(offeredPrice(order.id), part, remaining);
}
