// The match search's history in this browser's storage (namespaced key), read and written through the rules
// of domain/searchHistory.ts. A storage that is missing or full only means the history is not kept.
import { parseSearchHistory, withSearchTerm } from '../../domain/searchHistory';
import { readStored, writeStored } from '../../runtime/storage';

/** Where the history is kept. */
export const SEARCH_HISTORY_KEY = 'sport-widgets:search-history';

/** The stored history, newest first. */
export function searchHistory(): string[] {
  return parseSearchHistory(readStored(SEARCH_HISTORY_KEY));
}

/** Records a searched term; returns the history after it. */
export function rememberSearch(term: string): string[] {
  const history = withSearchTerm(searchHistory(), term);
  writeStored(SEARCH_HISTORY_KEY, JSON.stringify(history));
  return history;
}

/** Forgets every searched term. */
export function clearSearchHistory(): void {
  writeStored(SEARCH_HISTORY_KEY, null);
}
