// The bus between instances of the server (issue 27 item 8). One process alone (PGlite, the default) has the local
// bus: it carries nothing and its instance always leads. Several processes on one PostgreSQL (DATABASE_URL) share a
// PostgreSQL bus: LISTEN/NOTIFY on a channel of the schema, one dedicated connection listening. Each instance has an
// id and ignores its own echoes. A NOTIFY payload is at most 8000 bytes: messages carry ids and small events (a chat
// line, a ban), never records; a record changed on one instance is named by id and read from SQL by the others
// (store.ts). One instance leads (a session advisory lock held by its listening connection): it alone runs what moves
// money on the clock (deciding and settling bets, auto cash-outs, reserves, guesses, the rooms' simulated crowd); a
// follower takes over within LEADER_RETRY_MS of the leader's connection ending.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Queryable } from './db.ts';

/** NOTIFY refuses payloads of 8000 bytes or more. */
export const MAX_PAYLOAD = 7900;
/** How often a follower tries to take the lead, and how soon a lost listening connection is made again. */
const LEADER_RETRY_MS = 2000;

export interface Bus {
  /** This instance's id (its messages carry it; it ignores messages with its own). */
  readonly id: string;
  /** Whether other instances may exist (the PostgreSQL bus). */
  readonly shared: boolean;
  /** Sends a message to the other instances (nothing on the local bus). A payload too big is dropped and logged. */
  publish(kind: string, data: unknown): void;
  /** The statement sending a message when `tx` commits (NOTIFY in a transaction is delivered on commit). */
  notifyIn(tx: Queryable, kind: string, data: unknown): Promise<void>;
  /** Calls `handler` with the data of each message of `kind` another instance sends. */
  on(kind: string, handler: (data: never) => void): void;
  /** Whether this instance leads (runs what moves money on the clock). */
  leads(): boolean;
  close(): Promise<void>;
}

/** One process: nothing to share, and it leads. */
export class LocalBus implements Bus {
  readonly id = randomUUID();
  readonly shared = false;
  publish(): void {}
  async notifyIn(): Promise<void> {}
  on(): void {}
  leads(): boolean {
    return true;
  }
  async close(): Promise<void> {}
}

interface Message {
  /** The sending instance. */
  i: string;
  k: string;
  d: unknown;
}

/** Several processes on one PostgreSQL: LISTEN/NOTIFY on `sw_bus_<schema>`, the lead an advisory lock. */
export class PostgresBus implements Bus {
  readonly id = randomUUID();
  readonly shared = true;
  private readonly channel: string;
  private readonly handlers = new Map<string, ((data: never) => void)[]>();
  private client: pg.Client | undefined;
  private leading = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  private constructor(
    private readonly url: string,
    private readonly sql: Queryable,
    schema: string,
  ) {
    this.channel = `sw_bus_${schema}`;
  }

  /** Opens the listening connection and tries to take the lead; resolves once listening. */
  static async open(url: string, sql: Queryable, schema: string): Promise<PostgresBus> {
    const bus = new PostgresBus(url, sql, schema);
    await bus.connect();
    return bus;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (n) => this.receive(n.payload));
    client.on('error', (error) => {
      console.error(`[bus] listening connection: ${error.message}`);
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${this.channel}`);
    this.client = client;
    await this.tryLead();
  }

  /** The listening connection ended: the lead (its lock) went with it; listen again soon. */
  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.leading = false;
    if (this.closed) return;
    this.schedule(() =>
      this.connect().catch((error) => {
        console.error(`[bus] could not listen again: ${String(error)}`);
        this.lost(this.client ?? client);
      }),
    );
  }

  private schedule(fn: () => void): void {
    clearTimeout(this.retry);
    this.retry = setTimeout(fn, LEADER_RETRY_MS);
    this.retry.unref();
  }

  private async tryLead(): Promise<void> {
    const client = this.client;
    if (!client || this.closed) return;
    if (!this.leading) {
      const rows = await client
        .query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [`${this.channel}_leader`])
        .catch(() => ({ rows: [{ ok: false }] }));
      this.leading = rows.rows[0]?.ok === true;
      if (this.leading) console.log(`[bus] instance ${this.id.slice(0, 8)} leads`);
    }
    if (!this.leading) this.schedule(() => void this.tryLead());
  }

  private receive(payload: string | undefined): void {
    let message: Message;
    try {
      message = JSON.parse(payload ?? '') as Message;
    } catch {
      return;
    }
    if (message.i === this.id) return;
    for (const handler of this.handlers.get(message.k) ?? []) {
      try {
        handler(message.d as never);
      } catch (error) {
        console.error(`[bus] ${message.k} failed:`, error);
      }
    }
  }

  private payload(kind: string, data: unknown): string | undefined {
    const text = JSON.stringify({ i: this.id, k: kind, d: data } satisfies Message);
    if (Buffer.byteLength(text) <= MAX_PAYLOAD) return text;
    console.error(`[bus] ${kind} of ${Buffer.byteLength(text)} bytes is over ${MAX_PAYLOAD}: not sent`);
    return undefined;
  }

  publish(kind: string, data: unknown): void {
    const text = this.payload(kind, data);
    if (text)
      this.sql
        .query('SELECT pg_notify($1, $2)', [this.channel, text])
        .catch((error) => console.error(`[bus] ${kind} not sent: ${String(error)}`));
  }

  async notifyIn(tx: Queryable, kind: string, data: unknown): Promise<void> {
    const text = this.payload(kind, data);
    if (text) await tx.query('SELECT pg_notify($1, $2)', [this.channel, text]);
  }

  on(kind: string, handler: (data: never) => void): void {
    this.handlers.set(kind, [...(this.handlers.get(kind) ?? []), handler]);
  }

  leads(): boolean {
    return this.leading;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    this.leading = false;
    await client?.end().catch(() => undefined);
  }
}
