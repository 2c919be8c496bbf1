// The widgets on a page with a strict Content Security Policy (issue 17): the reference server's /csp.html, whose
// scripts and styles pass only by nonce, with no unsafe-eval or unsafe-inline and Trusted Types required. The list
// renders live, a pick reaches the slip, and the page records no policy violation and no error.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch } from './browser';

describe('strict CSP host page', () => {
  let browser: Browser;
  let page: Page;

  before(async () => {
    browser = await launch();
    page = await browser.newPage();
    page.setDefaultTimeout(20_000);
  });

  after(async () => {
    await browser?.close();
  });

  it('renders the list and the slip with no policy violation', async () => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.goto(`${baseUrl()}/csp.html`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    assert.match(policy, /require-trusted-types-for 'script'/);
    assert.doesNotMatch(policy, /unsafe-(eval|inline)/);
    await page.locator('sport-match-list .sport-odds:not([disabled])').first().click();
    await page.locator('sport-bet-slip .slip-leg').waitFor();
    // A violation is reported by an event queued when it happens: once the page has painted the leg and then gone
    // idle, every report of what rendered it has been delivered.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
          ),
        ),
    );
    const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    assert.deepEqual(violations, []);
    assert.deepEqual(errors, []);
  });
});
