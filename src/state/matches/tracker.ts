// The live tracker of a match (issue 18): its channel on the page's push socket, subscribed while some animation
// tab shows the match, folded into one view per match that every such tab reads. A module of its own so it loads
// with the tab. The server answers each subscription (and the re-subscription after a reconnect) with a full frame.
import { decodeTrackerFrame } from '../../api/codecs/tracker';
import { trackerChannel } from '../../api/trackerChannel';
import { applyTrackerFrame, EMPTY_TRACKER, type TrackerView } from '../../domain/tracker';
import { getRuntime } from '../../runtime/runtime';
import { push } from '../page/pushSocket';

interface Entry {
  view: TrackerView;
  listeners: Set<() => void>;
  off: () => void;
}

const entries = () => getRuntime().singleton('state:tracker', () => new Map<string, Entry>());

/** The tracker view of a match (empty until its first frame). */
export function trackerView(matchId: string): TrackerView {
  return entries().get(matchId)?.view ?? EMPTY_TRACKER;
}

/** Listens to a match's tracker; the first listener subscribes its channel, the last one leaving unsubscribes it. */
export function watchTracker(matchId: string, listener: () => void): () => void {
  const all = entries();
  let entry = all.get(matchId);
  if (!entry) {
    const created: Entry = { view: EMPTY_TRACKER, listeners: new Set(), off: () => undefined };
    all.set(matchId, created);
    created.off = push().subscribe(trackerChannel(matchId), (data) => {
      const frame = decodeTrackerFrame(data, matchId);
      if (!frame) return;
      const next = applyTrackerFrame(created.view, frame);
      if (next === created.view) return;
      created.view = next;
      for (const l of created.listeners) l();
    });
    entry = created;
  }
  entry.listeners.add(listener);
  const current = entry;
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0) return;
    current.off();
    if (all.get(matchId) === current) all.delete(matchId);
  };
}
