// A plain-http host page signs with our own SHA-256, downloaded at its first request: when that download
// fails, the request is not sent and fails as a network error (nothing reached the server).
import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';
import { fakeContext, fakeFetch, ok } from './fakeServer';

vi.mock('../../../src/api/sha256', () => {
  throw new Error('Loading chunk failed');
});

describe('request signing without SubtleCrypto', () => {
  it('a signing code that cannot load fails the call as a network error, and sends nothing', async () => {
    const { fetch, seen } = fakeFetch(ok({}));
    const error = await createClient(fakeContext(), { fetch })
      .call({ path: '/v1/order/bet/singlePass', body: {}, placement: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('network');
    expect(seen).toHaveLength(0);
  });
});
