// The store: the server's records in memory (one process serves from them) and in SQL tables (PGlite in DATA_DIR by
// default, or PostgreSQL at DATABASE_URL: db.ts). Each module keeps its state in the store's data and says which
// records a change touched (`save(['orders', id], ['users', uid])`); at the end of the turn the store writes just
// those rows, and the changes of one turn (a bet: the stake taken and the order made) are ONE transaction, so a
// failure writes none of them. The live-room parts (chat lines, rankings, guesses…) are rows of `parts`, written when
// they differ from what was written last. Settled orders are pruned from memory after a while; the tables keep them
// (`pastOrders`).
import { existsSync, readFileSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Bus } from './bus.ts';
import { openSql, type Queryable, type Sql } from './db.ts';
import { OrderStatus } from '../../src/domain/betEnums.ts';
import type { OrderRecord, StoreData, StoreParts, UserRecord } from './records.ts';
import {
  batched,
  CASH_OUTS,
  ORDERS,
  RESERVES,
  SESSIONS,
  USERS,
  fromRow,
  parseJson,
  partRows,
  partsFromRows,
  changedColumns,
  selectText,
  upsert,
  versionedUpsert,
  type RowCodec,
} from './storeRows.ts';

/** The store file of the versions before the database: imported once into an empty database. */
export const OLD_FILE = 'store.json';
/** How soon `saveSoon` writes. */
const SOON_MS = 1000;
/** After a failed write, how soon the store tries again (the next change tries at once too). */
const RETRY_MS = 2000;
/** A settled (or rejected, cancelled) order leaves memory this long (simulated ms) after it ended. */
export const PRUNE_AFTER_MS = 30 * 60_000;
const MIGRATIONS = fileURLToPath(new URL('./migrations/', import.meta.url));

/** A change could not be written (database down, disk full): the request answers 1500 storage unavailable. */
export class StorageUnavailable extends Error {
  constructor(cause: unknown) {
    super(`storage unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StorageUnavailable';
  }
}

/**
 * A row another instance changed since this one read it (its version moved on): the write is refused, the rows read
 * again, and the request answers "storage unavailable, please try again" (issue 27 item 8).
 */
export class ChangedElsewhere extends StorageUnavailable {
  constructor(readonly row: string) {
    super(new Error(`${row} was changed by another instance`));
    this.name = 'ChangedElsewhere';
  }
}

/** Ids of the rows of each table a change touched (what the other instances read again). */
export type RowIds = Partial<Record<Table, string[]>>;

/** PostgreSQL's error code of a duplicate key. */
const UNIQUE_VIOLATION = '23505';

/** Sequence numbers an instance sharing the database takes at a time (ids stay unique across instances). */
const SEQ_BLOCK = 10_000;

/** The tables whose rows a change names: `save(['orders', id])`. */
export type Table = 'users' | 'orders' | 'reserves' | 'sessions';
export type Row = readonly [Table, string];

export interface StoreOptions {
  /** DATA_DIR: PGlite's files (DATA_DIR/pglite), and where an old store.json is looked for. */
  dir: string;
  /** A postgres:// URL, `memory://` (one in-memory PGlite per process), or undefined (PGlite in `dir`). */
  database?: string;
  /** The schema the tables live in (default public): the test tiers give each server its own. */
  schema?: string;
  /** Tests: a fresh PGlite data directory's tarball to start a new DATA_DIR from (db.ts openSql). */
  pgliteTemplate?: string;
}

export class Store {
  readonly data: StoreData;
  private dirty = emptyDirty();
  /** The parts' rows (and meta) as last written, JSON: a write sends those that differ. */
  private writtenParts = new Map<string, string>();
  private soon: ReturnType<typeof setTimeout> | undefined;
  /** Each write runs after the one before it (a write under way is never overlapped). */
  private chain: Promise<void> = Promise.resolve();
  /** Counts changes (`save`, `saveSoon`); `written` is the count the database holds. */
  private changes = 0;
  private written = 0;
  /** The last write's failure while the store cannot write, else undefined. */
  private failure: StorageUnavailable | undefined;
  /** Per uid, how many of the user's orders are pruned from memory (placedCount counts them). */
  readonly prunedCount = new Map<string, number>();
  /** The version of each versioned row in memory as read or last written (`users\0uid`); absent: made here. */
  private readonly versions = new Map<string, number>();
  /** Sharing the database with other instances: the bus the written rows are announced on. */
  private bus: Bus | undefined;
  /** Shared: the end of this instance's block of sequence numbers, and the next block once taken. */
  private seqEnd = Number.MAX_SAFE_INTEGER;
  /** The changes a refused write (ChangedElsewhere) lost: a request whose changes fall among them is refused. */
  private lost: { from: number; to: number; error: StorageUnavailable } | undefined;
  private readonly reloadListeners: ((rows: Row[]) => void)[] = [];

  private constructor(
    readonly sql: Sql,
    private readonly schema: string,
    data: StoreData,
  ) {
    this.data = data;
  }

  /** Opens the database, applies the migrations it lacks, imports an old store.json once, and loads the records. */
  static async open(options: StoreOptions): Promise<Store> {
    const schema = options.schema ?? 'public';
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name: ${schema}`);
    const sql = await openSql(options.database, join(options.dir, 'pglite'), options.pgliteTemplate);
    await migrate(sql, schema);
    await importOldFile(sql, schema, options.dir);
    const { data, pruned, parts, versions } = await load(sql, schema);
    const store = new Store(sql, schema, data);
    for (const [uid, n] of pruned) store.prunedCount.set(uid, n);
    for (const [key, value] of parts) store.writtenParts.set(key, JSON.stringify(value));
    for (const [key, version] of versions) store.versions.set(key, version);
    return store;
  }

  /**
   * Shares the database with other instances: ids come from blocks of the sequence taken in SQL, each write tells
   * the others which rows it wrote (on commit), and the rows another instance wrote are read again.
   */
  async share(bus: Bus): Promise<void> {
    this.bus = bus;
    [this.data.seq, this.seqEnd] = await this.takeSeqBlock();
    bus.on('rows', (rows: RowIds) => void this.reload(rows));
  }

  /** Takes the next SEQ_BLOCK numbers of the shared sequence (meta seq is the end of the last block taken). */
  private takeSeqBlock(): Promise<[number, number]> {
    return this.sql
      .query<{ end: string }>(
        `INSERT INTO ${this.schema}.meta (key, value) VALUES ('seq', to_jsonb($1::bigint)) ON CONFLICT (key) DO UPDATE SET value = to_jsonb(meta.value::text::bigint + $1) RETURNING value::text AS end`,
        [SEQ_BLOCK],
      )
      .then(([row]) => [Number(row.end) - SEQ_BLOCK, Number(row.end)]);
  }

  /** Next id of a sequence shared by orders, cash-outs and reserves. */
  nextSeq(): number {
    if (this.data.seq >= this.seqEnd) {
      if (!this.spareBlock) throw new StorageUnavailable(new Error('no ids left: the next block is not taken yet'));
      [this.data.seq, this.seqEnd] = this.spareBlock;
      this.spareBlock = undefined;
    }
    this.data.seq += 1;
    // Half the block used: the next one is taken ahead, so ids never wait for the database.
    if (this.bus && !this.spareBlock && !this.takingBlock && this.seqEnd - this.data.seq < SEQ_BLOCK / 2) {
      this.takingBlock = true;
      this.takeSeqBlock()
        .then((block) => (this.spareBlock = block))
        .catch((error) => console.error(`[store] could not take ids: ${String(error)}`))
        .finally(() => (this.takingBlock = false));
    }
    return this.data.seq;
  }

  private spareBlock: [number, number] | undefined;
  private takingBlock = false;

  /** Calls `listener` with the rows read again from SQL (another instance wrote them, or a write was refused). */
  onReload(listener: (rows: Row[]) => void): void {
    this.reloadListeners.push(listener);
  }

  /** The module's part of the store, created empty in a store written before that part was kept. */
  part<K extends keyof StoreParts>(key: K, empty: () => StoreParts[K]): StoreParts[K] {
    const parts: Partial<StoreParts> = this.data;
    return (parts[key] ??= empty());
  }

  /**
   * Writes at the end of the current turn, once however many changes it made: the rows named (a record no longer
   * in `data` is deleted) and the parts that changed. All of the turn's changes are one transaction.
   */
  save(...rows: Row[]): void {
    this.mark(rows);
    this.atTurnEnd().catch(logFailure);
  }

  /**
   * The write at the end of this turn of the event loop (after the I/O callbacks of this round: setImmediate), shared
   * by every change made in it: the bets of every request that arrived together are one transaction (a group
   * commit). A write run in microtasks alone (PGlite's never leave them) took one request's changes at a time.
   */
  private atTurnEnd(): Promise<void> {
    this.turnEnd ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.turnEnd = undefined;
      return this.flush();
    });
    return this.turnEnd;
  }

  private turnEnd: Promise<void> | undefined;

  /**
   * Writes within a second: for changes a crash may lose the last second of (chat lines, a bot's gift in the
   * ranking), so a busy room's 50 lines a second make one write, not fifty. Money never waits: it uses `save`.
   */
  saveSoon(...rows: Row[]): void {
    this.mark(rows);
    this.later(SOON_MS);
  }

  /** The number of changes made so far (a request compares it before and after: `assertWritten`). */
  changeCount(): number {
    return this.changes;
  }

  /**
   * Resolves once the changes made since `since` (a `changeCount`) are in the database; rejects with
   * StorageUnavailable when the write failed and one more try now failed too. The changes stay in memory and are
   * written once the database takes them.
   */
  async assertWritten(since: number): Promise<void> {
    const target = this.changes;
    if (target === since) return;
    if (this.written < target) {
      // The write at the end of the turn carries them, or the next write to start (one write serves every request
      // waiting: a group commit)...
      await (this.turnEnd ?? this.flush()).catch(() => undefined);
      // ...unless it failed: one more try now, whose failure is the request's.
      if (this.written < target && !this.lostAmong(since, target)) await this.flush();
    }
    const lost = this.lostAmong(since, target);
    if (lost) throw lost;
  }

  /** The refusal of a write that lost changes made between `since` and `target`, if one did. */
  private lostAmong(since: number, target: number): StorageUnavailable | undefined {
    const lost = this.lost;
    return lost && since < lost.to && target > lost.from ? lost.error : undefined;
  }

  /**
   * Writes the changes now, after the write under way: a write already queued behind it is shared, not doubled
   * (it takes every change made before it starts). `world`: also the simulation's place when nothing else changed
   * (start and stop; otherwise it rides along with the next change). Rejects with StorageUnavailable.
   */
  flush(world = false): Promise<void> {
    clearTimeout(this.soon);
    this.soon = undefined;
    this.withWorld ||= world;
    if (this.queued) return this.queued;
    const run = this.chain.then(() => {
      this.queued = undefined;
      return this.write();
    });
    this.queued = run;
    this.chain = run.catch(() => undefined);
    return run;
  }

  private queued: Promise<void> | undefined;
  /** The orders of the write under way (prune leaves them in memory). */
  private writing = new Set<string>();
  private withWorld = false;

  /** Writes what is left and closes the database. */
  async close(): Promise<void> {
    await this.flush(true).catch((error) => console.error(`[store] last write failed: ${String(error)}`));
    await this.sql.close();
  }

  /**
   * Drops from memory the orders that ended (settled, rejected, cancelled) before `now - PRUNE_AFTER_MS` and are
   * written: the tables keep them (`pastOrders` reads them). Returns how many left memory.
   */
  prune(now: number): number {
    let count = 0;
    for (const [id, o] of Object.entries(this.data.orders)) {
      const ended = o.settledTime ?? o.cancelledTime;
      // An order still to be written, or in the write under way, stays until it is in the tables.
      if (ended === undefined || ended > now - PRUNE_AFTER_MS) continue;
      if (this.dirty.orders.has(id) || this.writing.has(id)) continue;
      if (o.autoCashOut) continue;
      delete this.data.orders[id];
      this.prunedCount.set(o.uid, (this.prunedCount.get(o.uid) ?? 0) + 1);
      count += 1;
    }
    return count;
  }

  /** The records as the database holds them now: what a restart would load (tests compare it with memory). */
  async readBack(): Promise<StoreData> {
    return (await load(this.sql, this.schema)).data;
  }

  /** A user's orders that are no longer in memory (pruned), read from the tables. */
  async pastOrders(uid: string): Promise<OrderRecord[]> {
    if (!this.prunedCount.get(uid)) return [];
    const rows = await this.sql.transaction(async (tx) => {
      await this.path(tx);
      return tx.query(selectText(ORDERS, 'WHERE uid = $1'), [uid]);
    });
    const orders = rows.map((r) => fromRow(ORDERS, r)).filter((o) => !this.data.orders[o.id]);
    await this.attachCashOuts(orders);
    return orders;
  }

  /** An order by id, from memory or (pruned) the tables. */
  async orderById(id: string): Promise<OrderRecord | undefined> {
    const kept = this.data.orders[id];
    if (kept) return kept;
    const rows = await this.sql.transaction(async (tx) => {
      await this.path(tx);
      return tx.query(selectText(ORDERS, 'WHERE id = $1').replace(' FROM', ', version FROM'), [id]);
    });
    // Its version, should it come back into memory (Book.recall) and be written again.
    for (const r of rows) if (!this.data.orders[id]) this.versions.set(`orders\u0000${id}`, Number(r.version));
    const orders = rows.map((r) => fromRow(ORDERS, r));
    await this.attachCashOuts(orders);
    return orders[0];
  }

  /** Reads again the rows another instance wrote (after the write under way, so it never reads under it). */
  reload(rows: RowIds): Promise<void> {
    const run = this.chain.then(() => this.reloadNow(rows, false));
    this.chain = run.catch((error) => console.error(`[store] could not read changed rows: ${String(error)}`));
    return this.chain;
  }

  /**
   * Reads rows from SQL into memory, in place (whoever holds a record sees it change). Unless `force` (a refused
   * write: memory takes the database's rows), a row changed here and not yet written, or read at its version
   * already, is left alone. A record gone from SQL (a reserve used, a row a refused write made) leaves memory.
   */
  private async reloadNow(rows: RowIds, force: boolean): Promise<void> {
    const fresh = (table: Table, key: string, version?: number) =>
      force ||
      (!this.dirty[table].has(key) &&
        (version === undefined || version > (this.versions.get(`${table}\u0000${key}`) ?? 0)));
    const reloaded: Row[] = [];
    // What this instance last wrote of these rows is no longer what the database holds: their next write is whole.
    for (const table of TABLES)
      for (const key of rows[table] ?? []) {
        this.writtenRows.delete(`${table}\u0000${key}`);
        if (table === 'users') this.writtenBalances.delete(key);
      }
    const read = await this.sql.transaction(async (tx) => {
      await this.path(tx);
      const some = <T>(ids: string[] | undefined, query: () => Promise<T[]>) =>
        ids && ids.length > 0 ? query() : Promise.resolve([] as T[]);
      return {
        users: await some(rows.users, () =>
          tx.query(selectText(USERS, 'WHERE uid = ANY($1)').replace(' FROM', ', version FROM'), [rows.users]),
        ),
        balances: await some(rows.users, () =>
          tx.query<{ uid: string; coin_code: string; balance: string; is_default: number }>(
            'SELECT uid, coin_code, balance::text AS balance, is_default FROM balances WHERE uid = ANY($1) ORDER BY uid, position',
            [rows.users],
          ),
        ),
        orders: await some(rows.orders, () =>
          tx.query(selectText(ORDERS, 'WHERE id = ANY($1)').replace(' FROM', ', version FROM'), [rows.orders]),
        ),
        cashOuts: await some(rows.orders, () =>
          tx.query(selectText(CASH_OUTS, 'WHERE order_id = ANY($1) ORDER BY id'), [rows.orders]),
        ),
        reserves: await some(rows.reserves, () =>
          tx.query(selectText(RESERVES, 'WHERE reserve_id = ANY($1)').replace(' FROM', ', version FROM'), [
            rows.reserves,
          ]),
        ),
        sessions: await some(rows.sessions, () =>
          tx.query(selectText(SESSIONS, 'WHERE token = ANY($1)'), [rows.sessions]),
        ),
      };
    });
    const seen = new Set<string>();
    for (const row of read.users) {
      const user = fromRow(USERS, row);
      seen.add(user.uid);
      if (!fresh('users', user.uid, Number(row.version))) continue;
      user.balances = read.balances
        .filter((b) => b.uid === user.uid)
        .map((b) => ({ coinCode: b.coin_code, balance: b.balance, isDefault: Number(b.is_default) }));
      this.data.users[user.uid] = replaceInPlace(this.data.users[user.uid], user);
      this.versions.set(`users\u0000${user.uid}`, Number(row.version));
      reloaded.push(['users', user.uid]);
    }
    for (const uid of rows.users ?? [])
      if (!seen.has(uid) && force) {
        delete this.data.users[uid];
        reloaded.push(['users', uid]);
      }
    seen.clear();
    for (const row of read.orders) {
      const o = fromRow(ORDERS, row);
      seen.add(o.id);
      if (!fresh('orders', o.id, Number(row.version))) continue;
      o.crl = read.cashOuts
        .map((c) => fromRow(CASH_OUTS, c))
        .flatMap(({ orderId, ...c }) => (orderId === o.id ? [c] : []));
      this.data.orders[o.id] = replaceInPlace(this.data.orders[o.id], o);
      if (o.clientRef !== undefined) this.data.clientRefs[`${o.uid}|${o.clientRef}`] = o.id;
      this.versions.set(`orders\u0000${o.id}`, Number(row.version));
      reloaded.push(['orders', o.id]);
    }
    for (const id of rows.orders ?? []) {
      const o = this.data.orders[id];
      if (seen.has(id) || !force || !o) continue;
      delete this.data.orders[id];
      if (o.clientRef !== undefined) delete this.data.clientRefs[`${o.uid}|${o.clientRef}`];
      reloaded.push(['orders', id]);
    }
    seen.clear();
    for (const row of read.reserves) {
      const r = fromRow(RESERVES, row);
      seen.add(r.reserveId);
      if (!fresh('reserves', r.reserveId, Number(row.version))) continue;
      this.data.reserves[r.reserveId] = replaceInPlace(this.data.reserves[r.reserveId], r);
      this.versions.set(`reserves\u0000${r.reserveId}`, Number(row.version));
      reloaded.push(['reserves', r.reserveId]);
    }
    for (const id of rows.reserves ?? [])
      if (!seen.has(id) && this.data.reserves[id] && fresh('reserves', id)) {
        delete this.data.reserves[id];
        reloaded.push(['reserves', id]);
      }
    seen.clear();
    for (const row of read.sessions) {
      const { token, ...s } = fromRow(SESSIONS, row);
      seen.add(token);
      if (!fresh('sessions', token)) continue;
      this.data.sessions[token] = s.kicked ? s : { uid: s.uid, at: s.at };
      reloaded.push(['sessions', token]);
    }
    for (const token of rows.sessions ?? [])
      if (!seen.has(token) && this.data.sessions[token] && fresh('sessions', token)) {
        delete this.data.sessions[token];
        reloaded.push(['sessions', token]);
      }
    if (reloaded.length > 0) for (const listener of this.reloadListeners) listener(reloaded);
  }

  private async attachCashOuts(orders: OrderRecord[]): Promise<void> {
    if (orders.length === 0) return;
    const rows = await this.sql.transaction(async (tx) => {
      await this.path(tx);
      return tx.query(selectText(CASH_OUTS, 'WHERE order_id = ANY($1) ORDER BY id'), [orders.map((o) => o.id)]);
    });
    const byOrder = new Map(orders.map((o) => [o.id, o]));
    for (const o of orders) o.crl = [];
    for (const row of rows) {
      const { orderId, ...record } = fromRow(CASH_OUTS, row);
      byOrder.get(orderId)?.crl.push(record);
    }
  }

  private mark(rows: readonly Row[]): void {
    this.changes += 1;
    for (const [table, key] of rows) this.dirty[table].add(key);
    this.dirty.parts = this.dirty.parts || rows.length === 0;
  }

  /**
   * One transaction of the rows changed since the last write; on failure they are kept for the next one, unless the
   * database refused a row itself (a CHECK, a foreign key, a value out of range): that would fail every try, and
   * every later write with it, so the rows are then written one by one and the refused ones left out (rowByRow).
   */
  private async write(): Promise<void> {
    const target = this.changes;
    const dirty = this.dirty;
    this.dirty = emptyDirty();
    const world = this.withWorld;
    this.withWorld = false;
    try {
      await this.commit(dirty, world);
    } catch (caught) {
      const error = refusalOf(caught);
      if (error instanceof ChangedElsewhere) {
        this.dirty.parts ||= dirty.parts;
        this.withWorld ||= world;
        this.lost = { from: this.written, to: this.changes, error };
        await this.takeBack(rowIdsOf(dirty));
        throw error;
      }
      if (rowRefused(error)) await this.rowByRow(dirty, world, target);
      else throw this.unavailable(dirty, world, error);
    } finally {
      this.writing = new Set();
    }
    this.written = Math.max(this.written, target);
    if (this.failure) console.error('[store] writes work again');
    this.failure = undefined;
  }

  /** The rows of `dirty` (and the parts, meta) in one transaction; on success, what was written is remembered. */
  private async commit(dirty: Dirty, world: boolean): Promise<void> {
    this.writing = dirty.orders;
    this.writingRows = [];
    this.writingBalances = [];
    const statements: [string, unknown[]][] = [];
    /** The versioned rows of the write (`users\0uid`): each must come back in a RETURNING, else it was refused. */
    const expected: string[] = [];
    for (const uid of dirty.users) statements.push(...this.userRows(uid, expected));
    for (const token of dirty.sessions) {
      const s = this.data.sessions[token];
      statements.push(s ? upsert(SESSIONS, { token, ...s }) : ['DELETE FROM sessions WHERE token = $1', [token]]);
    }
    for (const id of dirty.orders) statements.push(...this.orderRows(id, expected));
    for (const id of dirty.reserves) {
      const r = this.data.reserves[id];
      statements.push(
        r
          ? this.versioned(RESERVES, 'reserves', id, r, expected, false)
          : ['DELETE FROM reserves WHERE reserve_id = $1', [id]],
      );
    }
    const written = rowIdsOf(dirty);
    const parts = this.changedParts(dirty.parts);
    for (const [key, json] of parts) {
      const [part, sub] = key.split('\u0000');
      statements.push(
        json === undefined
          ? ['DELETE FROM parts WHERE part = $1 AND key = $2', [part, sub]]
          : [
              'INSERT INTO parts (part, key, value) VALUES ($1, $2, $3::json) ON CONFLICT (part, key) DO UPDATE SET value = excluded.value',
              [part, sub, json],
            ],
      );
    }
    this.pendingMeta = [];
    for (const [key, json] of statements.length > 0 || world ? this.changedMeta() : [])
      statements.push([
        'INSERT INTO meta (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
        [key, json],
      ]);
    const versions: [string, number][] = [];
    if (statements.length > 0)
      await this.sql.transaction(async (tx) => {
        // The multi-row UPDATEs (changedColumns) look each row up by its key: a hash join would read the whole table
        // (every order ever placed) once per statement, slower with each bet.
        await tx.query(
          "SELECT set_config('search_path', $1, true), set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true)",
          [this.schema],
        );
        const returned = new Map<string, number>();
        for (const [text, params] of batched(statements))
          for (const r of await tx.query<{ t?: string; k?: string; version?: number }>(text, params))
            if (r.t !== undefined) returned.set(`${r.t}\u0000${r.k}`, Number(r.version));
        // A versioned row not written: another instance changed (or made) it since this one read it.
        for (const row of expected) {
          const version = returned.get(row);
          if (version === undefined) throw new ChangedElsewhere(row.replace('\u0000', ' '));
          versions.push([row, version]);
        }
        // The other instances hear of the rows when (and only if) they are committed.
        if (this.bus) for (const ids of chunks(written)) await this.bus.notifyIn(tx, 'rows', ids);
      });
    for (const [key, json] of parts)
      if (json === undefined) this.writtenParts.delete(key);
      else this.writtenParts.set(key, json);
    for (const [key, json] of this.pendingMeta) this.writtenParts.set(key, json);
    for (const [key, version] of versions) this.versions.set(key, version);
    for (const [row, params] of this.writingRows)
      if (params === undefined) this.writtenRows.delete(row);
      else this.writtenRows.set(row, params);
    for (const [uid, rows] of this.writingBalances) this.writtenBalances.set(uid, rows);
  }

  /** Memory takes the database's rows of a refused write (this instance's change is not written over another's). */
  private async takeBack(rows: RowIds): Promise<void> {
    await this.reloadNow(rows, true).catch((e) => console.error(`[store] could not read the rows again: ${String(e)}`));
  }

  /** Nothing of this write is in the database: its rows are written with the next one, tried again soon. */
  private unavailable(dirty: Dirty, world: boolean, error: unknown): StorageUnavailable {
    for (const table of TABLES) for (const key of dirty[table]) this.dirty[table].add(key);
    this.dirty.parts ||= dirty.parts;
    this.withWorld ||= world;
    const failure = new StorageUnavailable(error);
    if (!this.failure) console.error(`[store] ${failure.message}; keeping changes in memory, retrying`);
    this.failure = failure;
    this.later(RETRY_MS);
    return failure;
  }

  /**
   * After the database refused a row of a write: each user's rows (the user and balances, their orders, reserves and
   * sessions: a bet's debit and its order stay one transaction) in a transaction of their own, then the parts. Rows
   * refused are named in the log and memory takes them back from the database; the requests of the write are refused
   * (one of them made that change). Should the database fail otherwise meanwhile, what is not written yet waits for
   * the next write as after any failure.
   */
  private async rowByRow(dirty: Dirty, world: boolean, target: number): Promise<void> {
    const byOwner = new Map<string, Dirty>();
    for (const table of TABLES)
      for (const key of dirty[table]) {
        const owner = this.ownerOf(table, key) ?? `${table}\u0000${key}`;
        if (!byOwner.has(owner)) byOwner.set(owner, emptyDirty());
        byOwner.get(owner)![table].add(key);
      }
    const singles = [...byOwner.values(), { ...emptyDirty(), parts: dirty.parts }];
    for (const [i, single] of singles.entries()) {
      const last = i === singles.length - 1;
      try {
        await this.commit(single, last && world);
      } catch (caught) {
        const error = refusalOf(caught);
        if (!(error instanceof ChangedElsewhere) && !rowRefused(error)) {
          const rest = emptyDirty();
          for (const left of singles.slice(i)) {
            for (const table of TABLES) for (const key of left[table]) rest[table].add(key);
            rest.parts ||= left.parts;
          }
          throw this.unavailable(rest, world, error);
        }
        const rows = rowIdsOf(single);
        const named = Object.entries(rows).map(([table, keys]) => `${table} ${keys.join(', ')}`);
        console.error(`[store] the database refused ${named.join('; ') || 'the parts'}: ${String(error)}; left out`);
        this.lost = { from: this.written, to: target, error: new StorageUnavailable(error) };
        await this.takeBack(rows);
      }
    }
  }

  /** The user a row belongs to (undefined: a row deleted from memory). */
  private ownerOf(table: Table, key: string): string | undefined {
    return table === 'users' ? key : this.data[table][key]?.uid;
  }

  private pendingMeta: [string, string][] = [];

  private changedMeta(): [string, string][] {
    const meta: [string, unknown][] = [
      // Shared, meta seq is the end of the last block taken (takeSeqBlock), not this instance's place in its block.
      ...(this.bus ? [] : [['seq', this.data.seq] as [string, unknown]]),
      ['world', this.data.world ?? null],
    ];
    this.pendingMeta = meta
      .map(([key, value]) => [`meta\u0000${key}`, JSON.stringify(value)] as [string, string])
      .filter(([key, json]) => this.writtenParts.get(key) !== json);
    return this.pendingMeta.map(([key, json]) => [key.slice(5), json]);
  }

  /** The parts' rows that differ from what was written (undefined: a row to delete). */
  private changedParts(changed: boolean): [string, string | undefined][] {
    if (!changed) return [];
    const now = partRows(this.data);
    const out: [string, string | undefined][] = [];
    for (const [key, value] of now) {
      const json = JSON.stringify(value);
      if (this.writtenParts.get(key) !== json) out.push([key, json]);
    }
    for (const key of this.writtenParts.keys())
      if (!key.startsWith('meta\u0000') && !now.has(key)) out.push([key, undefined]);
    return out;
  }

  /**
   * The versioned upsert of a row of `table` over the version this instance read (versionedUpsert); a row this
   * instance wrote last with the same `detail` is updated in the columns that differ (changedColumns: a bet's user,
   * an order changing state), what is written kept for the next write when `keep`.
   */
  private versioned<R>(
    codec: RowCodec<R>,
    table: Table,
    key: string,
    record: R,
    expected: string[],
    keep: boolean,
  ): [string, unknown[]] {
    const row = `${table}\u0000${key}`;
    expected.push(row);
    const read = this.versions.get(row) ?? 0;
    const statement = versionedUpsert(codec, record, read);
    const written = read > 0 ? this.writtenRows.get(row) : undefined;
    this.writingRows.push([row, keep ? statement[1].slice(0, -1) : undefined]);
    return (written && changedColumns(codec, statement, written)) ?? statement;
  }

  /**
   * Each versioned row as this instance last wrote it (its upsert's parameters: `users\0uid`, every user; the orders
   * still to change state); rows read again from SQL leave it. Set once the write is committed (writingRows).
   */
  private readonly writtenRows = new Map<string, unknown[]>();
  private writingRows: [string, unknown[] | undefined][] = [];
  /** Each user's balance rows as last written (coin, balance, default, position), and those of the write under way. */
  private readonly writtenBalances = new Map<string, Set<string>>();
  private writingBalances: [string, Set<string>][] = [];

  /** The user's row and the balance rows that differ from those written (a bet changes one of them). */
  private userRows(uid: string, expected: string[]): [string, unknown[]][] {
    const user = this.data.users[uid];
    if (!user) return [];
    const written = this.writtenBalances.get(uid);
    const now = new Set<string>();
    const balances: [string, unknown[]][] = [];
    user.balances.forEach((b, position) => {
      const row = `${b.coinCode}\u0000${b.balance}\u0000${b.isDefault}\u0000${position}`;
      now.add(row);
      if (written?.has(row)) return;
      balances.push([
        'INSERT INTO balances (uid, coin_code, balance, is_default, position) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (uid, coin_code) DO UPDATE SET balance = excluded.balance, is_default = excluded.is_default, position = excluded.position',
        [uid, b.coinCode, b.balance, b.isDefault, position],
      ]);
    });
    this.writingBalances.push([uid, now]);
    return [this.versioned(USERS, 'users', uid, user, expected, true), ...balances];
  }

  private orderRows(id: string, expected: string[]): [string, unknown[]][] {
    const o = this.data.orders[id];
    if (!o) return [];
    // An order still to be confirmed or decided changes state soon (its detail stays as it is).
    const open = o.st === OrderStatus.Created || o.st === OrderStatus.Confirming;
    return [
      this.versioned(ORDERS, 'orders', id, o, expected, open),
      ...o.crl.map((c) => upsert(CASH_OUTS, { ...c, orderId: o.id })),
    ];
  }

  private async path(tx: Queryable): Promise<void> {
    await tx.query(`SET LOCAL search_path TO ${this.schema}`);
  }

  /** For writes nobody waits on (a timer): a failure is logged and retried, never thrown. */
  private tryFlush(): void {
    this.flush().catch(logFailure);
  }

  /** Writes after `ms` unless a write is already on its way. */
  private later(ms: number): void {
    if (this.soon || this.turnEnd) return;
    this.soon = setTimeout(() => {
      this.soon = undefined;
      this.tryFlush();
    }, ms);
    // A pending write never keeps the process alive on its own (a clean stop flushes).
    this.soon.unref();
  }
}

/** A write nobody waits on failed: StorageUnavailable was logged (and the write is retried); anything else is logged. */
function logFailure(error: unknown): void {
  if (!(error instanceof StorageUnavailable)) console.error('[store] write failed:', error);
}

const TABLES: readonly Table[] = ['users', 'orders', 'reserves', 'sessions'];

/** The ids of the rows of `dirty`, by table. */
function rowIdsOf(dirty: Dirty): RowIds {
  const rows: RowIds = {};
  for (const table of TABLES) if (dirty[table].size > 0) rows[table] = [...dirty[table]];
  return rows;
}

/** A key another instance wrote first (an order's clientRef, a user's name) is a change made elsewhere too. */
function refusalOf(caught: unknown): unknown {
  return caught instanceof Error && (caught as { code?: unknown }).code === UNIQUE_VIOLATION
    ? new ChangedElsewhere(String((caught as { detail?: unknown }).detail ?? 'a unique key'))
    : caught;
}

/**
 * The database refused the data itself (SQLSTATE class 22, data exception, or 23, integrity constraint violation):
 * the same rows would be refused on every try. Anything else (a connection lost, a disk full) may pass later.
 */
function rowRefused(error: unknown): boolean {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
}

/** `target` (kept: whoever holds it sees the change) made equal to `fresh`; `fresh` when there is no target. */
function replaceInPlace<T extends object>(target: T | undefined, fresh: T): T {
  if (!target) return fresh;
  for (const key of Object.keys(target)) if (!(key in fresh)) delete (target as Record<string, unknown>)[key];
  return Object.assign(target, fresh);
}

/** The ids of a write in messages each well under a NOTIFY's 8000 bytes. */
function chunks(rows: RowIds): RowIds[] {
  const out: RowIds[] = [];
  let current: RowIds = {};
  let size = 0;
  for (const table of TABLES)
    for (const id of rows[table] ?? []) {
      if (size + id.length > 6000) {
        out.push(current);
        current = {};
        size = 0;
      }
      (current[table] ??= []).push(id);
      size += id.length + 4;
    }
  if (size > 0) out.push(current);
  return out;
}

/** The rows changed since the last write, by table, and whether the parts changed. */
type Dirty = Record<Table, Set<string>> & { parts: boolean };

function emptyDirty(): Dirty {
  return { users: new Set(), orders: new Set(), reserves: new Set(), sessions: new Set(), parts: false };
}

/** The numbered migrations (migrations/NNN_name.sql), in order. */
export function migrationFiles(): { version: number; name: string; text: string }[] {
  return readdirSync(MIGRATIONS)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: Number(f.split('_')[0]), name: f, text: readFileSync(join(MIGRATIONS, f), 'utf8') }));
}

/** Applies each migration the schema has not had, each in its own transaction, recorded in `migrations`. */
export async function migrate(sql: Sql, schema: string): Promise<number[]> {
  const applied: number[] = [];
  await sql.transaction(async (tx) => {
    // Two servers starting at once on one PostgreSQL: the second waits for the first's migrations.
    await tx.query('SELECT pg_advisory_xact_lock(27007)');
    await tx.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await tx.query(`SET LOCAL search_path TO ${schema}`);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM migrations')).map((r) => Number(r.version)),
    );
    for (const m of migrationFiles()) {
      if (done.has(m.version)) continue;
      await tx.exec(m.text);
      await tx.query('INSERT INTO migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      applied.push(m.version);
    }
  });
  if (applied.length > 0) console.log(`[store] schema ${schema}: applied migration(s) ${applied.join(', ')}`);
  return applied;
}

/**
 * Imports DATA_DIR/store.json (the store file of earlier versions) into the tables, once: the import is marked in
 * `meta` in the same transaction, and the file is renamed store.json.imported.
 */
async function importOldFile(sql: Sql, schema: string, dir: string): Promise<boolean> {
  const file = join(dir, OLD_FILE);
  if (!existsSync(file)) return false;
  const old = JSON.parse(readFileSync(file, 'utf8')) as StoreData;
  const imported = await sql.transaction(async (tx) => {
    await tx.query(`SET LOCAL search_path TO ${schema}`);
    const mark = await tx.query("SELECT 1 FROM meta WHERE key = 'imported'");
    if (mark.length > 0) return false;
    for (const user of Object.values(old.users ?? {})) {
      const [text, params] = upsert(USERS, user);
      await tx.query(text, params);
      for (const [position, b] of user.balances.entries())
        await tx.query(
          'INSERT INTO balances (uid, coin_code, balance, is_default, position) VALUES ($1, $2, $3, $4, $5)',
          [user.uid, b.coinCode, b.balance, b.isDefault, position],
        );
    }
    for (const [token, s] of Object.entries(old.sessions ?? {}))
      if (old.users?.[s.uid]) await tx.query(...upsert(SESSIONS, { token, ...s }));
    for (const o of Object.values(old.orders ?? {})) {
      await tx.query(...upsert(ORDERS, o));
      for (const c of o.crl ?? []) await tx.query(...upsert(CASH_OUTS, { ...c, orderId: o.id }));
    }
    for (const r of Object.values(old.reserves ?? {})) await tx.query(...upsert(RESERVES, r));
    for (const [key, value] of partRows(old)) {
      const [part, sub] = key.split('\u0000');
      await tx.query('INSERT INTO parts (part, key, value) VALUES ($1, $2, $3::json)', [
        part,
        sub,
        JSON.stringify(value),
      ]);
    }
    const meta: [string, unknown][] = [
      ['seq', old.seq ?? 0],
      ['world', old.world ?? null],
      ['imported', { file, at: new Date().toISOString() }],
    ];
    for (const [key, value] of meta)
      await tx.query(
        'INSERT INTO meta (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
        [key, JSON.stringify(value)],
      );
    return true;
  });
  if (imported) {
    console.log(`[store] imported ${file} into schema ${schema}`);
    try {
      renameSync(file, `${file}.imported`);
    } catch (error) {
      // The mark in meta keeps it from being imported twice; the file just stays where it was.
      console.error(`[store] could not rename ${file}: ${String(error)}`);
    }
  }
  return imported;
}

/** Reads the records a server starts from: every user, session and reserve, the orders not yet long ended. */
async function load(
  sql: Sql,
  schema: string,
): Promise<{
  data: StoreData;
  pruned: Map<string, number>;
  parts: Map<string, unknown>;
  versions: Map<string, number>;
}> {
  return sql.transaction(async (tx) => {
    await tx.query(`SET LOCAL search_path TO ${schema}`);
    const meta = new Map(
      (await tx.query<{ key: string; value: unknown }>('SELECT key, value FROM meta')).map((r) => [
        r.key,
        parseJson(r.value),
      ]),
    );
    const users: Record<string, UserRecord> = {};
    for (const row of await tx.query(selectText(USERS, 'ORDER BY uid'))) {
      const user = fromRow(USERS, row);
      user.balances = [];
      users[user.uid] = user;
    }
    const balances = await tx.query<{ uid: string; coin_code: string; balance: string; is_default: number }>(
      'SELECT uid, coin_code, balance::text AS balance, is_default FROM balances ORDER BY uid, position',
    );
    for (const b of balances)
      users[b.uid]?.balances.push({ coinCode: b.coin_code, balance: b.balance, isDefault: Number(b.is_default) });
    const sessions: StoreData['sessions'] = {};
    for (const row of await tx.query(selectText(SESSIONS))) {
      const { token, ...s } = fromRow(SESSIONS, row);
      sessions[token] = s.kicked ? s : { uid: s.uid, at: s.at };
    }
    const world = meta.get('world') as StoreData['world'] | null | undefined;
    const now = world ? world.epoch + world.elapsed : Number.MAX_SAFE_INTEGER;
    // Every order still open, and those that ended within PRUNE_AFTER_MS of where the world was.
    const orderRows = await tx.query(
      selectText(
        ORDERS,
        "WHERE coalesce(settled_time, cancelled_time) IS NULL OR coalesce(settled_time, cancelled_time) > $1 OR detail ? 'autoCashOut' ORDER BY id",
      ),
      [now - PRUNE_AFTER_MS],
    );
    const orders: Record<string, OrderRecord> = {};
    for (const row of orderRows) {
      const o = fromRow(ORDERS, row);
      o.crl = [];
      orders[o.id] = o;
    }
    for (const row of await tx.query(selectText(CASH_OUTS, 'ORDER BY id'))) {
      const { orderId, ...c } = fromRow(CASH_OUTS, row);
      orders[orderId]?.crl.push(c);
    }
    const clientRefs: Record<string, string> = {};
    for (const r of await tx.query<{ id: string; uid: string; client_ref: string }>(
      'SELECT id, uid, client_ref FROM orders WHERE client_ref IS NOT NULL',
    ))
      clientRefs[`${r.uid}|${r.client_ref}`] = r.id;
    const loaded = new Map<string, number>();
    for (const o of Object.values(orders)) loaded.set(o.uid, (loaded.get(o.uid) ?? 0) + 1);
    const pruned = new Map<string, number>();
    for (const r of await tx.query<{ uid: string; n: string }>(
      'SELECT uid, count(*)::text AS n FROM orders GROUP BY uid',
    ))
      pruned.set(r.uid, Number(r.n) - (loaded.get(r.uid) ?? 0));
    const reserves: StoreData['reserves'] = {};
    for (const row of await tx.query(selectText(RESERVES, 'ORDER BY reserve_id'))) {
      const r = fromRow(RESERVES, row);
      reserves[r.reserveId] = r;
    }
    const partList = await tx.query<{ part: string; key: string; value: unknown }>(
      'SELECT part, key, value FROM parts ORDER BY part, key',
    );
    const data: StoreData = {
      version: 1,
      users,
      sessions,
      orders,
      clientRefs,
      reserves,
      seq: Number(meta.get('seq') ?? 0),
      ...(world ? { world } : {}),
      ...partsFromRows(partList),
    };
    const parts = partRows(data);
    parts.set('meta\u0000seq', data.seq);
    parts.set('meta\u0000world', world ?? null);
    // The versions the records were read at (a write names them: storeRows.ts versionedUpsert).
    const versions = new Map<string, number>();
    const versioned: [Table, string, unknown[]][] = [
      ['users', 'SELECT uid AS key, version FROM users', []],
      ['orders', 'SELECT id AS key, version FROM orders WHERE id = ANY($1)', [Object.keys(orders)]],
      ['reserves', 'SELECT reserve_id AS key, version FROM reserves', []],
    ];
    for (const [table, text, params] of versioned)
      for (const r of await tx.query<{ key: string; version: number }>(text, params))
        versions.set(`${table}\u0000${r.key}`, Number(r.version));
    return { data, pruned, parts, versions };
  });
}
