// Rules of a live room's games and extras (spec §3 Anchor state, Live bet status; §4 Live bet status, Other
// timers): which live bets show, followed hosts first, what a guess returns, which events of the match settle a
// guess, whether a gift can be sent now, and how long a lottery has to go. Live-room only: no first-screen chunk imports it.
import { compare, roundMoney, stakeAmount, times } from './exactMoney';
import { LiveBetStatus } from './liveEnums';
import { matchStatusGroup } from './matches';
import type { Money } from './types';

export const GuessStatus = { Open: 1, Closed: 2, Settled: 3 } as const;
export const GuessBetStatus = { Waiting: 0, Won: 1, Lost: 2, Refunded: 3 } as const;

export interface GuessOption {
  optionId: string;
  /** home | draw | away | none (no further goal). */
  key: string;
  odds: Money;
}

/** A host guessing game of the room's match: kind winner (who wins) or nextGoal (who scores next). */
export interface GuessGame {
  guessId: string;
  matchId: string;
  kind: string;
  round: number;
  status: number;
  home: string;
  away: string;
  options: GuessOption[];
  result?: string;
}

/** One of my guesses and its outcome. */
export interface GuessRecord {
  betId: string;
  guessId: string;
  liveRoomId: string;
  kind: string;
  round: number;
  home: string;
  away: string;
  optionKey: string;
  amount: Money;
  odds: Money;
  status: number;
  payout: Money;
  createdTime: number;
  settledTime?: number;
}

/** A live bet of the room: a market of its match and its status (Ban 0, Open 1, Cancel 999). */
export interface LiveBet {
  betId: string;
  matchId: string;
  marketId: string;
  status: number;
}

export interface GiftRank {
  rank: number;
  uid: string;
  nickName: string;
  amount: Money;
}

/** The goal push's events that are goals (a kick-off, 'begin', settles nothing). */
const GOAL_EVENTS: readonly string[] = ['home', 'guest'];

/**
 * Whether an event of the room's match settles its guessing games: a goal ("who scores next"), or a status that
 * ends play (full time settles "who wins").
 */
export function settlesGuesses(event: { goal: string } | { status: number }): boolean {
  return 'goal' in event ? GOAL_EVENTS.includes(event.goal) : matchStatusGroup(event.status) === 'finished';
}

/** Spec §4: only Open live bets are shown as open. */
export function openLiveBets<T extends Pick<LiveBet, 'status'>>(bets: readonly T[]): T[] {
  return bets.filter((bet) => bet.status === LiveBetStatus.Open);
}

/** Open guessing games first (a settled round stays listed below with its result), each group in the given order. */
export function openGamesFirst<T extends Pick<GuessGame, 'status'>>(games: readonly T[]): T[] {
  const open = (g: T) => (g.status === GuessStatus.Open ? 0 : 1);
  return [...games].sort((a, b) => open(a) - open(b));
}

/** Followed hosts first (spec §3 Anchor state "subscribed hostIds"), each group keeping the given order. */
export function followedFirst<T extends { hostId: string }>(anchors: readonly T[], hostIds: readonly string[]): T[] {
  const followed = new Set(hostIds);
  return [...anchors.filter((a) => followed.has(a.hostId)), ...anchors.filter((a) => !followed.has(a.hostId))];
}

/** The fewest coins a guess takes (the reference server refuses less). */
export const MIN_GUESS_COINS = '1';

/** Why a typed guess cannot go: i18n key in `room`, or null when it can. */
export function guessRefusal(amountText: string, balance: Money | null): string | null {
  const amount = stakeAmount(amountText);
  if (amount === null || compare(amount, 0) === 0) return 'room:guess.enterAmount';
  if (compare(amount, MIN_GUESS_COINS) < 0) return 'room:guess.belowMin';
  if (balance === null || compare(amount, balance) > 0) return 'room:guess.notEnough';
  return null;
}

/** What a winning guess pays: coins times the option's odds, by the spec's money rounding. */
export function guessReturn(amountText: string, odds: Money): Money | null {
  const amount = stakeAmount(amountText);
  return amount === null ? null : roundMoney(times(amount, odds));
}

/** Why `count` of a gift cannot be sent: not enough coins, or past what the daily limit leaves; null when it can. */
export function giftRefusal(
  price: Money,
  count: number,
  balance: Money | null,
  leftToday: Money | null,
): string | null {
  const cost = times(price, count);
  if (balance === null || compare(cost, balance) > 0) return 'live:gift.notEnough';
  if (leftToday !== null && compare(cost, leftToday) > 0) return 'room:gift.dailyLimit';
  return null;
}

/** After a gift arrives, the ranking is read again once gifts pause this long (our choice; the spec shows none). */
export const TOP10_REFRESH_MS = 2_000;

/** Whole seconds until a lottery draws (0 once due). */
export function secondsUntil(drawAt: number, now: number): number {
  return Math.max(0, Math.ceil((drawAt - now) / 1000));
}
