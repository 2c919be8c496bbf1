// A session the server ends, on the demo page against the reference server (issue 15 item 9): a second login of
// the same user answers the first page's next request with 505; every element then says so in the user's
// language, betting asks for a login, the public feed stays live, and "Log in again" asks the host.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { control, launch, login, loginToken, openDemoPage, pushDelivered, recordPush, until } from './browser';
import { seedSlip, upcoming } from './slipSeed';

const banner = (page: Page, tag: string) => page.locator(`${tag} [part="session-end"]`);
const REPLACED = 'You signed in on another device, so betting here is paused.';

describe('session ended by the server', () => {
  let browser: Browser;
  let page: Page;

  before(async () => {
    browser = await launch();
    page = await openDemoPage(browser);
    await login(page, 'demo');
    // The pick's price is held (upcoming()): this flow is about the session, and a price the simulation moved
    // meanwhile would turn Place into "Accept odds changes" instead of the "Log in to bet" it checks.
    await seedSlip(page, await upcoming(1), 'single');
  });

  after(async () => {
    await browser?.close();
  });

  it('a second login elsewhere (505) shows the banner in every element, keeps the feed live and asks the host to log in again', async () => {
    await page.locator('sport-bet-slip .slip-place').waitFor();
    await loginToken('demo'); // the same user logs in on another device: the page's token is now replaced
    // The page's next request with the old token is answered 505 (a background poll may get there first, and then
    // the logged-out history has no tab to click).
    await page
      .locator('sport-bet-history')
      .getByRole('tab', { name: 'Settled', exact: true })
      .click({ timeout: 5_000 })
      .catch(() => undefined);

    for (const tag of ['sport-match-list', 'sport-bet-slip', 'sport-bet-history']) {
      const shown = banner(page, tag);
      await shown.waitFor();
      assert.equal(await shown.locator('span').textContent(), REPLACED, tag);
      assert.equal(await shown.getAttribute('role'), 'alert');
    }
    await page.locator('#event-log [data-event="sport-kicked"]').waitFor();
    assert.equal(await page.locator('#login-status').textContent(), 'Logged out');

    // Betting waits for a login: the slip keeps its pick and its button asks to log in.
    assert.equal(await page.locator('sport-bet-slip .slip-place').textContent(), 'Log in to bet');
    // The public feed stays live: the push socket was not closed, and the list still answers. A price move after
    // the kick reaches the page through its push socket.
    const [{ match }] = await upcoming(1);
    const odds = `js1.${match.id}`;
    await recordPush(page, odds);
    await control('moveOdds', match.id);
    await until(
      async () => (await pushDelivered(page, odds)).length > 0,
      'a price move pushed to the page after the kick',
    );
    assert.equal(
      await page.locator('#event-log [data-event="sport-connection"]').filter({ hasText: 'closed' }).count(),
      0,
    );
    assert.equal(await page.locator('sport-match-list .sport-banner[data-state="closed"]').count(), 0);

    await banner(page, 'sport-bet-slip').locator('button').click();
    const asked = page.locator('#event-log [data-event="sport-login-required"]').first();
    await asked.waitFor();
    assert.match((await asked.textContent()) ?? '', /session-replaced/);

    // A new login clears the banner everywhere.
    await login(page, 'demo');
    await banner(page, 'sport-bet-slip').waitFor({ state: 'detached' });
    assert.equal(await banner(page, 'sport-match-list').count(), 0);
  });
});
