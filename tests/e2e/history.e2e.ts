// Bet history flows against the reference server: a bet placed through the API shows unsettled, is cashed
// out in part and then in full with both records shown; a bet on a match that ends shows settled with the
// server's outcome label and amount; a reserved bet is cancelled after the confirmation; a cash-out the server
// cancels says so, apart from a failure.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { roundMoney } from '../../src/domain/exactMoney';
import { pickFavourite, placeApiBet } from './apiBets';
import { baseUrl, control, launch, loginToken, postJson, until } from './browser';

interface WireOrderRow {
  id: string;
  st: number;
  sa?: string;
  result?: number;
  cops?: string;
  cots?: string;
  mwa?: string;
}

let token = '';

const post = <T>(path: string, body: unknown) => postJson<T>(path, body, token);

const placeBet = (status: number, stake?: string) => placeApiBet(token, status, stake);

const RESULT_LABEL: Record<number, string> = {
  2: 'Draw',
  3: 'Lost',
  4: 'Won',
  5: 'Won half',
  6: 'Lost half',
  7: 'Cancelled',
};

describe('bet history', () => {
  let browser: Browser;
  let page: Page;

  before(async () => {
    token = (await loginToken('demo')).token;
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  /**
   * A new page (its own window and runtime; the last one closed) with only <sport-bet-history> on the tab, logged
   * in with the API token. Served through a route on the server's origin: content written over the demo page would
   * share its window, whose start-up script may still set the language.
   */
  async function open(tab: string): Promise<Locator> {
    const url = `${baseUrl()}/e2e-history-${tab}.html`;
    // A page per open: navigating the previous one away once hung for 20 s on a loaded CI machine.
    await page?.close();
    page = await browser.newPage();
    page.setDefaultTimeout(20_000);
    await page.route(
      url,
      (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html><body>
      <sport-bet-history lang="ENG" tab="${tab}" api-base="${baseUrl()}"></sport-bet-history>
      <script type="module" src="/dist/sport-widgets.js"></script></body></html>`,
        }),
      { times: 1 },
    );
    // The element's definition is what the flow needs; the load event also waits on every image and once
    // timed out on a loaded CI machine.
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => customElements.get('sport-bet-history'));
    await page.evaluate((t) => {
      (document.querySelector('sport-bet-history') as HTMLElement & { token: string }).token = t;
    }, token);
    return page.locator('sport-bet-history');
  }

  const orderCard = (root: Locator, orderId: string) => root.locator(`article[aria-label="Order no. ${orderId}"]`);

  /** Cashes out `principal` (or the whole remaining principal when null) through the button and the dialog. */
  async function cashOut(card: Locator, root: Locator, principal: string | null): Promise<void> {
    const button = card.locator('.history-cashout-button');
    await button.and(page.locator(':enabled')).waitFor();
    await button.click();
    const form = root.locator('.history-cashout-form');
    if (principal) await form.locator('input[name="principal"]').fill(principal);
    await form.locator('button[type="submit"]').click();
  }

  it('shows a placed bet unsettled, cashes out part of it, then the rest, and shows both cash-out records', async () => {
    const { orderId } = await placeBet(4);
    const root = await open('unsettled');
    const card = orderCard(root, orderId);
    await card.waitFor();
    await card.locator('.history-outcome', { hasText: 'Confirmed' }).waitFor();
    const [placed] = await post<WireOrderRow[]>('/v1/order/getCashOutsByIds', { ids: [orderId] });
    assert.equal(await card.locator('[data-field="amount"]').textContent(), roundMoney(placed.mwa ?? 0));
    await cashOut(card, root, '40');
    await card.locator('[data-field="remaining"]', { hasText: '60.00' }).waitFor();
    // What is left to return is the remaining stake's: the max win scaled to 60 of 100 (issue 15 item 3).
    await card.locator('[data-field="amount"]', { hasText: roundMoney((Number(placed.mwa) * 60) / 100) }).waitFor();
    await card.locator('.history-records-button', { hasText: 'Cash-out details (1)' }).waitFor();
    await cashOut(card, root, null);
    await card.waitFor({ state: 'detached' });
    await root.locator('#history-tab-settled').click();
    const settled = orderCard(root, orderId);
    await settled.locator('.history-outcome', { hasText: 'Cashed out' }).waitFor();
    await settled.locator('.history-records-button', { hasText: 'Cash-out details (2)' }).click();
    const rows = root.locator('.history-records tbody tr');
    await rows.nth(1).waitFor();
    assert.equal(await rows.count(), 2);
    assert.deepEqual(await root.locator('[data-field="record-principal"]').allTextContents(), ['40.00', '60.00']);
    const order = (await post<WireOrderRow[]>('/v1/order/getCashOutsByIds', { ids: [orderId] }))[0];
    // Return: all it paid (the cash-outs plus the settled amount); Profit: the return minus the stake of 100.
    const paid = roundMoney(Number(order.cots) + Number(order.sa ?? 0));
    assert.equal(await settled.locator('[data-field="amount"]').textContent(), paid);
    assert.equal(await settled.locator('[data-field="profit"]').textContent(), roundMoney(Number(paid) - 100));
    // The list's status filter (spec §4: CashOut 102) keeps the cashed-out order; Rejected does not list it.
    const status = root.locator('.history-range select').last();
    await status.selectOption({ label: 'Cashed out' });
    await settled.waitFor();
    await status.selectOption({ label: 'Rejected' });
    await settled.waitFor({ state: 'detached' });
    await status.selectOption({ label: 'All statuses' });
    await settled.waitFor();
  });

  it('a cash-out the server cancels says "Cash out cancelled" (取消结算), not a failure, and leaves the order whole (issue 32 item 4)', async () => {
    const { orderId } = await placeBet(4);
    const root = await open('unsettled');
    const card = orderCard(root, orderId);
    await card.locator('.history-outcome', { hasText: 'Confirmed' }).waitFor();
    await postJson('/demo/control', { action: 'cancelCashOut', orderId });
    await cashOut(card, root, '40');
    const toast = root.locator('.sport-toast', { hasText: 'Cash out cancelled' });
    await toast.waitFor();
    assert.doesNotMatch((await toast.textContent()) ?? '', /failed/i);
    assert.equal(await root.locator('.sport-toast', { hasText: 'Cash out failed' }).count(), 0);
    assert.equal(await card.locator('.history-records-button').count(), 0);
    const [order] = await post<WireOrderRow[]>('/v1/order/getCashOutsByIds', { ids: [orderId] });
    assert.equal(order.cops ?? '0.00', '0.00');
  });

  it('an auto cash-out set on the card is held by the server and fires with the page closed (issue 15 item 7)', async () => {
    const { orderId } = await placeBet(4);
    let root = await open('unsettled');
    let card = orderCard(root, orderId);
    await card.locator('.history-outcome', { hasText: 'Confirmed' }).waitFor();
    // A target the price cannot reach yet: the rule is only held.
    await card.locator('.history-auto summary').click();
    await card.locator('input[name="auto-principal"]').fill('40');
    await card.locator('input[name="auto-target"]').fill('100000');
    await card.locator('.history-auto button[type="submit"]').click();
    await card.locator('[data-field="auto"]', { hasText: 'Auto cash out 40.00 at 100000.00' }).waitFor();
    // The page goes away; the bettor lowers the target from elsewhere and the server fires it on its own.
    await page.close();
    await post('/v1/order/cashOut/auto', { orderId, principal: '40', targetReturn: '1' });
    await until(async () => {
      const [now] = await post<(WireOrderRow & { crl?: unknown[] })[]>('/v1/order/getCashOutsByIds', {
        ids: [orderId],
      });
      return !!now.crl?.length;
    }, 'the server firing the auto cash-out');
    root = await open('unsettled');
    card = orderCard(root, orderId);
    await card.locator('[data-field="remaining"]', { hasText: '60.00' }).waitFor();
    await card.locator('.history-records-button', { hasText: 'Cash-out details (1)' }).waitFor();
    assert.equal(await card.locator('[data-field="auto"]').count(), 0);
  });

  it('shows a bet settled with the right outcome label and amount once its match ends', async () => {
    const { orderId, matchId } = await placeBet(5);
    const root = await open('unsettled');
    await orderCard(root, orderId).locator('.history-outcome', { hasText: 'Confirmed' }).waitFor();
    await control('endMatch', matchId);
    const order = await until(async () => {
      const [now] = await post<WireOrderRow[]>('/v1/order/getCashOutsByIds', { ids: [orderId] });
      return now?.st === 5 ? now : undefined;
    }, 'the order settled on the server (status 5)');
    await root.locator('#history-tab-settled').click();
    const card = orderCard(root, orderId);
    await card.locator('.history-outcome', { hasText: RESULT_LABEL[order.result!] }).waitFor();
    assert.equal(await card.locator('[data-field="amount"]').textContent(), roundMoney(order.sa ?? 0));
    assert.equal(await card.locator('[data-field="leg-result"]').textContent(), RESULT_LABEL[order.result!]);
  });

  it('cancels a reserved bet after the confirmation and shows it cancelled', async () => {
    const p = await pickFavourite(token, 4);
    const reserve = await post<{ reserveId: string }>('/v1/order/reserve/bet', {
      clientRef: `e2e-r-${Date.now()}`,
      unitStake: '50',
      oddsChange: 1,
      currencyId: 'CNY',
      betOptionList: [
        { marketId: p.marketId, odds: Number((p.odds * 1.5).toFixed(2)), optionType: p.type, oddsFormat: 1 },
      ],
    });
    const root = await open('reserved');
    const card = root.locator(`article[data-reserve="${reserve.reserveId}"]`);
    await card.locator('[data-field="reserve-status"]', { hasText: 'Valid' }).waitFor();
    await card.locator('[data-action="cancel-reserve"]').click();
    await root.getByText('You are about to cancel the current reserved order').waitFor();
    await card.locator('[data-action="confirm-cancel"]').click();
    await card.locator('[data-field="reserve-status"]', { hasText: 'Cancelled' }).waitFor();
    const [status] = await post<{ status: number }[]>('/v1/order/reserve/statusInfoByIds', {
      reserveIds: [reserve.reserveId],
    });
    assert.equal(status.status, 3);
  });
});
