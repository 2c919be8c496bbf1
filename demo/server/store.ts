// The embedded store: one JSON file in DATA_DIR, written atomically (temp file, then rename). Each module keeps
// its state in the store's data (the core records, or a part of its own: `part`) and saves after each change.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { StoreData, StoreParts } from './records.ts';

const FILE = 'store.json';
/** How soon `saveSoon` writes. */
const SOON_MS = 1000;
/** After a failed write, how soon the store tries again (the next change tries at once too). */
const RETRY_MS = 2000;

/** A change could not be written (disk full, unwritable DATA_DIR): the request answers 1500 storage unavailable. */
export class StorageUnavailable extends Error {
  constructor(cause: unknown) {
    super(`storage unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StorageUnavailable';
  }
}

export class Store {
  readonly data: StoreData;
  private readonly dir: string;
  private pending = false;
  private soon: ReturnType<typeof setTimeout> | undefined;
  /** Counts changes (`save`, `saveSoon`); `written` is the count the file holds. */
  private changes = 0;
  private written = 0;
  /** The last write's failure while the store cannot write, else undefined. */
  private failure: StorageUnavailable | undefined;

  constructor(dir: string) {
    this.dir = dir;
    mkdirSync(dir, { recursive: true });
    const path = join(dir, FILE);
    this.data = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as StoreData) : emptyStore();
  }

  /** Next id of a sequence shared by orders, cash-outs and reserves. */
  nextSeq(): number {
    this.data.seq += 1;
    return this.data.seq;
  }

  /** The module's part of the store, created empty in a store written before that part was kept. */
  part<K extends keyof StoreParts>(key: K, empty: () => StoreParts[K]): StoreParts[K] {
    const parts: Partial<StoreParts> = this.data;
    return (parts[key] ??= empty());
  }

  /** Writes at the end of the current turn, once however many changes it made. */
  save(): void {
    this.changes += 1;
    if (this.pending) return;
    this.pending = true;
    queueMicrotask(() => this.tryFlush());
  }

  /**
   * Writes within a second: for changes a crash may lose the last second of (chat lines, a bot's gift in the
   * ranking), so a busy room's 50 lines a second make one write, not fifty. Money never waits: it uses `save`.
   */
  saveSoon(): void {
    this.changes += 1;
    this.later(SOON_MS);
  }

  /** The number of changes made so far (a request compares it before and after: `assertWritten`). */
  changeCount(): number {
    return this.changes;
  }

  /**
   * Throws StorageUnavailable when changes made since `since` (a `changeCount`) are not in the file: the write
   * failed, and one more try now failed too. The changes stay in memory and are written once the disk takes them.
   */
  assertWritten(since: number): void {
    if (this.changes === since || this.written >= this.changes) return;
    if (!this.tryFlush()) throw this.failure!;
  }

  /** Writes now: the temp file then a rename, so a crash never leaves half a file. Throws StorageUnavailable. */
  flush(): void {
    this.pending = false;
    clearTimeout(this.soon);
    this.soon = undefined;
    const target = this.changes;
    const tmp = join(this.dir, `${FILE}.${process.pid}.tmp`);
    try {
      writeFileSync(tmp, JSON.stringify(this.data));
      renameSync(tmp, join(this.dir, FILE));
    } catch (error) {
      // A half-written temp file (disk full) is not left behind; the file itself is still the last good one.
      try {
        rmSync(tmp, { force: true });
      } catch {
        // not a file we can remove (or the disk refuses even that): the next write replaces it
      }
      throw new StorageUnavailable(error);
    }
    this.written = target;
    if (this.failure) console.error('[store] writes work again');
    this.failure = undefined;
  }

  /**
   * `flush` for writes nobody waits on (the end of a turn, a timer): a failure is logged once per outage and the
   * write tried again later, never thrown (an uncaught throw there would end the process). False when it failed.
   */
  private tryFlush(): boolean {
    try {
      this.flush();
      return true;
    } catch (error) {
      if (!(error instanceof StorageUnavailable)) throw error;
      if (!this.failure) console.error(`[store] ${error.message}; keeping changes in memory, retrying`);
      this.failure = error;
      this.later(RETRY_MS);
      return false;
    }
  }

  /** Writes after `ms` unless a write is already on its way. */
  private later(ms: number): void {
    if (this.soon || this.pending) return;
    this.soon = setTimeout(() => this.tryFlush(), ms);
    // A pending write never keeps the process alive on its own (a clean stop flushes).
    this.soon.unref();
  }
}

function emptyStore(): StoreData {
  return { version: 1, users: {}, sessions: {}, orders: {}, clientRefs: {}, reserves: {}, seq: 0 };
}
