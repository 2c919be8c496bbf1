// The match search's history (spec §2 "match search with search history"): the terms a bettor searched,
// newest first, each once (letter case aside), at most SEARCH_HISTORY_MAX; stored as a JSON list of strings.

/** Where an anonymous visit's history is stored; a user's is under this key and their id (one history each). */
export const SEARCH_HISTORY_KEY = 'sport-widgets:search-history';

/** The storage key of a user's history (the anonymous one for null). */
export function searchHistoryKey(uid: string | null): string {
  return uid ? `${SEARCH_HISTORY_KEY}:${uid}` : SEARCH_HISTORY_KEY;
}

/** Terms kept in the history. */
export const SEARCH_HISTORY_MAX = 10;
/** Longest text either search box (matches, leagues) takes. */
export const SEARCH_TERM_MAX = 50;

/** The history after searching `term`: it moves to the front; an empty term changes nothing. */
export function withSearchTerm(history: readonly string[], term: string): string[] {
  const text = term.trim().slice(0, SEARCH_TERM_MAX);
  if (!text) return [...history];
  const same = text.toLowerCase();
  return [text, ...history.filter((t) => t.toLowerCase() !== same)].slice(0, SEARCH_HISTORY_MAX);
}

/** The stored history: a list of non-empty strings; anything else (missing, damaged, edited by hand) reads as none. */
export function parseSearchHistory(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    // Oldest first through withSearchTerm, so the newest of each term ends in front.
    return value
      .slice(0, SEARCH_HISTORY_MAX * 2)
      .reverse()
      .reduce<string[]>((kept, t) => (typeof t === 'string' ? withSearchTerm(kept, t) : kept), []);
  } catch {
    return [];
  }
}
