// Domain entities of spec §3, as the widgets use them after decoding (src/api/codecs).
// Money is a decimal string; odds are European decimal numbers as sent by the server.
import type { MatchStatus } from './enums';
import type { OrderStatus, ReserveState } from './betEnums';

export type Money = string;

export interface Team {
  id: string;
  name: string;
  logoUrl?: string;
}

export interface LeagueRef {
  id: string;
  name: string;
  logoUrl?: string;
  sportId: number;
}

export interface League extends LeagueRef {
  matchCount: number;
  order: number;
}

export interface MatchClock {
  running: boolean;
  period: number;
  seconds: number;
  type: number;
}

export interface PeriodScore {
  period: number;
  typeGroup: number;
  home: number;
  away: number;
}

export interface Option {
  teamName: string;
  name: string;
  odds: number;
  type: string;
  line?: string;
}

export interface Market {
  id: string;
  allowParlay: boolean;
  /** MarketSwitch: 1 on, 0 suspended, -1 off. */
  saleStatus: number;
  options: Option[];
}

export interface MarketGroup {
  name: string;
  tags: string[];
  marketType: number;
  period: number;
  markets: Market[];
}

export interface Match {
  id: string;
  sportId: number;
  league: LeagueRef;
  home: Team;
  away: Team;
  status: MatchStatus | number;
  clock?: MatchClock;
  scores: PeriodScore[];
  neutral: boolean;
  serveSide?: number;
  bestOf?: number;
  /** The format code (spec 3.62, domain/matchFormat.ts): best of n, or periods × minutes. */
  formatId?: number;
  /** Tennis: the current game's points won per side (0, 1, 2, 3…; tennisPoints calls them). */
  gamePoints?: number[];
  /** Epoch milliseconds. */
  beginTime: number;
  marketCount: number;
  groups: MarketGroup[];
  liveRoomId?: string;
  hostId?: string;
  liveStatus?: number;
  matchType?: number;
  hasVideo: boolean;
  hasAnimation: boolean;
  /** An outright (champion market of a league): no teams, home and away have empty names. */
  outright?: boolean;
  /** The server's version of this snapshot: pushes not newer than it are stale. */
  version?: number;
}

export interface Page<T> {
  current: number;
  pageTotal: number;
  size: number;
  total: number;
  records: T[];
}

/** Bet slip entry (spec §3): the pick of one option of one market. */
export interface SlipEntry {
  matchId: string;
  marketId: string;
  /** Option type. */
  type: string;
  inParlay: boolean;
  showInSingle: boolean;
}

/** A market priced by the pre-bet query. */
export interface BetMarket {
  marketId: string;
  oldMarketId?: string;
  matchId: string;
  allowParlay: boolean;
  isInPlay: boolean;
  maxBet: Money;
  minBet: Money;
  status: number;
  result?: number;
  line?: string;
  option: { name: string; odds: number; type: string };
  matchName?: string;
  homeName?: string;
  awayName?: string;
  leagueName?: string;
  sportId?: number;
  marketName?: string;
}

export interface SeriesInfo {
  seriesNumber: number;
  maxBet: Money;
  minBet: Money;
  seriesOdd: number;
  combination: number;
  /** 1 when seriesNumber is not 0, otherwise the combination count (spec §3). */
  betCount: number;
}

export interface PreBetInfo {
  betInfo: BetMarket[];
  seriesInfo: SeriesInfo[];
}

export interface BetOption {
  sportId: number;
  matchId: string;
  matchName: string;
  leagueName: string;
  period?: string;
  marketType?: string;
  optionName: string;
  inPlay: boolean;
  team?: string;
  resultScore?: string;
  settledResult?: number;
  betOdds: number;
  oddsType?: number;
  marketId: string;
  /** The option picked (H, D, A…), when the server says. */
  optionType?: string;
  cancelReason?: string;
}

export interface CashOutRecord {
  id: string;
  principal: Money;
  amount: Money;
  time: number;
  status: number;
}

export interface BetOrder {
  id: string;
  seriesType?: string;
  betCount: number;
  matchCount: number;
  betAmount: Money;
  orderStatus: OrderStatus | number;
  settledAmount?: Money;
  /** sat: what came back on cancel or reject. */
  returnedAmount?: Money;
  maxWinAmount?: Money;
  cashOutPrincipal?: Money;
  cashOutReturn?: Money;
  cashOutList: CashOutRecord[];
  oddsChange?: number;
  settledTime?: number;
  createdTime: number;
  cancelledTime?: number;
  remark?: string;
  betType: number;
  cashOutStatus?: number;
  remainingPrincipal?: Money;
  allowSettleInAdvance: boolean;
  cashOutCount: number;
  maxCashOutCount?: number;
  autoBet?: number;
  /** The auto cash-out the server holds: settle `principal` once it returns at least `targetReturn` (fires once). */
  autoCashOut?: { principal: Money; targetReturn: Money };
  currencyId: string;
  result?: number;
  /** Spec §3 Bet order's other fields, as the server sends them. */
  lastBetAmount?: Money;
  lastWinAmount?: Money;
  /** The most the book pays out on this order (its cap), in its currency. */
  maxPayoutAmount?: Money;
  cashOutTotalAmount?: Money;
  cashOutPrice?: Money;
  cashOutPayoutStake?: Money;
  minSingleAmount?: Money;
  minParlayAmount?: Money;
  reserveStatus?: number;
  /** CNY per unit of the order's currency. */
  exchangeRate?: number;
  options: BetOption[];
}

export interface OrderStatusItem {
  orderId: string;
  status: number;
}

export interface CashOutPrice {
  orderId: string;
  amount: Money;
  available: boolean;
  minStake?: Money;
  minRemaining?: Money;
  maxCount?: number;
}

export interface ReservedBet {
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
  isInPlay: boolean;
  status: ReserveState | number;
  unitStake: Money;
  createdTime: number;
}

export interface ReserveLimit {
  maxOdds: Money;
  minStake: Money;
  maxStake: Money;
}

export interface Anchor {
  liveRoomId: string;
  hostId: string;
  matchId?: string;
  sportId?: number;
  chId?: string;
  matchType: number;
  liveStatus: number;
  startDate?: number;
  sort?: number;
  popularity: number;
  hostName?: string;
  hostPhotoId?: string;
  /** The room's HLS stream as the server gave it (a URL or a path on the API host), while it has one. */
  streamUrl?: string;
}

export interface AnchorMatch {
  matchId: string;
  matchSource: string;
  hostId: string;
  hostName: string;
  hostPhotoId?: string;
  hostPictureId?: string;
  chId?: string;
  matchType: number;
  popularity: number;
  liveStatus: number;
  matchStatus?: number;
  startDate?: number;
  gamePart?: string;
  gameTime?: string;
  masterTeamName?: string;
  guestTeamName?: string;
}

export interface Balance {
  coinCode: string;
  isDefault: boolean;
  balance: Money;
}

export interface UserSetting {
  acceptPush: boolean;
  acceptList: number[];
  showSettingChangableTip: boolean;
}

export interface User {
  uid: string;
  balances: Balance[];
  centerBalance?: Money;
  totalBalance?: Money;
  language?: string;
  country?: string;
  setting: UserSetting;
  /** The current title and VIP level (spec 3.26 userTitleDO), shown as icons beside the user's own name. */
  titles?: import('./titles').UserTitle[];
}

export interface UserConfig {
  handicap: number;
  accept: number;
  uid?: string;
  setup: Record<string, unknown>;
}

/** Domain configuration: type (SSAPI, PXDD, ST_SPORT_WEB, …) to its domains. */
export type DomainConfig = Record<string, string[]>;

export interface GoalEvent {
  matchId: string;
  sportId: number;
  /** 'begin' | 'home' | 'guest' (home score, guest score). */
  event: string;
  homeName: string;
  awayName: string;
  homeScore: number;
  awayScore: number;
  time: number;
  /** Minute of play of a goal (football: "67'"), when the push carries it. */
  minute?: number;
  /** The scorer's name, when the push carries it. */
  scorer?: string;
}

/** Bet slip mode: single bets, or the picks combined into a parlay. */
export type SlipMode = 'single' | 'parlay';

/** The bet slip as a plain value: at most one entry per match (spec §4, §5). */
export interface Slip {
  entries: SlipEntry[];
  mode: SlipMode;
}

/** Room permission info (spec §3): code 'ALL' or 'One' says how many tips must be obtained. */
export interface RoomPermission {
  type: string;
  isSuccess: boolean;
  code: string;
  /** Unlocking tips: `name` is the server's text of the condition, when it sends one. */
  tips: { isObtain: boolean; name?: string }[];
  /** The room's stream for a viewer it lets in (a short-lived signed URL), when the server sends one. */
  streamUrl?: string;
  /** Set when the call failed with an answer: the error body kept as the permission (spec §8); the room stays locked. */
  error?: { code?: number; message?: string };
}

export interface ResultScore {
  period: number;
  typeGroup: number;
  home: number;
  away: number;
  score?: string;
}

/** A finished (or finishing) match of the results page. */
export interface MatchResult {
  id: string;
  beginTime: number;
  status: number;
  format?: number;
  neutral: boolean;
  sportId: number;
  league: LeagueRef;
  home: Team;
  away: Team;
  scores: ResultScore[];
  newScores: ResultScore[];
  totalScore?: string;
}

/** A placed order as the bet call answers it; `clientRef` ties it to the slip's request. */
export interface PlacedOrder {
  orderId: string;
  clientRef?: string;
  legs: { marketId: string; odds: number }[];
}

export interface HotLeague {
  id: string;
  logoUrl?: string;
  count: number;
  name: string;
}

export interface MatchStatistics {
  hotCount: number;
  totalCount: number;
  hotLeagues: HotLeague[];
  playTypeMap: Record<string, number>;
}

export interface ChatBanInfo {
  banText?: string;
  isBan: boolean;
  isPermission: boolean;
  ttlConfig?: unknown;
}

export interface ChatToken {
  token: string;
  banInfo: ChatBanInfo;
  /** False disables chat with DisplayRuleError (spec §4 Chat). */
  isAvailable: boolean;
  /** Bet limit rule condition: 0 none, 1 AND, 2 OR. */
  betLimitCond: number;
  /** The whole bet limit rule (its thresholds and the user's own counts), when the server sent one. */
  betLimit?: import('./chatBetLimit').BetLimitRule;
}

/** A `tec.<matchId>` push: clock, scores and status changes. */
export interface TecUpdate {
  matchId: string;
  clock?: MatchClock;
  scores?: PeriodScore[];
  status?: number;
  version?: number;
}

/** A `js1.<matchId>` push: markets whose odds or sale status changed. */
export interface OddsUpdate {
  matchId: string;
  markets: Market[];
  version?: number;
}

/** The match-list page; `failed` is true when the call failed and this is the spec's default empty page. */
export interface MatchPage extends Page<Match> {
  failed: boolean;
}

/** An order found by the clientRef sent with its bet (reconciliation after an unknown outcome). */
export interface RefOrder {
  clientRef: string;
  orderId: string;
  status: number;
}

export interface ReserveStatusItem {
  reserveId: string;
  status: number;
}

/** Answer of the game-jump call: the sport platform's token and API source, both stored. */
export interface GameJump {
  token: string;
  apiSrc: string;
}
