import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../../src/api/api';
import { bettingEndpoints } from '../../../src/api/endpoints/betting';
import { chatEndpoints } from '../../../src/api/endpoints/chat';
import { historyEndpoints } from '../../../src/api/endpoints/history';
import { liveEndpoints } from '../../../src/api/endpoints/live';
import { matchEndpoints } from '../../../src/api/endpoints/matches';
import { ssapiEndpoints } from '../../../src/api/endpoints/ssapi';
import { systemEndpoints } from '../../../src/api/endpoints/system';
import type { Client } from '../../../src/api/client';
import { PATHS } from '../../../src/api/paths';
import { SYSTEM_PATHS } from '../../../src/api/systemPaths';
import { MATCH_DATA_PATHS } from '../../../src/api/matchDataPaths';
import { BET_PATHS } from '../../../src/api/betPaths';
import { LIVE_PATHS } from '../../../src/api/livePaths';
import { SSAPI_PATHS } from '../../../src/api/ssapiPaths';
import { fakeContext, fakeFetch, json, ok } from './fakeServer';
import { wireCashOutPrice, wireMatch, wireOrder } from './samples';

afterEach(() => vi.useRealTimers());

describe('createApi', () => {
  it('no endpoint name is shadowed by another area', () => {
    const client = {} as Client;
    const names = [
      systemEndpoints,
      matchEndpoints,
      bettingEndpoints,
      historyEndpoints,
      liveEndpoints,
      chatEndpoints,
      ssapiEndpoints,
    ].flatMap((f) => Object.keys(f(client)));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('match list feed (spec §7 getList)', () => {
  it('decodes the page of matches', async () => {
    const { fetch, seen } = fakeFetch(ok({ current: 1, pageTotal: 1, size: 50, total: 1, records: [wireMatch] }));
    const page = await createApi(fakeContext(), { fetch }).matchList({ sportId: 1 });
    expect(seen[0].url.pathname).toBe(PATHS.matchList);
    expect(page.failed).toBe(false);
    expect(page.records[0].home.name).toBe('Home FC');
  });

  it('a failure is not retried, logs 请求失败，请重新加载 and returns the empty page (size 50, total 200) marked failed', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetch, seen } = fakeFetch(new Response('', { status: 500 }));
    const page = await createApi(fakeContext(), { fetch, retryDelay: () => 0 }).matchList({});
    expect(page).toEqual({ current: 1, pageTotal: 0, size: 50, total: 200, records: [], failed: true });
    expect(seen).toHaveLength(1);
    expect(log.mock.calls[0][0]).toBe('请求失败，请重新加载');
  });
});

describe('statistical (spec §7: retried once after 1.5 s)', () => {
  it('retries exactly once, 1500 ms after the failure', async () => {
    vi.useFakeTimers();
    const { fetch, seen } = fakeFetch(json({ code: 77, data: null }), ok({ hotCount: 3, totalCount: 9 }));
    const pending = createApi(fakeContext(), { fetch }).statistical({ sportId: 1 });
    await vi.advanceTimersByTimeAsync(1499);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ hotCount: 3, totalCount: 9, hotLeagues: [], playTypeMap: {} });
    expect(seen).toHaveLength(2);
  });

  it('a second failure rejects', async () => {
    vi.useFakeTimers();
    const { fetch, seen } = fakeFetch(json({ code: 77, data: null }));
    const pending = createApi(fakeContext(), { fetch })
      .statistical()
      .catch((e: { kind: string }) => e.kind);
    await vi.advanceTimersByTimeAsync(1500);
    expect(await pending).toBe('business');
    expect(seen).toHaveLength(2);
  });
});

describe('SSAPI endpoints (spec §7)', () => {
  const wireBanner = (n: number) => ({ id: `b${n}`, title: `T${n}`, imgUrl: 'data:image/svg+xml,x', jumpUrl: '/' });

  it('bannerList GETs ssapi/bannerList/search with pid, plat and languageType and keeps the first 6', async () => {
    const { fetch, seen } = fakeFetch(ok(Array.from({ length: 8 }, (_, i) => wireBanner(i + 1))));
    const banners = await createApi(fakeContext(), { fetch }).bannerList();
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url.pathname).toBe(SSAPI_PATHS.bannerList);
    expect(Object.fromEntries(seen[0].url.searchParams)).toMatchObject({ pid: '44', plat: '0', languageType: 'ENG' });
    expect(banners.map((b) => b.id)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5', 'b6']);
    expect(banners[0]).toEqual({ id: 'b1', title: 'T1', imageUrl: 'data:image/svg+xml,x', link: '/' });
  });

  it('bannerList drops a malformed banner and keeps the others', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetch } = fakeFetch(ok([wireBanner(1), { id: 'b2', title: 'no picture' }, wireBanner(3)]));
    expect((await createApi(fakeContext(), { fetch }).bannerList()).map((b) => b.id)).toEqual(['b1', 'b3']);
  });

  it('leagueSearch POSTs ssapi/league/search with pid, the name and the sport, and decodes the leagues', async () => {
    const { fetch, seen } = fakeFetch(ok([{ id: 'l1', na: 'Premier', mt: 4, or: 1, sid: 1 }]));
    const leagues = await createApi(fakeContext(), { fetch }).leagueSearch('prem', 1);
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url.pathname).toBe(SSAPI_PATHS.leagueSearch);
    expect(Object.fromEntries(new URLSearchParams(seen[0].body))).toMatchObject({
      pid: '44',
      name: 'prem',
      sportId: '1',
    });
    expect(leagues).toEqual([{ id: 'l1', name: 'Premier', matchCount: 4, logoUrl: undefined, order: 1, sportId: 1 }]);
  });
});

describe('betting endpoints', () => {
  it('ordersByRef asks BET_PATHS.orderByRef with every clientRef and decodes the orders', async () => {
    const { fetch, seen } = fakeFetch(ok([{ clientRef: 'r1', id: 'o1', st: 1 }]));
    const orders = await createApi(fakeContext(), { fetch }).ordersByRef(['r1', 'r2']);
    expect(seen[0].url.pathname).toBe(BET_PATHS.orderByRef);
    const form = new URLSearchParams(seen[0].body);
    expect([form.get('clientRefs[0]'), form.get('clientRefs[1]')]).toEqual(['r1', 'r2']);
    expect(orders).toEqual([{ clientRef: 'r1', orderId: 'o1', status: 1 }]);
  });

  it('multiple bet sends betMultipleData with a clientRef per series entry', async () => {
    const { fetch, seen } = fakeFetch(ok([{ id: 'o9', clientRef: 's1', ops: [{ mid: 'mk', bod: 2 }] }]));
    const placed = await createApi(fakeContext(), { fetch }).placeMultiple(
      [{ clientRef: 's1', itemCount: 2, seriesValue: 2, unitStake: '10', oddsChange: 1 }],
      [{ marketId: 'mk', odds: 2, optionType: '1', oddsFormat: 1 }],
      'CNY',
    );
    const form = new URLSearchParams(seen[0].body);
    expect(form.get('betMultipleData[0].clientRef')).toBe('s1');
    expect(form.get('betOptionList[0].marketId')).toBe('mk');
    expect(placed).toEqual([{ orderId: 'o9', clientRef: 's1', legs: [{ marketId: 'mk', odds: 2 }] }]);
  });

  it('getCashOutsByIds decodes the orders it answers (status, remaining principal, cash-out records)', async () => {
    const { fetch, seen } = fakeFetch(
      ok([
        {
          ...wireOrder,
          st: 2,
          remainingPrincipal: '60',
          cashOutCount: 1,
          crl: [{ id: 'c1', cop: '40', cot: '59', ct: 1, st: 1 }],
        },
      ]),
    );
    const [order] = await createApi(fakeContext(), { fetch }).cashOutsByIds(['o1']);
    expect(seen[0].url.pathname).toBe(BET_PATHS.cashOutsByIds);
    expect(order).toMatchObject({ id: 'o1', orderStatus: 2, remainingPrincipal: '60', cashOutCount: 1 });
    expect(order.cashOutList).toHaveLength(1);
  });

  it('sportUnionData is a GET of the spec query ts (a timestamp) and language, with the match id as matchId', async () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    const { fetch, seen } = fakeFetch(ok({}));
    await createApi(fakeContext(), { fetch }).sportUnionData('m42', 'ENG');
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url.pathname).toBe(MATCH_DATA_PATHS.sportUnionData);
    expect([
      seen[0].url.searchParams.get('matchId'),
      seen[0].url.searchParams.get('ts'),
      seen[0].url.searchParams.get('language'),
    ]).toEqual(['m42', '1800000000000', 'ENG']);
  });

  it('cash-out prices come from the pr list', async () => {
    const { fetch } = fakeFetch(ok({ pr: [wireCashOutPrice] }));
    const prices = await createApi(fakeContext(), { fetch }).cashOutPrice(['o1']);
    expect(prices[0]).toMatchObject({ orderId: 'o1', amount: '88.8', available: true });
  });
});

describe('system and live endpoints', () => {
  it('proxy switch reads 1 as on and a failure as off (spec §8)', async () => {
    expect(await createApi(fakeContext(), { fetch: fakeFetch(ok(1)).fetch }).proxySwitch()).toBe(true);
    expect(await createApi(fakeContext(), { fetch: fakeFetch(new TypeError('down')).fetch }).proxySwitch()).toBe(false);
  });

  it('room permission decodes type, success, code and tips with their names', async () => {
    const { fetch, seen } = fakeFetch(
      ok({ type: 'recharge', isSuccess: 0, code: 'ALL', tips: [{ isObtain: 1, name: 'Log in' }, { isObtain: 0 }] }),
    );
    expect(await createApi(fakeContext(), { fetch }).roomPermission('room1')).toEqual({
      type: 'recharge',
      isSuccess: false,
      code: 'ALL',
      tips: [{ isObtain: true, name: 'Log in' }, { isObtain: false }],
    });
    expect(seen[0].url.pathname).toBe(LIVE_PATHS.roomPermission);
  });

  it('chat token is a GET and defaults the rule to available', async () => {
    const { fetch, seen } = fakeFetch(ok({ token: 'ct' }));
    expect(await createApi(fakeContext(), { fetch }).chatToken()).toEqual({
      token: 'ct',
      banInfo: { banText: undefined, isBan: false, isPermission: false, ttlConfig: undefined },
      isAvailable: true,
      betLimitCond: 0,
    });
    expect(seen[0].method).toBe('GET');
  });

  it('fileUrl points at the API host', () => {
    expect(createApi(fakeContext()).fileUrl('a b.png')).toBe(`http://api.test${SYSTEM_PATHS.file}/a%20b.png`);
  });
});
