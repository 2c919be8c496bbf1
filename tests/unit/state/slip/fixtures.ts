// Shared set-up of the slip tests: a fresh runtime and storage per test, a fake API in the runtime's
// 'api' slot, and picks / pre-bet answers shaped like the reference server's.
import { vi } from 'vitest';
import type { Api } from '../../../../src/api/api';
import { ApiError } from '../../../../src/api/errors';
import { seriesBetCount } from '../../../../src/domain/series';
import type { BetMarket, PreBetInfo, SeriesInfo } from '../../../../src/domain/types';
import { getRuntime } from '../../../../src/runtime/runtime';
import { session } from '../../../../src/state/session/session';
import type { PickInfo } from '../../../../src/domain/slip';

/** Drops the page runtime (and with it every store) and clears storage. */
export function freshRuntime(): void {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('sport-widgets.runtime')];
  localStorage.clear();
}

export function pick(matchId: string, odds = 1.9, extra: Partial<PickInfo> = {}): PickInfo {
  return {
    matchId,
    marketId: `m${matchId}`,
    type: 'H',
    odds,
    optionName: 'Home',
    marketName: '1x2',
    home: `Home ${matchId}`,
    away: `Away ${matchId}`,
    league: `League ${matchId}`,
    sportId: 1,
    allowParlay: true,
    ...extra,
  };
}

export function market(p: PickInfo, extra: Partial<BetMarket> = {}): BetMarket {
  return {
    marketId: p.marketId,
    matchId: p.matchId,
    allowParlay: true,
    isInPlay: false,
    maxBet: '50000.00',
    minBet: '5.00',
    status: 1,
    option: { name: p.optionName, odds: p.odds, type: p.type },
    ...extra,
  };
}

/** A series entry over `legCount` legs, with the betCount the server charges. */
export function series(
  combination: number,
  seriesNumber: number,
  seriesOdd: number,
  extra: Partial<SeriesInfo> = {},
  legCount = combination,
): SeriesInfo {
  return {
    combination,
    seriesNumber,
    seriesOdd,
    minBet: '10.00',
    maxBet: '10000.00',
    betCount: seriesBetCount({ combination, seriesNumber }, legCount),
    ...extra,
  };
}

export function preBet(markets: BetMarket[], seriesInfo: SeriesInfo[] = []): PreBetInfo {
  return { betInfo: markets, seriesInfo };
}

/** A fake API of the betting calls the slip makes; every call is a vi.fn the test can steer. */
export function fakeApi(preBetAnswer: () => PreBetInfo) {
  const api = {
    preBet: vi.fn(async () => preBetAnswer()),
    placeSingle: vi.fn(
      async (
        bets: { clientRef: string; legs: { marketId: string; odds: number }[]; thirdRemark?: string }[],
        _currencyId: string,
      ) =>
        bets.map((b, i) => ({
          orderId: `10000000000000${i}`,
          clientRef: b.clientRef,
          legs: b.legs.map((l) => ({ marketId: l.marketId, odds: l.odds })),
        })),
    ),
    placeMultiple: vi.fn(
      async (s: { clientRef: string }[], legs: { marketId: string; odds: number }[], _currencyId: string) =>
        s.map((b, i) => ({
          orderId: `20000000000000${i}`,
          clientRef: b.clientRef,
          legs: legs.map((l) => ({ marketId: l.marketId, odds: l.odds })),
        })),
    ),
    orderStatus: vi.fn(async (ids: string[]) => ids.map((orderId) => ({ orderId, status: 0 }))),
    ordersByRef: vi.fn(async (_refs: string[]) => [] as { clientRef: string; orderId: string; status: number }[]),
    reserveParams: vi.fn(async () => ({ currentOdds: 1.9, minOdds: 1.91, maxOdds: 5.7 }) as unknown),
    reserveLimit: vi.fn(async () => ({ maxOdds: '5.70', minStake: '10', maxStake: '50000' })),
    reserveBet: vi.fn(async () => ({ reserveId: '300000000000001', optionOdd: 2.5 }) as unknown),
    saveUserConfig: vi.fn(async () => undefined as unknown),
  };
  getRuntime().singleton('api', () => api as unknown as Api);
  getRuntime().singleton('api:user', () => api as unknown as Api);
  getRuntime().singleton('api:betting', () => api as unknown as Api);
  return api;
}

/** The failure the client raises when a bet POST timed out or got a 5xx. */
export const lostAnswer = () => new ApiError('unknown-outcome', { path: '/v1/order/bet/singlePass', status: 502 });

/** A business refusal of the reference server (code and message). */
export const refusal = (code: number, msg: string) => new ApiError('business', { code, serverMessage: msg });

/** Logs a user in (token and a CNY default balance). */
export function logIn(coin = 'CNY'): void {
  getRuntime().setToken('token-1');
  session().user = {
    uid: '80001',
    balances: [{ coinCode: coin, isDefault: true, balance: '10000.00' }],
    setting: { acceptPush: true, acceptList: [], showSettingChangableTip: false },
  };
}
