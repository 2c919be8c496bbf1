// Who may speak in a room (issue 27 items 2 and 3): a chat token belongs to the session it was issued to and ends
// with it, an open chat socket closes when its session ends, and one rule (ban, mute, session) guards every path
// that puts a line in a room: the socket's M01 and show-order's HTTP call alike.
import { describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { BET_PATHS } from '../../../../src/api/betPaths';
import { LIVE_PATHS } from '../../../../src/api/livePaths';
import type { WireChatFrame, WireChatMessage, WireChatToken, WireEnvelope } from '../../../../src/api/wire';
import { MatchStatus } from '../../../../src/domain/enums';
import { BanTimeUnit } from '../../../../src/domain/liveEnums';
import { openChat, openToAll, serverPerTest, until, type TestServer } from './harness';

let srv: TestServer;
let token: string;
serverPerTest('demo', (started, loggedIn) => {
  srv = started;
  token = loggedIn;
});

async function chatToken(session: string): Promise<string> {
  const res = await fetch(`${srv.url.replace(/\/$/, '')}${LIVE_PATHS.chatToken}?languageType=ENG`, {
    headers: { authorization: session },
  });
  return ((await res.json()) as WireEnvelope<WireChatToken>).data.token;
}

/** A room's chat joined with `query`, once its history (L03) came. */
async function join(query: Record<string, string>) {
  if (!query.token) await openToAll(srv, query.liveRoomId);
  const socket = await openChat(srv, query);
  await until(() => socket.frames.some((f) => f.code === 'L03'), 'the L03 history');
  return socket;
}

const lines = (frames: WireChatFrame[]) =>
  frames.filter((f) => f.code === 'M01').map((f) => (f.data as WireChatMessage).content);

const closed = (ws: WebSocket) => new Promise<void>((resolve) => ws.once('close', () => resolve()));

/**
 * Another user says `marker` in the room and the observer sees it: every line sent before it has been handled by
 * then (one process, lines broadcast in the order they are handled), so what the observer lacks was not posted.
 */
async function settleWithMarker(liveRoomId: string, observer: { frames: WireChatFrame[] }, marker: string) {
  const other = await join({ liveRoomId, token: await chatToken(await srv.login('usd')) });
  other.ws.send(JSON.stringify({ code: 'M01', data: { content: marker } }));
  await until(() => lines(observer.frames).includes(marker), `the marker "${marker}"`);
  other.ws.close();
}

describe('a chat token and a chat socket end with their session (kick)', () => {
  it('a second login closes the first session’s open chat socket (R01): what it sends after is never posted', async () => {
    const observer = await join({ liveRoomId: 'LR1000' });
    const old = await join({ liveRoomId: 'LR1000', token: await chatToken(token) });
    const gone = closed(old.ws);
    await srv.login('demo');
    await gone;
    expect(old.frames.at(-1)).toMatchObject({ code: 'R01' });
    if (old.ws.readyState === old.ws.OPEN) old.ws.send(JSON.stringify({ code: 'M01', data: { content: 'kicked' } }));
    await settleWithMarker('LR1000', observer, 'marker');
    expect(lines(observer.frames)).not.toContain('kicked');
    observer.ws.close();
  });

  it('a chat token issued to a kicked session opens no socket (R01, closed) and posts nothing', async () => {
    const observer = await join({ liveRoomId: 'LR1000' });
    const issued = await chatToken(token);
    await srv.login('demo');
    const socket = await openChat(srv, { liveRoomId: 'LR1000', token: issued });
    const gone = closed(socket.ws);
    if (socket.ws.readyState === socket.ws.OPEN)
      socket.ws.send(JSON.stringify({ code: 'M01', data: { content: 'stale token' } }));
    await gone;
    expect(socket.frames.map((f) => f.code)).toEqual(['R01']);
    await settleWithMarker('LR1000', observer, 'marker');
    expect(lines(observer.frames)).not.toContain('stale token');
    observer.ws.close();
  });

  it('the session token itself, once kicked, opens no chat socket either (R01)', async () => {
    await srv.login('demo');
    const socket = await openChat(srv, { liveRoomId: 'LR1000', token });
    await closed(socket.ws);
    expect(socket.frames.map((f) => f.code)).toEqual(['R01']);
  });
});

describe('canSpeak: one rule for every path that speaks in a room (ban, mute, session)', () => {
  /** A live room with an open 1x2 market, and a confirmed 100 CNY single of `session` on its match. */
  async function showableOrder(session: string) {
    const match = [...srv.sim.matches.values()].find(
      (x) => x.liveRoom && x.status === MatchStatus.Live && x.groups.some((g) => g.key === '1x2' && g.market.ss === 1),
    )!;
    const market = match.groups.find((g) => g.key === '1x2')!.market;
    const placed = await srv.call<{ id: string }[]>(
      BET_PATHS.betSingle,
      {
        currencyId: 'CNY',
        singleBetList: [
          {
            unitStake: '100',
            oddsChange: 2,
            betOptionList: [{ marketId: market.id, odds: market.op[0].od, optionType: market.op[0].ty, oddsFormat: 1 }],
          },
        ],
      },
      session,
    );
    srv.sim.advance(5_000);
    return { liveRoomId: match.liveRoom!.liveRoomId, orderId: placed.data[0].id };
  }

  const isOrder = (f: WireChatFrame) => f.code === 'M01' && (f.data as WireChatMessage).item === 'order';

  it('a banned user cannot show an order in the room (403): no order line reaches the viewers', async () => {
    const { liveRoomId, orderId } = await showableOrder(token);
    const observer = await join({ liveRoomId });
    const banned = await srv.call(
      LIVE_PATHS.chatBanUser,
      { liveRoomId, uid: '80001', ttl: 10, unit: BanTimeUnit.Min },
      await srv.login('admin'),
    );
    expect(banned.code).toBe(1);
    const shown = await srv.call<{ shown: boolean }>(LIVE_PATHS.showOrderReport, { liveRoomId, orderId }, token);
    expect(shown.code).toBe(403);
    expect(shown.msg).toMatch(/banned/);
    await settleWithMarker(liveRoomId, observer, 'marker');
    expect(observer.frames.some(isOrder)).toBe(false);
    const permission = await srv.call<{ canSpeak: boolean }>(
      `${LIVE_PATHS.liveBase}/match/message/permission`,
      { liveRoomId },
      token,
    );
    expect(permission.data.canSpeak).toBe(false);
    observer.ws.close();
  });

  it('in a muted room show-order is refused too (403), as the socket refuses a line (R04)', async () => {
    const { liveRoomId, orderId } = await showableOrder(token);
    expect((await srv.call('/demo/control', { action: 'muteRoom', liveRoomId })).code).toBe(1);
    const shown = await srv.call<{ shown: boolean }>(LIVE_PATHS.showOrderReport, { liveRoomId, orderId }, token);
    expect(shown.code).toBe(403);
    expect(shown.msg).toMatch(/does not support speaking/);
  });
});
