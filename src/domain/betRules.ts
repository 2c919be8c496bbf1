// Pure rules of the bet slip that sit on top of src/domain: stake keys, series labels, which legs need the
// user to accept an odds change, the pending-order record of spec §3, and server refusals mapped to messages.
// No money arithmetic here (that is betCompose.ts), so the slip's start download stays without decimal.js.
import { acceptsOddsChange } from './betLegs';
import type { OddsAccept } from './enums';
import { RULE_MESSAGES } from './ruleMessages';
import { formatSeries, seriesBetCount } from './series';
import type { BetMarket, SeriesInfo } from './types';

/** A bet whose answer was lost is declared not placed only after this long without a server trace (client timeout 10 s + margin). */
export const UNKNOWN_GRACE_MS = 15_000;

/** The same bet placed by another tab this recently before a click is that click's bet, never a second one (the client timeout, 10 s). */
export const SAME_BET_WINDOW_MS = 10_000;

/** Stake key of a series entry (single stakes are keyed by matchId). */
export const seriesKey = (s: Pick<SeriesInfo, 'combination' | 'seriesNumber'>) =>
  `series:${s.combination}x${s.seriesNumber}`;

/** Label of a series entry: k串1 ×C(n,k) for seriesNumber 0, n串1, or the system n串m. */
export function seriesLabel(series: Pick<SeriesInfo, 'combination' | 'seriesNumber'>, legCount: number): string {
  const per = series.seriesNumber > 1 ? series.seriesNumber : 1;
  return formatSeries({
    legs: series.combination,
    per,
    count: series.seriesNumber === 0 ? seriesBetCount(series, legCount) : 1,
  });
}

/** A leg whose live odds moved away from the picked odds in a way the user's accept mode does not take. */
export interface OddsChange {
  matchId: string;
  picked: number;
  current: number;
}

/** The legs whose current odds the accept mode refuses (the slip must ask before placing). */
export function oddsChangesToAccept(
  legs: readonly { matchId: string; odds: number }[],
  markets: readonly Pick<BetMarket, 'matchId' | 'option'>[],
  mode: OddsAccept,
): OddsChange[] {
  return legs.flatMap((leg) => {
    const market = markets.find((m) => m.matchId === leg.matchId);
    const current = market?.option.odds;
    if (current === undefined || current <= 0 || acceptsOddsChange(mode, leg.odds, current)) return [];
    return [{ matchId: leg.matchId, picked: leg.odds, current }];
  });
}

/** Pending-order local record of spec §3, kept under WAITING_SINGLE_ORDERS. */
export interface PendingOrderRecord {
  orderId: string;
  matchId: string;
  optionOdd: number;
  /** combination*seriesNumber, then 串, then betCount; a single is 1串1. */
  parlayString: string;
  matchType?: number;
  leagueName: string;
  homeName: string;
  awayName: string;
  betName: string;
}

/** What names a picked leg on screen: its match, league, teams, market and option. */
export interface PickLabel {
  matchId: string;
  league: string;
  home: string;
  away: string;
  marketName: string;
  optionName: string;
  sportId: number;
  /** The handicap or total line, when the market has one (its price may then show in an Asian format). */
  line?: string;
}

/** The pending record of a placed single. */
export function pendingRecord(orderId: string, pick: PickLabel, odds: number): PendingOrderRecord {
  return {
    orderId,
    matchId: pick.matchId,
    optionOdd: odds,
    parlayString: seriesLabel({ combination: 1, seriesNumber: 1 }, 1),
    matchType: pick.sportId,
    leagueName: pick.league,
    homeName: pick.home,
    awayName: pick.away,
    betName: `${pick.marketName} ${pick.optionName}`,
  };
}

/** The rule message of a server refusal the slip knows (reference server codes 1001-1009), else null. */
export function refusalMessage(code: number | undefined, serverMessage: string | undefined): string | null {
  switch (code) {
    case 1001:
      return RULE_MESSAGES.stakeBelowMin;
    case 1002:
      return RULE_MESSAGES.stakeAboveMax;
    case 1004:
      return 'slip:oddsChanged';
    case 1005:
      return /suspend/i.test(serverMessage ?? '') ? RULE_MESSAGES.marketSuspended : RULE_MESSAGES.marketClosed;
    case 1003:
      return 'slip:insufficientBalance';
    case 1008:
      return RULE_MESSAGES.notParlayable;
    case 1009:
      return RULE_MESSAGES.parlayMax10;
    case 1016:
      return 'slip:reserve.targetInvalid';
    default:
      return null;
  }
}

/** After the slip's button changes meaning (Accept odds changes ⇄ Place bet) it takes no click for this long (issue 28 item 3). */
export const PLACE_GUARD_MS = 800;

/** Whether the place button takes a click `now`, its meaning having last changed at `changedAt` (same clock). */
export function placeButtonArmed(changedAt: number, now: number): boolean {
  return now - changedAt >= PLACE_GUARD_MS;
}
