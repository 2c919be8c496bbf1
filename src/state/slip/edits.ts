// The bet slip panel's edits of the shared selections: clear, single/parlay mode, the entry shown in single
// mode, accepted odds. Apart from selections.ts, which every odds button loads, so a page without the slip never does.
import { clearSlip } from '../../domain/slip';
import type { Slip } from '../../domain/types';
import { slipSelections } from './selections';

/** Removes every entry. */
export function clearPicks(): void {
  const state = slipSelections();
  state.slip = clearSlip(state.slip);
  state.info = {};
  state.revision += 1;
}

/** Switches single/parlay mode; in parlay mode every entry joins the parlay. */
export function setSlipMode(mode: Slip['mode']): void {
  const state = slipSelections();
  state.slip = {
    mode,
    entries: state.slip.entries.map((e) => ({ ...e, inParlay: mode === 'parlay' ? true : e.inParlay })),
  };
  state.revision += 1;
}

/** The user accepted the current odds of a pick (an odds change the accept mode did not take). */
export function acceptPickedOdds(matchId: string, odds: number): void {
  const info = slipSelections().info[matchId];
  if (info) info.odds = odds;
}
