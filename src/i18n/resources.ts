// Lazy loader of the translation files `locales/<namespace>/<LANG>.json`: each file is its own chunk,
// so a page downloads only the active language. New namespace folders are picked up without code changes.
import type { Language } from '../domain/enums';

/** One namespace's translations: nested objects of strings. */
export interface ResourceTree {
  [key: string]: string | ResourceTree;
}

type Loaders = Record<string, () => Promise<ResourceTree>>;

/** A language's loaders: `lazy` ones, plus `loaded` trees answered at once (those riding in its chunk). */
export function withLoaded(lazy: Loaders, loaded: Record<string, ResourceTree>): Loaders {
  const ready = Object.entries(loaded).map(([path, tree]) => [path, () => Promise.resolve(tree)] as const);
  return { ...lazy, ...Object.fromEntries(ready) };
}

// Not eager: every file becomes a separate dynamic import. The loaders are grouped by language in
// byLanguage/<LANG>.ts, so a page downloads the loader map of its language only, not all 99 entries.
const BY_LANGUAGE = import.meta.glob<Loaders>('./byLanguage/*.ts', { import: 'default' });

// Every file, for the synchronous namespace list (tests and tools); unused by the widgets, so not bundled.
const FILES = import.meta.glob('./locales/*/*.json');

const FILE_PATTERN = /\/locales\/([^/]+)\/([^/]+)\.json$/;

/** The namespaces among translation file paths, sorted. */
function namespacesIn(paths: string[]): string[] {
  const names = new Set<string>();
  for (const path of paths) {
    const match = FILE_PATTERN.exec(path);
    if (match) names.add(match[1]);
  }
  return [...names].sort();
}

/** Every namespace that has a folder under locales/, sorted. */
export function availableNamespaces(): string[] {
  return namespacesIn(Object.keys(FILES));
}

/** The same list, read from one language's loader map (what the widgets use, without the full map). */
export async function listNamespaces(lang: Language): Promise<string[]> {
  const load = BY_LANGUAGE[`./byLanguage/${lang}.ts`];
  return load ? namespacesIn(Object.keys(await load())) : [];
}

/** Waits before each retry of a translation chunk that failed to arrive (a failed import() is fetched again). */
export const CHUNK_RETRY_DELAYS_MS = [500, 1_500, 4_000] as const;

/** Runs `load`, trying again after each delay while it fails; rejects with the last failure. */
export async function withRetries<T>(
  load: () => Promise<T>,
  delays: readonly number[] = CHUNK_RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= delays.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
  }
}

/** Loads one namespace of one language, retrying a chunk that failed; rejects when that file does not exist. */
export async function loadNamespace(lang: Language, namespace: string): Promise<ResourceTree> {
  const loaders = await withRetries(async () => (await BY_LANGUAGE[`./byLanguage/${lang}.ts`]?.()) ?? null);
  const load = loaders?.[`../locales/${namespace}/${lang}.json`];
  if (!load) throw new Error(`No translations for namespace "${namespace}" in ${lang}`);
  return withRetries(load);
}

/** Loads several namespaces of one language at once, keyed by namespace. */
export async function loadNamespaces(
  lang: Language,
  namespaces: readonly string[],
): Promise<Record<string, ResourceTree>> {
  const trees = await Promise.all(namespaces.map((ns) => loadNamespace(lang, ns)));
  return Object.fromEntries(namespaces.map((ns, i) => [ns, trees[i]]));
}
