// Asks the loader to watch a shadow root that holds our elements (sport-app renders the others inside its own),
// through the public SportWidgets.discover: the loader's document observer cannot see into shadow roots.

/** Loads the tags under `root`, now and as they are added (nothing when no loader is on the page). */
export function discoverTags(root: Node): void {
  const api = (globalThis as { SportWidgets?: { discover?: (root: Node) => void } }).SportWidgets;
  if (root instanceof ShadowRoot) api?.discover?.(root);
}
