// How a bet slip is placed (spec §4, §5): its parlay legs, single or multiple, what blocks a parlay, and
// when pre-bet info may refresh. Apart from state/slip/selections.ts, which every odds button loads.
import { PARLAY_MAX_LEGS } from './constants';
import { RULE_MESSAGES, type RuleMessageKey } from './ruleMessages';
import type { BetMarket, Slip, SlipEntry } from './types';

/** Entries that are legs of the parlay. */
export function parlayLegs(slip: Slip): SlipEntry[] {
  return slip.entries.filter((entry) => entry.inParlay);
}

/** How the slip is placed: single mode or a single selection goes as single bets, otherwise as a multiple bet. */
export function placementKind(slip: Slip): 'single' | 'multiple' {
  return slip.mode === 'single' || parlayLegs(slip).length <= 1 ? 'single' : 'multiple';
}

/** Why the parlay legs cannot form a multiple bet (more than 10 legs, or a market that refuses parlays), or null. */
export function parlayBlocker(
  slip: Slip,
  markets: readonly Pick<BetMarket, 'marketId' | 'allowParlay'>[],
): RuleMessageKey | null {
  const legs = parlayLegs(slip);
  if (legs.length > PARLAY_MAX_LEGS) return RULE_MESSAGES.parlayMax10;
  const refusing = new Set(markets.filter((market) => !market.allowParlay).map((market) => market.marketId));
  return legs.some((leg) => refusing.has(leg.marketId)) ? RULE_MESSAGES.notParlayable : null;
}

/** Pre-bet info may refresh only while not submitting and with no temp order statuses (spec §5). */
export function preBetRefreshAllowed(submitting: boolean, tempOrderStatusCount: number): boolean {
  return !submitting && tempOrderStatusCount === 0;
}
