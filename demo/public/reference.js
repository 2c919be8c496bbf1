// The integration reference page: one section per element, rendered from the package's manifest
// (dist/custom-elements.json), so it always says what the built elements accept and send.

const manifest = await (await fetch('/dist/custom-elements.json')).json();
const integrity = await (await fetch('/dist/integrity.json')).json();
const importMap = await (await fetch('/dist/importmap.json')).json();
// The strict page's own header: the policy shown is the one that page runs under, never a copy.
const strictPage = await fetch('/csp.html', { method: 'HEAD' });

const { version } = manifest.package;
const cdn = `https://cdn.jsdelivr.net/npm/sport-widgets@${version}/dist`;
document.getElementById('cdn-snippet').textContent = `<link rel="stylesheet" href="${cdn}/sport-widgets.css"
  integrity="${integrity['sport-widgets.css']}" crossorigin="anonymous" />
<script type="module" src="${cdn}/sport-widgets.js"
  integrity="${integrity['sport-widgets.js']}" crossorigin="anonymous"></script>`;
// The import map that makes the browser check every chunk the loader imports (keys made absolute for the CDN).
const chunkIntegrity = Object.fromEntries(
  Object.entries(importMap.integrity).map(([file, hash]) => [`${cdn}/${file.replace(/^\.\//, '')}`, hash]),
);
document.getElementById('import-map-snippet').textContent =
  `<script type="importmap">\n${JSON.stringify({ integrity: chunkIntegrity }, null, 2)}\n</script>`;
document.getElementById('csp-policy').textContent = (strictPage.headers.get('content-security-policy') ?? '')
  .replace(/'nonce-[^']+'/g, "'nonce-…'")
  .replaceAll('; ', ';\n');

/** An element with text content (never HTML: descriptions are data). */
function el(tag, text, children = []) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = text;
  node.append(...children);
  return node;
}

/** A table of `rows` (arrays of cell texts) under `headers`. */
function table(headers, rows) {
  return el('table', null, [
    el('thead', null, [
      el(
        'tr',
        null,
        headers.map((h) => el('th', h)),
      ),
    ]),
    el(
      'tbody',
      null,
      rows.map((row) =>
        el(
          'tr',
          null,
          row.map((cell) => el('td', cell)),
        ),
      ),
    ),
  ]);
}

const root = document.getElementById('ref');
for (const d of manifest.modules[0].declarations) {
  const section = el('section', null, [
    el('h2', `<${d.tagName}>`),
    el('p', d.description),
    el('h3', 'Attributes'),
    table(
      ['attribute', 'type', 'default', 'what it does'],
      d.attributes.map((a) => [a.name, a.type.text, a.default ? JSON.parse(a.default) : '—', a.description]),
    ),
    el('h3', 'Events'),
    table(
      ['event', 'when'],
      d.events.map((e) => [e.name, e.description]),
    ),
    el('h3', 'CSS parts'),
    el('p', d.cssParts.map((p) => p.name).join(', ')),
    el('h3', 'Custom properties'),
    table(
      ['property', 'default'],
      d.cssProperties.map((p) => [p.name, p.default ?? '—']),
    ),
  ]);
  section.id = d.tagName;
  root.append(section);
}
