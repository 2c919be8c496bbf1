// The server's own translation tables (spec §7: POST {api}/language/staticList), cached in localStorage
// per language. The HTTP call is injected by the caller so this layer never imports src/api.
import type { Language } from '../domain/enums';

/** The seven tables staticList returns, each mapping a server id to its display text. */
export const SERVER_TABLE_NAMES = [
  'marketType',
  'matchPeriod',
  'matchStatus',
  'option',
  'period',
  'sports',
  'tournamentPhase',
] as const;
export type ServerTableName = (typeof SERVER_TABLE_NAMES)[number];
export type ServerTables = Record<ServerTableName, Record<string, string>>;

/** Performs staticList for a language and resolves to the response's data (shape checked here). */
export type ServerTablesFetcher = (lang: Language) => Promise<unknown>;

/** localStorage key holding one language's tables. */
export function serverTablesKey(lang: Language): string {
  return `sport-widgets:server-tables:${lang}`;
}

function toTable(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const table: Record<string, string> = {};
  for (const [id, text] of Object.entries(value)) if (typeof text === 'string') table[id] = text;
  return table;
}

/** Keeps the well-formed part of staticList data: missing or malformed tables become empty. */
export function toServerTables(data: unknown): ServerTables {
  const source = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return Object.fromEntries(SERVER_TABLE_NAMES.map((name) => [name, toTable(source[name])])) as ServerTables;
}

/** The cached tables of a language, or null when absent, unreadable or storage is unavailable. */
export function readCachedTables(storage: Storage | null, lang: Language): ServerTables | null {
  try {
    const raw = storage?.getItem(serverTablesKey(lang));
    return raw ? toServerTables(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function writeCachedTables(storage: Storage | null, lang: Language, tables: ServerTables): void {
  try {
    storage?.setItem(serverTablesKey(lang), JSON.stringify(tables));
  } catch {
    // A full or locked storage only costs the next visit a fetch.
  }
}

export interface LoadServerTablesOptions {
  lang: Language;
  fetch: ServerTablesFetcher;
  /** The page's localStorage (null where it is unavailable). */
  storage: Storage | null;
  /** Receives the fresh tables when a background refresh of a cached copy succeeds. */
  onRefresh?: (tables: ServerTables) => void;
}

// Elements starting together share one request per language.
const inFlight = new Map<Language, Promise<ServerTables>>();

function fetchAndCache({ lang, fetch, storage }: LoadServerTablesOptions): Promise<ServerTables> {
  let request = inFlight.get(lang);
  if (!request) {
    request = fetch(lang)
      .then((data) => {
        const tables = toServerTables(data);
        writeCachedTables(storage, lang, tables);
        return tables;
      })
      .finally(() => inFlight.delete(lang));
    inFlight.set(lang, request);
  }
  return request;
}

/**
 * The server tables of a language: the cached copy at once when there is one (refreshed in the background,
 * a failed refresh keeping the cached copy), otherwise fetched and cached; rejects only when there is neither.
 */
export function loadServerTables(options: LoadServerTablesOptions): Promise<ServerTables> {
  const cached = readCachedTables(options.storage, options.lang);
  const fresh = fetchAndCache(options);
  if (!cached) return fresh;
  fresh.then(options.onRefresh, () => undefined);
  return Promise.resolve(cached);
}

/** The server's text for an id in one table, or the fallback when the table lacks it. */
export function serverText(
  tables: ServerTables | null,
  table: ServerTableName,
  id: string | number,
  fallback: string,
): string {
  return tables?.[table][String(id)] ?? fallback;
}
