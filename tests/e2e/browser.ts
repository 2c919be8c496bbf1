// Shared helpers for the end-to-end flows: Debian's Chromium through playwright-core (never a
// downloaded browser), the reference server's URL, and its demo login and control endpoints.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { basename } from 'node:path';
import { CHROMIUM_ARGS } from '../support/chromiumArgs.mjs';
import { CONTROL_HEADER } from '../support/referenceServer.mjs';

/**
 * What every context of the flows starts with unless a flow says otherwise: prefers-reduced-motion. The flows check
 * what the widgets do, not how they animate (the browser tier checks the animations and their reduced-motion rules),
 * and a list whose prices move flashes them without end: measured, an idle demo page kept headless Chromium at about
 * a fifth of a core with motion, 3 % without, on the two cores the flows, the server and the other lane share.
 */
export const CONTEXT_DEFAULTS: BrowserContextOptions = { reducedMotion: 'reduce' };

/**
 * The run's one Chromium (tests/e2e/run.mjs serves it at E2E_BROWSER_WS): each file connects and works in contexts
 * of its own (`browser.newPage()` makes one per page); `browser.close()` closes them and disconnects. Without
 * E2E_BROWSER_WS, launches headless Chromium from /usr/bin/chromium (or CHROME_PATH). Its contexts and pages start
 * from CONTEXT_DEFAULTS.
 */
export async function launch(): Promise<Browser> {
  const ws = process.env.E2E_BROWSER_WS;
  const browser = ws
    ? await chromium.connect(ws)
    : await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options = {}) => reportErrors(await newContext({ ...CONTEXT_DEFAULTS, ...options }));
  browser.newPage = async (options = {}) => {
    const page = await newPage({ ...CONTEXT_DEFAULTS, ...options });
    reportErrors(page.context());
    return page;
  };
  return browser;
}

/**
 * Prints what a page of the context threw and what it logged as an error, with the flow's name: a flow that timed
 * out waiting for a screen (a room that never opened, four tests in a row on a loaded CI) said nothing of why.
 */
function reportErrors(context: BrowserContext): BrowserContext {
  context.on('weberror', (error) => console.error(`page error (${FLOW}): ${error.error().message}`));
  context.on('console', (message) => {
    if (message.type() === 'error') console.error(`page console error (${FLOW}): ${message.text()}`);
  });
  return context;
}

/** A new page of `browser` on the demo page in `lang`, waiting up to 20 s for what the flows look for. */
export async function openDemoPage(browser: Browser, lang = 'ENG'): Promise<Page> {
  const page = await browser.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${baseUrl()}/`);
  await page.locator('#lang-picker').selectOption(lang);
  return page;
}

/** The reference server's base URL (no trailing slash), as tests/e2e/run.mjs passes it. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the flows through `node tests/e2e/run.mjs`');
  return url.replace(/\/+$/, '');
}

interface Envelope<T> {
  code: number;
  msg?: string;
  data: T;
}

/** POSTs JSON to the reference server (as `token`'s user when given) and resolves its envelope's data; refusals throw. */
export async function postJson<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: token } : {}),
      // The demo control answers only callers holding the test server's secret (tests/e2e/run.mjs passes it).
      ...(path === '/demo/control' ? { [CONTROL_HEADER]: process.env.E2E_CONTROL_SECRET ?? '' } : {}),
    },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!response.ok || envelope.code !== 1)
    throw new Error(`${path} refused: HTTP ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.data;
}

export type DemoUser = 'demo' | 'usd' | 'usdt' | 'admin';

/** This flow file's name ("betting" for tests/e2e/betting.e2e.ts; node's test runner runs each file as a process). */
const FLOW =
  basename(process.argv[1] ?? 'flow', '.e2e.ts')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, 40) || 'flow';

/**
 * The server's name of demo user `user` for this flow file: its own copy ("demo~betting", made by the test server at
 * its first login), so flow files run side by side without kicking each other's sessions or sharing bets and settings.
 */
export const userName = (user: DemoUser) => `${user}~${FLOW}`;

/**
 * The first of `ids` (matches a flow would use, in its order of preference) that no other flow file running beside
 * this one has claimed, claimed now for this file: no file ends, scores in or holds the prices of another's match.
 */
export function claimMatch(ids: string[]): Promise<string> {
  return postJson('/demo/control', { action: 'claimMatch', flow: FLOW, ids });
}

/**
 * Logs `user` in through the demo page's header (the page must be the demo page) and waits until the
 * widgets' runtime holds the token. Returns the token.
 */
export async function login(page: Page, user: DemoUser = 'demo'): Promise<string> {
  const name = userName(user);
  await page.locator('#user-picker').evaluate((select: HTMLSelectElement, name) => {
    if (![...select.options].some((o) => o.value === name)) select.add(new Option(name, name));
  }, name);
  await page.locator('#user-picker').selectOption(name);
  // The first goal's push alert is over the page's top corner for 5 s unless confirmed; a notice leaves after 3.3 s.
  for (let attempt = 0; ; attempt += 1) {
    const alert = page.locator('sport-goal-notify .goal-alert-confirm');
    // (It may leave by itself between the two calls: gone is what the click is for.)
    if (await alert.isVisible()) await alert.click({ timeout: 1_000 }).catch(() => undefined);
    const clicked = await page
      .locator('#login-button')
      .click({ timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (clicked) break;
    if (attempt >= 3) throw new Error('the login button stayed covered');
  }
  await page
    .locator('#login-status')
    .filter({ hasText: `Logged in as ${name}` })
    .waitFor();
  const token = await page.waitForFunction(() => localStorage.getItem('st-auth'));
  return (await token.jsonValue()) as string;
}

/** Gets a token for `user` straight from the server, for flows that set it on the page themselves. */
export async function loginToken(user: DemoUser = 'demo'): Promise<{ token: string; uid: string | number }> {
  return postJson('/demo/login', { user: userName(user) });
}

/**
 * Resolves with `check()`'s value once it is truthy, asking every `everyMs`; after `ms` fails naming `what` (the
 * condition waited for) and the last value. Every wait of the flows names its condition this way, never a bare sleep.
 */
export async function until<T>(
  check: () => T | Promise<T>,
  what: string,
  ms = 20_000,
  everyMs = 100,
): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() >= end) throw new Error(`waited ${ms} ms for ${what}; last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** The timings the reference server runs with (its test knobs; null: the spec's). */
export function serverTimings(): Promise<{ betDecisionMs: number | null; chatGapMs: number }> {
  return postJson('/demo/control', { action: 'timings' });
}

/** How many open push sockets of the server have subscribed to `channel`. */
export function pushSubscribers(channel: string): Promise<number> {
  return postJson('/demo/control', { action: 'subscribers', channel });
}

/** Resolves once the server's simulation has ticked after now (orders are decided and reserves fire on a tick). */
export async function nextServerTick(): Promise<void> {
  const now = await postJson<number>('/demo/control', { action: 'now' });
  await until(async () => (await postJson<number>('/demo/control', { action: 'now' })) > now, 'the next server tick');
}

let probes = 0;

/** Runs in the page: its push client (the runtime's 'push' singleton), or null while no element has made it. */
function pagePush(): {
  subscribe(channel: string, handler: (data: unknown) => void): () => void;
  isSubscribed(channel: string): boolean;
} | null {
  const runtime = (globalThis as unknown as Record<symbol, { singleton(key: string, create: () => never): unknown }>)[
    Symbol.for('sport-widgets.runtime')
  ];
  try {
    return runtime.singleton('push', () => {
      throw new Error('no push socket yet'); // leaves the singleton unmade
    }) as ReturnType<typeof pagePush>;
  } catch {
    return null;
  }
}

/**
 * Resolves once the server holds the page's push subscriptions to `channels`: the page has sent them, and a probe
 * channel subscribed after them on the same socket (the server reads a socket's commands in order) is counted.
 * Runs its page-side code through eval: for pages without a strict CSP (the demo page).
 */
export async function pushReady(page: Page, channels: string[]): Promise<void> {
  await page.waitForFunction(
    ({ source, channels }) => {
      const push = (0, eval)(`(${source})`)() as ReturnType<typeof pagePush>;
      return !!push && channels.every((c) => push.isSubscribed(c));
    },
    { source: pagePush.toString(), channels },
  );
  const probe = `e2e.probe.${process.pid}.${(probes += 1)}`;
  await page.evaluate(
    ({ source, probe }) => {
      const push = (0, eval)(`(${source})`)() as NonNullable<ReturnType<typeof pagePush>>;
      (globalThis as unknown as Record<string, () => void>)[probe] = push.subscribe(probe, () => undefined);
    },
    { source: pagePush.toString(), probe },
  );
  await until(async () => (await pushSubscribers(probe)) > 0, `the server's subscriptions of the page to ${channels}`);
  await page.evaluate((probe) => (globalThis as unknown as Record<string, () => void>)[probe](), probe);
}

/**
 * Records what the page's push socket delivers on `channel` from now on (after the page's own listeners of it, in
 * the same delivery), and resolves once the server holds the subscription. Read it with pushDelivered().
 */
export async function recordPush(page: Page, channel: string): Promise<void> {
  await page.waitForFunction((source) => !!(0, eval)(`(${source})`)(), pagePush.toString());
  await page.evaluate(
    ({ source, channel }) => {
      const push = (0, eval)(`(${source})`)() as NonNullable<ReturnType<typeof pagePush>>;
      const w = globalThis as unknown as { __e2ePush?: Record<string, unknown[]> };
      const seen: unknown[] = ((w.__e2ePush ??= {})[channel] ??= []);
      push.subscribe(channel, (data) => seen.push(data));
    },
    { source: pagePush.toString(), channel },
  );
  await pushReady(page, [channel]);
}

/** What the page's push socket delivered on a channel recorded with recordPush(). */
export function pushDelivered<T = unknown>(page: Page, channel: string): Promise<T[]> {
  return page.evaluate(
    (channel) => ((globalThis as unknown as { __e2ePush?: Record<string, T[]> }).__e2ePush?.[channel] ?? []) as T[],
    channel,
  );
}

export type ControlAction = 'goal' | 'endMatch' | 'moveOdds' | 'dropSockets' | 'liftChatBans';
export type RoomControlAction =
  'pushOrder' | 'redEnvelope' | 'lottery' | 'unlockRoom' | 'lockRoom' | 'muteRoom' | 'unmuteRoom' | 'busyChat';

/** Drives the simulation through the server's demo control endpoint (a goal, the end of a match, …). */
export function control(action: ControlAction, matchId?: string): Promise<unknown> {
  return postJson('/demo/control', { action, matchId });
}

/** Forces a host's pushed order (G04), a red envelope (G02), a lottery (G06, drawn after drawSeconds), the room's unlock or a busy chat (50 messages a second) in a live room now. */
export function roomControl(action: RoomControlAction, liveRoomId: string, drawSeconds?: number): Promise<unknown> {
  return postJson('/demo/control', { action, liveRoomId, ...(drawSeconds ? { drawSeconds } : {}) });
}
