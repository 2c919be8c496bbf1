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
