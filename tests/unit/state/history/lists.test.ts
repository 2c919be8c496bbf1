// Bet-history lists: pages of 50 as the user scrolls, the error state with a retry (spec §8), the views'
// calls and windows, another user's lists dropped, and reserved bets modified and cancelled.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import { OrderStatus, ReserveState } from '../../../../src/domain/betEnums';
import type { ReservedBet } from '../../../../src/domain/types';
import { getRuntime } from '../../../../src/runtime/runtime';
import {
  ensureView,
  historyState,
  loadMore,
  refreshView,
  reloadView,
  setFailedOnly,
  setStatusFilter,
} from '../../../../src/state/history/lists';
import { watchPendingOrders } from '../../../../src/state/history/pending';
import { cancelReserve, updateReserve, watchReserveStatuses } from '../../../../src/state/history/reserve';
import { fakeApi, freshRuntime, order, page, type FakeApi } from './fixtures';

let api: FakeApi;
const orders = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => order({ id: String(from + i) }));

const reserved = (overrides: Partial<ReservedBet> = {}): ReservedBet => ({
  reserveId: 'r1',
  marketId: 'mk',
  matchId: 'm',
  type: 'home',
  sportId: 1,
  leagueName: 'L',
  homeName: 'H',
  awayName: 'A',
  betName: 'Handicap',
  optionBetName: '-0.5',
  optionOdd: 2.1,
  isInPlay: false,
  status: ReserveState.Valid,
  unitStake: '50.00',
  createdTime: 0,
  ...overrides,
});

beforeEach(() => {
  api = fakeApi();
  freshRuntime(api);
});

describe('paging', () => {
  it('loads pages of 50 as the user reaches the end, until the total is loaded', async () => {
    api.betList.mockResolvedValueOnce(page(orders(1, 50), 70)).mockResolvedValueOnce(page(orders(51, 20), 70, 2));
    await ensureView('unsettled');
    const list = historyState().orders.unsettled;
    expect(list.items).toHaveLength(50);
    expect(list.hasMore).toBe(true);
    await loadMore('unsettled');
    expect(api.betList.mock.calls[1][0]).toMatchObject({ current: 2, size: 50, isSettled: false });
    expect(list.items).toHaveLength(70);
    expect(list.hasMore).toBe(false);
    await loadMore('unsettled');
    expect(api.betList).toHaveBeenCalledTimes(2);
  });

  it('the settled list asks for the last day by default', async () => {
    await ensureView('settled');
    const query = api.betList.mock.calls[0][0] as { isSettled: boolean; startTime: number; endTime: number };
    expect(query.isSettled).toBe(true);
    expect(query.endTime - query.startTime).toBe(24 * 3600 * 1000 - 1);
  });

  it('the anchor history asks the newer bet list for 30 days in the spec keys stime, etime, page, size', async () => {
    await ensureView('anchor');
    const query = api.newBetList.mock.calls[0][0] as { stime: number; etime: number; page: number; size: number };
    expect(Math.round((query.etime - query.stime) / 86_400_000)).toBe(30);
    expect(query).toMatchObject({ page: 1, size: 50 });
  });

  it('a status filter (spec §4: CashOut 102) reloads the list with that status, and "all" sends none', async () => {
    await ensureView('settled');
    await setStatusFilter('settled', OrderStatus.CashOut);
    expect(api.betList.mock.calls.at(-1)![0]).toMatchObject({ isSettled: true, status: 102 });
    await setStatusFilter('anchor', OrderStatus.ReserveCashOut);
    expect(api.newBetList.mock.calls.at(-1)![0]).toMatchObject({ status: 101 });
    await setStatusFilter('settled', null);
    expect(api.betList.mock.calls.at(-1)![0]).not.toHaveProperty('status');
  });

  it('the failed-reservations toggle asks for failed ones of the last 7 days', async () => {
    await setFailedOnly(true);
    const query = api.reserveList.mock.calls[0][0] as { isFailed: boolean; startTime: number; endTime: number };
    expect(query.isFailed).toBe(true);
    expect(Math.round((query.endTime - query.startTime) / 86_400_000)).toBe(7);
  });
});

describe('errors (spec §8: a bet-history failure sets the error flag)', () => {
  it('shows an error with the failure message, and a retry loads the list', async () => {
    api.betList.mockRejectedValueOnce(new ApiError('network'));
    await ensureView('unsettled');
    const list = historyState().orders.unsettled;
    expect(list.status).toBe('error');
    expect(list.errorKey).toBe('errors:network');
    api.betList.mockResolvedValueOnce(page(orders(1, 1)));
    await reloadView('unsettled');
    expect(list.status).toBe('ready');
    expect(list.items).toHaveLength(1);
  });

  it('an empty range is ready with no rows', async () => {
    await ensureView('settled');
    expect(historyState().orders.settled).toMatchObject({ status: 'ready', items: [] });
  });

  it('drops an answer that arrives after a newer query', async () => {
    let first!: (value: ReturnType<typeof page>) => void;
    api.betList.mockImplementationOnce(() => new Promise((resolve) => (first = resolve as never)));
    api.betList.mockResolvedValueOnce(page(orders(100, 1)));
    const stale = reloadView('settled');
    await reloadView('settled');
    first(page(orders(1, 3)));
    await stale;
    expect(historyState().orders.settled.items.map((o) => o.id)).toEqual(['100']);
  });

  it("drops the previous user's lists when the token changes", async () => {
    api.betList.mockResolvedValue(page(orders(1, 2)));
    await ensureView('unsettled');
    getRuntime().setToken('other');
    api.betList.mockResolvedValue(page([]));
    await ensureView('unsettled');
    expect(historyState().orders.unsettled.items).toEqual([]);
    expect(api.betList).toHaveBeenCalledTimes(2);
  });
});

describe('reserved bets', () => {
  beforeEach(() => {
    const list = historyState().reserved;
    list.items = [reserved()];
    list.status = 'ready';
  });

  it('a cancelled reservation shows the cancelled state', async () => {
    await cancelReserve('r1');
    expect(api.reserveCancel).toHaveBeenCalledWith('r1');
    expect(historyState().reserved.items[0].status).toBe(ReserveState.Cancelled);
  });

  it('a refused cancel rejects and leaves the reservation valid', async () => {
    api.reserveCancel.mockRejectedValue(new ApiError('business', { code: 1015 }));
    await expect(cancelReserve('r1')).rejects.toBeInstanceOf(ApiError);
    expect(historyState().reserved.items[0].status).toBe(ReserveState.Valid);
  });

  it('the listed valid reservations are asked about every 3000 ms (reserve/statusInfoByIds); a fired one shows successful and its order is fetched', async () => {
    vi.useFakeTimers();
    historyState().owner = getRuntime().token.get();
    historyState().orders.unsettled.status = 'ready';
    api.reserveStatus.mockResolvedValue([{ reserveId: 'r1', status: ReserveState.Successful }]);
    const stop = watchReserveStatuses();
    await vi.advanceTimersByTimeAsync(2999);
    expect(api.reserveStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.reserveStatus).toHaveBeenCalledWith(['r1']);
    expect(historyState().reserved.items[0].status).toBe(ReserveState.Successful);
    expect(api.betList).toHaveBeenCalledWith(expect.objectContaining({ isSettled: false }));
    // Nothing valid is left to ask about.
    await vi.advanceTimersByTimeAsync(3000);
    expect(api.reserveStatus).toHaveBeenCalledTimes(1);
    stop();
    vi.useRealTimers();
  });

  it('a modification sends stake and target odds and shows them', async () => {
    await updateReserve('r1', { unitStake: '80', odds: 2.3 });
    expect(api.reserveUpdate).toHaveBeenCalledWith({ reserveId: 'r1', unitStake: '80.00', odds: 2.3 });
    expect(historyState().reserved.items[0]).toMatchObject({ unitStake: '80.00', optionOdd: 2.3 });
  });
});

describe('waiting orders (spec §4: status polled while any order is created or confirming)', () => {
  it('asks only for waiting orders each 1000 ms; a confirmed one is updated, a rejected one leaves the unsettled list', async () => {
    vi.useFakeTimers();
    const list = historyState().orders.unsettled;
    list.items = [
      order({ id: 'a', orderStatus: OrderStatus.Created }),
      order({ id: 'b', orderStatus: OrderStatus.Confirming }),
      order({ id: 'c' }),
    ];
    list.status = 'ready';
    const orderStatus = vi.fn(async (_ids: string[]) => [
      { orderId: 'a', status: OrderStatus.Confirmed },
      { orderId: 'b', status: OrderStatus.Rejected },
    ]);
    getRuntime().singleton('api:betting', () => ({ orderStatus }));
    const stop = watchPendingOrders();
    await vi.advanceTimersByTimeAsync(1000);
    expect(orderStatus).toHaveBeenCalledWith(['a', 'b']);
    expect(list.items.map((o) => [o.id, o.orderStatus])).toEqual([
      ['a', OrderStatus.Confirmed],
      ['c', OrderStatus.Confirmed],
    ]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(orderStatus).toHaveBeenCalledTimes(1);
    stop();
    vi.useRealTimers();
  });
});

describe('a bet just placed (issue 15 item 6)', () => {
  it('refreshView shows the new order without a loading state, and keeps the rows when the refresh fails', async () => {
    api.betList.mockResolvedValueOnce(page(orders(1, 2), 2));
    await ensureView('unsettled');
    const list = historyState().orders.unsettled;
    const seen: string[] = [];
    api.betList.mockImplementationOnce(async () => {
      seen.push(list.status);
      return page([order({ id: 'new', orderStatus: OrderStatus.Created }), ...orders(1, 2)], 3);
    });
    await refreshView('unsettled');
    expect(seen).toEqual(['ready']);
    expect(list.items.map((o) => o.id)).toEqual(['new', '1', '2']);
    api.betList.mockRejectedValueOnce(new ApiError('network'));
    await refreshView('unsettled');
    expect(list.status).toBe('ready');
    expect(list.items).toHaveLength(3);
  });
});

describe('a language switch (issue 30)', () => {
  it('asks every loaded list again, so no card keeps the names of the old language; lists never opened stay idle', async () => {
    await ensureView('unsettled');
    const calls = api.betList.mock.calls.length;
    api.betList.mockImplementation(async () => page([order({ id: '9' })]));
    getRuntime().configure({ lang: getRuntime().config.get().lang === 'ENG' ? 'SAU' : 'ENG' });
    await vi.waitFor(() => expect(historyState().orders.unsettled.items.map((o) => o.id)).toEqual(['9']));
    expect(api.betList.mock.calls.length).toBe(calls + 1);
    expect(historyState().orders.settled.status).toBe('idle');
  });
});
