// The embedded store: one JSON file in DATA_DIR, written atomically (temp file, then rename). Each module keeps
// its state in the store's data (the core records, or a part of its own: `part`) and saves after each change.
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { StoreData, StoreParts } from './records.ts';

const FILE = 'store.json';
/** How soon `saveSoon` writes. */
const SOON_MS = 1000;

export class Store {
  readonly data: StoreData;
  private readonly dir: string;
  private pending = false;
  private soon: ReturnType<typeof setTimeout> | undefined;

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
    if (this.pending) return;
    this.pending = true;
    queueMicrotask(() => this.flush());
  }

  /**
   * Writes within a second: for changes a crash may lose the last second of (chat lines, a bot's gift in the
   * ranking), so a busy room's 50 lines a second make one write, not fifty. Money never waits: it uses `save`.
   */
  saveSoon(): void {
    if (this.soon || this.pending) return;
    this.soon = setTimeout(() => this.flush(), SOON_MS);
    // A pending write never keeps the process alive on its own (a clean stop flushes).
    this.soon.unref();
  }

  /** Writes now: the temp file then a rename, so a crash never leaves half a file. */
  flush(): void {
    this.pending = false;
    clearTimeout(this.soon);
    this.soon = undefined;
    const tmp = join(this.dir, `${FILE}.${process.pid}.tmp`);
    writeFileSync(tmp, JSON.stringify(this.data));
    renameSync(tmp, join(this.dir, FILE));
  }
}

function emptyStore(): StoreData {
  return { version: 1, users: {}, sessions: {}, orders: {}, clientRefs: {}, reserves: {}, seq: 0 };
}
