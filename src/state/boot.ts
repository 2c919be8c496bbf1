// Starts the page-wide state machinery once: session tracking and the domain configuration refresh.
import { trackSession } from './session/tracking';
import { startDomainConfig } from './page/client';

/** Idempotent; every element's shell calls it on mount. */
export function bootState(): void {
  trackSession();
  startDomainConfig();
}
