// Where a bet comes from (spec §3 "Bet sources"), carried to the server as the bet's thirdRemark so that bets
// placed in a live room, or by following a host's pushed order, are listed in the anchor bet history.

/** The bet sources of the spec, numbered in the order it lists them (it gives names, not codes). */
export const BetSource = {
  LiveRoomFollow: 1,
  ChatRoomFollow: 2,
  ExpertNews: 3,
  Myself: 4,
  AnchorRecommend: 5,
  AnchorPushOrderRoom: 6,
  LiveRoom: 7,
  NoAnchorPushOrderRoom: 8,
} as const;
export type BetSource = (typeof BetSource)[keyof typeof BetSource];

/** A pick made in a live room: its source, the room and host, and the host's pushed order when one was followed. */
export interface PickSource {
  betSource: BetSource;
  liveRoomId: string;
  /** The host's id, sent as pushOrderHostId (spec §3 bet state). */
  pushOrderHostId: string;
  pushOrderId?: string;
}

/** The thirdRemark of a bet from a live room: its source as JSON text the server keeps with the order. */
export function thirdRemarkOf(source: PickSource | undefined): string | undefined {
  return source ? JSON.stringify(source) : undefined;
}
