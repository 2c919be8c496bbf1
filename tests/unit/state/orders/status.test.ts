// @vitest-environment happy-dom
// The page's one order-status poll (spec §4; issue 14 item 7): one request a tick for every reader, urgent
// orders every 1000 ms for a bounded number of asks then every 3000 ms (said once), pending orders every
// 3000 ms, nothing while the page is hidden and everything at once when it shows again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderStatus } from '../../../../src/domain/betEnums';
import { ORDER_STATUS_FAST_ASKS } from '../../../../src/domain/constants';
import type { OrderStatusItem } from '../../../../src/domain/types';
import { getRuntime } from '../../../../src/runtime/runtime';
import { readOrderStatuses } from '../../../../src/state/orders/status';

let orderStatus: ReturnType<typeof vi.fn<(ids: string[]) => Promise<OrderStatusItem[]>>>;
let hidden = false;

beforeEach(() => {
  vi.useFakeTimers();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('sport-widgets.runtime')];
  orderStatus = vi.fn(async (ids: string[]) => ids.map((orderId) => ({ orderId, status: OrderStatus.Confirming })));
  getRuntime().singleton('api:betting', () => ({ orderStatus }));
  getRuntime().setToken('tok');
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
});

afterEach(() => {
  getRuntime().lifecycle.stopAll();
  vi.useRealTimers();
});

const reader = (urgent: string[], pending: string[] = []) => ({
  urgent: () => urgent,
  pending: () => pending,
  apply: vi.fn(),
  slowed: vi.fn(),
});

describe('one poll for every reader', () => {
  it('asks once a tick for the union of the slip and the history orders, and gives every reader the answer', async () => {
    const slip = reader(['a', 'b']);
    const history = reader(['b', 'c']);
    readOrderStatuses('slip', slip);
    readOrderStatuses('history', history);
    await vi.advanceTimersByTimeAsync(1000);
    expect(orderStatus).toHaveBeenCalledTimes(1);
    expect(orderStatus).toHaveBeenCalledWith(['a', 'b', 'c']);
    expect(slip.apply).toHaveBeenCalledWith(expect.arrayContaining([{ orderId: 'c', status: OrderStatus.Confirming }]));
    expect(history.apply).toHaveBeenCalledTimes(1);
  });

  it('no request while one is still in flight, none without a token, none once every reader has left', async () => {
    let answer: (items: OrderStatusItem[]) => void = () => {};
    orderStatus.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const stop = readOrderStatuses('slip', reader(['a']));
    await vi.advanceTimersByTimeAsync(3000);
    expect(orderStatus).toHaveBeenCalledTimes(1);
    answer([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(orderStatus).toHaveBeenCalledTimes(2);
    getRuntime().setToken(null);
    await vi.advanceTimersByTimeAsync(3000);
    expect(orderStatus).toHaveBeenCalledTimes(2);
    stop();
    expect(getRuntime().lifecycle.timerCount()).toBe(0);
  });
});

describe('bounded fast asks (an order stuck in created is not asked about every second forever)', () => {
  it(`an urgent order is asked every 1000 ms for ${ORDER_STATUS_FAST_ASKS} asks, then every 3000 ms, and the reader is told once`, async () => {
    const slip = reader(['stuck']);
    readOrderStatuses('slip', slip);
    await vi.advanceTimersByTimeAsync(ORDER_STATUS_FAST_ASKS * 1000);
    expect(orderStatus).toHaveBeenCalledTimes(ORDER_STATUS_FAST_ASKS);
    expect(slip.slowed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(9000);
    expect(orderStatus).toHaveBeenCalledTimes(ORDER_STATUS_FAST_ASKS + 3);
    expect(slip.slowed).toHaveBeenCalledTimes(1);
    expect(slip.slowed).toHaveBeenCalledWith(['stuck']);
  });

  it('pending orders are asked every 3000 ms, together with any urgent order due then', async () => {
    readOrderStatuses('slip', reader(['new'], ['old']));
    await vi.advanceTimersByTimeAsync(2000);
    expect(orderStatus.mock.calls).toEqual([[['new']], [['new']]]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(orderStatus.mock.calls[2]).toEqual([['new', 'old']]);
  });
});

describe('hidden pages', () => {
  it('asks nothing while document.hidden and asks about every order at once when the page shows again', async () => {
    readOrderStatuses('slip', reader(['a'], ['old']));
    hidden = true;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(orderStatus).not.toHaveBeenCalled();
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(orderStatus).toHaveBeenCalledWith(['a', 'old']);
  });
});
