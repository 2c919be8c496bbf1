// State of a priced leg and the odds-change acceptance check (spec §3 market switch, §5 messages).
import { MarketSwitch, OddsAccept } from './enums';
import { RULE_MESSAGES, type RuleMessageKey } from './ruleMessages';
import type { BetMarket } from './types';

export type LegState = 'open' | 'closed' | 'suspended' | 'lineChanged';

/** Message key per leg state; an open leg has none. */
export const LEG_STATE_MESSAGE: Record<LegState, RuleMessageKey | null> = {
  open: null,
  closed: RULE_MESSAGES.marketClosed,
  suspended: RULE_MESSAGES.marketSuspended,
  lineChanged: RULE_MESSAGES.marketLineChanged,
};

/** State of a priced market: closed (status -1), suspended (0), line changed (priced line differs from the pick), or open. */
export function legState(market: Pick<BetMarket, 'status' | 'line'>, pickedLine: string | undefined): LegState {
  if (market.status === MarketSwitch.Off) return 'closed';
  if (market.status === MarketSwitch.Suspend) return 'suspended';
  // A market priced without a line (1x2 and the like) cannot have moved.
  return market.line !== undefined && market.line !== pickedLine ? 'lineChanged' : 'open';
}

/** Whether a bet accepts the current odds: none only equal odds, best equal or higher, all any odds. */
export function acceptsOddsChange(mode: OddsAccept, picked: number, current: number): boolean {
  switch (mode) {
    case OddsAccept.None:
      return current === picked;
    case OddsAccept.Best:
      return current >= picked;
    case OddsAccept.All:
      return true;
  }
}
