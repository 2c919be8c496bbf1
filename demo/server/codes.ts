// Response codes of the envelope. 1 is success; 405, 505, 400 and 403 are the spec's (§8);
// the 1000s are this server's business failures, each with a clear msg:
//   1000 bad request (missing or malformed field)   1009 too many legs (parlay at most 10)
//   1001 stake below the lower limit                1010 at most 50 favourites
//   1002 stake above the upper limit                1011 order not found
//   1003 insufficient balance                       1012 cash-out not available
//   1004 odds changed                               1013 cash-out price changed
//   1005 market closed or suspended                 1014 cash-out stake invalid
//   1006 market or option not found                 1015 reserve not found or not valid
//   1007 match not found                            1016 reserve target odds invalid
//   1008 market cannot be added to a parlay         1017 unknown demo user
//                                                   1018 the game is under maintenance (game jump)
//                                                   1019 daily gift limit reached
//   1404 no such path                                1500 internal error, or storage unavailable (a change could
//                                                         not be written; it is kept in memory and written later)
import { GAME_MAINTENANCE_CODE } from '../../src/api/userPaths.ts';

export const CODE = {
  Ok: 1,
  Expired: 405,
  Kicked: 505,
  NullUser: 400,
  Forbidden: 403,
  BadRequest: 1000,
  StakeBelowMin: 1001,
  StakeAboveMax: 1002,
  InsufficientBalance: 1003,
  OddsChanged: 1004,
  MarketClosed: 1005,
  MarketNotFound: 1006,
  MatchNotFound: 1007,
  NotParlayable: 1008,
  TooManyLegs: 1009,
  FavouritesFull: 1010,
  OrderNotFound: 1011,
  CashOutUnavailable: 1012,
  CashOutPriceMoved: 1013,
  CashOutStakeInvalid: 1014,
  ReserveNotFound: 1015,
  ReserveOddsInvalid: 1016,
  UnknownUser: 1017,
  GameMaintenance: GAME_MAINTENANCE_CODE,
  DailyLimit: 1019,
  NotFound: 1404,
  ServerError: 1500,
} as const;

/** A failure answered with its code and message (HTTP 200, like every answer). */
export class ApiError extends Error {
  readonly code: number;

  constructor(code: number, msg: string) {
    super(msg);
    this.code = code;
  }
}
