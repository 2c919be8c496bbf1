// The embedded store: one JSON file in DATA_DIR, written atomically (temp file, then rename).
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { StoreData } from './records.ts';

const FILE = 'store.json';

export class Store {
  readonly data: StoreData;
  private readonly dir: string;
  private pending = false;

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

  /** Writes at the end of the current turn, once however many changes it made. */
  save(): void {
    if (this.pending) return;
    this.pending = true;
    queueMicrotask(() => this.flush());
  }

  /** Writes now: the temp file then a rename, so a crash never leaves half a file. */
  flush(): void {
    this.pending = false;
    const tmp = join(this.dir, `${FILE}.${process.pid}.tmp`);
    writeFileSync(tmp, JSON.stringify(this.data));
    renameSync(tmp, join(this.dir, FILE));
  }
}

function emptyStore(): StoreData {
  return { version: 1, users: {}, sessions: {}, orders: {}, clientRefs: {}, reserves: {}, seq: 0 };
}
