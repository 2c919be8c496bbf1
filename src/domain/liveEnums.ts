// The enumerations of spec §3 and §4 that only the live rooms use (the rest are in enums.ts).

/** Live bet status: only Open is shown as open. */
export const LiveBetStatus = { Ban: 0, Open: 1, Cancel: 999 } as const;

export const LiveState = { Waiting: 0, Living: 1, Ended: 2 } as const;

export const BanTimeUnit = { Min: 1, Hour: 2, Day: 3 } as const;

export const BetLimitCond = { None: 0, And: 1, Or: 2 } as const;

/** Chat message kind (spec §3 chat enums): a normal message, or a coin one (paid for with coins: gifts). */
export const ChatMessageKind = { Normal: 'normal', Coin: 'coin' } as const;
export type ChatMessageKind = (typeof ChatMessageKind)[keyof typeof ChatMessageKind];

export const CoinId = { Gold: 3, Bti: 29, Fb: 34, Virtual: 100 } as const;

/** Anchor match types. */
export const AnchorMatchType = { Entertainment: 0, Football: 1, Basketball: 2 } as const;

/** Room permission codes: ALL needs every tip obtained, One needs at least one. */
export const RoomPermissionCode = { All: 'ALL', One: 'One' } as const;

/** Room permission type of a recharge room, which is never locked (the value is our choice; the spec does not show it). */
export const RoomPermissionType = { Recharge: 'recharge' } as const;
