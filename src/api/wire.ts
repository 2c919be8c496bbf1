// The wire format: what the sportsbook server sends and accepts, in the compact forms of spec §3.
// The reference server (demo/server) produces exactly these shapes and the decoders in
// src/api/codecs turn them into the domain types of src/domain/types.ts.
// Where the spec gives compact keys they are used; where it gives full names those are the wire names.
// Money travels as decimal strings (numbers are accepted by the decoders too).

/** Every HTTP answer: code 1 (or 0, "node success") is success; spec §8 lists the others. */
export interface WireEnvelope<T> {
  code: number;
  msg?: string;
  data: T;
  /** Present on some answers; `errcode: 0` means failure (spec §8). */
  errcode?: number;
  success?: boolean;
}

export type WireMoney = string | number;

export interface WireTeam {
  id: string;
  na: string;
  lurl?: string;
}

export interface WireLeagueRef {
  id: string;
  na: string;
  lurl?: string;
  sid: number;
}

/** Match clock: r running, pe period code, s seconds elapsed, tp clock type (1 counting up, 2 down). */
export interface WireClock {
  r: boolean;
  pe: number;
  s: number;
  tp: number;
}

/** One score line: pe period code, tyg score type group (1 goals, 2 corners, 3 cards, 4 points), sc [home, away]. */
export interface WireScore {
  pe: number;
  tyg: number;
  sc: [number, number];
}

/** Option of a market: na team name, nm bet name (e.g. "+0.5", "Over 2.5"), od European odds, ty option type, li line. */
export interface WireOption {
  na: string;
  nm: string;
  od: number;
  ty: string;
  li?: string;
}

/** Market: au allow parlay (1/0), ss sale status (1 on, 0 suspended, -1 off), op options. */
export interface WireMarket {
  id: string;
  au: number;
  ss: number;
  op: WireOption[];
}

/** Market group: nm name, tps filter-group tags (see domain FilterGroup), mty market type, pe period, mks markets. */
export interface WireMarketGroup {
  nm: string;
  tps: string[];
  mty: number;
  pe: number;
  mks: WireMarket[];
}

/** Media flags: vd live video available, an animation available. */
export interface WireMatchMedia {
  vd?: number;
  an?: number;
}

export interface WireMatch {
  id: string;
  lg: WireLeagueRef;
  /** [home, away]; empty for an outright (a league's champion market, one Winner group). */
  ts: WireTeam[];
  mc?: WireClock;
  nsg?: WireScore[];
  ms: number;
  /** The match's version: every push about it carries the version after its change. */
  v?: number;
  ne?: number;
  ssi?: number;
  fid?: number;
  /** Tennis: the current game's points per side (gp). */
  sb?: { gp?: number[] };
  /** Begin time, epoch milliseconds. */
  bt: number;
  tms?: number;
  mg?: WireMarketGroup[];
  /** Live-room extras: lrid liveRoomId, hid hostId, ls liveStatus, mt matchType. */
  lrid?: string;
  hid?: string;
  ls?: number;
  mt?: number;
  md?: WireMatchMedia;
}

/** League from getOnSaleLeagues: mt match count, or order. */
export interface WireLeague {
  id: string;
  na: string;
  mt: number;
  lurl?: string;
  or: number;
  sid: number;
}

export interface WirePage<T> {
  current: number;
  pageTotal: number;
  size: number;
  total: number;
  records: T[];
}

/** A market as returned by the pre-bet query (batchBetMatchMarketOfJumpLine `bms`). */
export interface WireBetMarket {
  marketId: string;
  oldMarketId?: string;
  matchId: string;
  allowParley: number;
  isInPlay: number;
  maxBet: WireMoney;
  minBet: WireMoney;
  /** Market switch: 1 on, 0 suspended, -1 off. */
  status: number;
  result?: number;
  /** Line of the market when priced; differs from the slip's line when the line moved. */
  line?: string;
  option: { name: string; odd: number; type: string };
  matchName?: string;
  /** The teams' names in the request's language (this server's addition: the slip renames its kept picks). */
  homeName?: string;
  awayName?: string;
  leagueName?: string;
  sportId?: number;
  marketName?: string;
}

export interface WireSeries {
  seriesNumber: number;
  maxBet: WireMoney;
  minBet: WireMoney;
  seriesOdd: number;
  combination: number;
  betCount?: number;
}

/** Answer of POST /v1/order/batchBetMatchMarketOfJumpLine: bms (betInfo) and sos (seriesInfo). */
export interface WirePreBet {
  bms: WireBetMarket[];
  sos: WireSeries[];
}

export interface WireBetOption {
  sportId: number;
  matchId: string;
  matchName: string;
  leagueName: string;
  period?: string;
  marketType?: string;
  optionName: string;
  inPlay: number;
  team?: string;
  resultScore?: string;
  settledResult?: number;
  betOdds: number;
  oddsType?: number;
  marketId: string;
  /** The option picked (H, D, A, O, U…): what following this leg puts in a slip. */
  optionType?: string;
  cancelReason?: string;
}

/** One early-settlement record (crl): cop principal settled, cot return paid, ct time (epoch ms). */
export interface WireCashOutRecord {
  id: string;
  cop: WireMoney;
  cot: WireMoney;
  ct: number;
  st: number;
  /** The client reference the cash-out was requested with (duplicate guard). */
  clientRef?: string;
}

/** Bet order: full names of spec §3 plus the short fields st, sa, sat, mwa, cops, cots, crl. */
export interface WireOrder {
  id: string;
  seriesType?: string;
  betCount: number;
  matchCount: number;
  betAmount: WireMoney;
  /** Order status (see domain OrderStatus). */
  st: number;
  /** Settled amount. */
  sa?: WireMoney;
  /** Amount returned when cancelled or rejected. */
  sat?: WireMoney;
  /** Max win amount. */
  mwa?: WireMoney;
  /** Cash-out principal total. */
  cops?: WireMoney;
  /** Cash-out return total. */
  cots?: WireMoney;
  /** Cash-out records. */
  crl?: WireCashOutRecord[];
  oddsChange?: number;
  settledTime?: number;
  createdTime: number;
  cancelledTime?: number;
  remark?: string;
  betType: number;
  cashOutStatus?: number;
  remainingPrincipal?: WireMoney;
  allowSettleInAdvance?: number;
  cashOutCount?: number;
  maxCashOutCount?: number;
  autoBet?: number;
  /** The auto cash-out held for the order, if one is set (spec §5: settles when its principal returns the target). */
  autoCashOut?: { principal: WireMoney; targetReturn: WireMoney };
  currencyId: string;
  /** Outcome of a settled order (domain BetResult). */
  result?: number;
  /** The rest of spec §3's Bet order fields: stake left, last win, the book's payout cap, cash-out totals and price. */
  lastBetAmount?: WireMoney;
  lastWinAmount?: WireMoney;
  maxPayoutAmount?: WireMoney;
  cashOutTotalAmount?: WireMoney;
  cashOutPrice?: WireMoney;
  cashOutPayoutStake?: WireMoney;
  minSingleAmount?: WireMoney;
  minParlayAmount?: WireMoney;
  reserveStatus?: number;
  /** CNY per unit of the order's currency. */
  exchangeRate?: number;
  /** The client reference the bet was placed with (duplicate guard and reconciliation). */
  clientRef?: string;
  options: WireBetOption[];
}

export interface WireOrderStatus {
  oid?: string;
  id?: string;
  st: number;
}

/** Cash-out price: amt return for the whole remaining principal, st 1 available / 0 not, smis min settle stake, pmis min remaining principal after a partial, mxc max cash-outs. */
export interface WireCashOutPrice {
  oid: string;
  amt: WireMoney;
  st: number;
  smis?: WireMoney;
  pmis?: WireMoney;
  mxc?: number;
}

export interface WireReserved {
  reserveId: string;
  marketId: string;
  matchId: string;
  type: string;
  sportId: number;
  leagueName: string;
  homeName: string;
  awayName: string;
  matchType?: number;
  betName: string;
  optionBetName: string;
  optionOdd: number;
  optionTeam?: string;
  homeScore?: number;
  awayScore?: number;
  isInPlay?: number;
  /** Reserve state (domain ReserveState). */
  status: number;
  unitStake: WireMoney;
  createdTime: number;
}

/** Reserve limit: mid max target odds, mis min stake, mly max stake (all default 0). */
export interface WireReserveLimit {
  mid?: WireMoney;
  mis?: WireMoney;
  mly?: WireMoney;
}

export interface WireAnchor {
  liveRoomId: string;
  hostId: string;
  matchId?: string;
  sportId?: number;
  chId?: string;
  matchType: number;
  liveStatus: number;
  startDate?: number;
  sort?: number;
  popularity?: number;
  hostName?: string;
  hostPhotoId?: string;
  /** The room's HLS stream (an absolute URL, or a path on the API host); absent or empty while it has none. */
  streamUrl?: string;
}

export interface WireAnchorMatch {
  matchId: string;
  matchSource: string;
  hostId: string;
  hostName: string;
  hostPhotoId?: string;
  hostPictureId?: string;
  chId?: string;
  matchType: number;
  popularity?: number;
  liveStatus: number;
  matchStatus?: number;
  startDate?: number;
  gamePart?: string;
  gameTime?: string;
  masterTeamName?: string;
  guestTeamName?: string;
}

export interface WireBalance {
  coinCode: string;
  isDefault: number;
  balance: WireMoney;
}

export interface WireUser {
  uid: string;
  balanceList: WireBalance[];
  centerBalance?: WireMoney;
  totalBalance?: WireMoney;
  /** The user's current titles (spec 3.26 "current title records"): one per type, as in title/list/info. */
  userTitleDO?: WireUserTitle[];
  language?: string;
  country?: string;
  setting?: { acceptPush?: number; acceptList?: number[]; showSettingChangableTip?: number };
}

/** UserConfig from system/cfg/get: handicap odds type, accept odds-change mode, setup (JSON string of UI settings). */
export interface WireUserConfig {
  handicap?: number;
  accept?: number;
  uid?: string;
  setup?: string;
}

export interface WireDomainEntry {
  type: string;
  domain: string;
}

/** Push socket, client to server. */
/**
 * Push socket, client to server. `languageType` on a sub is the reference server's addition: the language the
 * socket's names come in (the goal frame's team names); a sub with no channels and a languageType only changes it.
 */
export type WirePushCommand =
  { cmd: 'sub'; chs: string[]; languageType?: string } | { cmd: 'unsub'; chs: string[] } | { cmd: 'ping' };

/** Push socket, server to client: a channel id and its data; `{ cmd: 'pong' }` answers a ping. */
export interface WirePushMessage<T = unknown> {
  chId: string;
  data: T;
}

/** Data of a `tec.<matchId>` push: clock, scores and status. */
export interface WireTecUpdate {
  id: string;
  mc?: WireClock;
  nsg?: WireScore[];
  ms?: number;
  /** The match's version after this change (also on its snapshots): a push not newer than the snapshot shown is stale. */
  v?: number;
}

/** Data of a `js1.<matchId>` push: markets whose odds or sale status changed. */
export interface WireOddsUpdate {
  id: string;
  mks: WireMarket[];
  /** The match's version after this change, as on WireTecUpdate. */
  v?: number;
}

/**
 * Data of the `goal` push: ev 'begin' | 'home' | 'guest'; hn/an team names (in the language of the socket's last
 * sub), hs/as scores, t epoch ms.
 */
export interface WireGoalEvent {
  mid: string;
  sid: number;
  ev: string;
  hn: string;
  an: string;
  hs: number;
  as: number;
  t: number;
  /** Minute of play of a goal in a timed sport ("67'"); optional: the spec shows no clock on this frame. */
  mn?: number;
  /** The scorer's name, when the push carries it (the reference server's addition, as the minute). */
  sc?: string;
  /** 1: a goal sent before, again in the socket's new language after a switch (rename it; do not notify again). */
  re?: number;
}

/** Chat socket frame: a code of spec §8 (L01, M01, G01, …) and its data. */
export interface WireChatFrame<T = unknown> {
  code: string;
  data: T;
}

/** Push channel names. */
export const PUSH_CHANNEL = {
  tec: (matchId: string) => `tec.${matchId}`,
  js1: (matchId: string) => `js1.${matchId}`,
  goal: 'goal',
  liveBet: (liveRoomId: string) => `livebet.${liveRoomId}`,
} as const;

// ---- The reference server's addition: the live match tracker (issue 18), a push channel per match. ----

// The channel's name is in trackerChannel.ts (kept out of the chunks every element shares).

/**
 * One event of the tracker feed. k: kickoff or period start `ko`, period end `pend`, full time `end`; football
 * `att` attack, `dng` dangerous attack, `son`/`sof` shot on/off target, `cor` corner, `yc` yellow card, `goal`;
 * basketball `pts` (p points: 1 a free throw, 2, 3), `miss`, `foul`, `to` timeout; hockey `goal`; set sports
 * `set` (a set won). q: sequence number in the match's feed; s: 0 home, 1 away; mn: minute of play (timed
 * sports); pi: period index from 0 (the set for set sports).
 */
export interface WireTrackerEvent {
  q: number;
  k: string;
  s?: number;
  mn: number;
  pi: number;
  p?: number;
}

/**
 * The tracker's state: pos the side in possession (0 home, 1 away); x, y the ball on a 0..100 field where home
 * attacks towards x = 100; z the zone of the side in possession (0 safe, 1 attack, 2 danger); pi the period
 * index, br 1 on a break, ph 0 not started, 1 live, 2 ended; mn the minute of play; sc the score [home, away]
 * (goals, points or sets won).
 */
export interface WireTrackerState {
  pos: number;
  x: number;
  y: number;
  z: number;
  pi: number;
  br: number;
  ph: number;
  mn: number;
  sc: [number, number];
}

/** A tracker frame: the state now, the events since the last frame; f 1 when it is a full frame (ev: the last ones). */
export interface WireTrackerFrame {
  id: string;
  q: number;
  st: WireTrackerState;
  ev: WireTrackerEvent[];
  f?: number;
}

// ---- Added with the API client (src/api): forms the spec describes by full field names only. ----

/** A team in a match result (full names, spec §3 "Match result"). */
export interface WireResultTeam {
  id: string;
  name: string;
  logoUrl?: string;
}

/** One score line of a match result; `score` is the display text when the server gives one. */
export interface WireResultScore {
  period: number;
  typeGroup: number;
  home: number;
  away: number;
  score?: string;
}

/** A row of /v1/match/matchResultList and the data of matchResultInfo. */
export interface WireMatchResult {
  id: string;
  beginTime: number;
  matchStatus: number;
  matchFormat?: number;
  isNeutral?: number;
  sportId: number;
  league: { id: string; name: string; logoUrl?: string };
  home: WireResultTeam;
  away: WireResultTeam;
  scores?: WireResultScore[];
  newScores?: WireResultScore[];
  totalScore?: string;
}

/** One placed order as answered by bet/singlePass and betMultiple: id, legs ops (mid market, bod odds), and the echoed clientRef. */
export interface WirePlacedOrder {
  id: string;
  clientRef?: string;
  ops?: { mid: string; bod: number }[];
}

/** Data of /v1/match/statistical (spec §3 "Other match data"). */
export interface WireStatistics {
  hotCount?: number;
  totalCount?: number;
  hotLeagueList?: { id: string; logoUrl?: string; count: number; name: string }[];
  playTypeMap?: Record<string, number>;
}

/** Data of GET /api/forehead/user/chat/token/v2. */
export interface WireChatToken {
  token: string;
  /** ttlConfig: the ban durations an admin may choose (ttl units of unit: min 1, hour 2, day 3). */
  chatBanInfo?: { banText?: string; isBan?: boolean; isPermission?: boolean; ttlConfig?: WireTtlConfig[] };
  /**
   * betLimitRule: the spec's cond (0 none, 1 AND, 2 OR); the reference server's checks (README, deviations): at
   * least minBets bets placed, a VIP level of at least minVip; placed and vip are the user's own.
   */
  chatRule?: { isAvailable?: boolean; betLimitRule?: Partial<WireBetLimitRule> };
}

export interface WireBetLimitRule {
  cond: number;
  minBets: number;
  minVip: number;
  placed: number;
  vip: number;
}

/** One ban duration of chatBanInfo.ttlConfig. */
export interface WireTtlConfig {
  ttl: number;
  unit: number;
}

/** A user title or VIP level (user/title/* calls, the M01 sender's titles): shown as an icon only, named by the client. */
export interface WireUserTitle {
  titleId: string;
  /** 1 level title, 2 VIP level. */
  type: number;
  level: number;
  /** title/list/info: whether it is the user's current title of its type. */
  isCurrent?: boolean;
}

/** The message a chat message replies to, as M01 carries it. */
export interface WireChatReply {
  msgId: string;
  nickName: string;
  content: string;
}

/** An order shown in the chat (spec §3 Chat order history item). */
export interface WireChatOrder {
  orderId: string;
  assetSymbol: string;
  betTitle: string;
  betSection: string;
  betAmount: WireMoney;
  odd: number;
  wonAmount: WireMoney;
  orderStatus: number;
  betId: string;
  isEarlySettlement: boolean;
  result?: number;
  /** The match of its leg, so a viewer can follow the order (chat-room follow). */
  matchId?: string;
}

/**
 * One expert message of GET live/sports/message/v2/sports/top (spec §7; its ids are the chat context's
 * sportsMessageId and professorId): an expert's pick on a match of the sport, in the request's language.
 */
export interface WireSportsMessage {
  sportsMessageId: string;
  professorId: string;
  professorName: string;
  /** The expert's words. */
  content: string;
  sportsId: number;
  matchId: string;
  /** "Home vs Away". */
  matchName: string;
  marketId: string;
  /** The option picked (H, D, A, O, U…). */
  type: string;
  odds: number;
  /** The market and the pick, e.g. "Full time 1X2 · Arsenal". */
  betName: string;
  publishTime: number;
}

/** A chat message's context (spec §3 Chat message context): the order or expert message it carries. */
export interface WireChatContext {
  chatRoomId?: string;
  hostId?: string;
  followOrderId?: string;
  sportsMessageId?: string;
  professorId?: string;
  type?: number;
}

/** M01 data: a chat message ("barrage") or a shown order ("order"), with its reply and its sender's titles. */
export interface WireChatMessage {
  msgId: string;
  uid: string;
  nickName: string;
  content: string;
  t?: number;
  item?: 'barrage' | 'order';
  reply?: WireChatReply;
  titles?: WireUserTitle[];
  order?: WireChatOrder;
  context?: WireChatContext;
  /** Message kind (spec §3): normal, or coin for one paid with coins; normal when absent. */
  msgType?: 'normal' | 'coin';
}

/** B06 and B08 data: the messages to remove; B08 names the banned user and until when (ms). */
export interface WireChatRemoval {
  msgId?: string;
  msgIds?: string[];
  uid?: string;
  content?: string;
  banUntil?: number;
}

/** Data of live/emoji/list. */
export interface WireEmojiList {
  emojiGroupList: { groupName: string; emojis: string[] }[];
}

/** One category of chat/report/cate, named in the request's language. */
export interface WireReportCategory {
  id: string;
  name: string;
}

/** Data of user/chat/live/show/v2: the show-order rule (orderShowRule). */
export interface WireOrderShowRule {
  showCount: number;
  coins: { thirdCoin: string; minAmount: WireMoney }[];
}

/** Data of POST /api/forehead/activity/goldmall/balance: the user's live-room coins. */
export interface WireGoldBalance {
  balance: WireMoney;
}

/** Data of POST /api/forehead/activity/goldmall/dailyLimit: coins that may be spent per day. */
export interface WireGoldDailyLimit {
  dailyLimit: WireMoney;
  /** Coins spent today and still allowed today (the reference server's addition). */
  usedToday?: WireMoney;
  leftToday?: WireMoney;
}

// ---- Live-room games and extras (issue 18): shapes the spec names by call only. ----

/** One choice of a host guessing game: key home | draw | away | none (no further goal), its odds in coins. */
export interface WireGuessOption {
  optionId: string;
  key: string;
  odds: WireMoney;
}

/**
 * A host guessing game of a room's match (host/guessing/list). kind `winner` (who wins the match, settled at
 * full time) or `nextGoal` (who scores next, settled by the next goal; `none` wins when the match ends first).
 * status 1 open, 2 closed, 3 settled; result the winning optionId once settled.
 */
export interface WireGuessGame {
  guessId: string;
  liveRoomId: string;
  matchId: string;
  kind: string;
  round: number;
  status: number;
  home: string;
  away: string;
  options: WireGuessOption[];
  result?: string;
}

/** A guess placed (host/guessing/bet): its id and the coins left. */
export interface WireGuessPlaced {
  betId: string;
  coinBalance: WireMoney;
}

/** One of my guesses (data/host/guessing/bet/record): status 0 waiting, 1 won, 2 lost, 3 refunded. */
export interface WireGuessRecord {
  betId: string;
  guessId: string;
  liveRoomId: string;
  matchId: string;
  kind: string;
  round: number;
  home: string;
  away: string;
  optionKey: string;
  amount: WireMoney;
  odds: WireMoney;
  status: number;
  payout: WireMoney;
  createdTime: number;
  settledTime?: number;
}

/** The user's follows (user/subscribe/info): hosts, and the matches of their rooms. */
export interface WireSubscriptions {
  hostIds: string[];
  matchIds: string[];
}

/** One row of a room's gift ranking (room/gift/top10): coins spent on gifts in the room, highest first. */
export interface WireGiftRank {
  rank: number;
  uid: string;
  nickName: string;
  amount: WireMoney;
}

/**
 * A live bet a host opens in the room: a market of the room's match, status Ban 0, Open 1, Cancel 999 (spec §3
 * "Live bet status"). The `livebet.<room>` push and live/liveBet/list carry the room's whole list.
 */
export interface WireLiveBet {
  betId: string;
  matchId: string;
  marketId: string;
  status: number;
}

/** Data of a `livebet.<room>` push. */
export interface WireLiveBetPush {
  liveRoomId: string;
  list: WireLiveBet[];
}

/** Data of an `unlock.<room>` push: the room's permission changed; clients read it again. */
export interface WireRoomUnlock {
  liveRoomId: string;
}

/** One row of GET ssapi/bannerList/search: the title in the request's language, its image and where it links. */
export interface WireBanner {
  id: string;
  title: string;
  imgUrl: string;
  /** A route of the widgets ('/newSport/…') or a web address. */
  jumpUrl?: string;
}
