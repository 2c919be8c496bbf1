// Live-room calls of the reference server the widgets depend on: the gold-mall balance and daily limit, a chat
// token the chat socket accepts, and the demo controls that force a pushed order (G04) and a red envelope (G02).
import { describe, expect, it } from 'vitest';
import { LIVE_PATHS } from '../../../../src/api/livePaths';
import type { WireChatToken, WireEnvelope, WireGoldBalance, WireGoldDailyLimit } from '../../../../src/api/wire';
import { giftById } from '../../../../demo/server/gifts';
import { openChat, openToAll, serverPerTest, until, type TestServer } from './harness';

let srv: TestServer;
let token: string;
serverPerTest('demo', (started, loggedIn) => {
  srv = started;
  token = loggedIn;
});

/** A room with a live match, so the host has an open market to push. */
function liveMatchRoom(): string {
  return [...srv.sim.matches.values()].find((m) => m.liveRoom && m.groups.some((g) => g.market.ss === 1))!.liveRoom!
    .liveRoomId;
}

describe('live room (reference server)', () => {
  it("gold-mall balance answers the user's live-room coins and dailyLimit the daily spend limit (no 404)", async () => {
    const balance = await srv.call<WireGoldBalance>(LIVE_PATHS.goldmallBalance, {}, token);
    expect(balance).toMatchObject({ code: 1, data: { balance: '1000.00' } });
    const limit = await srv.call<WireGoldDailyLimit>(LIVE_PATHS.goldmallDailyLimit, {}, token);
    expect(limit.code).toBe(1);
    expect(Number(limit.data.dailyLimit)).toBeGreaterThan(0);
  });

  it("user/chat/token/v2 issues a chat token the chat socket accepts as that user (L01, then M01 under the user's name)", async () => {
    const res = await fetch(srv.url.replace(/\/$/, '') + LIVE_PATHS.chatToken, { headers: { authorization: token } });
    const chatToken = ((await res.json()) as WireEnvelope<WireChatToken>).data.token;
    expect(chatToken).not.toBe('');
    expect(chatToken).not.toBe(token);
    const { ws, frames } = await openChat(srv, { liveRoomId: 'LR1000', token: chatToken });
    await until(() => frames.some((f) => f.code === 'L01'), 'L01 (the room greeting)');
    expect(frames.map((f) => f.code)).not.toContain('R01');
    ws.send(JSON.stringify({ code: 'M01', data: { content: 'hello room' } }));
    await until(() => frames.some((f) => f.code === 'M01'), "the M01 echo of 'hello room'");
    expect(frames.find((f) => f.code === 'M01')!.data).toMatchObject({ nickName: 'demo', content: 'hello room' });
    ws.close();
  });

  it("demo control pushOrder sends the room a G04 pushed order on one of its match's open markets", async () => {
    const liveRoomId = liveMatchRoom();
    const { ws, frames } = await openChat(srv, { liveRoomId });
    await until(() => frames.some((f) => f.code === 'L01'), 'L01 (the room greeting)');
    expect((await srv.call('/demo/control', { action: 'pushOrder', liveRoomId })).code).toBe(1);
    await until(() => frames.some((f) => f.code === 'G04'), 'G04 (the pushed order)');
    const order = frames.find((f) => f.code === 'G04')!.data as { matchId: string; marketId: string };
    const room = srv.sim.matches.get(order.matchId)!;
    expect(room.liveRoom!.liveRoomId).toBe(liveRoomId);
    expect(room.groups.find((g) => g.market.id === order.marketId)!.market.ss).toBe(1);
    // A second order replaces the first: the first is recalled (G05) before the new one comes.
    expect((await srv.call('/demo/control', { action: 'pushOrder', liveRoomId })).code).toBe(1);
    await until(() => frames.filter((f) => f.code === 'G04').length === 2, 'the second G04');
    const first = (frames.find((f) => f.code === 'G04')!.data as { orderId: string }).orderId;
    const recall = frames.findIndex((f) => f.code === 'G05' && (f.data as { orderId: string }).orderId === first);
    expect(recall).toBeGreaterThan(-1);
    expect(recall).toBeLessThan(frames.findLastIndex((f) => f.code === 'G04'));
    expect((await srv.call('/demo/control', { action: 'pushOrder', liveRoomId: 'LR1000' })).code).not.toBe(1); // no match, no market
    ws.close();
  });

  it("words the pushed order and a gift in each reader's language, and the order still shown again for one who joins", async () => {
    const liveRoomId = liveMatchRoom();
    const cmn = await openChat(srv, { liveRoomId, languageType: 'CMN' });
    const eng = await openChat(srv, { liveRoomId, languageType: 'ENG' });
    await until(() => cmn.frames.some((f) => f.code === 'L03') && eng.frames.some((f) => f.code === 'L03'), 'both L03');
    expect((await srv.call('/demo/control', { action: 'pushOrder', liveRoomId })).code).toBe(1);
    const g04 = (frames: { code: string; data: unknown }[]) =>
      frames.filter((f) => f.code === 'G04').map((f) => f.data as { betName: string; orderId: string });
    await until(() => g04(cmn.frames).length === 1 && g04(eng.frames).length === 1, 'G04 on both sockets');
    expect(g04(cmn.frames)[0].orderId).toBe(g04(eng.frames)[0].orderId);
    expect(g04(cmn.frames)[0].betName).not.toBe(g04(eng.frames)[0].betName);
    expect(g04(cmn.frames)[0].betName).not.toMatch(/[A-Za-z]{3}/);
    // A viewer switching to Arabic joins again: the order on screen comes back in Arabic, the same order.
    const sau = await openChat(srv, { liveRoomId, languageType: 'SAU' });
    await until(() => g04(sau.frames).length === 1, 'G04 for the viewer who joined');
    expect(g04(sau.frames)[0].orderId).toBe(g04(cmn.frames)[0].orderId);
    expect(g04(sau.frames)[0].betName).toMatch(/[\u0600-\u06ff]/);
    // A gift a user sends is named in each reader's language.
    const present = await srv.call(LIVE_PATHS.presentGift, { liveRoomId, giftId: 1, count: 1 }, token);
    expect(present.code).toBe(1);
    const g01 = (frames: { code: string; data: unknown }[]) =>
      frames.filter((f) => f.code === 'G01').map((f) => (f.data as { giftName: string }).giftName);
    await until(() => g01(cmn.frames).length === 1 && g01(sau.frames).length === 1, 'G01 on both sockets');
    expect(g01(cmn.frames)[0]).toBe(giftById(1, 'CMN')!.giftName);
    expect(g01(sau.frames)[0]).toBe(giftById(1, 'SAU')!.giftName);
    expect(g01(cmn.frames)[0]).not.toBe(giftById(1, 'ENG')!.giftName);
    for (const s of [cmn, eng, sau]) s.ws.close();
  });

  it('demo control redEnvelope drops a G02 envelope the room then offers to grab', async () => {
    await openToAll(srv);
    const { ws, frames } = await openChat(srv, { liveRoomId: 'LR1000' });
    await until(() => frames.some((f) => f.code === 'L01'), 'L01 (the room greeting)');
    expect((await srv.call('/demo/control', { action: 'redEnvelope', liveRoomId: 'LR1000' })).code).toBe(1);
    await until(() => frames.some((f) => f.code === 'G02'), 'G02 (the red envelope)');
    const { envelopeId } = frames.find((f) => f.code === 'G02')!.data as { envelopeId: string };
    const offered = await srv.call<{ envelopeId: string }>(`${LIVE_PATHS.liveBase}/get/room/redEnvelope`, {
      liveRoomId: 'LR1000',
    });
    expect(offered.data.envelopeId).toBe(envelopeId);
    ws.close();
  });

  it('a viewer joining while a red envelope is open is offered it (G02 after the history); one who grabbed it is not', async () => {
    const res = await fetch(srv.url.replace(/\/$/, '') + LIVE_PATHS.chatToken, { headers: { authorization: token } });
    const chatToken = ((await res.json()) as WireEnvelope<WireChatToken>).data.token;
    expect((await srv.call('/demo/control', { action: 'redEnvelope', liveRoomId: 'LR1000' })).code).toBe(1);
    await openToAll(srv);
    const joined = async (withToken?: string) => {
      const chat = await openChat(srv, { liveRoomId: 'LR1000', ...(withToken ? { token: withToken } : {}) });
      await until(() => chat.frames.some((f) => f.code === 'L03'), 'L03 (the room history)');
      // The server sends what a join gets before it reads the socket: the pong comes after any G02.
      chat.ws.send(JSON.stringify({ code: 'ping' }));
      await until(() => chat.frames.some((f) => f.code === 'pong'), 'the pong after the join frames');
      chat.ws.close();
      return chat.frames.map((f) => f.code);
    };
    const guest = await joined();
    expect(guest.indexOf('G02')).toBeGreaterThan(guest.indexOf('L03'));
    expect((await srv.call(LIVE_PATHS.receiveRedEnvelope, { liveRoomId: 'LR1000' }, token)).code).toBe(1);
    expect(await joined(chatToken)).not.toContain('G02');
  });

  // The burst's rate (50 a second for 20 s) is busyRoom.test's, on fake timers; here its lines reach the room's viewers
  // (the simulation stands still, so no other line comes).
  it("demo control busyChat makes the room busy: the bots' burst of M01 messages reaches its viewers; an unknown room is refused", async () => {
    await openToAll(srv);
    const { ws, frames } = await openChat(srv, { liveRoomId: 'LR1000' });
    await until(() => frames.some((f) => f.code === 'L01'), 'L01 (the room greeting)');
    const before = frames.filter((f) => f.code === 'M01').length;
    expect((await srv.call('/demo/control', { action: 'busyChat', liveRoomId: 'LR1000' })).code).toBe(1);
    await until(
      () => frames.filter((f) => f.code === 'M01').length - before >= 10,
      "10 M01 lines of the busy room's bots",
    );
    expect((await srv.call('/demo/control', { action: 'busyChat', liveRoomId: 'LR9' })).code).not.toBe(1);
    ws.close();
  });
});

describe('a room whose match ends', () => {
  it('counts the host off air (H01, 60 s), then goes on with the next match of its sport and says so with a fresh L01', async () => {
    const ended = [...srv.sim.matches.values()].find((m) => m.liveRoom && m.status === 5)!;
    const { liveRoomId } = ended.liveRoom!;
    const { ws, frames } = await openChat(srv, { liveRoomId });
    await until(() => frames.some((f) => f.code === 'L01'), 'L01 (the room greeting)');
    srv.sim.forceEnd(ended.id);
    srv.sim.advance(1000);
    await until(() => frames.some((f) => f.code === 'H01'), 'H01 (the match ended, next in 60 s)');
    expect(frames.find((f) => f.code === 'H01')?.data).toEqual({ seconds: 60 });
    srv.sim.advance(60_000);
    await until(() => frames.filter((f) => f.code === 'L01').length === 2, "a second L01 (the room's next match)");
    const next = frames.filter((f) => f.code === 'L01')[1].data as { matchId: string; liveStatus: number };
    const match = srv.sim.matches.get(next.matchId)!;
    expect(next.matchId).not.toBe(ended.id);
    expect(match.sport.key).toBe(ended.sport.key);
    expect(match.liveRoom?.liveRoomId).toBe(liveRoomId);
    expect(ended.liveRoom).toBeUndefined();
    ws.close();
  });
});
