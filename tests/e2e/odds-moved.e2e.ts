// Odds moved under the slip (demo control moveOdds) in each accept mode, on the demo page against the reference
// server: "none" asks to accept first, "any" places at the new odds; either way one order. (bet-safety.e2e.ts: a bet
// never placed twice.)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { chooseAccept, onBettingPageEachTest, slip } from './bettingPage';
import { serverOrdersOfLedger } from './ledgerOrders';
import { control } from './browser';
import { seedSlip, upcoming } from './slipSeed';
import { explainSlip } from './slipDiagnosis';

describe('odds moved under the slip, on the demo page', () => {
  let page: Page;
  let token: string;
  onBettingPageEachTest((opened) => ({ page, token } = opened));

  for (const [choice, label, asks] of [
    ['Do not accept odds changes', 'none', true],
    ['Accept any odds', 'any', false],
  ] as const) {
    it(`odds moved under the slip with accept mode "${label}": ${asks ? 'asks to accept first' : 'places at the new odds'}`, async () => {
      // Only the demo control moves the pick's prices here: upcoming() holds them from the simulation's own moves (one
      // while the bet confirms would refuse it under "none").
      const [pick] = await upcoming(1);
      await seedSlip(page, [pick], 'single');
      await chooseAccept(page, choice);
      await slip(page, '.slip-stake input').fill('20');
      const explain = explainSlip(page, page.locator('sport-bet-slip'));
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
      await slip(page, '.slip-receipt li').first().waitFor().catch(explain);
      assert.equal((await serverOrdersOfLedger(page, token)).length, 1);
    });
  }
});
