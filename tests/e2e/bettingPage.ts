// The demo page set up for the betting flows (betting.e2e.ts, bet-safety.e2e.ts): a fresh context logged in as the
// flow file's copy of the demo user, with the slip accepting any odds change, and what those flows read of it.
import { after, before, beforeEach } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launch, login } from './browser';

export const slip = (page: Page, css: string) => page.locator(`sport-bet-slip ${css}`);

/** Picks the accept-odds mode in the slip's settings panel (saved to system/cfg/set). */
export async function chooseAccept(page: Page, choice: string): Promise<void> {
  await slip(page, '.slip-header button').filter({ hasText: 'Settings' }).click();
  await slip(page, '.slip-choice label').filter({ hasText: choice }).locator('input').check();
  await slip(page, 'dialog[open] .sport-dialog-close').click();
}

/** The user's CNY balance as the server holds it. */
export async function serverBalance(token: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/forehead/user/info`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  const { data } = (await response.json()) as { data: { balanceList: { coinCode: string; balance: string }[] } };
  return data.balanceList.find((b) => b.coinCode === 'CNY')!.balance;
}

/** The number in the slip's balance line ("9,980.00 CNY" -> 9980). */
export async function shownBalance(page: Page): Promise<number> {
  const text = (await slip(page, '[data-field="balance"]').textContent()) ?? '';
  return Number(text.replace(/[^0-9.]/g, ''));
}

/** A fresh context on the demo page in English, logged in, its slip accepting any odds change; the page times out after 20 s. */
async function openBettingPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${baseUrl()}/`);
  await page.locator('#lang-picker').selectOption('ENG');
  const token = await login(page, 'demo');
  // Odds move all the time in the simulation; flows that are not about acceptance accept any change.
  await chooseAccept(page, 'Accept any odds');
  return { context, page, token };
}

/**
 * Registers a betting flow file's hooks (call it inside its describe): one browser for the file, and before each test
 * the last test's context closed and a fresh one opened on the demo page, handed to `use`.
 */
export function onBettingPageEachTest(
  use: (opened: { context: BrowserContext; page: Page; token: string }) => void,
): void {
  let browser: Browser;
  let context: BrowserContext | undefined;
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await context?.close();
    const opened = await openBettingPage(browser);
    context = opened.context;
    use(opened);
  });
}
