// Issue 27 item 1: the demo control drives matches, money and rooms, so it exists only on a server started in demo or
// test mode, and there answers only the control secret (a header, or the cookie of the server's own demo pages) or
// an admin's session. Test mode also makes a flow file's own copy of a demo user at its first login.
import { afterEach, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../../src/domain/enums';
import { CONTROL_SECRET, start, type TestServer } from './harness';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.stop();
  srv = undefined;
});

/** A control call as an attacker would send it: with the headers given, and no secret unless among them. */
async function control(server: TestServer, body: object, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}demo/control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code: number; data: unknown } };
}

describe('the demo control', () => {
  it('does not exist on a server started with production settings (404, even with a secret)', async () => {
    srv = await start(undefined, 4, undefined, { mode: 'production' });
    expect(srv.controlSecret).toBeNull();
    const answer = await control(srv, { action: 'maintenance', on: 'true' }, { 'x-demo-control': CONTROL_SECRET });
    expect(answer.status).toBe(404);
  });

  it('refuses a call without the secret (403) and does nothing: no match ends', async () => {
    srv = await start(undefined, 12);
    const live = [...srv.sim.matches.values()].find((m) => m.status === MatchStatus.Live)!;
    const attempts: Record<string, string>[] = [
      {},
      { 'x-demo-control': 'guessed' },
      { authorization: await srv.login('demo') },
    ];
    for (const headers of attempts) {
      const answer = await control(srv, { action: 'endMatch', matchId: live.id }, headers);
      expect(answer.body.code).toBe(403);
    }
    expect(srv.sim.matches.get(live.id)!.status).toBe(MatchStatus.Live);
  });

  it("answers the secret in its header, an admin's session, and the cookie the server's demo pages get", async () => {
    srv = await start(undefined, 4);
    expect((await control(srv, { action: 'now' }, { 'x-demo-control': CONTROL_SECRET })).body.code).toBe(1);
    expect((await control(srv, { action: 'now' }, { authorization: await srv.login('admin') })).body.code).toBe(1);
    const page = await fetch(srv.url);
    const cookie = page.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sport-demo-control=[^;]+; Path=\/demo\/control; HttpOnly; SameSite=Strict$/);
    expect((await control(srv, { action: 'now' }, { cookie: cookie.split(';')[0] })).body.code).toBe(1);
  });
});

describe('copies of the demo users (test mode)', () => {
  it("a first login as demo~<file> makes that file's own user: its own uid, demo's balances, a session of its own", async () => {
    srv = await start(undefined, 4);
    const demo = await srv.call<{ uid: string }>('/demo/login', { user: 'demo' });
    const copy = await srv.call<{ uid: string; token: string }>('/demo/login', { user: 'demo~betting' });
    expect(copy.code).toBe(1);
    expect(copy.data.uid).not.toBe(demo.data.uid);
    const info = await srv.call<{ balanceList: { coinCode: string; balance: string }[] }>(
      '/api/forehead/user/info',
      {},
      copy.data.token,
    );
    expect(info.data.balanceList.find((b) => b.coinCode === 'CNY')?.balance).toBe('10000.00');
    // The copy's login kicked no session of demo's.
    const again = await srv.call<{ uid: string }>('/demo/login', { user: 'demo~betting' });
    expect(again.data.uid).toBe(copy.data.uid);
  });

  it('are refused outside test mode (an unknown demo user)', async () => {
    srv = await start(undefined, 4, undefined, { mode: 'demo' });
    expect((await srv.call('/demo/login', { user: 'demo~betting' })).code).toBe(1017);
  });
});

describe('claimMatch (flow files side by side)', () => {
  it('gives each flow the first match no other flow holds, and a flow its own claim again', async () => {
    srv = await start(undefined, 4);
    const claim = async (flow: string, ids: string[]) =>
      (await control(srv!, { action: 'claimMatch', flow, ids }, { 'x-demo-control': CONTROL_SECRET })).body;
    expect((await claim('betting', ['m1', 'm2'])).data).toBe('m1');
    expect((await claim('tracker', ['m1', 'm2'])).data).toBe('m2');
    expect((await claim('betting', ['m2', 'm1'])).data).toBe('m1');
    expect((await claim('history', ['m1', 'm2'])).code).not.toBe(1);
  });
});
