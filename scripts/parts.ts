// The CSS part names our markup sets, read from the source: for the manifest (scripts/manifest.ts) and for
// sport-app's exportparts (the build's virtual:nested-parts module, vite.config.ts). Takes the repository root,
// so the Vite config can use it too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every .tsx file under a folder, recursively. */
function tsxFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsxFiles(root, join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
  );
}

/** The `part` names a piece of markup sets: literal ones, both branches of a choice, and `x-${kind}` as `x-*`. */
export function partsIn(source: string): string[] {
  const names = new Set<string>();
  for (const [, literal, expression] of source.matchAll(/\spart=(?:"([^"]+)"|\{(`[^`]*`|[^}]*)\})/g)) {
    const texts = literal !== undefined ? [literal] : [...expression.matchAll(/['`]([^'`]*)['`]/g)].map((m) => m[1]);
    for (const text of texts)
      for (const name of text.split(/\s+/)) if (name) names.add(name.replace(/\$\{[^}]*\}?$/, '*'));
  }
  return [...names].filter((n) => /^[a-z][a-z0-9-]*\*?$/.test(n)).sort();
}

/** The CSS parts of the element of a feature folder: its own markup and the shared primitives (src/ui). */
export function featureParts(root: string, feature: string): string[] {
  const files = [...tsxFiles(root, `src/features/${feature}`), ...tsxFiles(root, 'src/ui')];
  return [...new Set(files.flatMap((f) => partsIn(readFileSync(join(root, f), 'utf8'))))].sort();
}
