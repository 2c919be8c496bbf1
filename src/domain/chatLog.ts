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
 * worded in the new language). Server lines become the history's; a server line it no longer holds goes (deleted
 * meanwhile, or too old to be sent again, so it cannot be shown in the new language); automatic lines (gifts,
 * welcomes) stay after the server line they followed, or first when that line is gone with nothing before it.
 */
export function rejoinLog<T extends { id: string; automatic: boolean }>(
  log: readonly T[],
  history: readonly T[],
  limit = CHAT_LOG_LIMIT,
): T[] {
  const kept = new Set(history.map((line) => line.id));
  const after = new Map<string | null, T[]>();
  let anchor: string | null = null;
  for (const line of log) {
    if (!line.automatic) {
      if (kept.has(line.id)) anchor = line.id;
      continue;
    }
    if (kept.has(line.id)) continue;
    const list = after.get(anchor) ?? [];
    list.push(line);
    after.set(anchor, list);
  }
  const next = [...(after.get(null) ?? [])];
  for (const line of history) next.push(line, ...(after.get(line.id) ?? []));
  return next.length > limit ? next.slice(next.length - limit) : next;
}
