// The match search's history in this browser's storage (namespaced key, one per user so a shared computer does
// not show one bettor's searches to the next), read and written through the rules of domain/searchHistory.ts. A
// storage that is missing or full only means the history is not kept.
import { parseSearchHistory, searchHistoryKey, withSearchTerm } from '../../domain/searchHistory';
import { readStored, writeStored } from '../../runtime/storage';
import { userId } from '../page/userId';

/** The key of the current user's history (the anonymous one while nobody is logged in). */
const historyKey = () => searchHistoryKey(userId().get());

/** The current user's stored history, newest first. */
export function searchHistory(): string[] {
  return parseSearchHistory(readStored(historyKey()));
}

/** Records a searched term; returns the history after it. */
export function rememberSearch(term: string): string[] {
  const history = withSearchTerm(searchHistory(), term);
  writeStored(historyKey(), JSON.stringify(history));
  return history;
}

/** Forgets every term the current user searched. */
export function clearSearchHistory(): void {
  writeStored(historyKey(), null);
}
