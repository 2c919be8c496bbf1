// The bets placed during this visit, written by the slip as the server accepts them and read by goal
// notifications (a match bet on now alerts at once under "bet matches") and by the bet history (the new bet
// shows in Unsettled at once).
import { atom, type WritableAtom } from 'nanostores';
import { getRuntime } from '../../runtime/runtime';

export interface PlacedBets {
  /** Match ids bet on during this visit. */
  matchIds: readonly string[];
  /** How many placements were accepted during this visit (a change means a new bet). */
  count: number;
}

/** The bets placed during this visit (cleared when the user changes). */
export function placedBets(): WritableAtom<PlacedBets> {
  const runtime = getRuntime();
  return runtime.singleton('state:placed-bets', () => {
    const placed = atom<PlacedBets>({ matchIds: [], count: 0 });
    runtime.token.listen(() => placed.set({ matchIds: [], count: 0 }));
    return placed;
  });
}

/** Records a placement the server accepted, with the matches of its legs. */
export function recordPlacedBet(matchIds: readonly string[]): void {
  const placed = placedBets();
  const { matchIds: known, count } = placed.get();
  placed.set({ matchIds: [...new Set([...known, ...matchIds])], count: count + 1 });
}
