// Asks the loader for a tag's code: for elements rendered inside another element's shadow root, which the
// loader's document observer cannot see.
const LOAD_TAG = Symbol.for('sport-widgets.load-tag');

/** Loads `tag` unless it is defined already (or no loader is on the page). */
export function loadTag(tag: string): void {
  const load = (globalThis as unknown as Record<symbol, ((tag: string) => void) | undefined>)[LOAD_TAG];
  if (!customElements.get(tag)) load?.(tag);
}
