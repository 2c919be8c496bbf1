// The records the reference server keeps in its store: users, orders with their legs, reserves, and the
// store file's whole shape. One module, so book, reserve, store and users need not import each other for types.
import type { WireCashOutRecord, WireChatMessage, WireGuessGame, WireGuessRecord } from '../../src/api/wire.ts';

export interface UserRecord {
  uid: string;
  name: string;
  balances: { coinCode: string; balance: string; isDefault: number }[];
  config: { handicap: number; accept: number; setup: string };
  follows: string[];
  /** acceptList: on/off flags by index (spec: 0 favourites, 1 bet matches, 2 all goals). */
  setting: { acceptPush: number; acceptList: number[] };
  /** Live-room coins for gifts. */
  coins: string;
  /** Coins spent on gifts on `day` (UTC day of the simulation clock): the daily limit's count. */
  giftSpend?: { day: string; coins: string };
  /** Followed live-room hosts (user/subscribe), in the order followed. */
  hosts?: string[];
  /** The titleId chosen as current, per title type (absent: the highest owned). */
  titles?: Record<string, string>;
}

export interface LegRecord {
  matchId: string;
  marketId: string;
  type: string;
  odds: number;
  line?: string;
  mty: number;
  pe: number;
  sportId: number;
  matchName: string;
  leagueName: string;
  marketName: string;
  optionName: string;
  team?: string;
  inPlay: number;
  listed?: string[];
  result?: number;
  resultScore?: string;
  /** Why this leg made the book refuse the order (its key in translations.ts REFUSALS). */
  cancelReason?: string;
}

/** The client reference of a cash-out the auto cash-out made ends so: the ReserveCashOut (101) list filter finds them. */
export const AUTO_REF_SUFFIX = '-auto';

export interface OrderRecord {
  id: string;
  uid: string;
  clientRef?: string;
  currencyId: string;
  betType: 0 | 1;
  /** Legs per combination and the series number (see seriesBets). */
  combination: number;
  seriesNumber: number;
  betCount: number;
  unitStake: string;
  betAmount: string;
  oddsChange: number;
  st: number;
  createdTime: number;
  /** Simulated times when the order becomes confirming and when it is decided. */
  confirmingAt: number;
  decideAt: number;
  settledTime?: number;
  cancelledTime?: number;
  sa?: string;
  sat?: string;
  mwa: string;
  remainingPrincipal: string;
  crl: WireCashOutRecord[];
  result?: number;
  remark?: string;
  thirdRemark?: string;
  autoBet?: number;
  /** The bettor's auto cash-out: settle `principal` once it would return at least `targetReturn` (fires once). */
  autoCashOut?: { principal: string; targetReturn: string };
  legs: LegRecord[];
}

export interface ReserveRecord {
  reserveId: string;
  uid: string;
  marketId: string;
  matchId: string;
  type: string;
  targetOdds: number;
  unitStake: string;
  oddsChange: number;
  currencyId: string;
  status: number;
  createdTime: number;
  clientRef?: string;
  orderId?: string;
  remark?: string;
  display: {
    sportId: number;
    leagueName: string;
    homeName: string;
    awayName: string;
    betName: string;
    optionBetName: string;
    optionTeam?: string;
  };
}

/** A guess as the store keeps it: the record its owner reads (with the game's names), and whose it is. */
export interface GuessBetRecord extends WireGuessRecord {
  uid: string;
}

/** The host guessing games of the rooms (their wire form: odds are decimal strings), every guess, the bet id sequence. */
export interface GuessingRecord {
  seq: number;
  games: Record<string, WireGuessGame[]>;
  bets: GuessBetRecord[];
}

/** A chat line as a room keeps it: its wire form, said at `t` (simulated ms). */
/** A kept chat line; `bot` is the index of a simulated viewer's line, written in each reader's language. */
export type ChatLineRecord = WireChatMessage & { t: number; bot?: number };

/** A lottery's winner as lottery/winList answers it. */
export interface LotteryWinnerRecord {
  lotteryId: string;
  uid: string;
  nickName: string;
  prize: string;
}

/** What a live room keeps across a restart (money as decimal strings, sets as lists of uids). */
export interface RoomRecord {
  /** Lines said in the room so far: a msgId is never reused. */
  seq: number;
  /** The room's last chat lines, oldest first. */
  history: ChatLineRecord[];
  /** The open red envelope: coins and shares left, who grabbed one (an envelope fully grabbed is dropped). */
  redEnvelope?: { id: string; left: string; count: number; grabbed: string[] };
  /** The running lottery: its prize in coins, when it draws (simulated ms), who entered. */
  lottery?: { id: string; prize: string; drawAt: number; entrants: string[] };
  /** The last lotteries' winners, oldest first. */
  winners: LotteryWinnerRecord[];
  /** Logged-in users who reported watching (submit/watch): they take part in the room's lotteries. */
  watchers: string[];
  /** Order ids shown per uid (an order is shown once, at most CHAT_SHOW_ORDER_LIMIT per user). */
  shownOrders: Record<string, string[]>;
}

/** The parts of the store a module owns (`Store.part`); absent in stores written before each was kept. */
export interface StoreParts {
  guessing: GuessingRecord;
  /** Live rooms by liveRoomId. */
  rooms: Record<string, RoomRecord>;
  /** The gift ranking: per liveRoomId, per sender uid, their name and the coins they gave (decimal string). */
  giftRanking: Record<string, Record<string, { nickName: string; amount: string }>>;
  /** Chat bans: uid to when the ban ends (ms of the real clock). */
  chatBans: Record<string, number>;
  /**
   * The duplicate-submission guard of guesses and gifts: `${uid}|${kind}|${clientRef}` to what the first submission
   * made (the guess's bet id) and when (ms of the real clock), dropped after a day.
   */
  actionRefs: Record<string, { id: string; at: number }>;
}

export interface StoreData extends Partial<StoreParts> {
  version: 1;
  /** Where the simulation was, so a restart continues the same world. */
  world?: {
    seed: number;
    epoch: number;
    elapsed: number;
    /** The real time (ms) `elapsed` was reached at: an instance joining a running one goes on from it (server.ts). */
    at?: number;
  };
  users: Record<string, UserRecord>;
  /** Token to uid; `kicked` once a later login of the same user replaced it. */
  sessions: Record<string, { uid: string; kicked?: boolean; at: number }>;
  orders: Record<string, OrderRecord>;
  /** `${uid}|${clientRef}` to order id: the duplicate-submission guard. */
  clientRefs: Record<string, string>;
  reserves: Record<string, ReserveRecord>;
  seq: number;
}
