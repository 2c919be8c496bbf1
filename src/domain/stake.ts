// Stake rules: the effective minimum, validation to a message key, and which series carry a stake (spec §5).
import Decimal from 'decimal.js';
import { MIN_BET_EXEMPT_COIN, MIN_BET_FLOOR } from './constants';
import { parseStake } from './money';
import { RULE_MESSAGES, type RuleMessageKey } from './ruleMessages';

export interface StakeLimits {
  min: Decimal.Value;
  max: Decimal.Value;
}

/** Minimum stake: the server's value, raised to 10 unless the default coin is USDT. */
export function effectiveMinStake(serverMin: Decimal.Value, defaultCoin: string): Decimal {
  const min = new Decimal(serverMin);
  return defaultCoin === MIN_BET_EXEMPT_COIN ? min : Decimal.max(min, MIN_BET_FLOOR);
}

/** Checks a typed stake against the limits; the message key of the first broken rule, or null when valid. */
export function validateStake(input: string, limits: StakeLimits): RuleMessageKey | null {
  const stake = parseStake(input);
  if (stake === null || stake.isZero()) return RULE_MESSAGES.enterPrincipal;
  if (stake.gt(limits.max)) return RULE_MESSAGES.stakeAboveMax;
  if (stake.lt(limits.min)) return RULE_MESSAGES.stakeBelowMin;
  return null;
}

/** True when a typed stake is a positive amount. */
export function hasStake(input: string | undefined): boolean {
  const stake = parseStake(input ?? '');
  return stake !== null && stake.gt(0);
}
