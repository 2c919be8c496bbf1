// The embed playground: a form generated from each element's attributes, a live element, and the
// snippet a host pastes. Plain JS, like the demo page.

const LANGS = ['BRA', 'CMN', 'ENG', 'JPN', 'SAU', 'SPA', 'THA', 'VIE', 'ZHO'];
const SPORTS = [
  'football',
  'basketball',
  'tennis',
  'volleyball',
  'baseball',
  'snooker',
  'tabletennis',
  'badminton',
  'hockey',
  'handball',
  'americanfootball',
  'rugby',
  'efootball',
  'ebasketball',
];

/** Attributes every element accepts (elements/shared/createElement.ts); `choices` makes a picker, `hints` a suggestion list. */
const SHARED_ATTRIBUTES = [
  { name: 'lang', choices: LANGS, help: 'interface language' },
  { name: 'theme', choices: ['light', 'dark'] },
  { name: 'mode', choices: ['desktop', 'mobile'] },
  { name: 'odds-format', choices: ['europe', 'hongkong', 'malay', 'indonesia'] },
  { name: 'currency', choices: ['CNY', 'USD', 'USDT', 'EUR', 'GBP', 'HKD', 'THB', 'VND', 'JPY'] },
  { name: 'sport-ids', choices: ['main', 'labels'], help: "which of the spec's two sport-id readings the server uses" },
  { name: 'api-base', help: "sportsbook API origin; empty = this page's origin" },
];

/** Each element's own attributes (elements/<name>/define.ts PROPS, in kebab-case). */
const ELEMENTS = {
  'sport-match-list': [
    { name: 'sport', hints: SPORTS },
    { name: 'play-type', hints: ['rolling', 'today', 'today-and-rolling', 'favourite', 'outright', 'all'] },
    { name: 'league-id' },
  ],
  'sport-match-detail': [{ name: 'match-id', help: 'the match to show' }],
  'sport-bet-slip': [],
  'sport-bet-history': [{ name: 'tab' }],
  'sport-live-room': [{ name: 'live-room-id' }, { name: 'host-id' }],
  'sport-goal-notify': [],
  'sport-app': [{ name: 'base-path' }, { name: 'routing' }],
};

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
