// The README's reference tables (attributes, elements, events, parts and properties), generated from the same
// manifest as dist/custom-elements.json. `npm run docs` rewrites them between their markers; a unit test fails
// when the README and the declarations drift apart.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildManifest, firedOnText, readEvents } from './manifest';

type Manifest = Awaited<ReturnType<typeof buildManifest>>;

const README = join(import.meta.dirname, '../README.md');
const cell = (text: string) => text.replace(/\|/g, '\\|');
const code = (text: string) => `\`${text}\``;

/** Each generated section by marker name. */
export function readmeSections(manifest: Manifest): Record<string, string> {
  const elements = manifest.modules[0].declarations;
  const common = elements[0].attributes.filter(
    (a) => !elements.some((e) => e !== elements[0] && !e.attributes.some((o) => o.name === a.name)),
  );
  const commonNames = new Set(common.map((a) => a.name));
  const attributeRow = (a: (typeof common)[number]) =>
    `| ${code(a.name)} | ${code(cell(a.type.text))} | ${a.default ? code(JSON.parse(a.default)) : '—'} | ${cell(a.description)} |`;
  const events = readEvents();
  return {
    attributes: [
      '| attribute | type | default | what it does |',
      '|---|---|---|---|',
      ...common.map(attributeRow),
    ].join('\n'),
    elements: elements
      .flatMap((el) => {
        const own = el.attributes.filter((a) => !commonNames.has(a.name));
        return [
          `#### \`<${el.tagName}>\``,
          '',
          el.description,
          '',
          ...(own.length
            ? ['| attribute | type | default | what it does |', '|---|---|---|---|', ...own.map(attributeRow), '']
            : []),
          `CSS parts: ${el.cssParts.map((p) => code(p.name)).join(', ')}.`,
          '',
        ];
      })
      .join('\n')
      .trimEnd(),
    events: [
      '| event | `detail` | fired on | when |',
      '|---|---|---|---|',
      ...events.map(
        (e) =>
          `| ${code(e.name)} | ${code(`SportEventMap['${e.name}']`)} | ${cell(firedOnText(e.name))} | ${cell(e.description)} |`,
      ),
    ].join('\n'),
    properties: [
      '| custom property | default (light, dark) |',
      '|---|---|',
      ...elements[0].cssProperties.map((p) => `| ${code(p.name)} | ${p.default ? code(cell(p.default)) : '—'} |`),
    ].join('\n'),
  };
}

/** The README with every marked section replaced by its generated text. */
export function renderReadme(readme: string, sections: Record<string, string>): string {
  return readme.replace(
    /(<!-- manifest:(\w+) -->)[\s\S]*?(<!-- \/manifest:\2 -->)/g,
    (whole: string, open: string, name: string, close: string) =>
      name in sections ? `${open}\n${sections[name]}\n${close}` : whole,
  );
}

async function main(): Promise<void> {
  const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8')) as {
    version: string;
  };
  const sections = readmeSections(await buildManifest(version));
  writeFileSync(README, renderReadme(readFileSync(README, 'utf8'), sections));
  console.log(`README: ${Object.keys(sections).length} sections from the manifest`);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await main();
