// The betting and bet-history calls of spec §7: their own module, so a page without a slip or a history does
// not download them with the match feed.

export const BET_PATHS = {
  preBet: '/v1/order/batchBetMatchMarketOfJumpLine',
  betSingle: '/v1/order/bet/singlePass',
  betMultiple: '/v1/order/betMultiple',
  reserveParams: '/v1/order/reserve/getBetParameter',
  reserveBet: '/v1/order/reserve/bet',
  /** Not shown in the spec: reserve limits (mid, mis, mly). */
  reserveLimit: '/v1/order/reserve/limit',
  orderStatus: '/v1/order/getStakeOrderStatus',
  betList: '/v1/order/bet/list',
  newBetList: '/v1/order/new/bet/list',
  reserveList: '/v1/order/new/reserve/betList',
  cashOutBet: '/v1/order/cashOut/bet',
  cashOutPrice: '/v1/order/cashOut/price',
  /** Our path (the spec names the rule, not its call): sets or removes an order's auto cash-out. */
  cashOutAuto: '/v1/order/cashOut/auto',
  cashOutsByIds: '/v1/order/getCashOutsByIds',
  reserveCancel: '/v1/order/reserve/cancel',
  reserveUpdate: '/v1/order/reserve/update',
  reserveStatus: '/v1/order/reserve/statusInfoByIds',
  /** Not shown in the spec: find orders by the client reference sent with a bet (reconciliation). */
  orderByRef: '/v1/order/byClientRef',
} as const;
