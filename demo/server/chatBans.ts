// Chat bans by the chat admins (spec §7 chat/ban/user): a ban holds in every room until it ends, on the real clock
// (a ban lasts real minutes, whatever the simulation's speed). Kept in the store, so a restart keeps a running ban;
// an ended one is dropped.
import type { Store } from './store.ts';

export class ChatBans {
  /** uid to when the ban ends. */
  private readonly until: Record<string, number>;

  constructor(private readonly store: Store) {
    this.until = store.part('chatBans', () => ({}));
    this.dropEnded();
  }

  /** When the user's running ban ends, if they are banned. */
  of(uid: string): number | undefined {
    this.dropEnded();
    return this.until[uid];
  }

  /** Bans a user until `until` (a later ban replaces an earlier one). */
  add(uid: string, until: number): void {
    this.until[uid] = until;
    this.store.save();
  }

  /** Every ban ends now. */
  clear(): void {
    for (const uid of Object.keys(this.until)) delete this.until[uid];
    this.store.save();
  }

  private dropEnded(): void {
    const now = Date.now();
    const ended = Object.entries(this.until).filter(([, until]) => until <= now);
    for (const [uid] of ended) delete this.until[uid];
    // The store writes only the parts it is told changed: an ended ban leaves the database too.
    if (ended.length > 0) this.store.save();
  }
}
