// Lazy loader of the translation files `locales/<namespace>/<LANG>.json`: each file is its own chunk,
// so a page downloads only the active language. New namespace folders are picked up without code changes.
import type { Language } from '../domain/enums';

/** One namespace's translations: nested objects of strings. */
export interface ResourceTree {
  [key: string]: string | ResourceTree;
}

// Not eager: every file becomes a separate dynamic import.
const FILES = import.meta.glob<ResourceTree>('./locales/*/*.json', { import: 'default' });

const FILE_PATTERN = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/;

function fileKey(lang: Language, namespace: string): string {
  return `./locales/${namespace}/${lang}.json`;
}

/** Every namespace that has a folder under locales/, sorted. */
export function availableNamespaces(): string[] {
  const names = new Set<string>();
  for (const path of Object.keys(FILES)) {
    const match = FILE_PATTERN.exec(path);
    if (match) names.add(match[1]);
  }
  return [...names].sort();
}

/** Loads one namespace of one language; rejects when that file does not exist. */
export function loadNamespace(lang: Language, namespace: string): Promise<ResourceTree> {
  const load = FILES[fileKey(lang, namespace)];
  if (!load) return Promise.reject(new Error(`No translations for namespace "${namespace}" in ${lang}`));
  return load();
}

/** Loads several namespaces of one language at once, keyed by namespace. */
export async function loadNamespaces(lang: Language, namespaces: readonly string[]): Promise<Record<string, ResourceTree>> {
  const trees = await Promise.all(namespaces.map((ns) => loadNamespace(lang, ns)));
  return Object.fromEntries(namespaces.map((ns, i) => [ns, trees[i]]));
}
