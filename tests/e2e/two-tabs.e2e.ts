// One bettor in two tabs of one browser: when the tab reconciling a bet whose answer was lost closes, the other tab
// takes the bet over and shows it placed (the server had it), exactly once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, login } from './browser';
import { serverOrdersOfLedger } from './ledgerOrders';
import { seedSlip, upcoming } from './slipSeed';

const slip = (page: Page, css: string) => page.locator(`sport-bet-slip ${css}`);

/** The reference of the one bet in the page's ledger, once this page holds its reconcile lease. */
function leaseHeld(page: Page): Promise<unknown> {
  return page.waitForFunction(() => {
    const bet = Object.keys(localStorage).find((k) => k.startsWith('sport-widgets:bet:'));
    const ref = bet?.slice('sport-widgets:bet:'.length);
    return ref && localStorage.getItem(`sport-widgets:lease:reconcile:${ref}`) ? ref : null;
  });
}

describe('one bettor in two tabs', () => {
  let browser: Browser;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  it('the tab reconciling a lost answer closes: the other tab takes the bet over and shows it placed, one order', async () => {
    const context = await browser.newContext();
    const first = await context.newPage();
    first.setDefaultTimeout(20_000);
    await first.goto(`${baseUrl()}/`);
    await first.locator('#lang-picker').selectOption('ENG');
    const token = await login(first, 'demo');
    await seedSlip(first, await upcoming(1), 'single');
    // The first tab's bet reaches the server but its answer does not, and its lookups by reference fail: alone on
    // the page's origin, it takes the bet's reconcile lease and keeps it without resolving the bet.
    await first.route('**/v1/order/bet/singlePass', async (route) => {
      await route.fetch();
      await route.abort('failed');
    });
    await first.route('**/v1/order/byClientRef', (route) => route.abort('failed'));
    await slip(first, '.slip-stake input').fill('20');
    await slip(first, '.slip-place').click();
    await slip(first, '.slip-open-bet[data-state="unknown"]').waitFor();
    await leaseHeld(first);
    // A second tab opens: it sees the open bet and leaves it to the lease holder.
    const second = await context.newPage();
    second.setDefaultTimeout(20_000);
    await second.goto(`${baseUrl()}/`);
    await slip(second, '.slip-open-bet[data-state="unknown"]').waitFor();
    assert.equal((await serverOrdersOfLedger(second, token)).length, 1, 'the server holds the bet');
    await first.close({ runBeforeUnload: true });
    // Taken over at the second tab's next round (the closing tab gave its lease back): placed, shown as its receipt.
    await slip(second, '.slip-receipt li, .slip-open-bet[data-state="placed"] li').first().waitFor({ timeout: 6_000 });
    assert.equal((await serverOrdersOfLedger(second, token)).length, 1);
    await context.close();
  });
});
