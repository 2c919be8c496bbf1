// Several server instances on one PostgreSQL (issue 27 item 8): two server processes on one database share a room
// (a line said on one reaches the viewers on the other, a ban made on one refuses the user's lines on the other) and
// the records (a bet placed on one is in the other's status poll and history; a login on one is a session on the
// other), through LISTEN/NOTIFY (demo/server/bus.ts). Runs on PostgreSQL only (the postgres tier: PGlite is one
// process); the unit tier reports it skipped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { encodeForm, type FormValue } from '../../../../src/api/form';
import { SOCKET_PATHS } from '../../../../src/api/paths';
import { USER_PATHS } from '../../../../src/api/userPaths';
import { BET_PATHS } from '../../../../src/api/betPaths';
import { LIVE_PATHS, roomUnlockChannel } from '../../../../src/api/livePaths';
import { BanTimeUnit } from '../../../../src/domain/liveEnums';
import type { WireChatFrame, WireEnvelope } from '../../../../src/api/wire';

import { CONTROL_HEADER, startReferenceServer, TEST_TIMINGS_ENV } from '../../../support/referenceServer.mjs';
import { until } from './harness';

const DATABASE = process.env.TEST_DATABASE_URL;
const ROOM = 'LR1005'; // a room whose chat rule lets every viewer speak (LR1003 carries a bet limit)

interface Instance {
  url: string;
  controlSecret: string;
  stop(): Promise<void>;
}

async function call<T>(
  at: Instance,
  path: string,
  body: Record<string, FormValue> = {},
  token?: string,
): Promise<WireEnvelope<T>> {
  const res = await fetch(at.url + path, {
    method: 'POST',
    body: encodeForm({ languageType: 'ENG', ...body }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: token } : {}) },
  });
  return (await res.json()) as WireEnvelope<T>;
}

/** Resolves once `probe()` answers true, trying every 20 ms for at most `ms` (a wait that ran out fails the test). */
async function eventually(probe: () => Promise<boolean>, what: string, ms = 5000): Promise<void> {
  const started = performance.now();
  while (!(await probe())) {
    if (performance.now() - started > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A chat socket in `room` on `at` for the session `token` (none: anonymous), once in the room (its L03 came). */
function chat(at: Instance, token: string, room = ROOM): Promise<{ ws: WebSocket; frames: WireChatFrame[] }> {
  const query = new URLSearchParams({ liveRoomId: room, languageType: 'ENG', ...(token ? { token } : {}) });
  const ws = new WebSocket(`${at.url.replace('http', 'ws')}${SOCKET_PATHS.chat}?${query}`);
  const frames: WireChatFrame[] = [];
  ws.on('message', (raw) => frames.push(JSON.parse(String(raw)) as WireChatFrame));
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    // In the room once its history (L03) came.
    ws.on('message', () => frames.some((f) => f.code === 'L03') && resolve({ ws, frames }));
  });
}

const lines = (frames: WireChatFrame[]) =>
  frames.filter((f) => f.code === 'M01').map((f) => (f.data as { content: string }).content);

describe.runIf(DATABASE)('two server instances on one PostgreSQL', () => {
  let a: Instance;
  let b: Instance;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    const env = { DATABASE_URL: DATABASE!, MATCHES: '20', ...TEST_TIMINGS_ENV };
    [a, b] = await Promise.all([startReferenceServer(env), startReferenceServer(env)]);
  }, 60_000);

  afterAll(async () => {
    for (const ws of sockets) ws.close();
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('share a room, the records and the bans: a line, a session and a bet made on one reach the other', async () => {
    // A login on A is a session B accepts once B has read it (the write's NOTIFY names the rows).
    const viewer = (await call<{ token: string }>(a, '/demo/login', { user: 'demo~multi' })).data.token;
    const admin = (await call<{ token: string }>(a, '/demo/login', { user: 'admin~multi' })).data.token;
    const viewerUid = (await call<{ uid: string }>(a, USER_PATHS.userInfo, {}, viewer)).data.uid;
    await eventually(
      async () => (await call(b, USER_PATHS.userInfo, {}, viewer)).code === 1,
      "B accepting the session made on A's login",
    );

    // A line said on A reaches the viewer on B.
    const onA = await chat(a, admin);
    const onB = await chat(b, viewer);
    sockets.push(onA.ws, onB.ws);
    onA.ws.send(JSON.stringify({ code: 'M01', data: { content: 'said on A' } }));
    await until(() => lines(onB.frames).includes('said on A'), "the line said on A at B's viewer");
    // …and one said on B reaches A.
    onB.ws.send(JSON.stringify({ code: 'M01', data: { content: 'said on B' } }));
    await until(() => lines(onA.frames).includes('said on B'), "the line said on B at A's viewer");

    // A bet placed on A is in B's status poll and B's history.
    const outright = (
      await call<{ records: { mg: { mks: { id: string; op: { ty: string; od: number }[] }[] }[] }[] }>(
        a,
        '/v1/match/getList',
        { playType: 'outright' },
      )
    ).data.records[0].mg[0].mks[0];
    const bet = (clientRef: string) => ({
      currencyId: 'CNY',
      singleBetList: [
        {
          unitStake: '10',
          oddsChange: 2,
          clientRef,
          betOptionList: [
            { marketId: outright.id, odds: outright.op[0].od, optionType: outright.op[0].ty, oddsFormat: 1 },
          ],
        },
      ],
    });
    const placed = await call<{ id: string }[]>(a, BET_PATHS.betSingle, bet('multi-1'), viewer);
    expect(placed.code, placed.msg).toBe(1);
    const id = placed.data[0].id;
    await eventually(
      async () =>
        (await call<{ oid: string }[]>(b, BET_PATHS.orderStatus, { orderIds: [id] }, viewer)).data.some(
          (s) => s.oid === id,
        ),
      "the bet placed on A in B's status poll",
    );
    const history = await call<{ records: { id: string }[] }>(b, BET_PATHS.betList, { isSettled: 0 }, viewer);
    expect(history.data.records.map((o) => o.id)).toContain(id);
    // A bet placed on B gets an id of B's own block (never one A gave), and A's history lists both.
    const again = await call<{ id: string }[]>(b, BET_PATHS.betSingle, bet('multi-2'), viewer);
    expect(again.code, again.msg).toBe(1);
    expect(again.data[0].id).not.toBe(id);
    await eventually(async () => {
      const listed = await call<{ records: { id: string }[] }>(a, BET_PATHS.betList, { isSettled: 0 }, viewer);
      return listed.data.records.filter((o) => o.id === id || o.id === again.data[0].id).length === 2;
    }, "both bets in A's history");
    // Both stakes were taken from the one balance, whichever instance took them: each instance shows both gone.
    const cny = async (at: Instance) =>
      (
        await call<{ balanceList: { coinCode: string; balance: string }[] }>(at, USER_PATHS.userInfo, {}, viewer)
      ).data.balanceList.find((x) => x.coinCode === 'CNY')?.balance;
    await eventually(async () => (await cny(a)) === '9980.00', "both stakes gone from A's balance");
    await eventually(async () => (await cny(b)) === '9980.00', "both stakes gone from B's balance");

    // A ban made on A refuses the user's lines on B.
    const ban = await call(
      a,
      LIVE_PATHS.chatBanUser,
      { liveRoomId: ROOM, uid: viewerUid, ttl: 10, unit: BanTimeUnit.Min },
      admin,
    );
    expect(ban.code, ban.msg).toBe(1);
    await until(
      () => onB.frames.some((f) => f.code === 'B08' && (f.data as { uid: string }).uid === viewerUid),
      "the ban made on A at B's sockets",
    );
    const before = onB.frames.length;
    onB.ws.send(JSON.stringify({ code: 'M01', data: { content: 'banned on B' } }));
    await until(
      () => onB.frames.slice(before).some((f) => f.code === 'B08'),
      'B refusing the banned user (B08 to their socket)',
    );
    expect(lines(onB.frames)).not.toContain('banned on B');

    // The host opening a locked room on A is pushed to B's subscribers (unlock.<room>) and lets B's anonymous
    // viewers in.
    const push = new WebSocket(`${b.url.replace('http', 'ws')}${SOCKET_PATHS.push}`);
    sockets.push(push);
    const pushed: { cmd?: string; chId?: string }[] = [];
    push.on('message', (raw) => pushed.push(JSON.parse(String(raw)) as (typeof pushed)[number]));
    await new Promise((resolve) => push.once('open', resolve));
    push.send(JSON.stringify({ cmd: 'sub', chs: [roomUnlockChannel('LR1000')] }));
    push.send(JSON.stringify({ cmd: 'ping' }));
    await until(() => pushed.some((m) => m.cmd === 'pong'), "B's push subscription");
    const unlocked = await fetch(`${a.url}/demo/control`, {
      method: 'POST',
      body: JSON.stringify({ action: 'unlockRoom', liveRoomId: 'LR1000' }),
      headers: { 'content-type': 'application/json', [CONTROL_HEADER]: a.controlSecret },
    });
    expect(((await unlocked.json()) as WireEnvelope<unknown>).code).toBe(1);
    await until(() => pushed.some((m) => m.chId === roomUnlockChannel('LR1000')), 'the unlock pushed on B');
    const anonymous = await chat(b, '', 'LR1000');
    sockets.push(anonymous.ws);
  }, 30_000);
});
