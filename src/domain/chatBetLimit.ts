// The chat rule's bet limit (spec §3 chatRule.betLimitRule, §5): who may speak in a room. Its own module, so the
// room's first chunk carries this and not the chat-order rules of chat.ts.
import { BetLimitCond } from './liveEnums';

/**
 * The chat rule's bet limit (spec §3 chatRule.betLimitRule, §5 "condition 0 none, 1 AND, 2 OR"). The spec names
 * the condition only; its two checks are ours (README, deviations): at least `minBets` bets placed, and a VIP level
 * of at least `minVip`. `placed` and `vip` are the user's own, as the server counts them.
 */
export interface BetLimitRule {
  cond?: number;
  minBets?: number;
  minVip?: number;
  placed?: number;
  vip?: number;
}

/** Whether the user may speak under the room's bet limit (no rule, or cond 0: anyone logged in). */
export function mayChatUnder(rule: BetLimitRule | null | undefined): boolean {
  if (!rule) return true;
  const { cond = 0, minBets = 0, minVip = 0, placed = 0, vip = 0 } = rule;
  return betLimitSatisfied(cond, [placed >= minBets, vip >= minVip]);
}

/** Bet limit rule: condition 0 needs nothing, 1 (AND) every check, 2 (OR) at least one. */
export function betLimitSatisfied(cond: number, checks: readonly boolean[]): boolean {
  switch (cond) {
    case BetLimitCond.And:
      return checks.every(Boolean);
    case BetLimitCond.Or:
      return checks.some(Boolean);
    default:
      return true;
  }
}
