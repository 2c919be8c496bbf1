// Editor data from the same manifest as dist/custom-elements.json (scripts/manifest.ts), so neither can drift from the
// element declarations: dist/web-types.json (JetBrains IDEs, package.json `web-types`), dist/vscode.html-custom-data.json
// and dist/vscode.css-custom-data.json (VS Code's `html.customData` / `css.customData` settings) and dist/svelte.d.ts
// (the tags in Svelte's `SvelteHTMLElements`). Written by `npm run build`; the unit tier checks them.
import type { buildManifest } from './manifest';
import { firedOnText, readEvents } from './manifest';

type Manifest = Awaited<ReturnType<typeof buildManifest>>;
type Declaration = Manifest['modules'][0]['declarations'][number];
type Attribute = Declaration['attributes'][number];

const README_URL = 'https://www.npmjs.com/package/sport-widgets#';
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

/** The values an attribute takes, read from its type (`'a' | 'b' | (string & {})` → a, b); none for open types. */
export function attributeValues(type: string): string[] {
  if (type === 'boolean') return ['true', 'false'];
  return [...type.matchAll(/'([^']*)'/g)].map((m) => m[1]);
}

/** The attribute's description with its default, as one text. */
export function attributeText(a: Attribute): string {
  return a.default ? `${a.description} Default: \`${JSON.parse(a.default) as string}\`.` : a.description;
}

const eventText = (e: { name: string; description: string }) => `${e.description} Fired on ${firedOnText(e.name)}.`;

/** Each CSS part with the elements whose markup sets it. */
function partsByName(elements: Declaration[]): Map<string, string[]> {
  const parts = new Map<string, string[]>();
  for (const el of elements) for (const p of el.cssParts) parts.set(p.name, [...(parts.get(p.name) ?? []), el.tagName]);
  return new Map([...parts].sort(([a], [b]) => a.localeCompare(b)));
}

const partText = (name: string, tags: string[]) =>
  `${name.endsWith('*') ? 'A part per kind' : 'A part'} of ${tags.map((t) => `<${t}>`).join(', ')}` +
  ` (\`${tags[0]}::part(${name})\`); <sport-app> exports it as \`sport-app::part(${tags[0].replace(/^sport-/, '')}-${name})\`.`;

const propertyText = (p: { name: string; default?: string }) =>
  `Theme token of the sport-* elements, set on the element or an ancestor.${p.default ? ` Default (light, dark): \`${p.default}\`.` : ''}`;

/** dist/web-types.json: the JetBrains web-types (schema 2) of the tags, their attributes, events, parts and tokens. */
export function buildWebTypes(manifest: Manifest) {
  const elements = manifest.modules[0].declarations;
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: manifest.package.name,
    version: manifest.package.version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: elements.map((el) => ({
          name: el.tagName,
          description: el.description,
          'doc-url': `${README_URL}${anchor(el.tagName)}`,
          attributes: el.attributes.map((a) => {
            const values = attributeValues(a.type.text);
            return {
              name: a.name,
              description: attributeText(a),
              ...(a.default ? { default: JSON.parse(a.default) as string } : {}),
              value: { type: a.type.text, kind: 'plain' },
              ...(values.length ? { values: values.map((name) => ({ name })) } : {}),
            };
          }),
          events: el.events.map((e) => ({ name: e.name, description: eventText(e) })),
          js: {
            properties: el.members.map((m) => ({ name: m.name, type: m.type.text, description: m.description })),
            events: el.events.map((e) => ({ name: e.name, type: e.type.text, description: eventText(e) })),
          },
          // The parts for `::part()` (the tokens are the same for every element: page-wide under css.properties).
          css: { parts: el.cssParts.map((p) => ({ name: p.name, description: partText(p.name, [el.tagName]) })) },
        })),
      },
      css: {
        properties: elements[0].cssProperties.map((p) => ({ name: p.name, description: propertyText(p) })),
      },
    },
  };
}

const markdown = (value: string) => ({ kind: 'markdown', value });

/** dist/vscode.html-custom-data.json: VS Code's HTML custom data (version 1.1) of the tags and their attributes. */
export function buildVscodeHtmlData(manifest: Manifest) {
  const elements = manifest.modules[0].declarations;
  return {
    version: 1.1,
    tags: elements.map((el) => ({
      name: el.tagName,
      description: markdown(
        [
          el.description,
          `Events: ${el.events.map((e) => `\`${e.name}\``).join(', ')}.`,
          `CSS parts: ${el.cssParts.map((p) => `\`${p.name}\``).join(', ')}.`,
        ].join('\n\n'),
      ),
      attributes: el.attributes.map((a) => {
        const values = attributeValues(a.type.text);
        return {
          name: a.name,
          description: markdown(attributeText(a)),
          ...(values.length ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
      references: [{ name: 'README', url: `${README_URL}${anchor(el.tagName)}` }],
    })),
  };
}

/** dist/vscode.css-custom-data.json: the `--sport-*` tokens and the `::part()` names for VS Code's CSS support. */
export function buildVscodeCssData(manifest: Manifest) {
  const elements = manifest.modules[0].declarations;
  return {
    version: 1.1,
    properties: elements[0].cssProperties.map((p) => ({ name: p.name, description: markdown(propertyText(p)) })),
    pseudoElements: [...partsByName(elements)].map(([name, tags]) => ({
      name: `::part(${name})`,
      description: markdown(partText(name, tags)),
    })),
  };
}

/** dist/svelte.d.ts: the tags in Svelte's `SvelteHTMLElements`, with their attributes and event handlers. */
export function buildSvelteTypes(manifest: Manifest): string {
  const elements = manifest.modules[0].declarations;
  const handlers = readEvents().flatMap((e) => [
    `  /** ${eventText(e)} (Svelte 5) */`,
    `  'on${e.name}'?: (event: SportEvent<'${e.name}'>) => void;`,
    `  /** ${eventText(e)} (Svelte 4) */`,
    `  'on:${e.name}'?: (event: SportEvent<'${e.name}'>) => void;`,
  ]);
  return [
    "// Generated by scripts/editorData.ts: the widgets in Svelte's element typings. Import once: `import type {} from 'sport-widgets/svelte';`",
    "import type { HTMLAttributes } from 'svelte/elements';",
    `import type { SportEvent, ${elements.flatMap((el) => [el.name, el.name.replace(/Element$/, 'Attributes')]).join(', ')} } from './sport-widgets';`,
    '',
    '/** The `onsport-*` (Svelte 5) and `on:sport-*` (Svelte 4) listeners. */',
    'interface SportSvelteEvents {',
    ...handlers,
    '}',
    '',
    "declare module 'svelte/elements' {",
    '  interface SvelteHTMLElements {',
    ...elements.map(
      (el) =>
        `    '${el.tagName}': HTMLAttributes<${el.name}> & ${el.name.replace(/Element$/, 'Attributes')} & SportSvelteEvents;`,
    ),
    '  }',
    '}',
    '',
  ].join('\n');
}
