// The chat room's rules: emoji rows of 8, the message length limit (R00 before sending), silence configs and chat
// admin authority, ban durations, the chat order card and its display status, which orders may be shown, titles.
import { describe, expect, it } from 'vitest';
import { BetKind, BetResult, OrderStatus } from '../../../src/domain/betEnums';
import { emojiGroupRows, emojiRows, insertAt } from '../../../src/domain/chatEmoji';
import { CHAT_MESSAGE_MAX_LENGTH, charactersLeft, messageLength, messageProblem } from '../../../src/domain/chatInput';
import { banDurationMs, isChatAdmin, parseBanRequest, silenceConfigs } from '../../../src/domain/chatModeration';
import { chatOrderCandidate, chatOrderDisplay, chatOrderItem, showableOrders } from '../../../src/domain/chatOrders';
import { EMOJI_ROW_SIZE } from '../../../src/domain/constants';
import { BanTimeUnit } from '../../../src/domain/liveEnums';
import { TitleType, currentTitles, titleIcons } from '../../../src/domain/titles';
import type { BetOrder } from '../../../src/domain/types';

describe('emoji picker rows (spec §7 emoji/list, §9 rows of 8)', () => {
  it('chunks a group into rows of 8, the last row holding the rest', () => {
    const emojis = Array.from({ length: 18 }, (_, i) => `e${i}`);
    const rows = emojiRows(emojis);
    expect(EMOJI_ROW_SIZE).toBe(8);
    expect(rows.map((r) => r.length)).toEqual([8, 8, 2]);
    expect(rows.flat()).toEqual(emojis);
  });

  it('chunks every group on its own and leaves out empty groups', () => {
    const groups = emojiGroupRows([
      { name: 'a', emojis: ['1', '2', '3', '4', '5', '6', '7', '8', '9'] },
      { name: 'empty', emojis: [] },
      { name: 'b', emojis: ['x'] },
    ]);
    expect(groups).toEqual([
      { name: 'a', rows: [['1', '2', '3', '4', '5', '6', '7', '8'], ['9']] },
      { name: 'b', rows: [['x']] },
    ]);
  });

  it('inserts an emoji at the caret or over the selection, and says where the caret goes', () => {
    expect(insertAt('hello world', '⚽', 5)).toEqual({ text: 'hello⚽ world', caret: 6 });
    expect(insertAt('hello world', '🔥', 6, 11)).toEqual({ text: 'hello 🔥', caret: 8 });
    expect(insertAt('', '😀', 99)).toEqual({ text: '😀', caret: 2 });
  });
});

describe('message length (spec §3 remindMsgLength, §8 R00 too long)', () => {
  it('counts characters as a reader sees them: an emoji once, surrounding spaces not at all', () => {
    expect(messageLength('  ⚽⚽ ok ')).toBe(5);
    expect(charactersLeft('abc', 10)).toBe(7);
  });

  it('refuses an empty message and one over the limit (100), so R00 is shown before sending', () => {
    expect(CHAT_MESSAGE_MAX_LENGTH).toBe(100);
    expect(messageProblem('   ')).toBe('empty');
    expect(messageProblem('a'.repeat(100))).toBeNull();
    expect(messageProblem('😀'.repeat(100))).toBeNull();
    expect(messageProblem('a'.repeat(101))).toBe('tooLong');
  });
});

describe('chat admin (spec §4 silence configs from ban info, §6 admin when non-empty, ban units min 1 hour 2 day 3)', () => {
  const ttlConfig = [
    { ttl: 10, unit: BanTimeUnit.Min },
    { ttl: 1, unit: BanTimeUnit.Hour },
    { ttl: 1, unit: BanTimeUnit.Day },
  ];

  it('silence configs come from ttlConfig only when isPermission; malformed entries are left out', () => {
    expect(silenceConfigs({ isPermission: true, ttlConfig })).toEqual(ttlConfig);
    expect(silenceConfigs({ isPermission: false, ttlConfig })).toEqual([]);
    expect(silenceConfigs({ isPermission: true })).toEqual([]);
    expect(
      silenceConfigs({
        isPermission: true,
        ttlConfig: [{ ttl: 0, unit: 1 }, { ttl: 5, unit: 9 }, null, { ttl: '2', unit: '2' }],
      }),
    ).toEqual([{ ttl: 2, unit: BanTimeUnit.Hour }]);
  });

  it('admin authority exists exactly when silence configs are non-empty', () => {
    expect(isChatAdmin(silenceConfigs({ isPermission: true, ttlConfig }))).toBe(true);
    expect(isChatAdmin([])).toBe(false);
  });

  it('a ban lasts ttl units of minutes, hours or days; an unknown unit is no ban', () => {
    expect(banDurationMs({ ttl: 10, unit: BanTimeUnit.Min })).toBe(600_000);
    expect(banDurationMs({ ttl: 1, unit: BanTimeUnit.Hour })).toBe(3_600_000);
    expect(banDurationMs({ ttl: 2, unit: BanTimeUnit.Day })).toBe(172_800_000);
    expect(parseBanRequest('10', '1')).toEqual({ ttl: 10, unit: BanTimeUnit.Min });
    expect(parseBanRequest(1, 4)).toBeNull();
    expect(parseBanRequest(-1, 1)).toBeNull();
  });
});

const order = (over: Partial<BetOrder> = {}): BetOrder => ({
  id: 'o1',
  betCount: 1,
  matchCount: 1,
  betAmount: '150.00',
  orderStatus: OrderStatus.Confirmed,
  maxWinAmount: '285.00',
  cashOutList: [],
  createdTime: 1000,
  betType: BetKind.Single,
  allowSettleInAdvance: true,
  cashOutCount: 0,
  currencyId: 'CNY',
  options: [
    {
      sportId: 1,
      matchId: 'm1',
      matchName: 'Lions vs Tigers',
      leagueName: 'League',
      marketType: 'Full time 1X2',
      optionName: 'Lions',
      inPlay: true,
      betOdds: 1.9,
      marketId: 'mk1',
    },
  ],
  ...over,
});

describe('chat order card (spec §3 chat order history item, §4 chat order display status)', () => {
  it('a bet order becomes a card: coin, match (its id, for a follow), pick (its market named by the caller), stake, odds, what it returns, marketRef_type', () => {
    expect(chatOrderItem(order())).toEqual({
      orderId: 'o1',
      assetSymbol: 'CNY',
      matchId: 'm1',
      betTitle: 'Lions vs Tigers',
      betSection: 'Lions',
      betAmount: '150.00',
      odd: 1.9,
      wonAmount: '285.00',
      orderStatus: OrderStatus.Confirmed,
      betId: 'mk1_Full time 1X2',
      isEarlySettlement: false,
    });
    expect(chatOrderItem(order(), (leg) => `Match winner · ${leg.optionName}`).betSection).toBe('Match winner · Lions');
  });

  const card = (over: Partial<Parameters<typeof chatOrderDisplay>[0]>) =>
    chatOrderDisplay({
      orderStatus: OrderStatus.Settled,
      isEarlySettlement: false,
      betAmount: '100',
      wonAmount: '0',
      ...over,
    });

  it('settled results map to win, lose, draw, half-win, half-lose and cancel; an open order waits', () => {
    expect(card({ result: BetResult.Won })).toBe('win');
    expect(card({ result: BetResult.Lost })).toBe('lose');
    expect(card({ result: BetResult.Return })).toBe('draw');
    expect(card({ result: BetResult.WinReturn })).toBe('halfWin');
    expect(card({ result: BetResult.LoseReturn })).toBe('halfLose');
    expect(card({ result: BetResult.Cancel })).toBe('cancel');
    expect(card({ orderStatus: OrderStatus.Confirmed })).toBe('waiting');
  });

  it('early settlement shows win, lose or draw by comparing the return with the stake, or cash-out while open', () => {
    expect(card({ isEarlySettlement: true, wonAmount: '120' })).toBe('win');
    expect(card({ isEarlySettlement: true, wonAmount: '80' })).toBe('lose');
    expect(card({ isEarlySettlement: true, wonAmount: '100.00' })).toBe('draw');
    expect(card({ isEarlySettlement: true, orderStatus: OrderStatus.Confirmed })).toBe('cashOut');
  });
});

describe('orders that may be shown in the chat (spec §5 chat order history, orderShowRule showCount 10)', () => {
  it('sert is the bet kind: a single is sert 0, a parlay is not shown', () => {
    expect(chatOrderCandidate(order()).sert).toBe(0);
    expect(chatOrderCandidate(order({ betType: BetKind.Parlay })).sert).toBe(1);
    expect(showableOrders([order({ betType: BetKind.Parlay })], 'm1')).toEqual([]);
  });

  it('keeps the active match, confirmed or settled, at least the coin minimum; newest first; at most showCount', () => {
    const orders = [
      order({ id: 'old', createdTime: 1 }),
      order({ id: 'new', createdTime: 9, orderStatus: OrderStatus.Settled, result: BetResult.Won }),
      order({ id: 'small', betAmount: '99.99' }),
      order({ id: 'waiting', orderStatus: OrderStatus.Confirming }),
      order({ id: 'usd', currencyId: 'USD', betAmount: '20' }),
    ];
    const rule = { showCount: 10, coins: [{ thirdCoin: 'USD', minAmount: '20' }] };
    expect(showableOrders(orders, 'm1', rule).map((o) => o.orderId)).toEqual(['usd', 'new', 'old']);
    expect(showableOrders(orders, 'm2', rule)).toEqual([]);
    expect(showableOrders(orders, 'm1', { ...rule, showCount: 1 }).map((o) => o.orderId)).toEqual(['usd']);
  });
});

describe('user titles and VIP levels (spec §6 icons only)', () => {
  const t = (titleId: string, type: number, level: number, isCurrent = false) => ({ titleId, type, level, isCurrent });

  it('one icon per type, level title before VIP level', () => {
    expect(titleIcons([t('V3', TitleType.Vip, 3), t('L2', TitleType.Level, 2), t('L1', TitleType.Level, 1)])).toEqual([
      t('L2', TitleType.Level, 2),
      t('V3', TitleType.Vip, 3),
    ]);
  });

  it("the user's current titles are the ones marked current", () => {
    const mine = [t('L1', 1, 1), t('L2', 1, 2, true), t('V1', 2, 1, true)];
    expect(currentTitles(mine).map((x) => x.titleId)).toEqual(['L2', 'V1']);
  });
});
