// A bet is never placed twice nor lost, on the demo page against the reference server: the answer of a bet lost in the
// network, a reload, and the bet reconciled and placed exactly once; a lost answer the book decided meanwhile; pre-bet
// info slower than its refresh; the same bet clicked in two tabs; storage full. (Placing and balances: betting.e2e.ts;
// odds moved under the slip: odds-moved.e2e.ts.)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { BET_PATHS } from '../../src/api/betPaths';
import { onBettingPageEachTest, slip } from './bettingPage';
import { serverOrdersOfLedger } from './ledgerOrders';
import { baseUrl, nextServerTick } from './browser';
import { seedSlip, upcoming } from './slipSeed';
import { explainSlip } from './slipDiagnosis';

describe('a bet placed once, on the demo page', () => {
  let context: BrowserContext;
  let page: Page;
  let token: string;
  onBettingPageEachTest((opened) => ({ context, page, token } = opened));

  it('loses the answer of a bet, reloads, and sees it reconciled and placed exactly once', async () => {
    await seedSlip(page, await upcoming(1), 'single');
    // The bet reaches the server, but its answer never reaches the page.
    await page.route('**/v1/order/bet/singlePass', async (route) => {
      await route.fetch();
      await route.abort('failed');
    });
    await slip(page, '.slip-stake input').fill('15');
    await slip(page, '.slip-place').click();
    await slip(page, '.slip-open-bet[data-state="unknown"], .slip-receipt').first().waitFor();
    await page.unroute('**/v1/order/bet/singlePass');
    const explain = explainSlip(page, page.locator('sport-bet-slip'));
    await page.reload();
    await slip(page, '.slip-orders li').first().waitFor().catch(explain);
    const orders = await serverOrdersOfLedger(page, token);
    assert.equal(orders.length, 1);
    // One submission in the ledger: the lost answer was reconciled, never resent.
    assert.equal(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sport-widgets:bet:')).length),
      1,
    );
  });

  it('a bet whose answer was lost until the book decided it is reconciled without a reload, and its Bet placed toast shows', async () => {
    await seedSlip(page, await upcoming(1), 'single');
    // The bet reaches the server; its answer is dropped only after the book's next decision round.
    await page.route('**/v1/order/bet/singlePass', async (route) => {
      await route.fetch();
      await nextServerTick();
      await nextServerTick();
      await route.abort('failed');
    });
    await slip(page, '.slip-stake input').fill('12');
    await slip(page, '.slip-place').click();
    const toast = slip(page, '.sport-toast[data-link]');
    await toast.waitFor();
    await page.unroute('**/v1/order/bet/singlePass');
    assert.match((await toast.textContent()) ?? '', /Bet placed/);
    assert.equal((await serverOrdersOfLedger(page, token)).length, 1);
  });

  it('on a slow network (pre-bet info slower than its 5 s refresh) Place says Loading… until the info comes, then places', async () => {
    // Each answer is held 6 s, and the first ones until the flow has seen the slip waiting for them.
    let seen: () => void = () => undefined;
    const waited = new Promise<void>((resolve) => (seen = resolve));
    await page.route(`**${BET_PATHS.preBet}`, async (route) => {
      await Promise.all([waited, new Promise((resolve) => setTimeout(resolve, 6000))]);
      await route.continue().catch(() => undefined); // the page may have gone on meanwhile
    });
    await seedSlip(page, await upcoming(1), 'single');
    await slip(page, '.slip-stake input').fill('11');
    assert.equal(await slip(page, '.slip-why').textContent(), 'Loading…');
    assert.equal(await slip(page, '.slip-place').isDisabled(), true);
    seen();
    await slip(page, '.slip-place:not([disabled])').click();
    await slip(page, '.sport-toast[data-link]').waitFor();
    await page.unroute(`**${BET_PATHS.preBet}`);
  });

  it('the same bet clicked in two tabs at the same moment makes one order, and both tabs show its receipt', async () => {
    await seedSlip(page, await upcoming(1), 'single');
    const other = await context.newPage();
    other.setDefaultTimeout(20_000);
    await other.goto(`${baseUrl()}/`);
    // Every answer is held until both clicks are made, so that both are in flight together.
    let bothClicked: () => void = () => undefined;
    const clicked = new Promise<void>((resolve) => (bothClicked = resolve));
    await context.route('**/v1/order/bet/singlePass', async (route) => {
      await clicked;
      await route.continue();
    });
    for (const tab of [page, other]) await slip(tab, '.slip-stake input').fill('20');
    await Promise.all([slip(page, '.slip-place').click(), slip(other, '.slip-place').click()]).finally(bothClicked);
    for (const tab of [page, other]) await slip(tab, '.slip-receipt li').first().waitFor();
    await context.unroute('**/v1/order/bet/singlePass');
    assert.equal((await serverOrdersOfLedger(page, token)).length, 1);
    await other.close();
  });

  it('with storage full, a bet whose answer was lost is not sent twice and the slip says it will not survive a reload', async () => {
    await seedSlip(page, await upcoming(1), 'single');
    // The host origin's storage is at quota for everything we write from now on.
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    const posted: string[] = [];
    await page.route('**/v1/order/bet/singlePass', async (route) => {
      posted.push(route.request().postData() ?? '');
      await route.fetch();
      await route.abort('failed');
    });
    // Reconciliation (after UNKNOWN_GRACE_MS, 15 s) waits until the second click: on a slow machine it used to
    // come first, show the receipt in place of the stake input, and leave the test waiting for an input.
    await page.route('**/v1/order/byClientRef', (route) => route.abort('failed'));
    await slip(page, '.slip-stake input').fill('15');
    await slip(page, '.slip-place').click();
    await slip(page, '.slip-open-bet[data-state="unknown"] .slip-error').waitFor();
    // Typed through the DOM until the slip holds it.
    await page.waitForFunction(() => {
      const input = document
        .querySelector('sport-bet-slip')
        ?.shadowRoot?.querySelector<HTMLInputElement>('.slip-stake input');
      if (!input || input.value === '15') return !!input;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '15');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      return false;
    });
    // A programmatic click: while the order-status poll reconciles, the slip re-renders and Playwright's pointer
    // click sometimes waited 20 s for a "stable" button (2 runs in about 7; cause not found, see the session note).
    await slip(page, '.slip-place').evaluate((button) => (button as HTMLButtonElement).click());
    await page.unroute('**/v1/order/bet/singlePass');
    await page.unroute('**/v1/order/byClientRef');
    // Reconciliation by reference finds the one order the server made.
    await slip(page, '.slip-receipt li, .slip-open-bet[data-state="placed"] li').first().waitFor();
    assert.equal(posted.length, 1);
  });
});
