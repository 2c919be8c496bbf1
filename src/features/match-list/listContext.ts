// What every row of one list shares, handed down once instead of per row: translation, language, the
// server tables and the host element (events go out from it).
import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import type { ServerTables } from '../../i18n/serverTables';

export interface ListContextValue {
  t: TFunction;
  lang: string;
  tables: ServerTables | null;
  /** The custom element hosting this list (source of sport-navigate and sport-login-required). */
  host: () => HTMLElement | undefined;
  /** Asks for a route of the widgets (a match's detail, a live room) with sport-navigate from the list. */
  go: (path: string) => void;
}

export const ListContext = createContext<ListContextValue | null>(null);

/** The list's shared values; throws outside a list (a programming error). */
export function useListContext(): ListContextValue {
  const value = useContext(ListContext);
  if (!value) throw new Error('useListContext outside a match list');
  return value;
}
