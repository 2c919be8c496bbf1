// Builds the package's contract from the element declarations (elements/*/props.ts, elements/shared/attributes.ts),
// the event map (src/runtime/events.ts), the markup's `part` names and the theme's `--sport-*` properties:
// dist/custom-elements.json (the Custom Elements Manifest), dist/sport-widgets.d.ts (typings for hosts) and
// dist/jsx-react.d.ts (React 19 JSX), dist/vue.d.ts (Vue 3 global components), dist/svelte.d.ts and the editor data
// (scripts/editorData.ts), dist/sport-widgets.css (the reserved space), and the SRI hashes in dist/integrity.json (loader, stylesheet) and dist/importmap.json (every module, for an import map). Run by `npm run build` after Vite; the unit tier checks it against the code.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RUNTIME_ATTRIBUTES, SHARED_PROPS } from '../elements/shared/attributes';
import type { SportEventName } from '../src/runtime/events';
import { attributeText, buildSvelteTypes, buildVscodeCssData, buildVscodeHtmlData, buildWebTypes } from './editorData';
import { COMMON_ATTRIBUTES, ELEMENT_DOCS, EVENT_ELEMENTS, type AttributeDoc } from './elementDocs';
import { featureParts } from './parts';

export { partsIn } from './parts';

const ROOT = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const kebab = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const pascal = (tag: string) => camel(`-${tag}`).replace(/^./, (c) => c.toUpperCase());

export interface EventDoc {
  name: string;
  description: string;
}

/** Whether `tag` fires the event (src/runtime/events.ts EVENT_ELEMENTS). */
export const firesOn = (event: string, tag: string): boolean => {
  const on = EVENT_ELEMENTS[event as SportEventName];
  return on === 'every' || on === 'own' || on.includes(tag);
};

/** The elements that fire an event, for the README. */
export function firedOnText(event: string): string {
  const on = EVENT_ELEMENTS[event as SportEventName];
  if (on === 'every') return 'every connected element';
  if (on === 'own') return 'the element where it happened';
  return on.length ? on.map((tag) => `\`<${tag}>\``).join(', ') : 'none: the host dispatches it';
}

/** The events of src/runtime/events.ts, with their doc comments. */
export function readEvents(): EventDoc[] {
  const body = /export interface SportEventMap \{([\s\S]*?)\n\}/.exec(read('src/runtime/events.ts'))![1];
  return [...body.matchAll(/\/\*\*\s*([\s\S]*?)\s*\*\/\s*'([\w-]+)':/g)].map(([, doc, name]) => ({
    name,
    description: doc.replace(/\s*\n\s*\*\s*/g, ' ').trim(),
  }));
}

/** The CSS parts of an element: its feature's markup and the shared primitives (src/ui). */
export const elementParts = (feature: string): string[] => featureParts(ROOT, feature);

/** The theme's custom properties with their light-theme defaults (elements/shared/base.css), plus sizes read elsewhere. */
export function cssProperties(): { name: string; default?: string }[] {
  const base = read('elements/shared/base.css');
  const hostBlock = /:host \{([\s\S]*?)\}/.exec(base)![1];
  const declared = [...hostBlock.matchAll(/(--sport-[a-z0-9-]+):\s*([^;]+);/g)].map(([, name, value]) => ({
    name,
    default: value.trim(),
  }));
  const css = readdirSync(join(ROOT, 'src/features'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.css'))
    .map((f) => read(`src/features/${f}`));
  const used = new Set(css.join('\n').match(/--sport-[a-z0-9-]+/g) ?? []);
  for (const d of declared) used.delete(d.name);
  return [...declared, ...[...used].sort().map((name) => ({ name }))];
}

/** One element's attributes with their docs: its own, then those every element has. */
async function elementAttributes(tag: string): Promise<[string, AttributeDoc, string][]> {
  const folder = tag.replace(/^sport-/, '');
  const { PROPS } = (await import(`../elements/${folder}/props.ts`)) as { PROPS: Record<string, string> };
  const docs = ELEMENT_DOCS[tag].attributes;
  const own = Object.keys(PROPS).map(
    (prop) => [kebab(prop), docs[kebab(prop)], PROPS[prop]] as [string, AttributeDoc, string],
  );
  const common = ['token', ...Object.keys(SHARED_PROPS), ...Object.keys(RUNTIME_ATTRIBUTES)].map(
    (name) => [name, COMMON_ATTRIBUTES[name], 'string'] as [string, AttributeDoc, string],
  );
  return [...own, ...common];
}

/** The Custom Elements Manifest (schema 2.1.0) of the seven tags. */
export async function buildManifest(version: string) {
  const events = readEvents();
  const properties = cssProperties();
  const declarations = [];
  for (const tag of Object.keys(ELEMENT_DOCS)) {
    const doc = ELEMENT_DOCS[tag];
    const attributes = await elementAttributes(tag);
    declarations.push({
      kind: 'class',
      customElement: true,
      tagName: tag,
      name: `${pascal(tag)}Element`,
      description: doc.summary,
      attributes: attributes.map(([name, a]) => ({
        name,
        fieldName: camel(name),
        type: { text: a.type },
        description: a.description,
        ...(a.default ? { default: JSON.stringify(a.default) } : {}),
      })),
      // Properties: the element's own props, theme and mode, and the token; page-wide settings are attributes only.
      members: attributes
        .filter(([name]) => !(name in RUNTIME_ATTRIBUTES))
        .map(([name, a]) => ({
          kind: 'field',
          name: camel(name),
          type: { text: `${a.type}${name === 'token' ? ' | null' : ''}` },
          description: a.description,
          ...(name === 'token' ? {} : { attribute: name }),
        })),
      // The events this element fires (page-wide ones on every element; its own actions' on itself).
      events: events
        .filter((e) => firesOn(e.name, tag))
        .map((e) => ({
          name: e.name,
          type: { text: `CustomEvent<SportEventMap['${e.name}']>` },
          description: e.description,
        })),
      cssParts: elementParts(doc.feature).map((name) => ({ name })),
      cssProperties: properties,
    });
  }
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    package: { name: 'sport-widgets', version },
    modules: [
      {
        kind: 'javascript-module',
        path: 'dist/sport-widgets.js',
        description: 'The loader: defines each tag lazily when it first appears and installs window.SportWidgets.',
        declarations,
        exports: declarations.map((d) => ({
          kind: 'custom-element-definition',
          name: d.tagName,
          declaration: { name: d.name, module: 'dist/sport-widgets.js' },
        })),
      },
    ],
  };
}

type Manifest = Awaited<ReturnType<typeof buildManifest>>;

/** `{ integrity: { "./chunks/x.js": "sha384-…" } }` for the loader and every chunk of `dist`. */
export function importMapIntegrity(dist: string): { integrity: Record<string, string> } {
  const files = ['sport-widgets.js', ...readdirSync(join(dist, 'chunks')).map((f) => `chunks/${f}`)].filter((f) =>
    f.endsWith('.js'),
  );
  const sha384 = (file: string) =>
    `sha384-${createHash('sha384')
      .update(readFileSync(join(dist, file)))
      .digest('base64')}`;
  return { integrity: Object.fromEntries(files.sort().map((file) => [`./${file}`, sha384(file)])) };
}

/** dist/sport-widgets.d.ts: the element classes, the tag and event maps, window.SportWidgets. */
export function buildTypes(manifest: Manifest): string {
  const events = read('src/runtime/events.ts');
  const eventMap = /export interface SportEventMap \{[\s\S]*?\n\}/.exec(events)![0];
  const connection = /export type ConnectionState = [^;]+;/.exec(events)![0];
  const elements = manifest.modules[0].declarations;
  const lines = [
    '// Generated by scripts/manifest.ts from the element declarations: do not edit.',
    connection,
    eventMap,
    'export type SportEventName = keyof SportEventMap;',
    '/** A widget event as a DOM event: a CustomEvent that bubbles and is composed. */',
    'export type SportEvent<K extends SportEventName> = CustomEvent<SportEventMap[K]>;',
    '',
    '/** window.SportWidgets (calls made before its code arrives are queued and replayed). */',
    'export interface SportWidgetsApi {',
    '  readonly version?: string;',
    "  configure(options: { lang?: string; theme?: 'light' | 'dark' | 'auto'; mode?: 'desktop' | 'mobile'; apiBase?: string; oddsFormat?: string | number; currency?: string; sportIds?: 'main' | 'labels'; token?: string | null }): void;",
    '  setToken(token: string | null): void;',
    '  logout(): void;',
    '  /** Loads our tags in a shadow root the loader cannot see (one created after its host was inserted). */',
    '  discover(root: ShadowRoot | Element): void;',
    '  on<K extends SportEventName>(name: K, listener: (detail: SportEventMap[K]) => void): () => void;',
    '  off<K extends SportEventName>(name: K, listener: (detail: SportEventMap[K]) => void): void;',
    '}',
    '',
  ];
  for (const el of elements) {
    lines.push(`/** <${el.tagName}>: ${el.description} */`, `export interface ${el.name} extends HTMLElement {`);
    for (const m of el.members) lines.push(`  /** ${m.description} */`, `  ${m.name}?: ${m.type.text};`);
    lines.push('}', '');
    lines.push(
      `/** The attributes of <${el.tagName}>. */`,
      `export interface ${el.name.replace(/Element$/, 'Attributes')} {`,
    );
    // Each attribute with its description, so an editor hovering `play-type=` in JSX, Vue or Svelte shows it.
    for (const a of el.attributes)
      lines.push(
        `  /** ${attributeText(a).replace(/\*\//g, '*\\/')} */`,
        `  '${a.name}'?: ${a.type.text === 'boolean' ? 'boolean | string' : a.type.text};`,
      );
    lines.push('}', '');
  }
  lines.push(
    'declare global {',
    '  interface HTMLElementTagNameMap {',
    ...elements.map((el) => `    '${el.tagName}': ${el.name};`),
    '  }',
    '  interface DocumentEventMap {',
    '    [K in never]: never;',
    '  }',
    '  interface Window {',
    '    SportWidgets: SportWidgetsApi;',
    '  }',
    '}',
  );
  // Mapped members are not allowed in interfaces: list each event.
  const eventNames = readEvents().map((e) => e.name);
  const globalEvents = eventNames.map((n) => `    '${n}': SportEvent<'${n}'>;`);
  return lines
    .join('\n')
    .replace(
      '  interface DocumentEventMap {\n    [K in never]: never;\n  }',
      [
        '  interface DocumentEventMap {',
        ...globalEvents,
        '  }',
        '  interface HTMLElementEventMap {',
        ...globalEvents,
        '  }',
      ].join('\n'),
    )
    .concat('\n');
}

/** dist/jsx-react.d.ts: the tags in React 19's JSX, with attributes and `onsport-*` handlers. */
export function buildReactTypes(manifest: Manifest): string {
  const elements = manifest.modules[0].declarations;
  const handlers = readEvents()
    .map((e) => `  'on${e.name}'?: (event: SportEvent<'${e.name}'>) => void;`)
    .join('\n');
  return [
    "// Generated by scripts/manifest.ts: the widgets in React 19 JSX. Import once: `import type {} from 'sport-widgets/jsx-react';`",
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    `import type { SportEvent, ${elements.flatMap((el) => [el.name, el.name.replace(/Element$/, 'Attributes')]).join(', ')} } from './sport-widgets';`,
    '',
    '/** The `onsport-*` handlers React 19 attaches to a custom element. */',
    'interface SportEventHandlers {',
    handlers,
    '}',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...elements.map(
      (el) =>
        `      '${el.tagName}': DetailedHTMLProps<HTMLAttributes<${el.name}>, ${el.name}> & ${el.name.replace(/Element$/, 'Attributes')} & SportEventHandlers;`,
    ),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}

/** dist/vue.d.ts: the tags as Vue 3 global components, with attributes and `onSport…` event handlers. */
export function buildVueTypes(manifest: Manifest): string {
  const elements = manifest.modules[0].declarations;
  const pascal = (name: string) => name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());
  const handlers = readEvents()
    .map((e) => `  on${pascal(e.name)}?: (event: SportEvent<'${e.name}'>) => void;`)
    .join('\n');
  return [
    "// Generated by scripts/manifest.ts: the widgets as Vue 3 global components. Import once: `import type {} from 'sport-widgets/vue';`",
    "import type { DefineComponent } from 'vue';",
    `import type { SportEvent, ${elements.map((el) => el.name.replace(/Element$/, 'Attributes')).join(', ')} } from './sport-widgets';`,
    '',
    '/** The `@sport-*` listeners, as Vue types them (onSportBetPlaced for @sport-bet-placed). */',
    'interface SportVueEvents {',
    handlers,
    '}',
    '',
    "declare module 'vue' {",
    '  interface GlobalComponents {',
    ...elements.map(
      (el) => `    '${el.tagName}': DefineComponent<${el.name.replace(/Element$/, 'Attributes')} & SportVueEvents>;`,
    ),
    '  }',
    '}',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const { version } = JSON.parse(read('package.json')) as { version: string };
  const manifest = await buildManifest(version);
  writeFileSync(join(ROOT, 'dist/custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(ROOT, 'dist/sport-widgets.d.ts'), buildTypes(manifest));
  writeFileSync(join(ROOT, 'dist/jsx-react.d.ts'), buildReactTypes(manifest));
  writeFileSync(join(ROOT, 'dist/vue.d.ts'), buildVueTypes(manifest));
  writeFileSync(join(ROOT, 'dist/svelte.d.ts'), buildSvelteTypes(manifest));
  // Editor data (package.json `web-types`; VS Code's html.customData and css.customData settings, see the README).
  const json = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;
  writeFileSync(join(ROOT, 'dist/web-types.json'), json(buildWebTypes(manifest)));
  writeFileSync(join(ROOT, 'dist/vscode.html-custom-data.json'), json(buildVscodeHtmlData(manifest)));
  writeFileSync(join(ROOT, 'dist/vscode.css-custom-data.json'), json(buildVscodeCssData(manifest)));
  console.log(
    `manifest: ${manifest.modules[0].declarations.length} elements → dist/custom-elements.json, dist/*.d.ts, editor data`,
  );
  // The reserved space as a stylesheet a page may link in its <head> (the loader adopts the same rules itself).
  writeFileSync(join(ROOT, 'dist/sport-widgets.css'), read('elements/shared/reserve.css'));
  // Subresource integrity of the files a host's tags name (the chunks load by import() from the loader).
  const sri = (file: string) =>
    `sha384-${createHash('sha384')
      .update(readFileSync(join(ROOT, 'dist', file)))
      .digest('base64')}`;
  const integrity = { 'sport-widgets.js': sri('sport-widgets.js'), 'sport-widgets.css': sri('sport-widgets.css') };
  writeFileSync(join(ROOT, 'dist/integrity.json'), `${JSON.stringify(integrity, null, 2)}\n`);
  console.log(`loader integrity (dist/integrity.json): ${integrity['sport-widgets.js']}`);
  // Every module the loader may import, with its hash, for an import map's `integrity` (browsers refuse a module
  // whose bytes differ): the keys are relative to dist/; a page prefixes them with the URL it serves dist/ from.
  writeFileSync(
    join(ROOT, 'dist/importmap.json'),
    `${JSON.stringify(importMapIntegrity(join(ROOT, 'dist')), null, 2)}\n`,
  );
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await main();
