// The server's translation tables (sports, periods, market types, statuses) for the active language, shared
// by the match list, the detail and the bet history; loaded once per language through staticList and cached
// by src/i18n/serverTables.
import { proxy, ref } from 'valtio/vanilla';
import type { Language } from '../../domain/enums';
import { loadServerTables, toServerTables, type ServerTables } from '../../i18n/serverTables';
import { getRuntime } from '../../runtime/runtime';
import { storage } from '../../runtime/storage';
import { matchesApi } from './client';

export interface MatchTextState {
  /** Tables of `lang`; null until the first load settles (empty after a failure: screens use their own labels). */
  tables: ServerTables | null;
  lang: Language | null;
}

/** The page's server tables (one proxy shared by every element). */
export function matchText(): MatchTextState {
  return getRuntime().singleton('state:match-text', () => proxy<MatchTextState>({ tables: null, lang: null }));
}

/** Loads the tables of a language unless they are already there; failures leave the fallbacks in place. */
export async function loadMatchText(lang: Language): Promise<void> {
  const state = matchText();
  if (state.lang === lang && state.tables) return;
  const apply = (tables: ServerTables) => {
    if (getRuntime().config.get().lang !== lang) return;
    // Tables are read-only lookups: kept out of the proxy's deep tracking.
    state.tables = ref(tables);
    state.lang = lang;
  };
  try {
    apply(
      await loadServerTables({ lang, fetch: () => matchesApi().staticList(), storage: storage(), onRefresh: apply }),
    );
  } catch {
    // No tables: sports and periods show the widget's own labels. Empty ones, so a screen waiting on the names
    // goes on; the language stays unset, so the next screen asks again.
    state.tables ??= ref(toServerTables(null));
  }
}
