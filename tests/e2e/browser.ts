// Shared helpers for the end-to-end flows: Debian's Chromium through playwright-core (never a
// downloaded browser), the reference server's URL, and its demo login and control endpoints.
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../support/chromiumArgs.mjs';

/** Launches headless Chromium from /usr/bin/chromium (or CHROME_PATH). */
export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
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
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!response.ok || envelope.code !== 1)
    throw new Error(`${path} refused: HTTP ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.data;
}

export type DemoUser = 'demo' | 'usd' | 'usdt' | 'admin';

/**
 * Logs `user` in through the demo page's header (the page must be the demo page) and waits until the
 * widgets' runtime holds the token. Returns the token.
 */
export async function login(page: Page, user: DemoUser = 'demo'): Promise<string> {
  await page.locator('#user-picker').selectOption(user);
  // The first goal's push alert stays over the page's top corner until confirmed; a notice leaves after 3.3 s.
  for (let attempt = 0; ; attempt += 1) {
    const alert = page.locator('sport-goal-notify .goal-alert-confirm');
    if (await alert.isVisible()) await alert.click();
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
    .filter({ hasText: `Logged in as ${user}` })
    .waitFor();
  const token = await page.waitForFunction(() => localStorage.getItem('st-auth'));
  return (await token.jsonValue()) as string;
}

/** Gets a token for `user` straight from the server, for flows that set it on the page themselves. */
export async function loginToken(user: DemoUser = 'demo'): Promise<{ token: string; uid: string | number }> {
  return postJson('/demo/login', { user });
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
