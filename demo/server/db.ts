// The SQL engine under the store: PGlite (Postgres compiled to WASM, in-process) by default, or a PostgreSQL server
// when a postgres:// URL is given (DATABASE_URL). Both speak the same SQL; the store sees only `Sql`.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a statement sends and gets back: positional parameters, rows as plain objects. */
export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements (no parameters): a migration. */
  exec(text: string): Promise<void>;
}

export interface Sql extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back (nothing written) when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Ends the connection (a shared in-memory engine stays open for the other stores of the process). */
  close(): Promise<void>;
}

/** `memory://`: one in-memory PGlite per process, each store in a schema of its own (the test tiers). */
export const MEMORY = 'memory://';

/**
 * Opens the engine: `url` a postgres:// URL (a PostgreSQL server), `memory://` (the process's in-memory PGlite),
 * else PGlite keeping its files in `dir`. `template` (tests: PGLITE_TEMPLATE): a tarball of a fresh PGlite data
 * directory that a new `dir`, or the in-memory PGlite, starts from instead of running initdb (about 2 s less per test
 * server), made on first use.
 */
export async function openSql(url: string | undefined, dir: string, template?: string): Promise<Sql> {
  if (url && /^postgres(ql)?:\/\//.test(url)) return postgres(url);
  if (url === MEMORY) return shared(template);
  mkdirSync(dir, { recursive: true });
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  return pglite(await (fresh && template ? fromTemplate(template, dir) : PGlite.create(dir)), true);
}

/** A new PGlite in `dir` started from `template`; with no template yet, one that runs initdb and leaves its files as it. */
async function fromTemplate(template: string, dir: string): Promise<PGlite> {
  if (existsSync(template)) return PGlite.create({ dataDir: dir, loadDataDir: new Blob([readFileSync(template)]) });
  const db = await PGlite.create(dir);
  // Written beside, then renamed: servers starting side by side (processes, or a test runner's threads) never read
  // half a template.
  const part = `${template}.${randomUUID()}.part`;
  writeFileSync(part, Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()));
  renameSync(part, template);
  return db;
}

let memory: Promise<PGlite> | undefined;

/** The process's in-memory PGlite; the first call's `template` (if any) is where it starts from. */
function shared(template?: string): Promise<Sql> {
  memory ??= template ? fromTemplate(template, MEMORY) : PGlite.create(MEMORY);
  return memory.then((db) => pglite(db, false));
}

function pglite(db: PGlite, owned: boolean): Sql {
  return {
    query: async (text, params) => (await db.query(text, params)).rows as never,
    exec: async (text) => void (await db.exec(text)),
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: async (text, params) => (await tx.query(text, params)).rows as never,
          exec: async (text) => void (await tx.exec(text)),
        }),
      ),
    close: async () => {
      if (owned) await db.close();
    },
  };
}

function postgres(url: string): Sql {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // An idle connection the server drops (restart, network) is an error event on the pool: the next query reconnects.
  pool.on('error', (error) => console.error(`[store] database connection: ${error.message}`));
  return {
    query: async (text, params) => (await pool.query(text, params)).rows,
    exec: async (text) => void (await pool.query(text)),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async (text, params) => (await client.query(text, params)).rows,
          exec: async (text) => void (await client.query(text)),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
