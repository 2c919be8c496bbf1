// Following an order shown (晒单) in a room's chat: the same pick goes into the shared slip as a chat-room follow
// bet (spec §3 bet sources), carrying the shown order's id (the message context's followOrderId).
import { BetSource } from '../../domain/betSource';
import { shownOrderPick } from '../../domain/chatOrders';
import type { ChatItem } from './chatState';
import { followPick } from './pushOrders';
import { roomState } from './rooms';

/** Follows a shown order of the chat; returns the i18n key of a refusal, or null. */
export function followShownOrder(liveRoomId: string, item: ChatItem): string | null {
  const pick = item.order ? shownOrderPick(item.order) : null;
  if (!pick || !item.order) return 'live:chat.order.notFollowable';
  const hostId = item.context?.hostId ?? roomState(liveRoomId)?.hostId;
  return followPick(liveRoomId, pick, {
    betSource: BetSource.ChatRoomFollow,
    liveRoomId,
    ...(hostId ? { pushOrderHostId: hostId } : {}),
    followOrderId: item.context?.followOrderId ?? item.order.orderId,
  });
}
