// @vitest-environment happy-dom
// Following another's pick puts it in the slip with its bet source (spec §3 bet sources): an order shown in the
// chat (chat-room follow), an expert's pick (expert news, or anchor recommend in its own host's room), a pushed
// order with or without a host.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeApi, resetRuntime } from './fakeLive';

vi.mock('../../../../src/state/page/liveApi', async () => {
  const fakes = await import('./fakeLive');
  return { liveApi: () => fakes.fakeApi };
});

const { emptyRoom, liveRooms } = await import('../../../../src/state/live/rooms');
const { followOrder } = await import('../../../../src/state/live/pushOrders');
const { applyChatFrame } = await import('../../../../src/state/live/chat');
const { followShownOrder } = await import('../../../../src/state/live/chatFollow');
const { followExpertPick } = await import('../../../../src/state/live/expertNews');
const { slipSelections } = await import('../../../../src/state/slip/selections');
const { BetSource } = await import('../../../../src/domain/betSource');
const { OrderStatus } = await import('../../../../src/domain/betEnums');

const ROOM = 'LR1';
const sourceOf = (matchId: string) => slipSelections().info[matchId]?.source;

beforeEach(() => {
  resetRuntime();
  resetFakeApi();
  localStorage.clear();
  liveRooms().byId[ROOM] = { ...emptyRoom(ROOM), hostId: 'H1' };
});

describe('following picks from the live module', () => {
  it('an order shown in the chat becomes a chat-room follow pick carrying the shown order id', () => {
    const refused = followShownOrder(ROOM, {
      id: 'msg1',
      kind: 'order',
      uid: 'u2',
      nickName: 'fan88',
      text: '',
      automatic: false,
      context: { chatRoomId: ROOM, hostId: 'H1', followOrderId: 'O7' },
      order: {
        orderId: 'O7',
        assetSymbol: 'CNY',
        betTitle: 'A vs B',
        betSection: 'Full time 1X2 · A',
        betAmount: '100.00',
        odd: 2.2,
        wonAmount: '220.00',
        orderStatus: OrderStatus.Confirmed,
        betId: 'm1-1x2_H',
        isEarlySettlement: false,
        matchId: 'm1',
      },
    });
    expect(refused).toBeNull();
    expect(slipSelections().slip.entries).toEqual([
      expect.objectContaining({ matchId: 'm1', marketId: 'm1-1x2', type: 'H' }),
    ]);
    expect(sourceOf('m1')).toEqual({
      betSource: BetSource.ChatRoomFollow,
      liveRoomId: ROOM,
      pushOrderHostId: 'H1',
      followOrderId: 'O7',
    });
  });

  const pick = {
    sportsMessageId: 'SM1',
    professorId: 'H1',
    professorName: 'Lily',
    content: 'My pick',
    sportsId: 1,
    matchId: 'm2',
    matchName: 'C vs D',
    marketId: 'm2-1x2',
    type: 'A',
    odds: 3.1,
    betName: 'Full time 1X2 · D',
    publishTime: 0,
  };

  it("an expert's pick is expert news outside a room, with the message and the expert's ids", () => {
    expect(followExpertPick(pick, undefined)).toBeNull();
    expect(sourceOf('m2')).toEqual({ betSource: BetSource.ExpertNews, sportsMessageId: 'SM1', professorId: 'H1' });
  });

  it("the same pick followed in a detail opened from the writer's own room is an anchor recommend", () => {
    followExpertPick(pick, { betSource: BetSource.LiveRoom, liveRoomId: ROOM, pushOrderHostId: 'H1' });
    expect(sourceOf('m2')).toMatchObject({ betSource: BetSource.AnchorRecommend, liveRoomId: ROOM, professorId: 'H1' });
  });

  it('a pushed order without a host is a no-anchor room bet', () => {
    const order = { orderId: 'P1', matchId: 'm3', marketId: 'm3-1x2', type: 'H', odds: 1.9, betName: '1' };
    followOrder(ROOM, order);
    expect(sourceOf('m3')).toEqual({ betSource: BetSource.NoAnchorPushOrderRoom, liveRoomId: ROOM, pushOrderId: 'P1' });
    followOrder(ROOM, { ...order, matchId: 'm4', hostId: 'H1' });
    expect(sourceOf('m4')).toMatchObject({ betSource: BetSource.AnchorPushOrderRoom, pushOrderHostId: 'H1' });
  });
});

describe('the pinned automatic message (spec §3 pinedAutoMsg)', () => {
  it('L01 pins the room message above the log; chat lines do not replace it', () => {
    applyChatFrame(ROOM, {
      code: 'L01',
      data: { liveRoomId: ROOM, pinedAutoMsg: { msgId: 'pin-1', content: 'Be kind' } },
    });
    expect(liveRooms().byId[ROOM].chat.pinedAutoMsg).toEqual({ msgId: 'pin-1', text: 'Be kind' });
    applyChatFrame(ROOM, { code: 'L03', data: { list: [] } });
    expect(liveRooms().byId[ROOM].chat.pinedAutoMsg?.text).toBe('Be kind');
  });
});

describe('chat message kind (spec §3 chat enums: normal or coin)', () => {
  it('a message is normal unless it says coin; a gift line is a coin message', () => {
    const msg = (msgId: string, extra = {}) => ({
      msgId,
      uid: 'u1',
      nickName: 'fan88',
      content: 'hi',
      titles: [],
      ...extra,
    });
    applyChatFrame(ROOM, { code: 'L03', data: { list: [msg('1'), msg('2', { msgType: 'coin' })] } });
    applyChatFrame(ROOM, {
      code: 'G01',
      data: { uid: 'u2', nickName: 'redlion', giftId: 1, giftName: 'Rose', price: '1' },
    });
    const kinds = () => liveRooms().byId[ROOM].chat.messages.map((m) => m.messageKind);
    return vi.waitFor(() => expect(kinds()).toEqual(['normal', 'coin', 'coin']));
  });
});
