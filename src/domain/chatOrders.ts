// Show-order (晒单) in the chat: the order card's data (spec §3 "Chat order history item") built from a bet
// order, which orders may be shown (spec §5, chat.ts chatOrderHistory) and the card's status (spec §4 "Chat order
// display status"). The reference server builds the same item from its own records for the message it sends.
import { BetKind, BetResult, OrderStatus } from './betEnums';
import { chatOrderHistory, type ChatOrderCandidate, type OrderShowRule } from './chat';
import { compare, roundMoney } from './exactMoney';
import { displayedAmount } from './orderAmount';
import type { BetOption, BetOrder, Money } from './types';

/** One order as the chat shows it (spec §3 Chat order history item; `result` says how a settled one ended). */
export interface ChatOrderHistoryItem {
  orderId: string;
  /** Coin of the stake, e.g. CNY. */
  assetSymbol: string;
  /** The match, e.g. "Lions vs Tigers". */
  betTitle: string;
  /** The market and pick, e.g. "Full time 1X2 · Home". */
  betSection: string;
  betAmount: Money;
  odd: number;
  /** What it returned (settled) or would return (open). */
  wonAmount: Money;
  orderStatus: number;
  /** marketRef_type: the market and the option picked. */
  betId: string;
  isEarlySettlement: boolean;
  result?: number;
  /** The match of its leg: with betId, what a viewer follows. */
  matchId?: string;
}

/** Show-order messages one user may post in one room (R06 after that; the spec does not give the number). */
export const CHAT_SHOW_ORDER_LIMIT = 3;

export type ChatOrderDisplay = 'waiting' | 'win' | 'lose' | 'draw' | 'halfWin' | 'halfLose' | 'cancel' | 'cashOut';

const RESULT_DISPLAY: Partial<Record<number, ChatOrderDisplay>> = {
  [BetResult.Won]: 'win',
  [BetResult.Lost]: 'lose',
  [BetResult.Return]: 'draw',
  [BetResult.WinReturn]: 'halfWin',
  [BetResult.LoseReturn]: 'halfLose',
  [BetResult.Cancel]: 'cancel',
};

/**
 * The card's status: a settled order by its result; an early-settled one by comparing what it returned with
 * its stake (win, lose or draw), or cash-out while it is not settled yet; anything else is still waiting.
 */
export function chatOrderDisplay(
  item: Pick<ChatOrderHistoryItem, 'orderStatus' | 'isEarlySettlement' | 'betAmount' | 'wonAmount' | 'result'>,
): ChatOrderDisplay {
  const settled = item.orderStatus === OrderStatus.Settled;
  if (item.isEarlySettlement) {
    if (!settled) return 'cashOut';
    const diff = compare(item.wonAmount, item.betAmount);
    return diff > 0 ? 'win' : diff < 0 ? 'lose' : 'draw';
  }
  if (!settled) return 'waiting';
  return RESULT_DISPLAY[item.result ?? -1] ?? 'waiting';
}

/** A bet order as the show-order rule reads it: sert is the bet kind (0 single), the stake in its coin. */
export function chatOrderCandidate(order: BetOrder): BetOrder & ChatOrderCandidate {
  return {
    ...order,
    matchId: order.options[0]?.matchId ?? '',
    sert: order.betType === BetKind.Single ? 0 : 1,
    amount: order.betAmount,
    coin: order.currencyId,
  };
}

/** The pick of a leg as the history shows it: the team and the option's name. */
export function legPick(leg: BetOption): string {
  return leg.team ? `${leg.team} ${leg.optionName}` : leg.optionName;
}

/**
 * The card of a bet order; `section` names its leg's market and pick (the reader's market names are the caller's:
 * the client's server tables, the reference server's own records), by default the pick alone.
 */
export function chatOrderItem(order: BetOrder, section: (leg: BetOption) => string = legPick): ChatOrderHistoryItem {
  const leg = order.options[0];
  return {
    orderId: order.id,
    assetSymbol: order.currencyId,
    betTitle: leg?.matchName ?? '',
    betSection: leg ? section(leg) : '',
    betAmount: roundMoney(order.betAmount),
    odd: leg?.betOdds ?? 0,
    wonAmount: displayedAmount(order),
    orderStatus: order.orderStatus,
    betId: `${leg?.marketId ?? ''}_${leg?.optionType ?? leg?.marketType ?? ''}`,
    isEarlySettlement: order.cashOutList.length > 0,
    ...(order.result !== undefined ? { result: order.result } : {}),
    ...(leg ? { matchId: leg.matchId } : {}),
  };
}

/** The orders a user may show in the room of `matchId` (spec §5), newest first, as cards. */
export function showableOrders(
  orders: readonly BetOrder[],
  matchId: string,
  rule?: OrderShowRule,
  section?: (leg: BetOption) => string,
): ChatOrderHistoryItem[] {
  const newestFirst = [...orders].sort((a, b) => b.createdTime - a.createdTime);
  return chatOrderHistory(newestFirst.map(chatOrderCandidate), matchId, rule).map((o) => chatOrderItem(o, section));
}

/** A shown order's pick as a viewer follows it (chat-room follow): its match, market and option, odds and words. */
export interface ShownOrderPick {
  matchId: string;
  marketId: string;
  type: string;
  odds: number;
  betName: string;
}

/**
 * What following a shown order picks: betId is marketRef_type (the option after the last "_"), the match comes
 * with the card. Null when the card lacks them, or once the order is decided (only a waiting order can be copied).
 */
export function shownOrderPick(order: ChatOrderHistoryItem): ShownOrderPick | null {
  const cut = order.betId.lastIndexOf('_');
  const marketId = cut > 0 ? order.betId.slice(0, cut) : '';
  const type = cut > 0 ? order.betId.slice(cut + 1) : '';
  if (!order.matchId || !marketId || !type || chatOrderDisplay(order) !== 'waiting') return null;
  return { matchId: order.matchId, marketId, type, odds: order.odd, betName: order.betSection };
}
