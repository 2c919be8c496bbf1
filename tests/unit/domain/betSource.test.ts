import { describe, expect, it } from 'vitest';
import { BetSource, parlaySource, thirdRemarkOf } from '../../../src/domain/betSource';
import {
  expertPickSource,
  isLiveStreamSource,
  pushedOrderSource,
  sourceOfRemark,
} from '../../../src/domain/betSourceRules';
import { shownOrderPick, type ChatOrderHistoryItem } from '../../../src/domain/chatOrders';
import { OrderStatus } from '../../../src/domain/betEnums';

describe('bet sources (spec §3)', () => {
  it('the eight sources have eight different codes, numbered in the order the spec lists them', () => {
    expect(Object.values(BetSource)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('a bet with no source of its own is sent as "myself"', () => {
    expect(JSON.parse(thirdRemarkOf(undefined))).toEqual({ betSource: BetSource.Myself });
  });

  it('a parlay takes the source of its first leg from the live module, else myself', () => {
    const room = { betSource: BetSource.LiveRoom, liveRoomId: 'R1' } as const;
    const chat = { betSource: BetSource.ChatRoomFollow, followOrderId: 'O1' } as const;
    expect(parlaySource([undefined, room, chat])).toEqual(room);
    expect(parlaySource([{ betSource: BetSource.Myself }, chat])).toEqual(chat);
    expect(parlaySource([undefined, undefined])).toEqual({ betSource: BetSource.Myself });
  });

  it("a pushed order is the host's push when it names a host, the platform's (no anchor) otherwise", () => {
    expect(pushedOrderSource('H1')).toBe(BetSource.AnchorPushOrderRoom);
    expect(pushedOrderSource(undefined)).toBe(BetSource.NoAnchorPushOrderRoom);
    expect(pushedOrderSource('')).toBe(BetSource.NoAnchorPushOrderRoom);
  });

  it("an expert's pick is anchor recommend only in the room of the host who wrote it", () => {
    expect(expertPickSource('H1', 'H1')).toBe(BetSource.AnchorRecommend);
    expect(expertPickSource('H1', 'H2')).toBe(BetSource.ExpertNews);
    expect(expertPickSource('H1', undefined)).toBe(BetSource.ExpertNews);
  });

  it('the server reads the source back from a thirdRemark, and nothing from text that is not one', () => {
    expect(sourceOfRemark('{"betSource":2,"followOrderId":"9"}')).toBe(BetSource.ChatRoomFollow);
    expect(sourceOfRemark('{"betSource":99}')).toBeUndefined();
    expect(sourceOfRemark('not json')).toBeUndefined();
    expect(sourceOfRemark(undefined)).toBeUndefined();
  });

  it('the live-stream betting history holds every source but myself', () => {
    const listed = Object.values(BetSource).filter(isLiveStreamSource);
    expect(listed).not.toContain(BetSource.Myself);
    expect(listed).toHaveLength(7);
    expect(isLiveStreamSource(undefined)).toBe(false);
  });
});

describe('following an order shown in the chat (chat-room follow)', () => {
  const shown: ChatOrderHistoryItem = {
    orderId: 'O1',
    assetSymbol: 'CNY',
    betTitle: 'A vs B',
    betSection: 'Full time · Home',
    betAmount: '100.00',
    odd: 2.1,
    wonAmount: '210.00',
    orderStatus: OrderStatus.Confirmed,
    betId: '10010000000-1x2-1_H',
    isEarlySettlement: false,
    matchId: '10010000000',
  };

  it('copies the match, the market and the option of betId (marketRef_type) at the shown odds', () => {
    expect(shownOrderPick(shown)).toEqual({
      matchId: '10010000000',
      marketId: '10010000000-1x2-1',
      type: 'H',
      odds: 2.1,
      betName: 'Full time · Home',
    });
  });

  it('a decided order, or a card without its match or option, cannot be followed', () => {
    expect(shownOrderPick({ ...shown, orderStatus: OrderStatus.Settled, result: 4 })).toBeNull();
    expect(shownOrderPick({ ...shown, matchId: undefined })).toBeNull();
    expect(shownOrderPick({ ...shown, betId: 'm1' })).toBeNull();
    expect(shownOrderPick({ ...shown, betId: 'm1_' })).toBeNull();
  });
});
