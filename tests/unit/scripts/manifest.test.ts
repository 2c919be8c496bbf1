// The package's contract (scripts/manifest.ts, issue 17): every declared attribute is documented, every part and
// `--sport-*` property the code uses is in dist/custom-elements.json, and the typings name every tag and event.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUNTIME_ATTRIBUTES, SHARED_PROPS } from '../../../elements/shared/attributes';
import { COMMON_ATTRIBUTES, ELEMENT_DOCS } from '../../../scripts/elementDocs';
import {
  buildManifest,
  buildReactTypes,
  buildTypes,
  buildVueTypes,
  firesOn,
  partsIn,
  readEvents,
} from '../../../scripts/manifest';
import {
  attributeValues,
  buildSvelteTypes,
  buildVscodeCssData,
  buildVscodeHtmlData,
  buildWebTypes,
} from '../../../scripts/editorData';
import { readmeSections, renderReadme } from '../../../scripts/readme';

const ROOT = join(import.meta.dirname, '../../..');
const kebab = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
const sources = (dir: string, ext: string) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(ext))
    .map((f) => readFileSync(join(ROOT, dir, f), 'utf8'));

const manifest = await buildManifest('9.9.9');
const declarations = manifest.modules[0].declarations;

describe('custom elements manifest', () => {
  it('documents exactly the attributes each element declares (elements/*/props.ts), plus the common ones', async () => {
    for (const tag of Object.keys(ELEMENT_DOCS)) {
      const { PROPS } = (await import(`../../../elements/${tag.replace(/^sport-/, '')}/props.ts`)) as {
        PROPS: Record<string, string>;
      };
      expect(Object.keys(ELEMENT_DOCS[tag].attributes).sort(), tag).toEqual(Object.keys(PROPS).map(kebab).sort());
    }
    expect(Object.keys(COMMON_ATTRIBUTES).sort()).toEqual(
      ['token', ...Object.keys(SHARED_PROPS), ...Object.keys(RUNTIME_ATTRIBUTES)].sort(),
    );
    const list = declarations.find((d) => d.tagName === 'sport-match-list')!;
    expect(list.attributes.map((a) => a.name)).toEqual(
      expect.arrayContaining(['play-type', 'league-id', 'lang', 'token']),
    );
  });

  it('reads part names from literals, both branches of a choice, and templates as a prefix', () => {
    expect(
      partsIn(`<b part="odds" /><i part={on ? 'tab tab-selected' : 'tab'} /><p part={\`state state-\${kind}\`} />`),
    ).toEqual(['odds', 'state', 'state-*', 'tab', 'tab-selected']);
  });

  it('lists every part the markup sets, in some element (a missing one fails)', () => {
    const inManifest = new Set(declarations.flatMap((d) => d.cssParts.map((p) => p.name)));
    const inCode = new Set(sources('src', '.tsx').flatMap(partsIn));
    expect(inCode.size).toBeGreaterThan(80);
    expect([...inCode].filter((p) => !inManifest.has(p))).toEqual([]);
  });

  it('lists every --sport-* custom property the styles read, with the theme defaults', () => {
    const names = new Set(declarations[0].cssProperties.map((p) => p.name));
    const used = new Set(
      [...sources('src', '.css'), ...sources('elements', '.css')].join('\n').match(/--sport-[a-z0-9-]+/g),
    );
    expect([...used].filter((p) => !names.has(p))).toEqual([]);
    expect(declarations[0].cssProperties.find((p) => p.name === '--sport-accent')?.default).toBe(
      'light-dark(#0b6bcb, #4ea3ff)',
    );
  });

  it('gives every element every event of the runtime event map, with its description', () => {
    const events = readEvents();
    expect(events.map((e) => e.name)).toContain('sport-bet-placed');
    // Each element lists the events it fires (issue 31): the page-wide ones on every element, its own actions'.
    for (const d of declarations)
      expect(d.events.map((e) => e.name)).toEqual(events.map((e) => e.name).filter((name) => firesOn(name, d.tagName)));
    const byTag = Object.fromEntries(declarations.map((d) => [d.tagName, d.events.map((e) => e.name)]));
    expect(byTag['sport-bet-slip']).toEqual(
      expect.arrayContaining(['sport-slip-change', 'sport-ready', 'sport-bet-placed']),
    );
    expect(byTag['sport-match-list']).not.toContain('sport-bet-placed');
    expect(byTag['sport-live-room']).toEqual(expect.arrayContaining(['sport-start-sport', 'start-sport']));
    expect(events.every((e) => e.description.length > 10)).toBe(true);
  });
});

describe('typings for hosts', () => {
  it('map the seven tags, the events on document and elements, and window.SportWidgets', () => {
    const types = buildTypes(manifest);
    for (const d of declarations) expect(types).toContain(`'${d.tagName}': ${d.name};`);
    expect(types).toContain(`'sport-kicked': SportEvent<'sport-kicked'>;`);
    expect(types).toMatch(/interface DocumentEventMap[\s\S]*interface HTMLElementEventMap/);
    expect(types).toContain('SportWidgets: SportWidgetsApi;');
  });

  it('put the tags into React 19 JSX with onsport-* handlers', () => {
    const react = buildReactTypes(manifest);
    expect(react).toContain(`declare module 'react'`);
    expect(react).toContain(`'onsport-bet-placed'?: (event: SportEvent<'sport-bet-placed'>) => void;`);
    expect(react).toContain(`'sport-app': DetailedHTMLProps<HTMLAttributes<SportAppElement>, SportAppElement>`);
  });
});

describe('Vue typings', () => {
  it('make the tags global components with their attributes and onSport… listeners', () => {
    const vue = buildVueTypes(manifest);
    expect(vue).toContain(`declare module 'vue'`);
    expect(vue).toContain(`'sport-bet-history': DefineComponent<SportBetHistoryAttributes & SportVueEvents>;`);
    expect(vue).toContain(`onSportBetPlaced?: (event: SportEvent<'sport-bet-placed'>) => void;`);
  });
});

describe('editor data (issue 31 item 7)', () => {
  const described = (text: unknown) => typeof text === 'string' && text.length > 10;

  it('web-types.json lists every element, attribute and event of the manifest with descriptions and value enums', () => {
    const webTypes = buildWebTypes(manifest);
    const elements = webTypes.contributions.html.elements;
    expect(elements.map((e) => e.name)).toEqual(declarations.map((d) => d.tagName));
    for (const d of declarations) {
      const el = elements.find((e) => e.name === d.tagName)!;
      expect(described(el.description), d.tagName).toBe(true);
      expect(el.attributes.map((a) => a.name)).toEqual(d.attributes.map((a) => a.name));
      expect(el.attributes.filter((a) => !described(a.description)).map((a) => a.name)).toEqual([]);
      expect(el.events.map((e) => e.name)).toEqual(d.events.map((e) => e.name));
      expect(el.events.filter((e) => !described(e.description)).map((e) => e.name)).toEqual([]);
      expect(el.css.parts.map((p) => p.name)).toEqual(d.cssParts.map((p) => p.name));
    }
    const playType = elements[0].attributes.find((a) => a.name === 'play-type')!;
    expect(playType.values?.map((v) => v.name)).toEqual([
      'rolling',
      'today',
      'today-and-rolling',
      'favourite',
      'outright',
      'all',
    ]);
    const tab = elements.find((e) => e.name === 'sport-match-detail')!.attributes.find((a) => a.name === 'tab')!;
    expect(tab.description).toContain('Default: `markets`');
    expect(webTypes.contributions.css.properties.map((p) => p.name)).toEqual(
      declarations[0].cssProperties.map((p) => p.name),
    );
  });

  it("reads an attribute's values from its type: quoted members only, true/false for a boolean, none when open", () => {
    expect(attributeValues("'light' | 'dark' | 'auto'")).toEqual(['light', 'dark', 'auto']);
    expect(attributeValues("'BRA' | 'ENG' | (string & {})")).toEqual(['BRA', 'ENG']);
    expect(attributeValues('boolean')).toEqual(['true', 'false']);
    expect(attributeValues('string')).toEqual([]);
    expect(attributeValues('number')).toEqual([]);
  });

  it('VS Code HTML custom data lists every tag and attribute with descriptions; CSS data every token and part', () => {
    const html = buildVscodeHtmlData(manifest);
    expect(html.tags.map((t) => t.name)).toEqual(declarations.map((d) => d.tagName));
    for (const d of declarations) {
      const tag = html.tags.find((t) => t.name === d.tagName)!;
      expect(tag.attributes.map((a) => a.name)).toEqual(d.attributes.map((a) => a.name));
      expect(tag.attributes.filter((a) => !described(a.description.value)).map((a) => a.name)).toEqual([]);
      for (const e of d.events) expect(tag.description.value).toContain(`\`${e.name}\``);
    }
    const css = buildVscodeCssData(manifest);
    expect(css.properties.map((p) => p.name)).toEqual(declarations[0].cssProperties.map((p) => p.name));
    expect(css.properties.find((p) => p.name === '--sport-accent')?.description.value).toContain('light-dark(');
    const parts = new Set(declarations.flatMap((d) => d.cssParts.map((p) => `::part(${p.name})`)));
    expect(css.pseudoElements.map((p) => p.name).sort()).toEqual([...parts].sort());
  });

  it('the emitted .d.ts gives each attribute its description as JSDoc, which JSX, Vue and Svelte hovers show', () => {
    const types = buildTypes(manifest).split('\n');
    const start = types.indexOf('export interface SportMatchListAttributes {');
    const playType = types.findIndex((line, i) => i > start && line.startsWith("  'play-type'?:"));
    expect(types[playType - 1]).toBe('  /** The play-type tab shown first. */');
    // Every attribute of every element, not only that one.
    for (const d of declarations) {
      const at = types.indexOf(`export interface ${d.name.replace(/Element$/, 'Attributes')} {`);
      for (const [i, a] of d.attributes.entries()) {
        expect(types[at + 1 + 2 * i + 1], d.tagName).toMatch(new RegExp(`^  '${a.name}'\\?:`));
        expect(types[at + 1 + 2 * i], `${d.tagName} ${a.name}`).toMatch(/^  \/\*\* .{10,} \*\/$/);
      }
    }
  });

  it('Svelte typings put every tag into SvelteHTMLElements with its attributes and listeners', () => {
    const svelte = buildSvelteTypes(manifest);
    expect(svelte).toContain(`declare module 'svelte/elements'`);
    for (const d of declarations)
      expect(svelte).toContain(
        `'${d.tagName}': HTMLAttributes<${d.name}> & ${d.name.replace(/Element$/, 'Attributes')}`,
      );
    expect(svelte).toContain(`'onsport-bet-placed'?: (event: SportEvent<'sport-bet-placed'>) => void;`);
    expect(svelte).toContain(`'on:sport-bet-placed'?: (event: SportEvent<'sport-bet-placed'>) => void;`);
  });

  it('package.json names only files the build writes, inside its published files (web-types, exports, types)', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      exports: Record<string, string | { types?: string; default?: string }>;
      files: string[];
      types: string;
      customElements: string;
      'web-types': string;
    };
    const script = readFileSync(join(ROOT, 'scripts/manifest.ts'), 'utf8');
    const written = new Set([
      'dist/sport-widgets.js', // Vite's entry
      ...[...script.matchAll(/writeFileSync\(join\(ROOT, '(dist\/[^']+)'\)/g)].map((m) => m[1]),
    ]);
    for (const editorFile of [
      'web-types.json',
      'vscode.html-custom-data.json',
      'vscode.css-custom-data.json',
      'svelte.d.ts',
    ])
      expect(written, editorFile).toContain(`dist/${editorFile}`);
    const named = [
      pkg.types,
      pkg.customElements,
      pkg['web-types'],
      ...Object.values(pkg.exports).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v))),
    ].map((path) => path!.replace(/^\.\//, ''));
    expect(pkg['web-types']).toBe('./dist/web-types.json');
    expect(named.filter((path) => path.startsWith('dist/') && !written.has(path))).toEqual([]);
    expect(pkg.files).toContain('dist');
    expect(pkg.exports['./svelte']).toEqual({ types: './dist/svelte.d.ts' });
  });
});

describe('README reference', () => {
  it('has the attribute, element, event and property tables the manifest gives (run npm run docs after a change)', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const sections = readmeSections(manifest);
    expect(Object.keys(sections)).toEqual(['attributes', 'elements', 'events', 'properties']);
    for (const name of Object.keys(sections)) expect(readme).toContain(`<!-- manifest:${name} -->`);
    expect(renderReadme(readme, sections)).toBe(readme);
  });
});
