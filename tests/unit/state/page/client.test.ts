// @vitest-environment happy-dom
// The page client's expiry and kick handling: only the token a failed request carried may be logged out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRuntime } from '../../../../src/runtime/runtime';
import { userApi } from '../../../../src/state/page/userApi';
import { session } from '../../../../src/state/session/session';

const KICKED = { code: 505, msg: 'logged in elsewhere', data: null };

/** A fetch whose first answer waits until `answer()` is called. */
function heldFetch() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetch = vi.fn(async () => {
    await held;
    return new Response(JSON.stringify(KICKED), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: release };
}

describe('expired and kicked answers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    getRuntime().setToken(null);
  });

  it('a kicked answer to a request sent with an older token keeps the newer token and emits nothing', async () => {
    const runtime = getRuntime();
    runtime.configure({ apiBase: 'http://api.test' });
    const kicked = vi.fn();
    document.addEventListener('sport-kicked', kicked);
    const { fetch, answer } = heldFetch();
    runtime.setToken('first-login');
    const call = userApi()
      .follow('m1')
      .catch((error: unknown) => error);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    runtime.setToken('second-login');
    answer();
    expect(await call).toMatchObject({ kind: 'kicked' });
    expect(runtime.token.get()).toBe('second-login');
    expect(kicked).not.toHaveBeenCalled();
    document.removeEventListener('sport-kicked', kicked);
  });

  it('a kicked answer to a request sent with the current token logs out and emits sport-kicked once', async () => {
    const runtime = getRuntime();
    runtime.configure({ apiBase: 'http://api.test' });
    const kicked = vi.fn();
    document.addEventListener('sport-kicked', kicked);
    const { answer } = heldFetch();
    runtime.setToken('only-login');
    answer();
    await userApi()
      .follow('m1')
      .catch(() => undefined);
    expect(runtime.token.get()).toBe(null);
    expect(kicked).toHaveBeenCalledTimes(1);
    document.removeEventListener('sport-kicked', kicked);
  });
});

describe('the uid header', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    session().user = null;
  });

  it('carries the session user id once the profile is loaded, and nothing after logout', async () => {
    getRuntime().configure({ apiBase: 'http://api.test' });
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(new Request(input, init).headers.get('uid') ?? '');
        return new Response(JSON.stringify({ code: 1, data: null }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    session().user = { uid: 'u-42' } as never;
    await userApi()
      .follow('m1')
      .catch(() => undefined);
    session().user = null;
    await userApi()
      .follow('m1')
      .catch(() => undefined);
    expect(seen).toEqual(['u-42', '']);
  });
});
