// Idempotent guesses and gifts (issue 27 item 6), as bets are (book.ts `clientRefs`): the client sends a clientRef,
// stable across a retry of the same action, and the server does the action once per user and reference; a repeat
// (a retry after a lost answer, a double click, fifty concurrent copies) gets the first one's result and spends
// nothing. References are kept a day (the store's real clock), at most MAX_KEPT of them.
import { ApiError, CODE } from './codes.ts';
import type { StoreParts } from './records.ts';
import type { Store } from './store.ts';

/** How long a reference is remembered: far longer than any client retries the same action. */
const KEPT_MS = 24 * 60 * 60_000;
/** The references kept at most (the oldest dropped first). */
const MAX_KEPT = 20_000;
/** A clientRef's longest form (a UUID is 36). */
export const CLIENT_REF_MAX = 64;

export type ActionKind = 'guess' | 'gift';

export class ActionRefs {
  private readonly refs: StoreParts['actionRefs'];

  constructor(
    private readonly store: Store,
    private readonly now: () => number = Date.now,
  ) {
    this.refs = store.part('actionRefs', () => ({}));
  }

  /**
   * Runs `act` unless `uid` already did the `kind` action of `clientRef`: then the first one's id comes back and
   * `act` does not run. A refused action (it throws) keeps no reference, so its retry is tried again. Without a
   * clientRef (an older client) every call runs.
   */
  once(
    uid: string,
    kind: ActionKind,
    clientRef: string | undefined,
    act: () => string,
  ): { id: string; repeat: boolean } {
    if (clientRef === undefined) return { id: act(), repeat: false };
    if (clientRef === '' || clientRef.length > CLIENT_REF_MAX)
      throw new ApiError(CODE.BadRequest, `clientRef must be 1 to ${CLIENT_REF_MAX} characters`);
    const key = `${uid}|${kind}|${clientRef}`;
    const known = this.refs[key];
    if (known) return { id: known.id, repeat: true };
    const id = act();
    this.refs[key] = { id, at: this.now() };
    this.prune();
    this.store.save();
    return { id, repeat: false };
  }

  /** Drops references older than a day, then the oldest past MAX_KEPT (keys keep insertion order). */
  private prune(): void {
    const keys = Object.keys(this.refs);
    const cutoff = this.now() - KEPT_MS;
    let excess = keys.length - MAX_KEPT;
    for (const key of keys) {
      if (this.refs[key].at >= cutoff && excess <= 0) break;
      delete this.refs[key];
      excess -= 1;
    }
  }
}
