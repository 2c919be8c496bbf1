// Starts the page-wide state machinery once: session tracking and the domain configuration refresh.
import { trackSession } from './session/tracking';

/** Idempotent; every element's shell calls it on mount. */
export function bootState(): void {
  trackSession();
  // After the first screenful, in a chunk of its own: the list's first requests do not wait for it.
  void import('./page/domains').then((m) => m.startDomainConfig());
}
