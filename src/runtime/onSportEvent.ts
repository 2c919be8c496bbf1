// Listening to a renamed spec event under both its names (kept apart from events.ts, so that only the chunks that
// listen, the goal feed, the detail and the app, carry it).
import { EVENT_ALIASES, type SportEventMap } from './events';

/** Listens to `name` and its alias on `target`, once per detail (our own events come under both names). */
export function onSportEvent<K extends keyof typeof EVENT_ALIASES>(
  target: EventTarget,
  name: K,
  listener: (detail: SportEventMap[K] | null | undefined) => void,
): () => void {
  let last: unknown;
  const handle = (event: Event) => {
    const { detail } = event as CustomEvent<SportEventMap[K]>;
    if (detail !== undefined && detail !== null && detail === last) return;
    last = detail;
    listener(detail);
  };
  const types = [name, EVENT_ALIASES[name]];
  for (const type of types) target.addEventListener(type, handle);
  return () => types.forEach((type) => target.removeEventListener(type, handle));
}
