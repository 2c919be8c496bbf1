// The enumerations of spec §3 and §4 that only bets and bet history use (the rest are in enums.ts).

/** Settled result of a leg or an order. */
export const BetResult = {
  NoResulted: 0,
  Return: 2,
  Lost: 3,
  Won: 4,
  WinReturn: 5,
  LoseReturn: 6,
  Cancel: 7,
} as const;
export type BetResult = (typeof BetResult)[keyof typeof BetResult];

export const BetKind = { Single: 0, Parlay: 1 } as const;
export type BetKind = (typeof BetKind)[keyof typeof BetKind];

export const ListTab = { Unsettled: 0, Settled: 1, Reserved: 2 } as const;
export type ListTab = (typeof ListTab)[keyof typeof ListTab];

export const ReserveState = { Valid: 0, Successful: 1, Failed: 2, Cancelled: 3 } as const;
export type ReserveState = (typeof ReserveState)[keyof typeof ReserveState];

export const DateFilter = { Today: 1, Yesterday: 2, ThisWeek: 3, Custom: -1 } as const;
export type DateFilter = (typeof DateFilter)[keyof typeof DateFilter];

export const OrderStatus = {
  Created: 0,
  Confirming: 1,
  Rejected: 2,
  Canceled: 3,
  Confirmed: 4,
  Settled: 5,
  /** List filters only. */
  ReserveCashOut: 101,
  CashOut: 102,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
