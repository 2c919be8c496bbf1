// A reserved bet end to end on the demo page against the reference server: reserved from the slip (the form
// pre-filled from the bet parameters), listed in the history's Reserved tab, modified there, fired by the
// server once the odds reach its target (an order appears), and a second one cancelled after the confirmation.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { control, launch, login, nextServerTick, openDemoPage, postJson } from './browser';
import { seedSlip, upcoming } from './slipSeed';

interface WireReserved {
  reserveId: string;
  marketId: string;
  matchId: string;
  type: string;
  optionOdd: number;
  unitStake: string;
  status: number;
}
interface WireDetail {
  mg: { mks: { id: string; op: { ty: string; od: number }[] }[] }[];
}

const VALID = 0;
const SUCCESSFUL = 1;

describe('reserved bet', () => {
  let browser: Browser;
  let page: Page;
  let token = '';

  const post = <T>(path: string, body: unknown) => postJson<T>(path, body, token);

  /** The server's current European odds of one option. */
  async function serverOdds(matchId: string, marketId: string, type: string): Promise<number> {
    const detail = await post<WireDetail>('/v1/match/getMatchDetail', { matchId });
    const market = detail.mg.flatMap((g) => g.mks).find((m) => m.id === marketId)!;
    return market.op.find((o) => o.ty === type)!.od;
  }

  const reserves = async () =>
    (await post<{ records: WireReserved[] }>('/v1/order/new/reserve/betList', { current: 1, size: 50 })).records;

  const statusOf = async (reserveId: string) =>
    (
      await post<{ status: number; orderId?: string }[]>('/v1/order/reserve/statusInfoByIds', {
        reserveIds: [reserveId],
      })
    )[0];

  /** Sets a valid reserve's target one cent above the option's current odds (asked again if the odds moved meanwhile). */
  async function retarget(reserveId: string, matchId: string, marketId: string, type: string): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if ((await statusOf(reserveId)).status !== VALID) return; // it fired meanwhile
      const odds = Math.round(((await serverOdds(matchId, marketId, type)) + 0.01) * 100) / 100;
      try {
        await post('/v1/order/reserve/update', { reserveId, odds });
        return;
      } catch {
        // the odds moved above the new target before it arrived: read them again
      }
    }
    assert.fail('the reserve could not be brought near the current odds');
  }

  before(async () => {
    browser = await launch();
    page = await openDemoPage(browser);
    token = await login(page, 'demo');
  });

  after(async () => {
    await browser?.close();
  });

  /** Reserves the slip's leg through its form with `stake`; returns what the form was pre-filled with. */
  async function reserveFromSlip(stake: string): Promise<{ target: string; range: string }> {
    const slip = page.locator('sport-bet-slip');
    await slip.locator('.slip-leg').first().waitFor();
    await slip.getByRole('button', { name: 'Reserve', exact: true }).first().click();
    const form = slip.locator('form.slip-reserve');
    await form.getByText(/^Current odds \d/).waitFor();
    const inputs = form.locator('input');
    const target = await inputs.nth(0).inputValue();
    const range = (await form.locator('small').textContent()) ?? '';
    await inputs.nth(1).fill(stake);
    await form.locator('button[type="submit"]').click();
    await form.waitFor({ state: 'detached' });
    return { target, range };
  }

  function reservedCard(reserveId: string): Locator {
    return page.locator(`sport-bet-history article[data-reserve="${reserveId}"]`);
  }

  async function openReservedTab(): Promise<void> {
    const history = page.locator('sport-bet-history');
    await history.getByRole('tab', { name: 'Unsettled' }).click();
    await history.getByRole('tab', { name: 'Reserved' }).click();
  }

  it('is reserved from the slip, listed, modified, and fired by the server at its target; another is cancelled', async () => {
    // An upcoming match far from kick-off: its prices move little while the flow runs.
    const [choice] = await upcoming(1);
    assert.ok(choice, 'an upcoming match with an open market');
    const { id: matchId } = choice.match;
    const { marketId } = choice;
    const type = choice.option.ty;
    await seedSlip(page, [choice], 'single');

    // The form is pre-filled from the bet parameters: a target above the current odds and a real range.
    const current = await serverOdds(matchId, marketId, type);
    const { target, range } = await reserveFromSlip('20');
    assert.ok(Number(target) > current - 0.2, `target ${target} near the current odds ${current}`);
    assert.doesNotMatch(range, /0\.00 to 0\.00/);
    const first = (await reserves()).find((r) => r.marketId === marketId && r.status === VALID);
    assert.ok(first, 'the server holds the reserve');
    assert.equal(first.unitStake, '20.00');

    // Listed in the Reserved tab, then modified there.
    await openReservedTab();
    const card = reservedCard(first.reserveId);
    await card.locator('[data-field="reserve-status"]', { hasText: 'Valid' }).waitFor();
    const newTarget = ((await serverOdds(matchId, marketId, type)) + 0.5).toFixed(2);
    await card.getByRole('button', { name: 'Modify' }).click();
    const dialog = page.locator('sport-bet-history').getByRole('dialog');
    await dialog.locator('input[name="reserve-stake"]').fill('25');
    await dialog.locator('input').nth(1).fill(newTarget);
    await dialog.locator('button[type="submit"]').click();
    await card.locator('[data-field="target-odds"]', { hasText: `@${newTarget}` }).waitFor();
    await card.locator('[data-field="reserve-stake"]', { hasText: '25.00' }).waitFor();

    // The server fires it once the option's odds reach the target. The simulation's price swings alternate in
    // direction, so the target is brought one cent above the current odds before each swing: the swing that
    // raises them reaches it.
    let fired: { status: number; orderId?: string } | undefined;
    for (let swing = 0; swing < 6 && !fired; swing += 1) {
      await retarget(first.reserveId, matchId, marketId, type);
      await control('moveOdds', matchId);
      // The server checks reserves on its next tick after the swing.
      await nextServerTick();
      const now = await statusOf(first.reserveId);
      if (now.status === SUCCESSFUL) fired = now;
    }
    assert.ok(fired?.orderId, 'the reserve fired and made an order');
    // The open tab follows its valid reservations (reserve/statusInfoByIds every 3000 ms): no reload.
    await reservedCard(first.reserveId).locator('[data-field="reserve-status"]', { hasText: 'Successful' }).waitFor();

    // A second reserve on the same pick is cancelled after the confirmation.
    const { target: secondTarget } = await reserveFromSlip('30');
    assert.ok(Number(secondTarget) > 1);
    const second = (await reserves()).find((r) => r.status === VALID && r.reserveId !== first.reserveId);
    assert.ok(second, 'the second reserve is held');
    await openReservedTab();
    const secondCard = reservedCard(second.reserveId);
    await secondCard.locator('[data-action="cancel-reserve"]').click();
    await page.locator('sport-bet-history').getByText('You are about to cancel the current reserved order').waitFor();
    await page.locator('sport-bet-history [data-action="confirm-cancel"]').click();
    await secondCard.locator('[data-field="reserve-status"]', { hasText: 'Cancelled' }).waitFor();
  });
});
