// The favourites limit (spec §4): at most 50 followed matches. A module of its own: only the logged-in user's
// actions check it, so the match list's first download does not carry it.
import { FAVOURITES_MAX } from './constants';
import { RULE_MESSAGES, type RuleMessageKey } from './ruleMessages';

/** Why a match cannot be followed (already 50 favourites), or null; following one already followed is fine. */
export function favouriteBlocker(favouriteIds: readonly string[], matchId: string): RuleMessageKey | null {
  return favouriteIds.includes(matchId) || favouriteIds.length < FAVOURITES_MAX ? null : RULE_MESSAGES.favouritesMax50;
}
