// Decoded shapes the shared domain types (src/domain/types.ts) do not hold yet; candidates to move there.
import type { LeagueRef, Market, MatchClock, Page, PeriodScore, Team, Match } from '../domain/types';

export interface ResultScore { period: number; typeGroup: number; home: number; away: number; score?: string }

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
export interface PlacedOrder { orderId: string; clientRef?: string; legs: { marketId: string; odds: number }[] }

export interface HotLeague { id: string; logoUrl?: string; count: number; name: string }

export interface MatchStatistics { hotCount: number; totalCount: number; hotLeagues: HotLeague[]; playTypeMap: Record<string, number> }

export interface ChatBanInfo { banText?: string; isBan: boolean; isPermission: boolean; ttlConfig?: unknown }

export interface ChatToken {
  token: string;
  banInfo: ChatBanInfo;
  /** False disables chat with DisplayRuleError (spec §4 Chat). */
  isAvailable: boolean;
  /** Bet limit rule condition: 0 none, 1 AND, 2 OR. */
  betLimitCond: number;
}

/** A `tec.<matchId>` push: clock, scores and status changes. */
export interface TecUpdate { matchId: string; clock?: MatchClock; scores?: PeriodScore[]; status?: number; version?: number }

/** A `js1.<matchId>` push: markets whose odds or sale status changed. */
export interface OddsUpdate { matchId: string; markets: Market[]; version?: number }

/** The match-list page; `failed` is true when the call failed and this is the spec's default empty page. */
export interface MatchPage extends Page<Match> { failed: boolean }

/** An order found by the clientRef sent with its bet (reconciliation after an unknown outcome). */
export interface RefOrder { clientRef: string; orderId: string; status: number }

export interface ReserveStatusItem { reserveId: string; status: number }

/** Answer of the game-jump call: the sport platform's token and API source, both stored. */
export interface GameJump { token: string; apiSrc: string }

/** Answer of the demo login. */
export interface LoginResult { token: string; uid: string }
