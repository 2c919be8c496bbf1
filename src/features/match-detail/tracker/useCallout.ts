// Which tracker callout is on the field, and for how long (a hook of its own: timed, tested with a fake clock).
import { useEffect, useRef, useState } from 'react';
import { replacesCallout, type TrackerEvent } from '../../../domain/tracker';

/** How long a callout stays on the field. */
export const CALLOUT_MS = 2600;

/**
 * The callout on show: the newest one for CALLOUT_MS after it arrives (none for what was there on opening); a goal's
 * is not cut short by the attack that follows it a second later (replacesCallout). `hold` is the view's newest goal
 * or won set: one not called out yet goes first, so a goal and the attack after it rendered together still show the
 * goal (on a busy page two frames can arrive before one render).
 */
export function useCallout(latest: TrackerEvent | undefined, hold?: TrackerEvent): TrackerEvent | undefined {
  const [shown, setShown] = useState<{ event: TrackerEvent; since: number } | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A goal the view held before this panel opened is the past: never called out.
  const heldSeq = useRef(hold?.seq ?? -1);
  useEffect(() => {
    const next = hold && hold.seq > heldSeq.current ? hold : latest;
    if (!next) return;
    if (next === hold) heldSeq.current = hold.seq;
    const now = Date.now();
    if (!replacesCallout(shown?.event, shown?.since ?? 0, next, now, CALLOUT_MS)) return;
    setShown({ event: next, since: now });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown(undefined), CALLOUT_MS);
    // Only a new event decides; the one on show is read as it stands.
  }, [latest, hold]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return shown?.event;
}
