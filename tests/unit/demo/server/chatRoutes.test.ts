// The reference server's chat (spec §7 Chat, §8 chat codes, §6 chat admin): ban info and admin rights in the chat
// token, report categories and reports, a chat admin's delete (B06) and ban (B08; the banned user is refused),
// replies kept in M01, the message length and mute refusals, show-order with the §5 rule and R06, and titles.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_PATHS } from '../../../../src/api/livePaths';
import { USER_PATHS } from '../../../../src/api/userPaths';
import { BET_PATHS } from '../../../../src/api/betPaths';
import type {
  WireChatFrame,
  WireChatMessage,
  WireChatToken,
  WireEnvelope,
  WireReportCategory,
  WireUserTitle,
} from '../../../../src/api/wire';
import { MatchStatus } from '../../../../src/domain/enums';
import { BanTimeUnit } from '../../../../src/domain/liveEnums';
import { TitleType } from '../../../../src/domain/titles';
import { openChat, openToAll, serverPerTest, until, type TestServer } from './harness';

let srv: TestServer;
let token: string;
serverPerTest('demo', (started, loggedIn) => {
  srv = started;
  token = loggedIn;
});
afterEach(() => {
  vi.useRealTimers();
});

/** The server's clock a second on (its rate limit, R05: one message a second per user), without waiting for it. */
function aSecondLater(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 1_050);
}

async function chatToken(session: string, lang = 'ENG'): Promise<WireChatToken> {
  const res = await fetch(`${srv.url.replace(/\/$/, '')}${LIVE_PATHS.chatToken}?languageType=${lang}`, {
    headers: { authorization: session },
  });
  return ((await res.json()) as WireEnvelope<WireChatToken>).data;
}

/** The room's chat as `session`'s user (anonymous without), once its history (L03) came; `say` sends an M01. */
async function joinChat(liveRoomId: string, session?: string) {
  const query = { liveRoomId, ...(session ? { token: (await chatToken(session)).token } : {}) };
  if (!session) await openToAll(srv, liveRoomId);
  const { ws, frames } = await openChat(srv, query);
  await until(() => frames.some((f) => f.code === 'L03'), 'L03 (the room history)');
  const say = async (data: Record<string, unknown>) => {
    const before = frames.length;
    ws.send(JSON.stringify({ code: 'M01', data }));
    await until(
      () => frames.length > before && frames.slice(before).some((f) => f.code !== 'P02'),
      'the answer to the sent M01',
    );
    return frames.slice(before).find((f) => f.code !== 'P02')!;
  };
  return { ws, frames, say };
}

/** A room whose match is live with an open 1x2 market. */
function liveRoom() {
  const m = [...srv.sim.matches.values()].find(
    (x) => x.liveRoom && x.status === MatchStatus.Live && x.groups.some((g) => g.key === '1x2' && g.market.ss === 1),
  )!;
  return { liveRoomId: m.liveRoom!.liveRoomId, match: m };
}

describe('chat token: ban info and chat admin rights (spec §3 chatBanInfo, §4 silence configs, §6)', () => {
  it('the demo admin gets isPermission with the ttl choices (min 1, hour 2, day 3); a viewer gets neither', async () => {
    const admin = await chatToken(await srv.login('admin'));
    expect(admin.chatBanInfo).toMatchObject({ isBan: false, isPermission: true });
    expect(admin.chatBanInfo!.ttlConfig!.map((c) => c.unit)).toEqual([
      BanTimeUnit.Min,
      BanTimeUnit.Hour,
      BanTimeUnit.Day,
    ]);
    const viewer = await chatToken(token);
    expect(viewer.chatBanInfo).toMatchObject({ isBan: false, isPermission: false });
    expect(viewer.chatBanInfo!.ttlConfig).toBeUndefined();
  });
});

describe('reports (chat/report/cate, report/add)', () => {
  it("categories come in the request's language; a report names messages of the room and a known category", async () => {
    const cmn = await srv.call<WireReportCategory[]>(LIVE_PATHS.chatReportCate, { languageType: 'CMN' });
    expect(cmn.data.map((c) => c.name)).toContain('垃圾广告');
    const { ws, say } = await joinChat('LR1000', token);
    const sent = (await say({ content: 'buy followers at spam.example' })).data as WireChatMessage;
    const reporter = await srv.login('usd');
    const ok = await srv.call(
      LIVE_PATHS.chatReportAdd,
      { liveRoomId: 'LR1000', msgIds: [sent.msgId], cateId: '1' },
      reporter,
    );
    expect(ok).toMatchObject({ code: 1, data: true });
    const bad = await srv.call(
      LIVE_PATHS.chatReportAdd,
      { liveRoomId: 'LR1000', msgIds: ['nope'], cateId: '1' },
      reporter,
    );
    expect(bad.code).not.toBe(1);
    ws.close();
  });
});

describe('a chat admin deletes messages and bans users (spec §6; §8 B06, B08)', () => {
  it('delete/message (JSON body) removes a message for everyone with B06; a viewer is refused (403)', async () => {
    const { ws, frames, say } = await joinChat('LR1000', token);
    const sent = (await say({ content: 'to be deleted' })).data as WireChatMessage;
    const body = JSON.stringify({ liveRoomId: 'LR1000', msgIds: [sent.msgId] });
    const post = async (session: string) =>
      (await (
        await fetch(`${srv.url.replace(/\/$/, '')}${LIVE_PATHS.chatDeleteMessage}`, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', authorization: session },
        })
      ).json()) as WireEnvelope<unknown>;
    expect((await post(token)).code).toBe(403);
    expect((await post(await srv.login('admin'))).code).toBe(1);
    await until(() => frames.some((f) => f.code === 'B06'), 'B06 (the deleted message)');
    expect(frames.find((f) => f.code === 'B06')!.data).toEqual({ msgIds: [sent.msgId] });
    const fresh = await joinChat('LR1000');
    const history = fresh.frames.find((f) => f.code === 'L03')!.data as { list: WireChatMessage[] };
    expect(history.list.map((m) => m.msgId)).not.toContain(sent.msgId);
    ws.close();
    fresh.ws.close();
  });

  it("ban/user bans for a ttl choice: B08 removes the user's messages, their next message is refused, their token says isBan with the ban text", async () => {
    const demo = await joinChat('LR1000', token);
    const sent = (await demo.say({ content: 'annoying' })).data as WireChatMessage;
    const admin = await srv.login('admin');
    const refused = await srv.call(
      LIVE_PATHS.chatBanUser,
      { liveRoomId: 'LR1000', uid: sent.uid, ttl: 7, unit: BanTimeUnit.Min },
      admin,
    );
    expect(refused.code).not.toBe(1);
    const banned = await srv.call<{ banUntil: number }>(
      LIVE_PATHS.chatBanUser,
      { liveRoomId: 'LR1000', uid: sent.uid, ttl: 10, unit: BanTimeUnit.Min },
      admin,
    );
    expect(banned.code).toBe(1);
    await until(() => demo.frames.some((f) => f.code === 'B08'), 'B08 (the ban and its removed messages)');
    expect(demo.frames.find((f) => f.code === 'B08')!.data).toMatchObject({ uid: sent.uid, msgIds: [sent.msgId] });
    const again = await demo.say({ content: 'still here?' });
    expect(again.code).toBe('B08');
    const info = await chatToken(token, 'ENG');
    expect(info.chatBanInfo).toMatchObject({ isBan: true });
    expect(info.chatBanInfo!.banText).toMatch(/banned from chatting until/);
    expect(
      (await srv.call(LIVE_PATHS.chatBanUser, { liveRoomId: 'LR1000', uid: sent.uid, ttl: 10, unit: 1 }, token)).code,
    ).toBe(403);
    expect((await srv.call('/demo/control', { action: 'liftChatBans' })).code).toBe(1);
    expect((await chatToken(token)).chatBanInfo).toMatchObject({ isBan: false });
    demo.ws.close();
  });
});

describe('messages (spec §8 M01, R00, R04; §3 replyMsg)', () => {
  it("the chat rule's bet limit (spec §5 cond 0/1/2): the token names the room's rule and the user's counts, and a user it leaves out is refused with R04", async () => {
    const { liveRoomId } = liveRoom();
    const ruleOf = async () => {
      const res = await fetch(
        `${srv.url.replace(/\/$/, '')}${LIVE_PATHS.chatToken}?languageType=ENG&liveRoomId=${liveRoomId}`,
        { headers: { authorization: token } },
      );
      return ((await res.json()) as WireEnvelope<WireChatToken>).data.chatRule?.betLimitRule;
    };
    expect(await ruleOf()).toMatchObject({ cond: 0 });
    // The demo user has VIP 3 and no bets: AND over one bet and VIP 2 leaves them out.
    await srv.call('/demo/control', { action: 'chatBetLimit', liveRoomId, cond: 1, minBets: 1, minVip: 2 });
    expect(await ruleOf()).toEqual({ cond: 1, minBets: 1, minVip: 2, placed: 0, vip: 3 });
    const { say } = await joinChat(liveRoomId, token);
    expect(await say({ content: 'hello' })).toMatchObject({ code: 'R04' });
    // OR: the VIP level is enough.
    await srv.call('/demo/control', { action: 'chatBetLimit', liveRoomId, cond: 2, minBets: 1, minVip: 2 });
    aSecondLater();
    expect((await say({ content: 'hello again' })).code).toBe('M01');
  });

  it('a joining socket gets the last 30 lines; a rejoin asking for more (history=n) gets up to the 50 kept (issue 30: a language switch keeps the whole log)', async () => {
    const { liveRoomId } = liveRoom();
    const { ws, say } = await joinChat(liveRoomId, token);
    for (let i = 0; i < 55; i += 1) {
      aSecondLater();
      expect((await say({ content: `line ${i}` })).code).toBe('M01');
    }
    ws.close();
    const historyOf = async (query: Record<string, string>) => {
      const chat = await openChat(srv, { liveRoomId, ...query });
      await until(() => chat.frames.some((f) => f.code === 'L03'), 'L03');
      chat.ws.close();
      return (chat.frames.find((f) => f.code === 'L03')!.data as { list: unknown[] }).list.length;
    };
    expect(await historyOf({})).toBe(30);
    expect(await historyOf({ history: '45' })).toBe(45);
    expect(await historyOf({ history: '500' })).toBe(50);
  });

  it('a reply keeps its reference in the M01 (msgId, nick, quoted text) and the sender title icons', async () => {
    const { ws, say } = await joinChat('LR1000', token);
    const first = (await say({ content: 'first' })).data as WireChatMessage;
    aSecondLater();
    const reply = (await say({ content: 'second', replyMsgId: first.msgId })).data as WireChatMessage;
    expect(reply.reply).toEqual({ msgId: first.msgId, nickName: 'demo', content: 'first' });
    expect(reply.titles!.map((t) => t.type)).toEqual([TitleType.Level, TitleType.Vip]);
    ws.close();
  });

  it('refuses over 100 characters with R00 (an emoji counts once), and speaking in a muted room with R04', async () => {
    const { liveRoomId } = liveRoom();
    const { ws, say } = await joinChat(liveRoomId, token);
    expect((await say({ content: 'a'.repeat(101) })).code).toBe('R00');
    expect((await say({ content: '😀'.repeat(100) })).code).toBe('M01');
    expect((await srv.call('/demo/control', { action: 'muteRoom', liveRoomId })).code).toBe(1);
    aSecondLater();
    expect((await say({ content: 'hello?' })).code).toBe('R04');
    const permission = await srv.call<{ canSpeak: boolean }>(
      `${LIVE_PATHS.liveBase}/match/message/permission`,
      { liveRoomId },
      token,
    );
    expect(permission.data.canSpeak).toBe(false);
    ws.close();
  });
});

describe('show-order (showorder/reportExt, live/show/v2; spec §5 rule, R06)', () => {
  it('a confirmed single on the room match is shown as an order message; a shown order again, or past the limit, is R06', async () => {
    const { liveRoomId, match } = liveRoom();
    const group = match.groups.find((g) => g.key === '1x2')!;
    const place = async (stake: string) =>
      (
        await srv.call<{ id: string }[]>(
          BET_PATHS.betSingle,
          {
            currencyId: 'CNY',
            singleBetList: [
              {
                unitStake: stake,
                oddsChange: 2,
                betOptionList: [
                  {
                    marketId: group.market.id,
                    odds: group.market.op[0].od,
                    optionType: group.market.op[0].ty,
                    oddsFormat: 1,
                  },
                ],
              },
            ],
          },
          token,
        )
      ).data[0].id;
    const ids = [await place('100'), await place('100'), await place('100'), await place('100'), await place('50')];
    srv.sim.advance(5_000);
    const rule = (await (
      await fetch(`${srv.url.replace(/\/$/, '')}${LIVE_PATHS.chatLiveShow}?gameId=44`, {
        headers: { authorization: token },
      })
    ).json()) as WireEnvelope<{ showCount: number }>;
    expect(rule.data.showCount).toBe(10);
    const { ws, frames } = await joinChat(liveRoomId, token);
    const show = (orderId: string) =>
      srv.call<{ shown: boolean }>(LIVE_PATHS.showOrderReport, { liveRoomId, orderId }, token);
    expect((await show(ids[4])).code).not.toBe(1); // below the minimum stake of 100
    expect((await show(ids[0])).data).toEqual({ shown: true });
    const isOrder = (f: WireChatFrame) => f.code === 'M01' && (f.data as WireChatMessage).item === 'order';
    await until(() => frames.some(isOrder), 'the M01 showing the order');
    const message = frames.find(isOrder)!.data as WireChatMessage;
    expect(message).toMatchObject({
      item: 'order',
      order: { orderId: ids[0], betAmount: '100.00', assetSymbol: 'CNY' },
    });
    expect((await show(ids[0])).data).toEqual({ shown: false });
    await show(ids[1]);
    await show(ids[2]);
    expect((await show(ids[3])).data).toEqual({ shown: false });
    await until(() => frames.filter((f) => f.code === 'R06').length === 2, 'two R06 (the shown-order limit)');
    ws.close();
  });
});

describe('titles (user/title/all/info, list/info {type}, set/info)', () => {
  it('lists every title, the user owns VIP levels up to theirs with the current one marked, and sets an owned one', async () => {
    const all = await srv.call<WireUserTitle[]>(USER_PATHS.titleAll, {});
    expect(all.data.filter((t) => t.type === TitleType.Vip)).toHaveLength(5);
    const vip = await srv.call<WireUserTitle[]>(USER_PATHS.titleList, { type: TitleType.Vip }, token);
    expect(vip.data.map((t) => `${t.titleId}${t.isCurrent ? '*' : ''}`)).toEqual(['V1', 'V2', 'V3*']);
    expect((await srv.call(USER_PATHS.titleSet, { titleId: 'V1' }, token)).code).toBe(1);
    expect((await srv.call(USER_PATHS.titleSet, { titleId: 'V5' }, token)).code).toBe(403);
    const after = await srv.call<WireUserTitle[]>(USER_PATHS.titleList, { type: TitleType.Vip }, token);
    expect(after.data.find((t) => t.isCurrent)!.titleId).toBe('V1');
    // Spec 3.26: the user info's userTitleDO names the current title of each type (here the VIP level just set).
    const user = await srv.call<{ userTitleDO?: WireUserTitle[] }>(USER_PATHS.userInfo, {}, token);
    expect(user.data.userTitleDO?.filter((t) => t.type === TitleType.Vip).map((t) => t.titleId)).toEqual(['V1']);
  });
});
