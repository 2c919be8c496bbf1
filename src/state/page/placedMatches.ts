// The matches the user bet on during this visit, written by the slip as its bets are placed and read by goal
// notifications (the "bet matches" push setting), so a match bet on now alerts at once, not after the next login.
import { atom, type WritableAtom } from 'nanostores';
import { getRuntime } from '../../runtime/runtime';

/** Match ids bet on during this visit (cleared when the user changes). */
export function placedMatches(): WritableAtom<readonly string[]> {
  const runtime = getRuntime();
  return runtime.singleton('state:placed-matches', () => {
    const ids = atom<readonly string[]>([]);
    runtime.token.listen(() => ids.set([]));
    return ids;
  });
}

/** Adds the matches of a bet just placed. */
export function addPlacedMatches(matchIds: readonly string[]): void {
  const ids = placedMatches();
  const next = [...new Set([...ids.get(), ...matchIds])];
  if (next.length !== ids.get().length) ids.set(next);
}
