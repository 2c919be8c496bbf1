// Early settlement: the cash-out rule of spec §5, price polling of the visible orders (ids cut to 15
// characters), one request per click, reconciliation of a lost answer, and auto cash-out firing once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import { OrderStatus } from '../../../../src/domain/betEnums';
import type { BetOrder } from '../../../../src/domain/types';
import { getRuntime } from '../../../../src/runtime/runtime';
import {
  cashOutAllowed,
  cashOutOrder,
  cashOutState,
  pollCashOutPrices,
  setAutoCashOut,
  showOrderRow,
  watchCashOutPrices,
} from '../../../../src/state/history/cashout';
import { CASH_OUT_POLL_MS, CashOutRecordStatus, RECONCILE_RETRY_MS } from '../../../../src/domain/cashoutRules';
import { findUnsettled, historyState } from '../../../../src/state/history/lists';
import { fakeApi, freshRuntime, order, price, type FakeApi } from './fixtures';

let api: FakeApi;
const ID = '1000000000000017890';

function seed(...orders: ReturnType<typeof order>[]) {
  const list = historyState().orders.unsettled;
  list.items = orders;
  list.status = 'ready';
  list.total = orders.length;
}

/** Lets pending promise callbacks run. */
const flush = () => new Promise<void>((resolve) => queueMicrotask(() => setTimeout(resolve, 0)));

beforeEach(() => {
  api = fakeApi();
  freshRuntime(api);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('cash-out rule (spec §5)', () => {
  it('is allowed only with a price above 0, remaining principal above 0 and no settlement in progress', () => {
    const o = order();
    seed(o);
    expect(cashOutAllowed(o)).toBe(false); // no price yet
    cashOutState().prices[ID] = price(ID, '150.00');
    expect(cashOutAllowed(o)).toBe(true);
    cashOutState().prices[ID] = price(ID, '0.00');
    expect(cashOutAllowed(o)).toBe(false);
    cashOutState().prices[ID] = price(ID, '150.00', false);
    expect(cashOutAllowed(o)).toBe(false);
    cashOutState().prices[ID] = price(ID, '150.00');
    expect(cashOutAllowed(order({ remainingPrincipal: '0.00' }))).toBe(false);
    cashOutState().busy[ID] = 'sending';
    expect(cashOutAllowed(o)).toBe(false);
  });

  it('is not offered for orders that are not confirmed or do not allow early settlement', () => {
    cashOutState().prices[ID] = price(ID, '150.00');
    expect(cashOutAllowed(order({ orderStatus: OrderStatus.Confirming }))).toBe(false);
    expect(cashOutAllowed(order({ allowSettleInAdvance: false }))).toBe(false);
  });
});

describe('price polling', () => {
  it('polls only the visible unsettled orders, with ids cut to their first 15 characters, every 3000 ms', async () => {
    vi.useFakeTimers();
    const other = order({ id: '1000000000000029999' });
    seed(order(), other);
    const timersBefore = getRuntime().lifecycle.timerCount();
    const hide = showOrderRow(ID);
    api.cashOutPrice.mockResolvedValue([price(ID, '150.00')]);
    const stop = watchCashOutPrices();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.cashOutPrice).toHaveBeenCalledTimes(1);
    expect(api.cashOutPrice).toHaveBeenLastCalledWith(['100000000000001']);
    expect(cashOutState().prices[ID].amount).toBe('150.00');
    await vi.advanceTimersByTimeAsync(CASH_OUT_POLL_MS);
    expect(api.cashOutPrice).toHaveBeenCalledTimes(2);
    hide();
    await vi.advanceTimersByTimeAsync(CASH_OUT_POLL_MS);
    expect(api.cashOutPrice).toHaveBeenCalledTimes(2); // nothing visible: no call
    stop();
    expect(getRuntime().lifecycle.timerCount()).toBe(timersBefore);
  });
});

describe('one request per click', () => {
  it('sends one cash-out however fast the clicks come, and blocks the rest while it is in flight', async () => {
    seed(order());
    cashOutState().prices[ID] = price(ID, '150.00');
    let answer!: (value: unknown) => void;
    api.cashOut.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const first = cashOutOrder(ID, '100.00');
    const second = cashOutOrder(ID, '100.00');
    const third = cashOutOrder(ID, '50.00');
    expect(await second).toEqual({ kind: 'blocked' });
    expect(await third).toEqual({ kind: 'blocked' });
    expect(api.cashOut).toHaveBeenCalledTimes(1);
    expect(api.cashOut.mock.calls[0][0]).toMatchObject({ orderId: ID, principal: '100.00', expectedAmount: '150.00' });
    answer({});
    expect(await first).toEqual({ kind: 'settled', amount: '150.00' });
  });

  it('a full cash-out leaves the unsettled list, notices 已结算成功 and emits sport-cashed-out', async () => {
    seed(order());
    cashOutState().prices[ID] = price(ID, '150.00');
    const events: unknown[] = [];
    const source = new EventTarget();
    source.addEventListener('sport-cashed-out', (e) => events.push((e as CustomEvent).detail));
    await cashOutOrder(ID, '100.00', source);
    expect(findUnsettled(ID)).toBeUndefined();
    expect(cashOutState().notices.map((n) => n.kind)).toEqual(['settled']);
    expect(events).toEqual([{ orderId: ID, amount: '150.00', partial: false }]);
  });

  it('a partial cash-out keeps the order with its reduced principal and the new record; the return follows the price', async () => {
    seed(order());
    cashOutState().prices[ID] = price(ID, '150.00');
    // 40 of 100 at a price of 150 for the whole: 60.00
    expect(await cashOutOrder(ID, '40.00')).toEqual({ kind: 'partlySettled', amount: '60.00' });
    const left = findUnsettled(ID)!;
    expect(left.remainingPrincipal).toBe('60.00');
    expect(left.cashOutList.map((r) => [r.principal, r.amount])).toEqual([['40.00', '60.00']]);
    expect(cashOutState().notices.map((n) => n.kind)).toEqual(['partlySettled']);
  });

  it('a cash-out whose price moved (1013) is quoted again, not a failure: no 结算失败 notice, the order free to accept the new price (issue 28 item 6)', async () => {
    seed(order());
    cashOutState().prices[ID] = price(ID, '150.00');
    api.cashOut.mockRejectedValue(
      new ApiError('business', { code: 1013, serverMessage: 'cash-out price changed to 120.00' }),
    );
    expect(await cashOutOrder(ID, '100.00')).toEqual({ kind: 'requote' });
    expect(cashOutState().notices).toEqual([]);
    expect(cashOutState().busy[ID]).toBeUndefined();
    expect(cashOutAllowed(findUnsettled(ID)!)).toBe(true);
  });

  it('a cash-out the server cancels notices 取消结算, not 结算失败: nothing settled, the order kept whole and free (spec §4, issue 32 item 4)', async () => {
    seed(order());
    cashOutState().prices[ID] = price(ID, '150.00');
    const events: unknown[] = [];
    const source = new EventTarget();
    source.addEventListener('sport-cashed-out', (e) => events.push(e));
    api.cashOut.mockResolvedValue({
      record: { id: 'r1', principal: '100.00', amount: '0.00', time: 1, status: CashOutRecordStatus.Cancelled },
    });
    expect(await cashOutOrder(ID, '100.00', source)).toEqual({ kind: 'cancelled' });
    expect(cashOutState().notices.map((n) => [n.kind, n.errorKey])).toEqual([['cancelled', undefined]]);
    expect(findUnsettled(ID)).toMatchObject({ remainingPrincipal: '100.00', cashOutList: [] });
    expect(events).toEqual([]);
    expect(cashOutAllowed(findUnsettled(ID)!)).toBe(true);
  });

  it('a cash-out record the server rejected notices 结算失败 (spec §4) and settles nothing', async () => {
    seed(order());
    cashOutState().prices[ID] = price(ID, '150.00');
    api.cashOut.mockResolvedValue({
      record: { id: 'r1', principal: '100.00', amount: '0.00', time: 1, status: CashOutRecordStatus.Rejected },
    });
    expect(await cashOutOrder(ID, '100.00')).toEqual({ kind: 'failed' });
    expect(cashOutState().notices.map((n) => n.kind)).toEqual(['failed']);
    expect(findUnsettled(ID)?.remainingPrincipal).toBe('100.00');
  });

  it('a refused cash-out notices 结算失败 with the reason and frees the order for another try', async () => {
    seed(order());
    cashOutState().prices[ID] = price(ID, '150.00');
    api.cashOut.mockRejectedValue(
      new ApiError('business', { code: 1012, serverMessage: 'cash out not available, please try later' }),
    );
    expect((await cashOutOrder(ID, '100.00')).kind).toBe('failed');
    expect(cashOutState().notices[0]).toMatchObject({
      kind: 'failed',
      errorKey: 'errors:cashOutFailed',
      serverMessage: 'cash out not available, please try later',
    });
    expect(cashOutState().busy[ID]).toBeUndefined();
    expect(findUnsettled(ID)?.remainingPrincipal).toBe('100.00');
  });
});

describe('reconciliation of a lost answer', () => {
  it('asks the server before anything else is sent, and applies the cash-out it finds', async () => {
    seed(order());
    cashOutState().prices[ID] = price(ID, '150.00');
    api.cashOut.mockRejectedValue(new ApiError('unknown-outcome'));
    let answer!: (value: BetOrder[]) => void;
    api.cashOutsByIds.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const fresh = order({
      remainingPrincipal: '60.00',
      cashOutCount: 1,
      cashOutList: [{ id: 'c1', principal: '40.00', amount: '59.00', time: 1, status: 1 }],
    });
    const pending = cashOutOrder(ID, '40.00');
    await flush();
    expect(cashOutState().busy[ID]).toBe('reconciling');
    expect(await cashOutOrder(ID, '40.00')).toEqual({ kind: 'blocked' });
    answer([fresh]);
    expect(await pending).toEqual({ kind: 'partlySettled', amount: '59.00' });
    expect(api.cashOut).toHaveBeenCalledTimes(1);
    expect(api.cashOutsByIds).toHaveBeenCalledWith([ID]);
    expect(api.betList).not.toHaveBeenCalled(); // the answer is the order itself
    expect(findUnsettled(ID)?.remainingPrincipal).toBe('60.00');
    expect(cashOutState().busy[ID]).toBeUndefined();
  });

  it('an order found settled was cashed out in full and leaves the list', async () => {
    seed(order());
    cashOutState().prices[ID] = price(ID, '150.00');
    api.cashOut.mockRejectedValue(new ApiError('network'));
    api.cashOutsByIds.mockResolvedValue([order({ orderStatus: OrderStatus.Settled })]);
    expect(await cashOutOrder(ID, '100.00')).toEqual({ kind: 'settled', amount: '150.00' });
    expect(findUnsettled(ID)).toBeUndefined();
  });

  it('an order without a new record was not cashed out: a failure notice, and it may be tried again', async () => {
    seed(order());
    cashOutState().prices[ID] = price(ID, '150.00');
    api.cashOut.mockRejectedValueOnce(new ApiError('unknown-outcome'));
    api.cashOutsByIds.mockResolvedValue([order()]);
    expect((await cashOutOrder(ID, '100.00')).kind).toBe('failed');
    expect(cashOutAllowed(findUnsettled(ID)!)).toBe(true);
  });

  it('keeps the order locked and asks again later while the server cannot be reached', async () => {
    vi.useFakeTimers();
    seed(order());
    cashOutState().prices[ID] = price(ID, '150.00');
    api.cashOut.mockRejectedValue(new ApiError('unknown-outcome'));
    api.cashOutsByIds
      .mockRejectedValueOnce(new ApiError('network'))
      .mockResolvedValue([order({ orderStatus: OrderStatus.Settled })]);
    expect(await cashOutOrder(ID, '100.00')).toEqual({ kind: 'unknown' });
    expect(cashOutState().busy[ID]).toBe('reconciling');
    expect(cashOutAllowed(findUnsettled(ID)!)).toBe(false);
    await vi.advanceTimersByTimeAsync(RECONCILE_RETRY_MS);
    expect(api.cashOutsByIds).toHaveBeenCalledTimes(2);
    expect(findUnsettled(ID)).toBeUndefined();
    expect(api.cashOut).toHaveBeenCalledTimes(1);
  });
});

describe('auto cash-out, held by the server (issue 15 item 7)', () => {
  it('is set and removed on the server, and the row shows the rule the server holds', async () => {
    seed(order());
    const held = order({ autoCashOut: { principal: '50.00', targetReturn: '80.00' } });
    api.setAutoCashOut.mockResolvedValueOnce(held).mockResolvedValueOnce(order());
    await setAutoCashOut(ID, { principal: '50', targetReturn: '80' });
    expect(api.setAutoCashOut).toHaveBeenCalledWith(ID, { principal: '50.00', targetReturn: '80.00' });
    expect(findUnsettled(ID)?.autoCashOut).toEqual({ principal: '50.00', targetReturn: '80.00' });
    await setAutoCashOut(ID, null);
    expect(api.setAutoCashOut).toHaveBeenLastCalledWith(ID, null);
    expect(findUnsettled(ID)?.autoCashOut).toBeUndefined();
  });

  it('an order holding one is followed even off screen; when the server fired it, the row shows the record, once', async () => {
    seed(order({ autoCashOut: { principal: '50.00', targetReturn: '80.00' } }));
    api.cashOutPrice.mockResolvedValue([price(ID, '160.00')]);
    api.cashOutsByIds.mockResolvedValue([order({ autoCashOut: { principal: '50.00', targetReturn: '80.00' } })]);
    await pollCashOutPrices();
    expect(api.cashOutPrice).toHaveBeenCalledWith(['100000000000001']);
    expect(cashOutState().notices).toEqual([]);
    const record = { id: 'r1', principal: '50.00', amount: '80.00', time: 1, status: 1 };
    api.cashOutsByIds.mockResolvedValue([
      order({ remainingPrincipal: '50.00', cashOutList: [record], cashOutCount: 1 }),
    ]);
    await pollCashOutPrices();
    expect(findUnsettled(ID)?.remainingPrincipal).toBe('50.00');
    expect(cashOutState().notices).toEqual([
      expect.objectContaining({ orderId: ID, kind: 'partlySettled', amount: '80.00' }),
    ]);
    expect(api.cashOut).not.toHaveBeenCalled();
  });
});
