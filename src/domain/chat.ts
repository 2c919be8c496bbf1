// Chat rules: which orders may be shown in the chat and the bet limit condition (spec §3, §5); message deletion is
// chatRemoval.ts (the room needs it as it opens, these only when an order is shown).
import { compare } from './exactMoney';
import { CHAT_ORDER_MIN_AMOUNT, CHAT_ORDER_SHOW_COUNT } from './constants';
import { OrderStatus } from './betEnums';
import type { Money } from './types';

/** An order as the chat order history reads it. */
export interface ChatOrderCandidate {
  matchId: string;
  /** Only orders with sert 0 are shown. */
  sert: number;
  orderStatus: number;
  amount: Money;
  /** Coin code of the order. */
  coin: string;
}

/** orderShowRule of the chat state: how many orders to show, and a minimum amount per coin. */
export interface OrderShowRule {
  showCount: number;
  coins: { thirdCoin: string; minAmount: Money }[];
}

export const DEFAULT_ORDER_SHOW_RULE: OrderShowRule = { showCount: CHAT_ORDER_SHOW_COUNT, coins: [] };

/** Minimum amount for a coin: its entry in the rule, default 100. */
export function chatMinAmount(rule: OrderShowRule, coin: string): Money {
  return String(rule.coins.find((entry) => entry.thirdCoin === coin)?.minAmount ?? CHAT_ORDER_MIN_AMOUNT);
}

/** Orders to show in the chat: the active match only, sert 0, confirmed or settled, amount at least the coin minimum; at most showCount. */
export function chatOrderHistory<T extends ChatOrderCandidate>(
  orders: readonly T[],
  activeMatchId: string,
  rule: OrderShowRule = DEFAULT_ORDER_SHOW_RULE,
): T[] {
  return orders
    .filter(
      (order) =>
        order.matchId === activeMatchId &&
        order.sert === 0 &&
        (order.orderStatus === OrderStatus.Confirmed || order.orderStatus === OrderStatus.Settled) &&
        compare(order.amount, chatMinAmount(rule, order.coin)) >= 0,
    )
    .slice(0, rule.showCount);
}

export { betLimitSatisfied, mayChatUnder, type BetLimitRule } from './chatBetLimit';
