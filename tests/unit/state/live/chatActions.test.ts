// @vitest-environment happy-dom
// The chat's own state rules: reply (replyMsg sent with M01 and cleared), selection mode Open/Close (closing clears
// the selection), the client-side R00 length refusal, admin rights from ban info, a ban of this user from B08,
// messages carrying their reply, titles and shown order, and the show-order list kept by the spec §5 rule.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../support/fakeSocket';
import { fakeApi, resetFakeApi, resetRuntime } from './fakeLive';

vi.mock('../../../../src/state/page/api', async () => {
  const fakes = await import('./fakeLive');
  return { api: () => fakes.fakeApi };
});
vi.mock('../../../../src/state/page/liveApi', async () => {
  const fakes = await import('./fakeLive');
  return { liveApi: () => fakes.fakeApi };
});

const { applyChatFrame, connectChat, sendChat } = await import('../../../../src/state/live/chat');
const actions = {
  ...(await import('../../../../src/state/live/chatActions')),
  ...(await import('../../../../src/state/live/moderation')),
  ...(await import('../../../../src/state/live/showOrder')),
};
const { flushChatLines } = await import('../../../../src/state/live/chatLog');
const { emptyRoom, liveRooms } = await import('../../../../src/state/live/rooms');
const { getRuntime } = await import('../../../../src/runtime/runtime');
const { session } = await import('../../../../src/state/session/session');
const { BetKind, OrderStatus } = await import('../../../../src/domain/betEnums');
const { BanTimeUnit } = await import('../../../../src/domain/liveEnums');

const ROOM = 'LR1';
const room = () => liveRooms().byId[ROOM];
const frame = (code: string, data: unknown) => applyChatFrame(ROOM, { code, data });
const msg = (msgId: string, uid: string, extra: Record<string, unknown> = {}) => ({
  msgId,
  uid,
  nickName: `nick-${uid}`,
  content: `text ${msgId}`,
  t: 1,
  ...extra,
});
const TTL = [
  { ttl: 10, unit: BanTimeUnit.Min },
  { ttl: 1, unit: BanTimeUnit.Day },
];

async function connected(banInfo: Record<string, unknown> = { isBan: false, isPermission: false }) {
  fakeApi.chatToken.mockResolvedValue({ token: 'chat-1', banInfo, isAvailable: true, betLimitCond: 0 });
  await connectChat(ROOM);
  FakeSocket.last().open();
  return FakeSocket.last();
}

beforeEach(() => {
  resetRuntime();
  resetFakeApi();
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  getRuntime().setToken('session');
  session().user = { uid: '80001' } as never;
  liveRooms().byId[ROOM] = emptyRoom(ROOM);
});
afterEach(() => vi.unstubAllGlobals());

describe('reply (spec §3 replyMsg)', () => {
  it('a reply goes out with the M01 as replyMsgId and is cleared once sent', async () => {
    const socket = await connected();
    frame('L03', { list: [msg('7', 'other')] });
    actions.setReply(ROOM, room().chat.messages[0]);
    expect(room().chat.replyMsg).toEqual({ msgId: '7', nickName: 'nick-other', text: 'text 7' });
    expect(sendChat(ROOM, ' agreed ')).toBe(true);
    expect(socket.sent.at(-1)).toEqual({ code: 'M01', data: { content: 'agreed', replyMsgId: '7' } });
    expect(room().chat.replyMsg).toBeNull();
  });

  it('a reply can be cancelled, and a reply to a message deleted meanwhile is dropped (B06)', async () => {
    await connected();
    frame('L03', { list: [msg('7', 'other'), msg('8', 'other')] });
    actions.setReply(ROOM, room().chat.messages[0]);
    actions.setReply(ROOM, null);
    expect(room().chat.replyMsg).toBeNull();
    actions.setReply(ROOM, room().chat.messages[1]);
    frame('B06', { msgIds: ['8'] });
    expect(room().chat.replyMsg).toBeNull();
  });

  it('an M01 carries what it replies to, its sender titles and a shown order into the log item', () => {
    const order = {
      orderId: 'o1',
      assetSymbol: 'CNY',
      betTitle: 'A vs B',
      betSection: '1X2 · A',
      betAmount: '150.00',
      odd: 1.9,
      wonAmount: '285.00',
      orderStatus: OrderStatus.Confirmed,
      betId: 'mk_1',
      isEarlySettlement: false,
    };
    frame('M01', msg('1', 'a', { reply: { msgId: '0', nickName: 'b', content: 'hi' } }));
    frame('M01', msg('2', 'a', { titles: [{ titleId: 'L2', type: 1, level: 2 }, { bad: true }] }));
    frame('M01', msg('3', 'a', { item: 'order', order, content: '' }));
    flushChatLines(room().chat); // new lines go in with the next frame (state/live/chatLog.ts)
    const [reply, titled, shown] = room().chat.messages;
    expect(reply.replyTo).toEqual({ msgId: '0', nickName: 'b', text: 'hi' });
    expect(titled.titles).toEqual([{ titleId: 'L2', type: 1, level: 2, isCurrent: false }]);
    expect(shown).toMatchObject({ kind: 'order', order: { orderId: 'o1', wonAmount: '285' } });
  });
});

describe('a refused message is not lost (spec §8 R00, R05)', () => {
  it('after R05 (too fast) the text and its reply come back for the composer; seeing it echoed forgets it', async () => {
    await connected();
    frame('L03', { list: [msg('7', 'other')] });
    actions.setReply(ROOM, room().chat.messages[0]);
    sendChat(ROOM, 'second message');
    frame('R05', { msg: 'too fast' });
    expect(room().chat.refusal).toBe('live:chat.refusal.R05');
    expect(room().chat.replyMsg?.msgId).toBe('7');
    expect(actions.takeUnsent(ROOM)).toBe('second message');
    expect(room().chat.unsent).toBeNull();
    sendChat(ROOM, 'third');
    frame('M01', msg('9', '80001', { content: 'third' }));
    frame('R05', { msg: 'too fast' });
    expect(room().chat.unsent).toBeNull();
  });
});

describe('message length (spec §8 R00, remindMsgLength)', () => {
  it('a message over remindMsgLength is refused with R00 before anything is sent', async () => {
    const socket = await connected();
    expect(sendChat(ROOM, 'x'.repeat(room().chat.remindMsgLength + 1))).toBe(false);
    expect(room().chat.refusal).toBe('live:chat.refusal.R00');
    expect(socket.sent.filter((f) => f.code === 'M01')).toEqual([]);
  });
});

describe('selection mode (spec §4: Open or Close; closing clears the selection)', () => {
  it('selects messages only while open, never automatic lines; closing clears', () => {
    frame('L03', { list: [msg('1', 'a'), msg('2', 'b')] });
    frame('P02', { nickName: 'demo' });
    flushChatLines(room().chat);
    actions.toggleSelected(ROOM, '1');
    expect(room().chat.selectMessageList).toEqual([]);
    actions.setSelectMode(ROOM, true);
    expect(room().chat.selectMessageStatus).toBe('Open');
    actions.toggleSelected(ROOM, '1');
    actions.toggleSelected(ROOM, '2');
    actions.toggleSelected(ROOM, room().chat.messages[2].id);
    actions.toggleSelected(ROOM, '2');
    expect(room().chat.selectMessageList).toEqual(['1']);
    actions.setSelectMode(ROOM, false);
    expect(room().chat).toMatchObject({ selectMessageStatus: 'Close', selectMessageList: [] });
  });

  it('a selected message removed by B06 leaves the selection', () => {
    frame('L03', { list: [msg('1', 'a'), msg('2', 'b')] });
    actions.setSelectMode(ROOM, true);
    actions.toggleSelected(ROOM, '1');
    actions.toggleSelected(ROOM, '2');
    frame('B06', { msgIds: ['1'] });
    expect(room().chat.selectMessageList).toEqual(['2']);
  });

  it('reporting or deleting the selection closes selection mode', async () => {
    fakeApi.report.mockResolvedValue(true);
    fakeApi.deleteMessage.mockResolvedValue({ msgIds: ['1'] });
    frame('L03', { list: [msg('1', 'a')] });
    actions.setSelectMode(ROOM, true);
    actions.toggleSelected(ROOM, '1');
    expect(await actions.reportMessages(ROOM, ['1'], '2')).toEqual({ ok: true });
    expect(fakeApi.report).toHaveBeenCalledWith({ liveRoomId: ROOM, msgIds: ['1'], cateId: '2' });
    expect(room().chat.selectMessageStatus).toBe('Close');
    actions.setSelectMode(ROOM, true);
    expect(await actions.deleteMessages(ROOM, ['1'])).toEqual({ ok: true });
    expect(room().chat.selectMessageStatus).toBe('Close');
  });
});

describe('chat admin and bans (spec §4 silence configs, §6 admin, §8 B08)', () => {
  it('an admin (isPermission with ttlConfig) gets the silence configs; a viewer none', async () => {
    await connected({ isBan: false, isPermission: true, ttlConfig: TTL });
    expect(room().chat.silenceConfigs).toEqual(TTL);
    liveRooms().byId[ROOM] = emptyRoom(ROOM);
    await connected({ isBan: false, isPermission: false, ttlConfig: TTL });
    expect(room().chat.silenceConfigs).toEqual([]);
  });

  it('a banned user (isBan) has the input disabled with the ban text', async () => {
    await connected({ isBan: true, isPermission: false, banText: 'Banned until 12:00' });
    expect(room().chat).toMatchObject({
      inputDisabled: true,
      placeholderText: 'Banned until 12:00',
      chatBanInfo: { isBan: true, banText: 'Banned until 12:00' },
    });
  });

  it('B08 naming this user bans them now: their messages go and the input is disabled until banUntil', async () => {
    await connected();
    frame('L03', { list: [msg('1', '80001'), msg('2', 'b')] });
    frame('B08', { uid: '80001', msgIds: ['1'], banUntil: 5_000 });
    expect(room().chat.messages.map((m) => m.id)).toEqual(['2']);
    expect(room().chat).toMatchObject({
      inputDisabled: true,
      placeholderKey: 'live:chat.banned',
      chatBanInfo: { isBan: true, banUntil: 5_000 },
    });
    frame('B08', { uid: 'b', msgIds: [] });
    expect(room().chat.messages).toEqual([]);
  });

  it('ban sends the chosen ttl and unit; a refusal by the server (403) says the user may not', async () => {
    fakeApi.banUser.mockResolvedValue({});
    expect(await actions.banUser(ROOM, 'u9', TTL[1])).toEqual({ ok: true });
    expect(fakeApi.banUser).toHaveBeenCalledWith({ liveRoomId: ROOM, uid: 'u9', ttl: 1, unit: BanTimeUnit.Day });
    const { ApiError } = await import('../../../../src/api/errors');
    fakeApi.banUser.mockRejectedValue(new ApiError('forbidden', { code: 403 }));
    expect(await actions.banUser(ROOM, 'u9', TTL[1])).toEqual({ ok: false, errorKey: 'live:chat.notAllowed' });
  });
});

describe('show-order (spec §3 chatOrderHistory, orderShowRule; §5 rule)', () => {
  const betOrder = (id: string, over: Record<string, unknown> = {}) => ({
    id,
    betCount: 1,
    matchCount: 1,
    betAmount: '100.00',
    orderStatus: OrderStatus.Confirmed,
    maxWinAmount: '190.00',
    cashOutList: [],
    createdTime: 1,
    betType: BetKind.Single,
    allowSettleInAdvance: true,
    cashOutCount: 0,
    currencyId: 'CNY',
    options: [
      {
        sportId: 1,
        matchId: 'm1',
        matchName: 'A vs B',
        leagueName: 'L',
        optionName: 'A',
        inPlay: true,
        betOdds: 1.9,
        marketId: 'k',
      },
    ],
    ...over,
  });

  it("lists the user's open and settled orders the rule allows for the room's match", async () => {
    room().matchId = 'm1';
    fakeApi.orderShowRule.mockResolvedValue({ showCount: 10, coins: [] });
    fakeApi.betList.mockImplementation(async (query: { isSettled?: boolean }) => ({
      records: query.isSettled
        ? [betOrder('settled', { orderStatus: OrderStatus.Settled, result: 4 })]
        : [
            betOrder('open'),
            betOrder('other', { options: [{ ...betOrder('x').options[0], matchId: 'm2' }] }),
            betOrder('small', { betAmount: '50' }),
          ],
    }));
    expect(await actions.loadOrderHistory(ROOM)).toEqual({ ok: true });
    expect(room().chat.chatOrderHistory?.map((o) => o.orderId)).toEqual(['open', 'settled']);
    expect(room().chat.shaiLoading).toBe(false);
    // Spec §9: the settled-orders lookup asks for a page of 20.
    expect(fakeApi.betList).toHaveBeenCalledWith(expect.objectContaining({ isSettled: true, size: 20 }));
  });

  it('sharing sends the order to showorder/reportExt; a failure says why', async () => {
    fakeApi.showOrder.mockResolvedValue({ shown: true });
    expect(await actions.shareOrder(ROOM, 'o1')).toEqual({ ok: true });
    expect(fakeApi.showOrder).toHaveBeenCalledWith({ liveRoomId: ROOM, orderId: 'o1' });
    fakeApi.showOrder.mockRejectedValue(new Error('down'));
    expect(await actions.shareOrder(ROOM, 'o1')).toEqual({ ok: false, errorKey: 'errors:loadFailed' });
  });
});
