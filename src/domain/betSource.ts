// Where a bet comes from (spec §3 "Bet sources"), carried to the server as every bet's thirdRemark (singles and
// each series of a parlay), so the live-stream betting history lists the bets of the live module and no others.
//
// The spec names eight sources and gives no codes. Each code below is one constant: the source's place in the
// spec's list (1 to 8), so a server that numbers them the spec's way reads ours unchanged, and a change of
// numbering is one line here (the reference server reads the same constants).

/** live-room follow bet: the spec gives it no screen of its own apart from the pushed order (6); never sent (README). */
export const BET_SOURCE_LIVE_ROOM_FOLLOW = 1;
/** chat-room follow bet: a pick followed from an order shown (晒单) in a room's chat, with its followOrderId. */
export const BET_SOURCE_CHAT_ROOM_FOLLOW = 2;
/** expert news: a pick followed from an expert's message (sports/message top), with its sportsMessageId and professorId. */
export const BET_SOURCE_EXPERT_NEWS = 3;
/** myself: every pick made outside the live module (the list, a detail of one's own, search). */
export const BET_SOURCE_MYSELF = 4;
/** anchor recommend: an expert message followed in a room whose own host wrote it (the host recommends it there). */
export const BET_SOURCE_ANCHOR_RECOMMEND = 5;
/** anchor-push-order room bet: an order the room's host pushed (G04) and the viewer followed. */
export const BET_SOURCE_ANCHOR_PUSH_ORDER_ROOM = 6;
/** live room bet: a pick in a room (its live bets) or in a detail opened from a room's match card. */
export const BET_SOURCE_LIVE_ROOM = 7;
/** no-anchor-push-order room bet: an order pushed into a room by the platform, not by a host (G04 without hostId). */
export const BET_SOURCE_NO_ANCHOR_PUSH_ORDER_ROOM = 8;

/** The bet sources of the spec by name (the constants above). */
export const BetSource = {
  LiveRoomFollow: BET_SOURCE_LIVE_ROOM_FOLLOW,
  ChatRoomFollow: BET_SOURCE_CHAT_ROOM_FOLLOW,
  ExpertNews: BET_SOURCE_EXPERT_NEWS,
  Myself: BET_SOURCE_MYSELF,
  AnchorRecommend: BET_SOURCE_ANCHOR_RECOMMEND,
  AnchorPushOrderRoom: BET_SOURCE_ANCHOR_PUSH_ORDER_ROOM,
  LiveRoom: BET_SOURCE_LIVE_ROOM,
  NoAnchorPushOrderRoom: BET_SOURCE_NO_ANCHOR_PUSH_ORDER_ROOM,
} as const;
export type BetSource = (typeof BetSource)[keyof typeof BetSource];

/**
 * A pick's source and its context (spec §3 Chat message context: chatRoomId, hostId, followOrderId,
 * sportsMessageId, professorId): the room and host, the pushed or shown order followed, the expert message.
 */
export interface PickSource {
  betSource: BetSource;
  liveRoomId?: string;
  /** The host's id, sent as pushOrderHostId (spec §3 bet state). */
  pushOrderHostId?: string;
  pushOrderId?: string;
  /** The shown order a chat-room follow copies. */
  followOrderId?: string;
  /** The expert message an expert-news or anchor-recommend pick follows, and its writer. */
  sportsMessageId?: string;
  professorId?: string;
}

/** The source of a pick made outside the live module. */
export const MYSELF: PickSource = { betSource: BET_SOURCE_MYSELF };

/** The thirdRemark of a bet: its source as JSON text the server keeps with the order (myself when none). */
export function thirdRemarkOf(source: PickSource | undefined): string {
  return JSON.stringify(source ?? MYSELF);
}

/**
 * The source of a parlay: the first leg (in the slip's order) that came from the live module, else myself. A parlay
 * built in a room is a room bet even when some legs were added from the list.
 */
export function parlaySource(legs: readonly (PickSource | undefined)[]): PickSource {
  return legs.find((s) => s !== undefined && s.betSource !== BET_SOURCE_MYSELF) ?? MYSELF;
}
