// Betting flows on the demo page against the reference server: a single and a parlay placed and confirmed;
// the answer of a bet lost in the network, a reload, and the bet reconciled and placed exactly once; odds
// moved under the slip (control moveOdds) in each accept mode.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { roundMoney } from '../../src/domain/exactMoney';
import { placeApiBet } from './apiBets';
import { serverOrdersOfLedger } from './ledgerOrders';
import { baseUrl, control, launch, login, postJson, until } from './browser';
import { seedSlip, upcoming } from './slipSeed';

const slip = (page: Page, css: string) => page.locator(`sport-bet-slip ${css}`);

/** Picks the accept-odds mode in the slip's settings panel (saved to system/cfg/set). */
async function chooseAccept(page: Page, choice: string): Promise<void> {
  await slip(page, '.slip-header button').filter({ hasText: 'Settings' }).click();
  await slip(page, '.slip-choice label').filter({ hasText: choice }).locator('input').check();
  await slip(page, 'dialog[open] .sport-dialog-close').click();
}

/** The user's CNY balance as the server holds it. */
async function serverBalance(token: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/forehead/user/info`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  const { data } = (await response.json()) as { data: { balanceList: { coinCode: string; balance: string }[] } };
  return data.balanceList.find((b) => b.coinCode === 'CNY')!.balance;
}

/** The number in the slip's balance line ("9,980.00 CNY" -> 9980). */
async function shownBalance(page: Page): Promise<number> {
  const text = (await slip(page, '[data-field="balance"]').textContent()) ?? '';
  return Number(text.replace(/[^0-9.]/g, ''));
}

describe('betting on the demo page', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext();
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${baseUrl()}/`);
    await page.locator('#lang-picker').selectOption('ENG');
    token = await login(page, 'demo');
    // Odds move all the time in the simulation; flows that are not about acceptance accept any change.
    await chooseAccept(page, 'Accept any odds');
  });

  it('places a single from the slip and sees it confirmed on a receipt that replaces the slip (issue 15 item 5)', async () => {
    await seedSlip(page, await upcoming(1), 'single');
    await slip(page, '.slip-stake input').fill('20');
    await slip(page, '.slip-place').click();
    const line = slip(page, '.slip-receipt li[data-status="success"]');
    await line.waitFor();
    assert.equal((await serverOrdersOfLedger(page, token)).length, 1);
    // The receipt: the stake, the odds the server accepted and what they return; the entries are out of the way.
    assert.equal(await line.locator('[data-field="receipt-stake"]').textContent(), '20.00');
    const accepted = Number(/Odds (\d+(?:\.\d+)?)/.exec((await line.textContent()) ?? '')?.[1]);
    assert.equal(await line.locator('[data-field="receipt-return"]').textContent(), roundMoney(20 * accepted));
    assert.equal(await slip(page, '.slip-stakes').count(), 0);
    await slip(page, '.slip-receipt button').filter({ hasText: 'Keep selections' }).click();
    await slip(page, '.slip-stakes').waitFor();
  });

  it('after a bet: the balance the server holds and the bet in Unsettled, without a reload (issue 15 items 2, 6)', async () => {
    await seedSlip(page, await upcoming(1), 'single');
    await slip(page, '[data-field="balance"]').waitFor();
    const before = await shownBalance(page);
    await slip(page, '.slip-stake input').fill('20');
    await slip(page, '.slip-place').click();
    await slip(page, '.slip-receipt li[data-status="success"]').waitFor();
    const after = Number(await serverBalance(token));
    assert.equal(after, before - 20);
    // The receipt replaces the entries; keeping the selections brings the stake area, and its balance, back.
    await slip(page, '.slip-receipt button').filter({ hasText: 'Keep selections' }).click();
    await page.waitForFunction(
      (want) =>
        Number(
          (
            document.querySelector('sport-bet-slip')?.shadowRoot?.querySelector('[data-field="balance"]')
              ?.textContent ?? ''
          ).replace(/[^0-9.]/g, ''),
        ) === want,
      after,
    );
    const [order] = await serverOrdersOfLedger(page, token);
    await page.locator(`sport-bet-history article[aria-label="Order no. ${order.id}"]`).waitFor();
  });

  it("the shown balance follows a cash-out and a settlement to the server's, without a reload (issue 15 item 2)", async () => {
    await seedSlip(page, await upcoming(1), 'single');
    await slip(page, '.slip-stake input').fill('20');
    await slip(page, '.slip-place').click();
    await slip(page, '.slip-receipt li[data-status="success"]').waitFor();
    await slip(page, '.slip-receipt button').filter({ hasText: 'Keep selections' }).click();
    const orders = await serverOrdersOfLedger(page, token);
    /** Waits until the slip shows the balance the server holds now (it moves on the server first). */
    const shownEqualsServer = async (what: string, ms: number) => {
      await until(
        async () => (await shownBalance(page)) === Number(await serverBalance(token)),
        `the shown balance equal to the server's ${what}`,
        ms,
      ).catch(async (error: Error) =>
        assert.fail(`${error.message}: shown ${await shownBalance(page)}, server ${await serverBalance(token)}`),
      );
    };
    // A full cash-out of the bet, through its card in <sport-bet-history>.
    const card = page.locator(`sport-bet-history article[aria-label="Order no. ${orders[0].id}"]`);
    const cashOut = card.locator('.history-cashout-button');
    await cashOut.and(page.locator(':enabled')).waitFor();
    const beforeCashOut = Number(await serverBalance(token));
    await cashOut.click();
    await page.locator('sport-bet-history .history-cashout-form button[type="submit"]').click();
    await until(
      async () => Number(await serverBalance(token)) !== beforeCashOut,
      'the cash-out paid on the server',
      10_000,
    );
    await shownEqualsServer('after the cash-out', 5_000);
    // A bet on a live match, placed from another device, settles when its match ends: no push says so; the page
    // asks for its balance within 20 s.
    const { matchId } = await placeApiBet(token, 5, '10');
    const beforeSettlement = Number(await serverBalance(token));
    await control('endMatch', matchId);
    await shownEqualsServer('after the settlement', 25_000);
    assert.ok(Number(await serverBalance(token)) >= beforeSettlement, 'a settled bet never takes money');
  });

  it('places two singles with different stakes at once, on one receipt; "Same stake for all" copies a stake (issue 15 item 4)', async () => {
    await seedSlip(page, await upcoming(2), 'single');
    const stakes = slip(page, '.slip-stake input');
    await stakes.nth(1).waitFor();
    // "Same stake for all" copies the stake being typed to every single.
    await stakes.nth(0).fill('25');
    await slip(page, '.slip-link').filter({ hasText: 'Same stake for all' }).click();
    assert.equal(await stakes.nth(1).inputValue(), '25');
    await stakes.nth(0).fill('20');
    await stakes.nth(1).fill('30');
    await slip(page, '.slip-place').click();
    const lines = slip(page, '.slip-receipt li[data-status="success"]');
    await lines.nth(1).waitFor();
    assert.deepEqual(await slip(page, '.slip-receipt [data-field="receipt-stake"]').allTextContents(), [
      '20.00',
      '30.00',
    ]);
    assert.equal((await serverOrdersOfLedger(page, token)).length, 2);
  });

  it('places a parlay (the staked series only) whose combined odds on the receipt are the ones shown before (issue 15 item 4)', async (t) => {
    // Accept mode "none": a price that moves before the click asks first, so what is placed is what was shown.
    await chooseAccept(page, 'Do not accept odds changes');
    const picks = await upcoming(2);
    // The simulation leaves both matches' prices alone meanwhile: under "none" the server refuses a bet whose odds
    // fall while it confirms, and a move in that second failed this flow now and then.
    for (const { match } of picks) await postJson('/demo/control', { action: 'holdOdds', matchId: match.id });
    t.after(async () => {
      for (const { match } of picks)
        await postJson('/demo/control', { action: 'holdOdds', matchId: match.id, on: 'false' }).catch(() => undefined);
    });
    await seedSlip(page, picks, 'parlay');
    // The page is in English: the 2串1 (one bet of both legs) is named "2-fold".
    const full = slip(page, '.slip-stake').filter({ hasText: '2-fold' });
    await full.locator('input').fill('10');
    const shown = async () => /2-fold @ (\d+\.\d\d)/.exec((await full.textContent()) ?? '')?.[1];
    const accept = slip(page, '.slip-place').filter({ hasText: 'Accept odds changes' });
    const line = slip(page, '.slip-receipt li[data-status="success"]');
    let before = await shown();
    await slip(page, '.slip-place').click();
    // A price that moved before the click asks to accept it first: accept, read the new combined odds, place.
    for (let attempt = 0; attempt < 3 && !(await line.isVisible()); attempt += 1) {
      await line.or(accept).first().waitFor();
      if (!(await accept.isVisible())) break;
      await accept.click();
      before = await shown();
      await slip(page, '.slip-place').filter({ hasText: 'Place bet' }).click();
    }
    await line.waitFor();
    assert.ok(before, 'the slip showed the combined odds');
    assert.match((await line.textContent()) ?? '', new RegExp(`2-fold @ ${before!.replace('.', '\\.')}`));
    assert.equal((await serverOrdersOfLedger(page, token)).length, 1);
  });

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
    await page.reload();
    await slip(page, '.slip-orders li').first().waitFor();
    const orders = await serverOrdersOfLedger(page, token);
    assert.equal(orders.length, 1);
    // One submission in the ledger: the lost answer was reconciled, never resent.
    assert.equal(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sport-widgets:bet:')).length),
      1,
    );
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

  for (const [choice, label, asks] of [
    ['Do not accept odds changes', 'none', true],
    ['Accept any odds', 'any', false],
  ] as const) {
    it(`odds moved under the slip with accept mode "${label}": ${asks ? 'asks to accept first' : 'places at the new odds'}`, async (t) => {
      const [pick] = await upcoming(1);
      // Only the demo control moves the pick's prices here (a move of the simulation's own while the bet confirms
      // would refuse it under "none").
      await postJson('/demo/control', { action: 'holdOdds', matchId: pick.match.id });
      t.after(() =>
        postJson('/demo/control', { action: 'holdOdds', matchId: pick.match.id, on: 'false' }).catch(() => undefined),
      );
      await seedSlip(page, [pick], 'single');
      await chooseAccept(page, choice);
      await slip(page, '.slip-stake input').fill('20');
      await control('moveOdds', pick.match.id);
      await slip(page, '.slip-odds').first().waitFor();
      // Pre-bet info refreshes every 5 s: wait until the slip shows the moved odds.
      await page.waitForFunction(
        (picked) => {
          const text = document.querySelector('sport-bet-slip')?.shadowRoot?.querySelector('.slip-odds')?.textContent;
          return text !== undefined && text !== null && Number(text) !== picked;
        },
        pick.option.od,
        { timeout: 15_000 },
      );
      if (asks) {
        await slip(page, '.slip-change').waitFor();
        await slip(page, '.slip-place').filter({ hasText: 'Accept odds changes' }).click();
        await slip(page, '.slip-place').filter({ hasText: 'Place bet' }).click();
      } else {
        await slip(page, '.slip-place').filter({ hasText: 'Place bet' }).click();
      }
      await slip(page, '.slip-receipt li').first().waitFor();
      assert.equal((await serverOrdersOfLedger(page, token)).length, 1);
    });
  }
});
