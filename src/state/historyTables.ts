// The server's translation tables (staticList) for the bet history's period and market names, per language.
import { proxy, ref } from 'valtio/vanilla';
import type { Language } from '../domain/enums';
import { loadServerTables, type ServerTables } from '../i18n/serverTables';
import { getRuntime } from '../runtime/runtime';
import { storage } from '../runtime/storage';
import { api } from './services';

interface TablesState { byLang: Partial<Record<string, ServerTables>> }

/** The loaded tables by language (a failed load leaves the codes shown as they are). */
export function historyTables(): TablesState {
  return getRuntime().singleton('state:history-tables', () => proxy<TablesState>({ byLang: {} }));
}

/** Loads the tables of a language once (cached in localStorage by src/i18n/serverTables). */
export function ensureServerTables(lang: Language): void {
  const state = historyTables();
  if (state.byLang[lang]) return;
  const keep = (tables: ServerTables) => {
    state.byLang[lang] = ref(tables);
  };
  loadServerTables({ lang, fetch: () => api().staticList(), storage: storage(), onRefresh: keep }).then(keep, () => undefined);
}
