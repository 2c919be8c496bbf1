// <sport-bet-history>: "My bets" (unsettled, settled, reserved) and the anchor bet history, with early settlement.
import { Shell, type ElementProps, SHELL_CSS } from '../../ui/Shell';
import { HistoryScreen } from './HistoryScreen';
import ownCss from './bet-history.css?inline';

/** Props of <sport-bet-history>: `tab` selects the initial view (unsettled, settled, reserved, anchor or 0-2). */
export interface BetHistoryProps extends ElementProps {
  tab?: string;
}

/** Translation namespaces of the element besides the base ones (preloaded as it connects). */
export const BET_HISTORY_NAMESPACES = ['history', 'notices'];

/** The element's stylesheet: the shell's loading skeleton, then the feature's own rules. */
export const BET_HISTORY_CSS = `${SHELL_CSS}\n${ownCss}`;

/** The element's React root. */
export function BetHistory(props: BetHistoryProps) {
  return (
    <Shell theme={props.theme} mode={props.mode} namespaces={BET_HISTORY_NAMESPACES}>
      <HistoryScreen initialTab={props.tab} />
    </Shell>
  );
}
