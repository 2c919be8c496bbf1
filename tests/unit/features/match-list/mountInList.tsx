// A piece of the match list rendered inside the list's context (translation, language, host element, go), for the
// list's component tests. Import it after the file's vi.mock calls have run (its own imports mock nothing).
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { TFunction } from 'i18next';
import { vi } from 'vitest';
import { ListContext } from '../../../../src/features/match-list/listContext';
import { toServerTables, type ServerTables } from '../../../../src/i18n/serverTables';

/** Translation that shows the key itself. */
export const keyT = ((key: string) => key) as unknown as TFunction;

/** Translation that shows the key and its values ('key {"n":"2"}'), for texts whose values a test checks. */
export const keyValuesT = ((key: string, values?: Record<string, string>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

/** The server's names once loaded, none of them known: every screen uses its own labels. */
const noNames = toServerTables(null);

/**
 * Renders `node` in a list's context on a fresh host; `go` records the routes it asked for. `tables` null is a first
 * visit whose server names have not arrived yet.
 */
export function mountInList(node: ReactNode, t: TFunction = keyT, tables: ServerTables | null = noNames) {
  const go = vi.fn();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <ListContext.Provider value={{ t, lang: 'ENG', tables, host: () => host, go }}>{node}</ListContext.Provider>,
    ),
  );
  return { host, go, unmount: () => flushSync(() => root.unmount()) };
}
