// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, resetFakeApi, resetRuntime } from './fakeLive';

vi.mock('../../../../src/state/page/liveApi', async () => {
  const fakes = await import('./fakeLive');
  return { liveApi: () => fakes.fakeApi };
});

const { applyChatFrame } = await import('../../../../src/state/live/chat');
const { emptyRoom, liveRooms } = await import('../../../../src/state/live/rooms');
const { receiveRedEnvelope, presentGift } = await import('../../../../src/state/live/gifts');
const { followOrder } = await import('../../../../src/state/live/pushOrders');
const { slipSelections } = await import('../../../../src/state/slip/selections');
const { session } = await import('../../../../src/state/session/session');
const { getRuntime } = await import('../../../../src/runtime/runtime');
const { BET_PANEL_FLAG_MS, GIFT_TIP_MS, LOTTERY_RESULT_CLEAR_MS } = await import('../../../../src/domain/constants');

const ROOM = 'LR1';
const room = () => liveRooms().byId[ROOM];
const frame = (code: string, data: unknown) => applyChatFrame(ROOM, { code, data });
const pushed = {
  orderId: 'P1',
  hostId: 'H1',
  matchId: 'm1',
  marketId: 'm1-1x2',
  type: 'H',
  odds: 1.85,
  betName: 'Full time 1X2 1',
};

beforeEach(() => {
  vi.useFakeTimers();
  resetRuntime();
  resetFakeApi();
  localStorage.clear();
  liveRooms().byId[ROOM] = emptyRoom(ROOM);
});

describe('live room timers (spec §4 Other timers)', () => {
  it('G01 shows the gift tip for 3 s; a newer gift replaces it and restarts the 3 s', () => {
    expect(GIFT_TIP_MS).toBe(3_000);
    frame('G01', { uid: 'v1', nickName: 'fan88', giftId: 2, giftName: 'Rocket', price: '50', count: 2 });
    expect(room().gifts.tip).toMatchObject({ nickName: 'fan88', giftName: 'Rocket', count: 2, seq: 1 });
    vi.advanceTimersByTime(2_000);
    frame('G01', { uid: 'v2', nickName: 'redlion', giftId: 1, giftName: 'Rose', price: '1' });
    vi.advanceTimersByTime(2_999);
    expect(room().gifts.tip).toMatchObject({ nickName: 'redlion', giftName: 'Rose', count: 1, seq: 2 });
    vi.advanceTimersByTime(1);
    expect(room().gifts.tip).toBeNull();
    expect(room().chat.messages.filter((m) => m.kind === 'gift')).toHaveLength(2);
  });

  it('G06 starts a lottery; G07 shows its winners (and whether you won) and clears the result after 60 s', () => {
    expect(LOTTERY_RESULT_CLEAR_MS).toBe(60_000);
    session().user = {
      uid: 'u7',
      balances: [],
      setting: { acceptPush: false, acceptList: [], showSettingChangableTip: false },
    };
    frame('G06', { lotteryId: 'L1', prize: '50 coins', drawAt: 1_700_000_000_000 });
    expect(room().gifts.lottery).toMatchObject({ lotteryId: 'L1', prize: '50 coins' });
    frame('G07', { lotteryId: 'L1', winners: [{ lotteryId: 'L1', uid: 'u7', nickName: 'demo', prize: '50 coins' }] });
    expect(room().gifts.lottery).toBeNull();
    expect(room().gifts.lotteryResult).toMatchObject({ lotteryId: 'L1', youWon: true });
    expect(room().gifts.winList.map((w) => w.nickName)).toEqual(['demo']);
    vi.advanceTimersByTime(59_999);
    expect(room().gifts.lotteryResult).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(room().gifts.lotteryResult).toBeNull();
    expect(room().gifts.winList).toHaveLength(1);
  });

  it('following a pushed order (G04) puts the same pick in the shared slip and the bet panel flag turns off after 5 s', () => {
    expect(BET_PANEL_FLAG_MS).toBe(5_000);
    frame('G04', pushed);
    expect(room().orders.pushed.map((o) => o.orderId)).toEqual(['P1']);
    expect(followOrder(ROOM, room().orders.pushed[0])).toBeNull();
    expect(slipSelections().slip.entries).toEqual([
      expect.objectContaining({ matchId: 'm1', marketId: 'm1-1x2', type: 'H' }),
    ]);
    expect(slipSelections().info.m1).toMatchObject({ odds: 1.85, optionName: 'Full time 1X2 1' });
    expect(room().orders.betPanel).toBe(true);
    vi.advanceTimersByTime(4_999);
    expect(room().orders.betPanel).toBe(true);
    vi.advanceTimersByTime(1);
    expect(room().orders.betPanel).toBe(false);
  });

  it('G05 recall removes the pushed order card', () => {
    frame('G04', pushed);
    frame('G04', { ...pushed, orderId: 'P2' });
    frame('G05', { orderId: 'P1' });
    expect(room().orders.pushed.map((o) => o.orderId)).toEqual(['P2']);
  });

  it("red envelope (G02): the amount won is shown and added to the balance; the server's 'failure' shows a miss", async () => {
    frame('G02', { envelopeId: 'E1', amount: '100.00', count: 3 });
    room().gifts.balance = '10.00';
    fakeApi.receiveRedEnvelope.mockResolvedValueOnce('12.34');
    await receiveRedEnvelope(ROOM);
    expect(room().gifts.envelopeResult).toEqual({ kind: 'won', amount: '12.34' });
    expect(room().gifts.balance).toBe('22.34');
    frame('G02', { envelopeId: 'E2', count: 1 });
    fakeApi.receiveRedEnvelope.mockRejectedValueOnce(new Error('failure'));
    await receiveRedEnvelope(ROOM);
    expect(room().gifts.envelopeResult).toEqual({ kind: 'missed' });
    expect(room().gifts.redEnvelope).toBeNull();
  });

  it('a gift costing more than the coin balance is refused before any request (decimal comparison)', async () => {
    room().gifts.balance = '49.99';
    expect(await presentGift(ROOM, { giftId: '2', giftName: 'Rocket', price: '50' })).toBe('live:gift.notEnough');
    expect(fakeApi.presentGift).not.toHaveBeenCalled();
    fakeApi.presentGift.mockResolvedValueOnce('0.99');
    room().gifts.balance = '50.99';
    expect(await presentGift(ROOM, { giftId: '2', giftName: 'Rocket', price: '50' })).toBeNull();
    expect(fakeApi.presentGift).toHaveBeenCalledWith({
      liveRoomId: ROOM,
      giftId: '2',
      count: 1,
      clientRef: expect.any(String),
    });
    expect(room().gifts.balance).toBe('0.99');
  });

  it('room timers are owned by the runtime lifecycle: stopAll clears a pending gift tip timer', () => {
    frame('G01', { nickName: 'fan88', giftId: 1, giftName: 'Rose' });
    expect(getRuntime().lifecycle.timerCount()).toBe(2); // the tip's 3 s and the ranking's refresh
    getRuntime().lifecycle.stopAll();
    expect(getRuntime().lifecycle.timerCount()).toBe(0);
  });
});
