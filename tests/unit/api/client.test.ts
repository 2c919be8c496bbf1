import { createHash, webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createApi } from '../../../src/api/api';
import { createClient } from '../../../src/api/client';
import { DEVICE_ID_KEY } from '../../../src/api/device';
import { ApiError } from '../../../src/api/errors';
import { signRequest } from '../../../src/api/headers';
import { fakeContext, fakeFetch, hang, json, ok } from './fakeServer';

const NOW = 1_700_000_000_000;

describe('request headers (spec §3 "Request header fields")', () => {
  it('sends every header field, with the P prefix for pc and market_id 1 by default', async () => {
    const { fetch, seen } = fakeFetch(ok({}));
    const ctx = fakeContext();
    await createClient(ctx, { fetch, now: () => NOW }).call({ path: '/v1/x', body: { a: 1 } });
    const h = seen[0].headers;
    const deviceId = h.get('device-id')!;
    expect(deviceId).toMatch(/^P.+/);
    expect(ctx.storage()?.getItem(DEVICE_ID_KEY)).toBe(deviceId.slice(1));
    expect(h.get('os-type')).toBe('0');
    expect(h.get('timestamp')).toBe(String(NOW));
    expect(h.get('version')).toBe('1.0');
    expect(h.get('app-type')).toBe('pc');
    expect(h.get('token')).toBe('tok-1');
    expect(h.get('uid')).toBe('u-1');
    expect(h.get('country_id')).toBe('');
    expect(h.get('market_id')).toBe('1');
    expect(h.get('Authorization')).toBe('tok-1');
    expect(h.get('sign')).toBe(await signRequest(String(NOW), deviceId, seen[0].body));
  });

  it('sign is SHA-256 hex of timestamp + device id + body', async () => {
    expect(await signRequest('1', 'P2', 'a=3')).toBe(createHash('sha256').update('1P2a=3').digest('hex'));
    expect(await signRequest('', '', 'abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('signs the same with SubtleCrypto (https and localhost pages) as with our own SHA-256 (plain-http pages)', async () => {
    const text = ['1700000000000', 'P2c6b', '{"languageType":"CMN","n":"\u00e9\u4e2d"}'] as const;
    const withOurs = await signRequest(...text); // the unit tests' setup removes SubtleCrypto
    vi.stubGlobal('crypto', webcrypto);
    try {
      expect(await signRequest(...text)).toBe(withOurs);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(withOurs).toBe(createHash('sha256').update(text.join('')).digest('hex'));
  });

  it('uses the H prefix for mobile and keeps the stored device id stable across clients', async () => {
    const { fetch, seen } = fakeFetch(ok({}));
    const ctx = fakeContext({ deviceKind: () => 'mobile' });
    await createClient(ctx, { fetch }).call({ path: '/a' });
    await createClient(ctx, { fetch }).call({ path: '/a' });
    expect(seen[0].headers.get('device-id')).toMatch(/^H/);
    expect(seen[1].headers.get('device-id')).toBe(seen[0].headers.get('device-id'));
  });

  it('falls back to the timestamp for the device id when randomUUID fails', async () => {
    vi.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(() => {
      throw new Error('insecure context');
    });
    const { fetch, seen } = fakeFetch(ok({}));
    await createClient(fakeContext({ storage: () => null }), { fetch, now: () => NOW }).call({ path: '/a' });
    expect(seen[0].headers.get('device-id')).toBe(`P${NOW}`);
  });

  it('omits Authorization (and the token header) for match results, match detail and static translations', async () => {
    const page = { current: 1, pageTotal: 0, size: 50, total: 0, records: [] };
    const match = {
      id: 'm1',
      lg: { id: 'l1', na: 'L', sid: 1 },
      ts: [
        { id: 'a', na: 'A' },
        { id: 'b', na: 'B' },
      ],
      ms: 4,
      bt: 1,
    };
    const { fetch, seen } = fakeFetch(ok(page), ok(match), ok({}), ok({ hotCount: 1 }));
    const api = createApi(fakeContext(), { fetch });
    await api.resultList({});
    await api.matchDetail('m1');
    await api.staticList();
    await api.statistical();
    expect(seen.slice(0, 3).map((s) => s.headers.has('Authorization'))).toEqual([false, false, false]);
    expect(seen.slice(0, 3).map((s) => s.headers.get('token'))).toEqual(['', '', '']);
    expect(seen[3].headers.get('Authorization')).toBe('tok-1');
  });

  it('sends no Authorization when logged out', async () => {
    const { fetch, seen } = fakeFetch(ok({}));
    await createClient(fakeContext({ token: () => null }), { fetch }).call({ path: '/a' });
    expect(seen[0].headers.has('Authorization')).toBe(false);
  });
});

describe('bodies (spec §7)', () => {
  it('adds languageType to every POST body, form-encoded with dotted nesting', async () => {
    const { fetch, seen } = fakeFetch(ok([]));
    const api = createApi(fakeContext(), { fetch });
    await api.placeSingle(
      [
        {
          clientRef: 'r1',
          unitStake: '10',
          oddsChange: 1,
          legs: [{ marketId: 'mk', odds: 1.9, optionType: '1', oddsFormat: 1 }],
        },
      ],
      'CNY',
    );
    expect(seen[0].headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(seen[0].body);
    expect(form.get('languageType')).toBe('ENG');
    expect(form.get('singleBetList[0].clientRef')).toBe('r1');
    expect(form.get('singleBetList[0].betOptionList[0].marketId')).toBe('mk');
    expect(form.get('singleBetList[0].betOptionList[0].odds')).toBe('1.9');
    expect(form.get('currencyId')).toBe('CNY');
  });

  it('sends the match-list feed as JSON with languageType and page size 50', async () => {
    const { fetch, seen } = fakeFetch(ok({ current: 1, pageTotal: 0, size: 50, total: 0, records: [] }));
    await createApi(fakeContext({ language: () => 'THA' }), { fetch }).matchList({ sportId: 1 });
    expect(seen[0].headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(seen[0].body)).toEqual({ size: 50, sportId: 1, languageType: 'THA' });
  });

  it('adds languageType to GET query parameters', async () => {
    const { fetch, seen } = fakeFetch(ok({}));
    await createApi(fakeContext(), { fetch }).userConfig();
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url.searchParams.get('collect')).toBe('UserConfig');
    expect(seen[0].url.searchParams.get('languageType')).toBe('ENG');
  });
});

describe('error catalogue (spec §8)', () => {
  const call = async (answer: Response | Error, ctx = fakeContext()) => {
    const { fetch } = fakeFetch(answer);
    return createClient(ctx, { fetch })
      .call({ path: '/p' })
      .catch((e: unknown) => e);
  };

  it.each([
    [400, 'nullUser', 'errors:nullUser'],
    [403, 'forbidden', 'errors:forbidden'],
    [200025, 'imageCode', 'errors:imageCode'],
    [200028, 'validateCode', 'errors:validateCode'],
    [77, 'business', 'errors:business'],
    [1500, 'server', 'errors:server'],
  ])('code %i rejects as %s', async (code, kind, key) => {
    const error = (await call(json({ code, msg: 'server says <b>no</b>', data: null }))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe(kind);
    expect(error.messageKey).toBe(key);
    expect(error.serverMessage).toBe('server says <b>no</b>');
  });

  it('1500 (the server could not save the change) on a placement is unknown-outcome, never a refusal', async () => {
    const { fetch } = fakeFetch(json({ code: 1500, msg: 'storage unavailable, please try again later', data: null }));
    const error = (await createClient(fakeContext(), { fetch })
      .call({ path: '/p', placement: true })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('unknown-outcome');
    expect(error.messageKey).toBe('errors:unknownOutcome');
  });

  it('codes 1 and 0 resolve with data', async () => {
    expect(await call(json({ code: 1, data: 'a' }))).toBe('a');
    expect(await call(json({ code: 0, data: 'b' }))).toBe('b');
  });

  it('errcode 0 rejects even with a success code', async () => {
    expect(((await call(json({ code: 1, errcode: 0, data: 1 }))) as ApiError).kind).toBe('business');
  });

  it('a 200 carrying 405 rejects as expired and calls onExpired exactly once per token', async () => {
    const ctx = fakeContext();
    const { fetch } = fakeFetch(json({ code: 405, msg: 'expired', data: null }));
    const client = createClient(ctx, { fetch });
    const errors = await Promise.all([1, 2, 3].map(() => client.call({ path: '/p' }).catch((e: ApiError) => e.kind)));
    expect(errors).toEqual(['expired', 'expired', 'expired']);
    expect(ctx.onExpired).toHaveBeenCalledTimes(1);
    expect(ctx.onKicked).not.toHaveBeenCalled();
  });

  it('second-API code 14010 is expired too', async () => {
    const ctx = fakeContext();
    expect(((await call(json({ code: 14010, data: null }), ctx)) as ApiError).kind).toBe('expired');
    expect(ctx.onExpired).toHaveBeenCalledTimes(1);
  });

  it('a new token that expires again is reported again', async () => {
    let token = 'a';
    const ctx = fakeContext({ token: () => token });
    const { fetch } = fakeFetch(json({ code: 405, data: null }));
    const client = createClient(ctx, { fetch });
    await client.call({ path: '/p' }).catch(() => undefined);
    token = 'b';
    await client.call({ path: '/p' }).catch(() => undefined);
    expect(ctx.onExpired).toHaveBeenCalledTimes(2);
  });

  it('505 rejects as kicked and calls onKicked', async () => {
    const ctx = fakeContext();
    expect(((await call(json({ code: 505, data: null }), ctx)) as ApiError).kind).toBe('kicked');
    expect(ctx.onKicked).toHaveBeenCalledTimes(1);
    expect(ctx.onExpired).not.toHaveBeenCalled();
  });

  it('an expired code on an HTTP 4xx envelope is still expired', async () => {
    const ctx = fakeContext();
    expect(((await call(json({ code: 405, data: null }, 401), ctx)) as ApiError).kind).toBe('expired');
    expect(ctx.onExpired).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch is a network error (网络错误)', async () => {
    const error = (await call(new TypeError('fetch failed'))) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.messageKey).toBe('errors:network');
    expect(error.message).toBe('网络错误');
  });

  it('an aborted request is a cancel (http cancel)', async () => {
    const controller = new AbortController();
    const { fetch } = fakeFetch(hang);
    const pending = createClient(fakeContext(), { fetch }).call({ path: '/p', signal: controller.signal });
    controller.abort();
    const error = (await pending.catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('cancel');
    expect(error.message).toBe('http cancel');
    expect(error.messageKey).toBe('errors:httpCancel');
  });

  it('HTTP 5xx is a server error', async () => {
    const error = (await call(new Response('boom', { status: 502 }))) as ApiError;
    expect(error.kind).toBe('server');
    expect(error.status).toBe(502);
  });

  it('a body that is not an envelope is malformed', async () => {
    expect(((await call(new Response('<html>'))) as ApiError).kind).toBe('malformed');
    expect(((await call(json({ data: 1 }))) as ApiError).kind).toBe('malformed');
  });
});

describe('retry policy', () => {
  it('a bet POST answered 5xx is sent once and rejects as unknown-outcome', async () => {
    const { fetch, seen } = fakeFetch(new Response('', { status: 503 }));
    const api = createApi(fakeContext(), { fetch, retryDelay: () => 0 });
    const error = (await api.placeSingle([], 'CNY').catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('unknown-outcome');
    expect(error.messageKey).toBe('errors:unknownOutcome');
    expect(seen).toHaveLength(1);
  });

  it('a bet POST that times out is sent once and rejects as unknown-outcome', async () => {
    const { fetch, seen } = fakeFetch(hang);
    const api = createApi(fakeContext(), { fetch, timeout: 20 });
    const error = (await api.placeMultiple([], [], 'CNY').catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('unknown-outcome');
    expect(seen).toHaveLength(1);
  });

  it('cash-out and reserve POSTs are never retried', async () => {
    const { fetch, seen } = fakeFetch(new Response('', { status: 500 }));
    const api = createApi(fakeContext(), { fetch, retryDelay: () => 0 });
    await api.cashOut({ clientRef: 'c', orderId: 'o', principal: '5', expectedAmount: '6' }).catch(() => undefined);
    await api
      .reserveBet({ clientRef: 'r', unitStake: '5', oddsChange: 1, legs: [], currencyId: 'CNY' })
      .catch(() => undefined);
    expect(seen).toHaveLength(2);
    expect(new URLSearchParams(seen[0].body).get('platForm')).toBe('pc');
  });

  it('an ordinary POST answered 5xx is not retried either', async () => {
    const { fetch, seen } = fakeFetch(new Response('', { status: 500 }));
    await createApi(fakeContext(), { fetch, retryDelay: () => 0 })
      .userInfo()
      .catch(() => undefined);
    expect(seen).toHaveLength(1);
  });

  it('a GET is retried (limit 2) and succeeds on the third attempt', async () => {
    const { fetch, seen } = fakeFetch(
      new Response('', { status: 503 }),
      new Response('', { status: 503 }),
      ok({ handicap: 2 }),
    );
    const config = await createApi(fakeContext(), { fetch, retryDelay: () => 0 }).userConfig();
    expect(config.handicap).toBe(2);
    expect(seen).toHaveLength(3);
  });
});
