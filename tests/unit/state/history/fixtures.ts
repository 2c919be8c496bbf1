// Shared fixtures of the bet-history tests: orders in their domain form, a fake API installed as the
// runtime's 'api' singleton, and a fresh runtime per test.
import { vi } from 'vitest';
import { OrderStatus } from '../../../../src/domain/betEnums';
import type { BetOrder, CashOutPrice, Page } from '../../../../src/domain/types';
import { getRuntime } from '../../../../src/runtime/runtime';

/** A confirmed single of 100 at odds 2.00 that allows early settlement; fields may be overridden. */
export function order(overrides: Partial<BetOrder> = {}): BetOrder {
  return {
    id: '1000000000000017890',
    betCount: 1,
    matchCount: 1,
    betAmount: '100.00',
    orderStatus: OrderStatus.Confirmed,
    maxWinAmount: '200.00',
    cashOutList: [],
    createdTime: Date.UTC(2025, 0, 10, 12),
    betType: 0,
    remainingPrincipal: '100.00',
    allowSettleInAdvance: true,
    cashOutCount: 0,
    currencyId: 'CNY',
    options: [
      {
        sportId: 1,
        matchId: 'm1',
        matchName: 'Home FC vs Away FC',
        leagueName: 'Premier',
        period: '1',
        marketType: '1',
        optionName: '+0.5',
        inPlay: true,
        team: 'Home FC',
        betOdds: 2,
        marketId: 'mk1',
      },
    ],
    ...overrides,
  };
}

/** A page of records as the list endpoints resolve. */
export function page<T>(records: T[], total = records.length, current = 1): Page<T> {
  return { current, pageTotal: Math.ceil(total / 50), size: 50, total, records };
}

/** A price answer for an order. */
export function price(orderId: string, amount: string, available = true): CashOutPrice {
  return { orderId, amount, available, minStake: '10.00' };
}

/** Every endpoint the history uses, as mocks. */
export function fakeApi() {
  return {
    betList: vi.fn(async (_q: unknown) => page<BetOrder>([])),
    newBetList: vi.fn(async (_q: unknown) => page<BetOrder>([])),
    reserveList: vi.fn(async (_q: unknown) => page([])),
    cashOutPrice: vi.fn(async (_ids: string[]) => [] as CashOutPrice[]),
    cashOut: vi.fn(async (_r: unknown): Promise<unknown> => ({})),
    cashOutsByIds: vi.fn(async (_ids: string[]) => [] as BetOrder[]),
    setAutoCashOut: vi.fn(async (_id: string, _rule: unknown): Promise<BetOrder> => order()),
    reserveCancel: vi.fn(async (_id: string): Promise<unknown> => ({})),
    reserveUpdate: vi.fn(async (_b: unknown): Promise<unknown> => ({})),
    reserveStatus: vi.fn(async (_ids: string[]) => [] as { reserveId: string; status: number }[]),
    staticList: vi.fn(async () => ({})),
  };
}
export type FakeApi = ReturnType<typeof fakeApi>;

/** A fresh runtime whose API is `api` and whose token is set (a logged-in user). */
export function freshRuntime(api: FakeApi, token: string | null = 'tok'): void {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('sport-widgets.runtime')];
  const runtime = getRuntime();
  runtime.singleton('api', () => api);
  runtime.setToken(token);
}
