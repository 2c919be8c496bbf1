// How the store's records map to SQL rows and back: a few columns per table (the money, the ids, what queries filter
// on), the rest of the record in the row's `detail` jsonb. Optional fields absent from a record are NULL in the row
// and absent again when read back, so a record read back equals the record written.
import type { WireCashOutRecord } from '../../src/api/wire.ts';
import type { GuessingRecord, OrderRecord, ReserveRecord, StoreParts, UserRecord } from './records.ts';

type Kind = 'text' | 'int' | 'money' | 'time' | 'bool';
/** [record field, column, kind]. */
type Column = readonly [string, string, Kind];

export interface RowCodec<R> {
  table: string;
  key: string;
  columns: readonly Column[];
  /** Whether the rest of the record goes in `detail`. */
  detail: boolean;
  /** The record's type, for the compiler only. */
  record?: R;
}

export const USERS: RowCodec<UserRecord> = {
  table: 'users',
  key: 'uid',
  detail: true,
  columns: [
    ['uid', 'uid', 'text'],
    ['name', 'name', 'text'],
    ['coins', 'coins', 'money'],
  ],
};

export const ORDERS: RowCodec<OrderRecord> = {
  table: 'orders',
  key: 'id',
  detail: true,
  columns: [
    ['id', 'id', 'text'],
    ['uid', 'uid', 'text'],
    ['clientRef', 'client_ref', 'text'],
    ['currencyId', 'currency_id', 'text'],
    ['st', 'st', 'int'],
    ['unitStake', 'unit_stake', 'money'],
    ['betAmount', 'bet_amount', 'money'],
    ['mwa', 'mwa', 'money'],
    ['remainingPrincipal', 'remaining_principal', 'money'],
    ['sa', 'sa', 'money'],
    ['sat', 'sat', 'money'],
    ['result', 'result', 'int'],
    ['createdTime', 'created_time', 'time'],
    ['settledTime', 'settled_time', 'time'],
    ['cancelledTime', 'cancelled_time', 'time'],
  ],
};

export const CASH_OUTS: RowCodec<WireCashOutRecord & { orderId: string }> = {
  table: 'cash_outs',
  key: 'id',
  detail: false,
  columns: [
    ['id', 'id', 'text'],
    ['orderId', 'order_id', 'text'],
    ['cop', 'cop', 'money'],
    ['cot', 'cot', 'money'],
    ['ct', 'ct', 'time'],
    ['st', 'st', 'int'],
    ['clientRef', 'client_ref', 'text'],
  ],
};

export const RESERVES: RowCodec<ReserveRecord> = {
  table: 'reserves',
  key: 'reserve_id',
  detail: true,
  columns: [
    ['reserveId', 'reserve_id', 'text'],
    ['uid', 'uid', 'text'],
    ['clientRef', 'client_ref', 'text'],
    ['currencyId', 'currency_id', 'text'],
    ['status', 'status', 'int'],
    ['unitStake', 'unit_stake', 'money'],
    ['orderId', 'order_id', 'text'],
    ['createdTime', 'created_time', 'time'],
  ],
};

export const SESSIONS: RowCodec<{ token: string; uid: string; kicked?: boolean; at: number }> = {
  table: 'sessions',
  key: 'token',
  detail: false,
  columns: [
    ['token', 'token', 'text'],
    ['uid', 'uid', 'text'],
    ['kicked', 'kicked', 'bool'],
    ['at', 'at', 'time'],
  ],
};

/** Fields the row keeps elsewhere than `detail` (an order's cash-outs are rows of cash_outs; a user's balances, of balances). */
const ELSEWHERE: Record<string, string[]> = { orders: ['crl'], users: ['balances'] };

/** INSERT … ON CONFLICT DO UPDATE of one record: its SQL text (cached per codec) and its parameters. */
export function upsert<R>(codec: RowCodec<R>, record: R): [string, unknown[]] {
  const r = record as Record<string, unknown>;
  const params = codec.columns.map(([field, , kind]) => toSql(r[field], kind));
  if (codec.detail) {
    const skip = notDetail(codec);
    const detail: Record<string, unknown> = {};
    for (const key of Object.keys(r)) if (!skip.has(key)) detail[key] = r[key];
    params.push(JSON.stringify(detail));
  }
  return [upsertText(codec), params];
}

/** The fields of a codec's records that are not in `detail` (its columns, and what is kept in other tables). */
function notDetail<R>(codec: RowCodec<R>): Set<string> {
  let skip = notDetailFields.get(codec as RowCodec<unknown>);
  if (!skip) {
    skip = new Set([...codec.columns.map(([f]) => f), ...(ELSEWHERE[codec.table] ?? [])]);
    notDetailFields.set(codec as RowCodec<unknown>, skip);
  }
  return skip;
}

const notDetailFields = new Map<RowCodec<unknown>, Set<string>>();

/**
 * The same upsert of a versioned row (users, orders, reserves: migration 002) written only over the version `read`
 * (0: a row this instance made, written only when no row has its key). The row goes in at `read + 1`, and over a row
 * still at `read` only; RETURNING names each row written (table, key, version), so a row left out was changed (or
 * made) by another instance since: a lost update refused. Every parameter is the row's own, so `batched` joins
 * these like any upsert.
 */
export function versionedUpsert<R>(codec: RowCodec<R>, record: R, read: number): [string, unknown[]] {
  const [text, params] = upsert(codec, record);
  let versioned = versionedTexts.get(codec as RowCodec<unknown>);
  if (!versioned) {
    const [insert, update] = text.split(' ON CONFLICT ');
    const table = codec.table;
    versioned =
      `${insert.replace(/\) VALUES \((.*)\)$/, (_, values: string) => `, version) VALUES (${values}, $${params.length + 1})`)} ` +
      `ON CONFLICT ${update}, version = excluded.version WHERE ${table}.version = excluded.version - 1 ` +
      `RETURNING '${table}' AS t, ${codec.key} AS k, version`;
    versionedTexts.set(codec as RowCodec<unknown>, versioned);
  }
  return [versioned, [...params, read + 1]];
}

/**
 * A versioned upsert (versionedUpsert) of a row the database holds as this instance last wrote it (`written`: the
 * upsert's parameters then, without the version), as an UPDATE of the columns that differ, over the version read as
 * the upsert is: an order moving to confirming sends its id, its state and the version, not its ~1 KB of legs again;
 * a bet's user row only moves its version (the balance is a row of its own). Undefined when the `detail` differs
 * (the whole upsert is written). `batched` joins the rows of one statement like any upsert's.
 */
export function changedColumns<R>(
  codec: RowCodec<R>,
  [, params]: [string, unknown[]],
  written: readonly unknown[],
): [string, unknown[]] | undefined {
  const n = codec.columns.length;
  if (!codec.detail || params[n] !== written[n]) return undefined;
  const keyAt = codec.columns.findIndex(([, c]) => c === codec.key);
  const changed = codec.columns.flatMap((_, i) => (i !== keyAt && params[i] !== written[i] ? [i] : []));
  const signature = `${codec.table}:${changed.join(',')}`;
  let text = changedTexts.get(signature);
  if (!text) {
    const cols = [keyAt, ...changed].map((i) => codec.columns[i]);
    const names = [...cols.map(([, c]) => c), 'version'];
    const values = [...cols.map(([, , kind]) => CAST[kind]), 'integer'].map((cast, i) => `$${i + 1}::${cast}`);
    const set = names.slice(1).map((c) => `${c} = v.${c}`);
    text =
      `UPDATE ${codec.table} AS r SET ${set.join(', ')} FROM (VALUES (${values.join(', ')})) AS v(${names.join(', ')}) ` +
      `WHERE r.${codec.key} = v.${codec.key} AND r.version = v.version - 1 ` +
      `RETURNING '${codec.table}' AS t, r.${codec.key} AS k, r.version`;
    changedTexts.set(signature, text);
  }
  return [text, [params[keyAt], ...changed.map((i) => params[i]), params[n + 1]]];
}

const CAST: Record<Kind, string> = { text: 'text', int: 'integer', money: 'numeric', time: 'bigint', bool: 'boolean' };
/** The UPDATE of each table and set of changed columns (a few: an order's state, a user's version). */
const changedTexts = new Map<string, string>();
const versionedTexts = new Map<RowCodec<unknown>, string>();
const texts = new Map<RowCodec<unknown>, string>();
function upsertText<R>(codec: RowCodec<R>): string {
  const cached = texts.get(codec as RowCodec<unknown>);
  if (cached) return cached;
  const cols = [...codec.columns.map(([, c]) => c), ...(codec.detail ? ['detail'] : [])];
  const values = cols.map((c, i) => `$${i + 1}${c === 'detail' ? '::jsonb' : ''}`);
  const updates = cols.filter((c) => c !== codec.key).map((c) => `${c} = excluded.${c}`);
  const text = `INSERT INTO ${codec.table} (${cols.join(', ')}) VALUES (${values.join(', ')}) ON CONFLICT (${codec.key}) DO UPDATE SET ${updates.join(', ')}`;
  texts.set(codec as RowCodec<unknown>, text);
  return text;
}

/** SELECT of a codec's rows with the columns read back as the record's kinds (money and times as text). */
export function selectText<R>(codec: RowCodec<R>, where = ''): string {
  const cols = codec.columns.map(([, c, kind]) => (kind === 'money' || kind === 'time' ? `${c}::text AS ${c}` : c));
  if (codec.detail) cols.push('detail');
  return `SELECT ${cols.join(', ')} FROM ${codec.table} ${where}`;
}

/** A row read back as its record. */
export function fromRow<R>(codec: RowCodec<R>, row: Record<string, unknown>): R {
  const record: Record<string, unknown> = codec.detail ? { ...(parseJson(row.detail) as object) } : {};
  for (const [field, column, kind] of codec.columns) {
    const value = row[column];
    if (value === null || value === undefined) continue;
    record[field] = fromSql(value, kind);
  }
  return record as R;
}

function toSql(value: unknown, kind: Kind): unknown {
  if (kind === 'bool') return value === true;
  if (value === undefined || value === null) return null;
  if (kind === 'int' || kind === 'time') return Number(value);
  return String(value);
}

function fromSql(value: unknown, kind: Kind): unknown {
  if (kind === 'int' || kind === 'time') return Number(value);
  if (kind === 'bool') return value === true || value === 't' || value === 'true';
  return String(value);
}

export function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** The live-room parts as rows (part, key, value): a room, a ranking, a ban, a duplicate guard, a guess each. */
export function partRows(parts: Partial<StoreParts>): Map<string, unknown> {
  const rows = new Map<string, unknown>();
  for (const part of ['rooms', 'giftRanking', 'chatBans', 'actionRefs'] as const)
    for (const [key, value] of Object.entries(parts[part] ?? {})) rows.set(`${part}\u0000${key}`, value);
  const guessing = parts.guessing;
  if (guessing) {
    rows.set('guessing\u0000seq', guessing.seq);
    for (const [room, games] of Object.entries(guessing.games)) rows.set(`guessing\u0000games:${room}`, games);
    for (const bet of guessing.bets) rows.set(`guessing\u0000bet:${bet.betId}`, bet);
  }
  return rows;
}

/** The live-room parts put together again from their rows. */
export function partsFromRows(rows: { part: string; key: string; value: unknown }[]): Partial<StoreParts> {
  const parts: Record<string, Record<string, unknown>> = {};
  let guessing: GuessingRecord | undefined;
  for (const { part, key, value: raw } of rows) {
    const value = parseJson(raw);
    if (part !== 'guessing') {
      (parts[part] ??= {})[key] = value;
      continue;
    }
    guessing ??= { seq: 0, games: {}, bets: [] };
    if (key === 'seq') guessing.seq = value as number;
    else if (key.startsWith('games:')) guessing.games[key.slice(6)] = value as GuessingRecord['games'][string];
    else guessing.bets.push(value as GuessingRecord['bets'][number]);
  }
  guessing?.bets.sort((a, b) => Number(a.betId.slice(2)) - Number(b.betId.slice(2)));
  // The duplicate guards are pruned oldest first in insertion order: put them back in that order.
  if (parts.actionRefs)
    parts.actionRefs = Object.fromEntries(
      Object.entries(parts.actionRefs as StoreParts['actionRefs']).sort(([, a], [, b]) => a.at - b.at),
    );
  return { ...parts, ...(guessing ? { guessing } : {}) } as Partial<StoreParts>;
}

/** Rows one multi-row statement carries at most (PostgreSQL takes up to 65,535 parameters a statement). */
const ROWS_PER_STATEMENT = 500;
const MULTI_ROW = /^((?:INSERT INTO|UPDATE) .+?VALUES )(\(.+?\))((?: ON CONFLICT |\) AS ).+)$/;

/**
 * The write's statements with the single-row inserts (and changedColumns updates) of the same text joined into multi-row ones: one statement
 * per table and kind instead of one per row (a busy second's group commit of 50 bets was ~150 round trips into the engine).
 * Every statement of a table takes the place of that table's first row, whatever its kind, so tables keep the order
 * their references need (users before balances and orders, orders before cash-outs): placed by kind, a new user's
 * balance went before its user row when another user's changed-columns UPDATE came first, and the refused write
 * was retried forever (every login then failed with 1500). A write names each row once, so no statement touches a row
 * twice.
 */
export function batched(statements: readonly [string, unknown[]][]): [string, unknown[]][] {
  /** Each table's statement texts, in the order of their first rows, and their rows. */
  const tables = new Map<string, Map<string, unknown[][]>>();
  const out: ([string, unknown[]] | Map<string, unknown[][]>)[] = [];
  for (const [text, params] of statements) {
    const match = MULTI_ROW.exec(text);
    if (!match) {
      out.push([text, params]);
      continue;
    }
    const table = TABLE_OF.exec(match[1])![1];
    let texts = tables.get(table);
    if (!texts) {
      texts = new Map();
      tables.set(table, texts);
      out.push(texts);
    }
    const rows = texts.get(text);
    if (rows) rows.push(params);
    else texts.set(text, [params]);
  }
  return out.flatMap((s) => (Array.isArray(s) ? [s] : [...s].flatMap(([text, rows]) => joinedRows(text, rows))));
}

/** The statements of one text's rows: multi-row ones of at most ROWS_PER_STATEMENT rows, placeholders renumbered. */
function joinedRows(text: string, rows: unknown[][]): [string, unknown[]][] {
  const [head, row, tail] = multiRow(text);
  const joined: [string, unknown[]][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
    const width = chunk[0].length;
    const values = chunk.map((_, r) => row.map((part) => (typeof part === 'number' ? `$${r * width + part}` : part)));
    joined.push([`${head}${values.map((v) => v.join('')).join(', ')}${tail}`, chunk.flat()]);
  }
  return joined;
}

const TABLE_OF = /^(?:INSERT INTO|UPDATE) (\w+)/;

/** A single-row statement's text before its row, its row (text and placeholder numbers in turn), and the rest. */
function multiRow(text: string): [string, (string | number)[], string] {
  let parsed = multiRows.get(text);
  if (!parsed) {
    const [, head, row, tail] = MULTI_ROW.exec(text)!;
    const parts = row.split(/\$(\d+)/).map((part, i) => (i % 2 === 1 ? Number(part) : part));
    parsed = [head, parts, tail];
    multiRows.set(text, parsed);
  }
  return parsed;
}

/** The statements' texts are a few fixed ones (one per table and kind): each is parsed once. */
const multiRows = new Map<string, [string, (string | number)[], string]>();
