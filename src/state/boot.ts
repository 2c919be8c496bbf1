// Starts the page-wide state machinery once: session tracking, and the domain configuration refresh after the
// first screenful.
import { getRuntime } from '../runtime/runtime';
import { trackSession } from './session/tracking';

/** How long after boot the domain refresh starts: past the first screenful, whose requests go to api-base or the page's origin. */
export const DOMAIN_REFRESH_DEFER_MS = 2000;

/** Idempotent; every element's shell calls it on mount. */
export function bootState(): void {
  trackSession();
  // In a chunk of its own, started late: the list's first screenful neither waits for it nor carries its code.
  getRuntime().lifecycle.after(DOMAIN_REFRESH_DEFER_MS, () => {
    void import('./page/domains').then((m) => m.startDomainConfig());
  });
}
