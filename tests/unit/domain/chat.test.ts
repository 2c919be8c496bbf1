import { describe, expect, it } from 'vitest';
import { betLimitSatisfied, chatMinAmount, chatOrderHistory, mayChatUnder } from '../../../src/domain/chat';
import { deleteChatMessages } from '../../../src/domain/chatRemoval';
import { CHAT_ORDER_MIN_AMOUNT, CHAT_ORDER_SHOW_COUNT } from '../../../src/domain/constants';
import { OrderStatus } from '../../../src/domain/betEnums';
import { BetLimitCond } from '../../../src/domain/liveEnums';

const order = (
  id: string,
  over: Partial<{ matchId: string; sert: number; orderStatus: number; amount: string; coin: string }> = {},
) => ({
  id,
  matchId: 'm1',
  sert: 0,
  orderStatus: OrderStatus.Confirmed,
  amount: '100',
  coin: 'CNY',
  ...over,
});

describe('chat order history filter (spec §5)', () => {
  it('keeps confirmed or settled orders of the active match with sert 0 and amount at least 100', () => {
    const orders = [
      order('ok'),
      order('settled', { orderStatus: OrderStatus.Settled }),
      order('other match', { matchId: 'm2' }),
      order('sert 1', { sert: 1 }),
      order('confirming', { orderStatus: OrderStatus.Confirming }),
      order('rejected', { orderStatus: OrderStatus.Rejected }),
      order('too small', { amount: '99.99' }),
    ];
    expect(chatOrderHistory(orders, 'm1').map((o) => o.id)).toEqual(['ok', 'settled']);
  });

  it('minimum amount defaults to 100, or the coin minimum of the rule', () => {
    expect(CHAT_ORDER_MIN_AMOUNT).toBe(100);
    const rule = { showCount: 10, coins: [{ thirdCoin: 'USDT', minAmount: '5' }] };
    expect(chatMinAmount(rule, 'USDT').toString()).toBe('5');
    expect(chatMinAmount(rule, 'CNY').toString()).toBe('100');
    expect(chatOrderHistory([order('usdt', { coin: 'USDT', amount: '5' })], 'm1', rule)).toHaveLength(1);
  });

  it('shows at most showCount (10) orders', () => {
    expect(CHAT_ORDER_SHOW_COUNT).toBe(10);
    const many = Array.from({ length: 12 }, (_, i) => order(`o${i}`));
    expect(chatOrderHistory(many, 'm1')).toHaveLength(10);
  });
});

describe('deleting chat messages by text or uid (spec §5)', () => {
  const messages = [
    { id: 1, text: 'spam', uid: 'u1', automatic: false },
    { id: 2, text: 'spam', uid: 'u2', automatic: true },
    { id: 3, text: 'hello', uid: 'u1', automatic: false },
    { id: 4, text: '', uid: 'u1', automatic: false },
    { id: 5, text: 'hi', uid: 'u3', automatic: false },
  ];

  it('by text: removes matching non-empty messages and keeps automatic ones', () => {
    expect(deleteChatMessages(messages, { text: 'spam' }).map((m) => m.id)).toEqual([2, 3, 4, 5]);
  });

  it('by uid: removes the sender’s non-empty messages and keeps automatic ones', () => {
    expect(deleteChatMessages(messages, { uid: 'u1' }).map((m) => m.id)).toEqual([2, 4, 5]);
  });

  it('an empty text or uid removes nothing', () => {
    expect(deleteChatMessages(messages, { text: '', uid: '' })).toHaveLength(5);
  });
});

describe('bet limit rule condition: 0 none, 1 AND, 2 OR (spec §5)', () => {
  it('values match the spec', () => {
    expect(BetLimitCond).toEqual({ None: 0, And: 1, Or: 2 });
  });

  it.each([
    [BetLimitCond.None, [false, false], true],
    [BetLimitCond.And, [true, true], true],
    [BetLimitCond.And, [true, false], false],
    [BetLimitCond.Or, [false, true], true],
    [BetLimitCond.Or, [false, false], false],
  ])('condition %s with checks %j is met: %s', (cond, checks, met) => {
    expect(betLimitSatisfied(cond, checks)).toBe(met);
  });

  it.each([
    ['no rule', null, true],
    ['cond 0 with nothing met', { cond: BetLimitCond.None, minBets: 5, minVip: 3, placed: 0, vip: 0 }, true],
    ['AND with both met', { cond: BetLimitCond.And, minBets: 1, minVip: 2, placed: 1, vip: 2 }, true],
    ['AND with only the bets', { cond: BetLimitCond.And, minBets: 1, minVip: 2, placed: 4, vip: 1 }, false],
    ['OR with only the VIP level', { cond: BetLimitCond.Or, minBets: 5, minVip: 3, placed: 0, vip: 3 }, true],
    ['OR with neither', { cond: BetLimitCond.Or, minBets: 5, minVip: 3, placed: 4, vip: 2 }, false],
  ])('the chat rule lets a user speak (%s): %s', (_name, rule, may) => {
    expect(mayChatUnder(rule)).toBe(may);
  });
});
