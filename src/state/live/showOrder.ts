// Showing one of my bets in the room's chat (晒单, spec §5 show-order rule): the orders I may show, and the call
// that shows one (the order message arrives as M01, a refusal as R06). Loads with the show-order dialog.
import { SETTLED_LOOKUP_PAGE_SIZE } from '../../domain/constants';
import { legPick, showableOrders } from '../../domain/chatOrders';
import { GamePlatform } from '../../domain/enums';
import { orderListQuery, viewRange } from '../../domain/historyQuery';
import type { BetOption } from '../../domain/types';
import { serverText } from '../../i18n/serverTables';
import { matchText } from '../page/serverText';
import { api } from '../page/api';
import { attempt, type ChatActionResult } from './chatActions';
import { roomState } from './rooms';

/**
 * Loads the orders this user may show in the room (chatOrderHistory): the show-order rule, then open and
 * recent settled bets, kept by the spec §5 rule for the room's match.
 */
export async function loadOrderHistory(liveRoomId: string): Promise<ChatActionResult> {
  const room = roomState(liveRoomId);
  if (!room || room.chat.shaiLoading) return { ok: true };
  const chat = room.chat;
  chat.shaiLoading = true;
  const result = await attempt(async () => {
    const now = Date.now();
    const [rule, open, settled] = await Promise.all([
      api().orderShowRule(String(GamePlatform.StSport)),
      api().betList(orderListQuery('unsettled', null, 1)),
      // Spec §9: the settled-orders lookup is a page of 20.
      api().betList({
        ...orderListQuery('settled', viewRange('settled', { filter: null }, now), 1),
        size: SETTLED_LOOKUP_PAGE_SIZE,
      }),
    ]);
    chat.orderShowRule = rule;
    const { tables } = matchText();
    // The period and market in the user's language when the server's tables are loaded, then the pick.
    const section = (leg: BetOption) =>
      [
        serverText(tables, 'period', leg.period ?? '', ''),
        serverText(tables, 'marketType', leg.marketType ?? '', ''),
        legPick(leg),
      ]
        .filter(Boolean)
        .join(' · ');
    chat.chatOrderHistory = room.matchId
      ? showableOrders([...open.records, ...settled.records], room.matchId, rule, section)
      : [];
  });
  chat.shaiLoading = false;
  return result;
}

/** Shows one order in the room's chat (showorder/reportExt); the order message arrives as M01, a refusal as R06. */
export async function shareOrder(liveRoomId: string, orderId: string): Promise<ChatActionResult> {
  const chat = roomState(liveRoomId)?.chat;
  if (!chat || chat.shaiLoading) return { ok: false, errorKey: 'live:chat.busy' };
  chat.shaiLoading = true;
  const result = await attempt(() => api().showOrder({ liveRoomId, orderId }));
  chat.shaiLoading = false;
  return result;
}
