// Bet slip rules over a plain slip value: add, remove, clear, and how the slip is placed (spec §4, §5).
import { PARLAY_MAX_LEGS, SLIP_MAX_ENTRIES } from './constants';
import { RULE_MESSAGES, type RuleMessageKey } from './ruleMessages';
import type { BetMarket, Slip, SlipEntry } from './types';

/** The pick a user makes: one option of one market of one match. */
export type SlipPick = Pick<SlipEntry, 'matchId' | 'marketId' | 'type'>;

/**
 * Adds a pick: a match already in the slip has its entry replaced in place; an 11th new match is ignored
 * (the same slip comes back). The pick becomes the one entry shown in single mode; in parlay mode it joins the parlay.
 */
export function addToSlip(slip: Slip, pick: SlipPick): Slip {
  const existing = slip.entries.find((entry) => entry.matchId === pick.matchId);
  if (!existing && slip.entries.length >= SLIP_MAX_ENTRIES) return slip;
  const added: SlipEntry = {
    ...pick,
    inParlay: slip.mode === 'parlay' || (existing?.inParlay ?? false),
    showInSingle: true,
  };
  const others = slip.entries.map((entry) => (entry === existing ? added : { ...entry, showInSingle: false }));
  return { ...slip, entries: existing ? others : [...others, added] };
}

/** Removes the entry of one match. */
export function removeFromSlip(slip: Slip, matchId: string): Slip {
  return { ...slip, entries: slip.entries.filter((entry) => entry.matchId !== matchId) };
}

/** Removes every entry, keeping the mode. */
export function clearSlip(slip: Slip): Slip {
  return { ...slip, entries: [] };
}

/** Entries that are legs of the parlay. */
export function parlayLegs(slip: Slip): SlipEntry[] {
  return slip.entries.filter((entry) => entry.inParlay);
}

/** How the slip is placed: single mode or a single selection goes as single bets, otherwise as a multiple bet. */
export function placementKind(slip: Slip): 'single' | 'multiple' {
  return slip.mode === 'single' || parlayLegs(slip).length <= 1 ? 'single' : 'multiple';
}

/** Why the parlay legs cannot form a multiple bet (more than 10 legs, or a market that refuses parlays), or null. */
export function parlayBlocker(slip: Slip, markets: readonly Pick<BetMarket, 'marketId' | 'allowParlay'>[]): RuleMessageKey | null {
  const legs = parlayLegs(slip);
  if (legs.length > PARLAY_MAX_LEGS) return RULE_MESSAGES.parlayMax10;
  const refusing = new Set(markets.filter((market) => !market.allowParlay).map((market) => market.marketId));
  return legs.some((leg) => refusing.has(leg.marketId)) ? RULE_MESSAGES.notParlayable : null;
}

/** Pre-bet info may refresh only while not submitting and with no temp order statuses (spec §5). */
export function preBetRefreshAllowed(submitting: boolean, tempOrderStatusCount: number): boolean {
  return !submitting && tempOrderStatusCount === 0;
}
