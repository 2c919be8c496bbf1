// The embed playground: a form generated from each element's attributes, a live element, and the
// snippet a host pastes. Plain JS, like the demo page.

// The controls come from the package's manifest (dist/custom-elements.json, built from the element
// declarations), so a new attribute appears here without an edit.
const manifest = await (await fetch('/dist/custom-elements.json')).json();
const declarations = manifest.modules[0].declarations;

/** A control's spec from a manifest attribute: fixed choices make a picker, open ones a suggestion list. */
function specOf(attribute) {
  const text = attribute.type.text;
  const quoted = [...text.matchAll(/'([^']*)'/g)].map((m) => m[1]);
  const spec = { name: attribute.name, help: attribute.description };
  if (text === 'boolean') spec.choices = ['true'];
  else if (quoted.length && text.includes('string &')) spec.hints = quoted;
  else if (quoted.length) spec.choices = quoted;
  return spec;
}

// The token is never shown or put into a snippet: a host sets it from its own login.
const isShared = (name) => name !== 'token' && declarations.every((d) => d.attributes.some((a) => a.name === name));
const SHARED_ATTRIBUTES = declarations[0].attributes.filter((a) => isShared(a.name)).map(specOf);
const ELEMENTS = Object.fromEntries(
  declarations.map((d) => [d.tagName, d.attributes.filter((a) => a.name !== 'token' && !isShared(a.name)).map(specOf)]),
);

const $ = (id) => document.getElementById(id);
const values = new Map();

/** One form control for an attribute: a select for fixed choices, a text input (with suggestions) otherwise. */
function attributeControl(spec) {
  const label = document.createElement('label');
  label.append(spec.name);
  let input;
  if (spec.choices) {
    input = document.createElement('select');
    input.append(new Option('(not set)', ''), ...spec.choices.map((c) => new Option(c, c)));
  } else {
    input = document.createElement('input');
    if (spec.hints) {
      const list = document.createElement('datalist');
      list.id = `pg-hints-${spec.name}`;
      list.append(...spec.hints.map((h) => new Option(h, h)));
      input.setAttribute('list', list.id);
      label.append(list);
    }
  }
  input.name = spec.name;
  input.value = values.get(spec.name) ?? '';
  input.addEventListener('input', () => setAttribute(spec.name, input.value.trim()));
  label.append(input);
  if (spec.help) {
    const help = document.createElement('small');
    help.textContent = spec.help;
    label.append(help);
  }
  return label;
}

function currentElement() {
  return $('pg-stage').firstElementChild;
}

function setAttribute(name, value) {
  if (value) values.set(name, value);
  else values.delete(name);
  const el = currentElement();
  if (value) el.setAttribute(name, value);
  else el.removeAttribute(name);
  renderSnippet();
}

const escapeAttr = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function renderSnippet() {
  const el = currentElement();
  const attrs = [...values].map(([name, value]) => ` ${name}="${escapeAttr(value)}"`).join('');
  $('pg-snippet').value =
    `<script type="module" src="${location.origin}/dist/sport-widgets.js"></script>\n` +
    `<${el.localName}${attrs}></${el.localName}>\n` +
    '<!-- log a user in from your own login: SportWidgets.setToken(token) -->';
}

function selectElement(tag) {
  // Keep only the shared attributes' values when switching elements.
  for (const name of [...values.keys()]) if (!SHARED_ATTRIBUTES.some((a) => a.name === name)) values.delete(name);
  const el = document.createElement(tag);
  for (const [name, value] of values) el.setAttribute(name, value);
  $('pg-stage').replaceChildren(el);
  const fieldset = $('pg-attributes');
  fieldset.replaceChildren(
    fieldset.querySelector('legend'),
    ...[...ELEMENTS[tag], ...SHARED_ATTRIBUTES].map(attributeControl),
  );
  history.replaceState(null, '', `#${tag}`);
  renderSnippet();
}

const picker = $('pg-tag');
picker.append(...Object.keys(ELEMENTS).map((tag) => new Option(`<${tag}>`, tag)));
picker.value = location.hash.slice(1) in ELEMENTS ? location.hash.slice(1) : 'sport-match-list';
picker.addEventListener('change', () => selectElement(picker.value));
selectElement(picker.value);

$('pg-copy').addEventListener('click', async () => {
  const snippet = $('pg-snippet');
  try {
    await navigator.clipboard.writeText(snippet.value);
  } catch {
    // Clipboard API refused (plain http on another host): fall back to selecting for Ctrl+C.
    snippet.select();
    document.execCommand('copy');
  }
  $('pg-copied').textContent = 'Copied';
  setTimeout(() => ($('pg-copied').textContent = ''), 1500);
});
