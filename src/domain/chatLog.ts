// What a room's chat log keeps as messages arrive: one line per id (a line sent again takes its new place at the
// end) and only the newest CHAT_LOG_LIMIT (older ones have scrolled out of a live room, and a busy room would
// otherwise grow without end).

/** Lines a room's log keeps. */
export const CHAT_LOG_LIMIT = 300;

/** The log with `incoming` appended in order, each id once, cut to the newest `limit` lines. */
export function appendToLog<T extends { id: string }>(
  log: readonly T[],
  incoming: readonly T[],
  limit = CHAT_LOG_LIMIT,
): T[] {
  const fresh = new Map<string, T>();
  for (const line of incoming) {
    fresh.delete(line.id);
    fresh.set(line.id, line);
  }
  const next = [...log.filter((line) => !fresh.has(line.id)), ...fresh.values()];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

/**
 * The log after the server sent its history again (L03 on a reconnect, or after a language switch: the same lines
 * worded in the new language). Server lines become the history's. A server line older than every line of the
 * history stays as it was (the server no longer keeps it, so it cannot be worded anew; the room's history survives
 * a switch whole); one missing from within the history's span was deleted meanwhile and goes. Automatic lines
 * (gifts, welcomes) stay after the server line they followed, or first when that line is gone with nothing before it.
 */
export function rejoinLog<T extends { id: string; automatic: boolean }>(
  log: readonly T[],
  history: readonly T[],
  limit = CHAT_LOG_LIMIT,
): T[] {
  const kept = new Set(history.map((line) => line.id));
  // The log's lines before the first one the history still holds are older than the history.
  const firstKept = log.findIndex((line) => !line.automatic && kept.has(line.id));
  const olderEnd = history.length === 0 ? 0 : firstKept === -1 ? log.length : firstKept;
  const next: T[] = [];
  for (const line of log.slice(0, olderEnd)) if (!kept.has(line.id)) next.push(line);
  const after = new Map<string | null, T[]>();
  let anchor: string | null = null;
  for (const line of log.slice(olderEnd)) {
    if (!line.automatic) {
      if (kept.has(line.id)) anchor = line.id;
      continue;
    }
    if (kept.has(line.id)) continue;
    const list = after.get(anchor) ?? [];
    list.push(line);
    after.set(anchor, list);
  }
  next.push(...(after.get(null) ?? []));
  for (const line of history) next.push(line, ...(after.get(line.id) ?? []));
  return next.length > limit ? next.slice(next.length - limit) : next;
}
