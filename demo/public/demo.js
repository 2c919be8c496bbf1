// The demo host page: what a real host does with the widgets (log in, pick language/theme/layout,
// listen to events). Plain JS on purpose: hosts include one script tag and write no build step.

/** Every event of src/runtime/events.ts (SportEventMap); the e2e tier checks the two stay in step. */
export const WIDGET_EVENTS = [
  'sport-ready',
  'sport-login-required',
  'sport-token-expired',
  'sport-kicked',
  'sport-navigate',
  'sport-bet-placed',
  'sport-cashed-out',
  'sport-slip-change',
  'sport-connection',
  'sport-start-sport',
  'sport-open-goal-notify',
  'sport-game-jump',
  'start-sport',
  'open-goal-notify',
  'game-jump',
];

const TAGS = [
  'sport-match-list',
  'sport-match-detail',
  'sport-bet-slip',
  'sport-bet-history',
  'sport-goal-notify',
  'sport-live-room',
  'sport-app',
];
const PREFS_KEY = 'sport-demo-prefs';
const LOG_LIMIT = 200;

const $ = (id) => document.getElementById(id);
// The loader installs window.SportWidgets synchronously; module scripts run in order, so it exists here.
const widgets = () => window.SportWidgets;

/** Sets (or with null removes) one attribute on every widget element on the page. */
function setOnAllWidgets(name, value) {
  for (const el of document.querySelectorAll(TAGS.join(','))) {
    if (value === null) el.removeAttribute(name);
    else el.setAttribute(name, value);
  }
}

function readPrefs() {
  try {
    return JSON.parse(localStorage.getItem(PREFS_KEY) || '{}');
  } catch {
    return {};
  }
}

function savePrefs(patch) {
  localStorage.setItem(PREFS_KEY, JSON.stringify({ ...readPrefs(), ...patch }));
}

/** Language through the host API and the `lang` attribute, as the two ways a host may do it. */
function applyLanguage(lang) {
  widgets().configure({ lang });
  setOnAllWidgets('lang', lang);
  savePrefs({ lang });
}

function applyTheme(theme) {
  setOnAllWidgets('theme', theme);
  document.documentElement.dataset.demoTheme = theme;
  savePrefs({ theme });
}

function applyMode(mode) {
  setOnAllWidgets('mode', mode);
  savePrefs({ mode });
}

function showLoggedIn(user) {
  $('login-status').textContent = user ? `Logged in as ${user}` : 'Logged out';
  $('login-button').hidden = Boolean(user);
  $('logout-button').hidden = !user;
  $('user-picker').disabled = Boolean(user);
}

async function login(user) {
  $('login-status').textContent = 'Logging in…';
  try {
    const response = await fetch('/demo/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user }),
    });
    const body = await response.json();
    if (body.code !== 1 || !body.data?.token) throw new Error(body.msg || `login refused (${response.status})`);
    widgets().setToken(body.data.token);
    savePrefs({ user });
    showLoggedIn(user);
  } catch (error) {
    $('login-status').textContent = `Login failed: ${error.message}`;
  }
}

function logout() {
  widgets().logout();
  savePrefs({ user: null });
  showLoggedIn(null);
}

function openMatch(matchId) {
  if (!matchId) return;
  $('match-id-input').value = matchId;
  document.querySelector('sport-match-detail')?.setAttribute('match-id', matchId);
}

/** Opens a live room: the route a widget asks for is /newSport/live?liveRoomId=…&hostId=…. */
function openRoomFromPath(path) {
  const url = new URL(path || '/', location.origin);
  const liveRoomId = url.pathname === '/newSport/live' ? url.searchParams.get('liveRoomId') : null;
  if (!liveRoomId) return false;
  const room = document.querySelector('sport-live-room');
  if (!room) return false;
  room.setAttribute('live-room-id', liveRoomId);
  const hostId = url.searchParams.get('hostId');
  if (hostId) room.setAttribute('host-id', hostId);
  else room.removeAttribute('host-id');
  room.scrollIntoView({ block: 'nearest' });
  return true;
}

/** The room the live-room element shows now (its attribute, or the one picked from its list). */
function openRoomId() {
  const room = document.querySelector('sport-live-room');
  return (
    room?.shadowRoot?.querySelector('[data-room].live-room')?.getAttribute('data-room') ??
    room?.getAttribute('live-room-id')
  );
}

/** Asks the reference server's demo control to make the open room's host act now. */
async function roomControl(action) {
  const status = $('room-control-status');
  const liveRoomId = openRoomId();
  if (!liveRoomId) {
    status.textContent = 'Open a room first';
    return;
  }
  const response = await fetch('/demo/control', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action, liveRoomId, drawSeconds: 10 }),
  });
  const body = await response.json().catch(() => ({}));
  status.textContent = body.code === 1 ? `${action}: done in ${liveRoomId}` : `${action}: ${body.msg ?? 'refused'}`;
}

/** A match id of a widget route: '/match-detail?matchId=123' (what the list emits), '/match/123' or '/matches/123/markets'. */
function matchIdFromPath(path) {
  const url = new URL(path || '/', location.origin);
  return url.searchParams.get('matchId') ?? /\/match(?:es)?\/([^/?#]+)/.exec(url.pathname)?.[1] ?? null;
}

function logEvent(event) {
  const item = document.createElement('li');
  const time = document.createElement('time');
  time.textContent = new Date().toLocaleTimeString();
  const name = document.createElement('strong');
  name.textContent = event.type;
  const source = document.createElement('span');
  source.textContent = event.target?.localName ?? '';
  const detail = document.createElement('code');
  detail.textContent = JSON.stringify(event.detail ?? null);
  item.dataset.event = event.type;
  item.append(time, ' ', name, ' ', source, ' ', detail);
  const log = $('event-log');
  // Newest last, like a console: appending moves no earlier line (no layout shift on the demo page).
  log.append(item);
  while (log.childElementCount > LOG_LIMIT) log.firstElementChild.remove();
  log.parentElement.scrollTop = log.parentElement.scrollHeight;
}

function onWidgetEvent(event) {
  logEvent(event);
  // A live room (a match's room badge, the list's anchor cards) opens in the live-room element; the live room
  // itself announces its own route, which needs nothing.
  if (event.type === 'sport-navigate' && event.detail?.element !== 'sport-live-room')
    openRoomFromPath(event.detail?.path) || openMatch(matchIdFromPath(event.detail?.path));
  if (event.type === 'start-sport') openMatch(event.detail?.matchId);
  // A real host opens its login dialog here; the demo's login form is the header.
  if (event.type === 'sport-login-required') $('login-button').focus();
  if (event.type === 'sport-token-expired' || event.type === 'sport-kicked') {
    savePrefs({ user: null });
    showLoggedIn(null);
  }
}

for (const name of WIDGET_EVENTS) document.addEventListener(name, onWidgetEvent);

const prefs = readPrefs();
for (const [id, value, apply] of [
  ['lang-picker', prefs.lang, applyLanguage],
  ['theme-picker', prefs.theme, applyTheme],
  ['mode-picker', prefs.mode, applyMode],
]) {
  const picker = $(id);
  if (value) picker.value = value;
  apply(picker.value);
  picker.addEventListener('change', () => apply(picker.value));
}

// A stored token outlives a reload (the runtime restores it from st-auth); show who it belongs to.
showLoggedIn(localStorage.getItem('st-auth') ? prefs.user || 'a stored session' : null);
if (prefs.user) $('user-picker').value = prefs.user;

$('login-form').addEventListener('submit', (event) => {
  event.preventDefault();
  login($('user-picker').value);
});
$('logout-button').addEventListener('click', logout);
$('match-form').addEventListener('submit', (event) => {
  event.preventDefault();
  openMatch($('match-id-input').value.trim());
});
$('clear-log').addEventListener('click', () => $('event-log').replaceChildren());
$('room-controls').addEventListener('click', (event) => {
  const action = event.target.closest?.('[data-room-action]')?.dataset.roomAction;
  if (action) void roomControl(action);
});

// <sport-app> is the whole sportsbook in one tag: it lives on the page only while its section is open.
$('app-section').addEventListener('toggle', (event) => {
  const section = event.currentTarget;
  if (!section.open) {
    section.querySelector('sport-app')?.remove();
    return;
  }
  const app = document.createElement('sport-app');
  for (const id of ['lang-picker', 'theme-picker', 'mode-picker'])
    app.setAttribute(id.replace('-picker', ''), $(id).value);
  section.append(app);
});
