// Orders a host pushes into the room (G04) and recalls (G05); following one puts the same pick into the
// shared bet slip, and the bet panel flag stays on for 5 s after (spec §4 Other timers).
import { BET_PANEL_FLAG_MS } from '../../domain/constants';
import { frameData, pushOrderSchema, recallSchema, type PushedOrder } from '../../api/codecs/chatFrames';
import { roomState, roomTimer } from './rooms';
import type { PickInfo } from '../../domain/slip';
import type { PickSource } from '../../domain/betSource';
import { pushedOrderSource } from '../../domain/betSourceRules';
import { addFollowedPick, followBlocker, isFollowed, roomPick, type FollowedRef } from './followedPick';

export { followBlocker, isFollowed, roomPick, type FollowedRef } from './followedPick';

/** G04: the host pushed an order; the newest shows first and a repeat of the same order replaces it. */
export function onPushOrderFrame(liveRoomId: string, data: unknown): void {
  const room = roomState(liveRoomId);
  const order = frameData(pushOrderSchema, data);
  if (!room || !order) return;
  room.orders.pushed = [order, ...room.orders.pushed.filter((o) => o.orderId !== order.orderId)];
}

/** G05: the host recalled an order; its card goes. */
export function onRecallFrame(liveRoomId: string, data: unknown): void {
  const room = roomState(liveRoomId);
  const recall = frameData(recallSchema, data);
  if (room && recall) room.orders.pushed = room.orders.pushed.filter((o) => o.orderId !== recall.orderId);
}

/**
 * The slip pick of a pushed order: followed from the host's push in the room, or from the platform's when the
 * order names no host (spec §3 bet sources: anchor-push-order and no-anchor-push-order room bets).
 */
export function pushedPick(order: PushedOrder, liveRoomId: string): PickInfo {
  return roomPick(order, {
    betSource: pushedOrderSource(order.hostId),
    liveRoomId,
    ...(order.hostId ? { pushOrderHostId: order.hostId } : {}),
    pushOrderId: order.orderId,
  });
}

/**
 * Follows a pushed order: the same pick goes into the shared slip (replacing that match's pick) and the bet
 * panel flag turns on for 5 s. Returns the i18n key of a refusal, 'live:order.slipFull' when the slip ignored it, or null.
 */
export function followOrder(liveRoomId: string, order: PushedOrder): string | null {
  return followPick(liveRoomId, order, pushedPick(order, liveRoomId).source!);
}

/**
 * Follows another's pick with its source (a pushed order, an order shown in the chat, an expert's pick): as
 * followOrder. Outside a room (liveRoomId '') there is no bet panel flag.
 */
export function followPick(liveRoomId: string, ref: FollowedRef, source: PickSource): string | null {
  if (isFollowed(ref)) return followBlocker(ref);
  const refused = addFollowedPick(ref, source);
  const room = liveRoomId ? roomState(liveRoomId) : undefined;
  if (refused || !room) return refused;
  room.orders.betPanel = true;
  roomTimer(liveRoomId, 'bet-panel', BET_PANEL_FLAG_MS, () => {
    const current = roomState(liveRoomId);
    if (current) current.orders.betPanel = false;
  });
  return null;
}
