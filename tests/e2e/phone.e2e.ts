// A phone (issue 29), 390 × 844 with touch: in <sport-app routing="history"> the slip's bar is inside the viewport
// after a pick, Back closes a dialog and then the slip sheet before it leaves the screen, and Escape closes them; a
// standalone slip on the demo page closes with Escape and adds no entry to the host's history; a live room shows its
// video and its chat input together, with the chat log its one scroll container.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LIVE_PATHS } from '../../src/api/livePaths';
import { baseUrl, launch, loginToken, postJson } from './browser';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };

/** The element's box in the viewport. */
const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, height: r.height };
    });

describe('phone: Back, the slip bar, one scroll (issue 29)', () => {
  let browser: Browser;
  /** A page of a context of its own (its own slip in local storage), as a phone. */
  const phonePage = async (): Promise<Page> => {
    const context: BrowserContext = await browser.newContext(PHONE);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  };

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
  });

  it(
    "<sport-app routing=history>: after a pick the slip's bar is inside the viewport; Back closes the settings dialog, then the sheet, and the app stays",
    { timeout: 60_000 },
    async () => {
      const page = await phonePage();
      await page.goto(`${baseUrl()}/app?lang=ENG`);
      const odds = page.locator('sport-app sport-match-list .sport-odds:not([disabled])').first();
      await odds.tap();
      const bar = page.locator('sport-app sport-bet-slip .slip-bar-button');
      await bar.locator('.slip-count', { hasText: '1' }).waitFor();
      const barBox = await box(page, 'sport-app sport-bet-slip .slip-bar');
      assert.ok(barBox.top >= 0 && barBox.bottom <= 844, `the bar is in the viewport: ${JSON.stringify(barBox)}`);

      const url = page.url();
      const entries = await page.evaluate(() => history.length);
      const sheet = page.locator('sport-app sport-bet-slip dialog[data-sheet]').first();
      await bar.tap();
      await sheet.and(page.locator('[open]')).waitFor();
      await sheet.locator('.slip-link', { hasText: 'Settings' }).tap();
      // The settings dialog opens inside the sheet (a nested dialog).
      const settings = sheet.locator('dialog').first();
      await settings.and(page.locator('[open]')).waitFor();

      await page.goBack();
      await settings.and(page.locator(':not([open])')).waitFor({ state: 'attached' });
      assert.equal(
        await sheet.evaluate((d: HTMLDialogElement) => d.open),
        true,
        'Back closed the dialog, not the sheet',
      );
      await page.goBack();
      await sheet.and(page.locator(':not([open])')).waitFor({ state: 'attached' });
      assert.equal(page.url(), url, 'the app is still on its screen');
      assert.equal(await page.evaluate(() => history.length), entries + 2, 'one entry per sheet or dialog, no more');

      // Escape closes them too, and a sheet closed without Back takes its entry back (Back again leaves nothing open).
      await bar.tap();
      await sheet.and(page.locator('[open]')).waitFor();
      await page.keyboard.press('Escape');
      await sheet.and(page.locator(':not([open])')).waitFor({ state: 'attached' });
      await page.waitForFunction(() => !(history.state as { sportDismiss?: number } | null)?.sportDismiss);
      assert.equal(page.url(), url);
      await page.context().close();
    },
  );

  it(
    'a standalone slip (the demo page) closes its sheet with Escape and never adds to the host page history',
    { timeout: 60_000 },
    async () => {
      const page = await phonePage();
      await page.goto(`${baseUrl()}/`);
      await page.locator('#lang-picker').selectOption('ENG');
      const entries = await page.evaluate(() => history.length);
      await page.locator('sport-match-list .sport-odds:not([disabled])').first().tap();
      const bar = page.locator('sport-bet-slip .slip-bar-button');
      await bar.locator('.slip-count', { hasText: '1' }).waitFor();
      const sheet = page.locator('sport-bet-slip dialog[data-sheet]');
      await bar.tap();
      await sheet.and(page.locator('[open]')).waitFor();
      assert.equal(await page.evaluate(() => history.length), entries, 'opening the sheet added no history entry');
      await page.keyboard.press('Escape');
      await sheet.and(page.locator(':not([open])')).waitFor({ state: 'attached' });
      assert.equal(await page.evaluate(() => history.length), entries);
      await page.context().close();
    },
  );

  it(
    'a live room fills the screen: its video and its chat input show together, and the chat log is its one scroll container',
    { timeout: 60_000 },
    async () => {
      const anchors = await postJson<{ liveRoomId: string; hostId: string; matchId?: string }[]>(
        LIVE_PATHS.anchorList,
        {},
      );
      const room = anchors.find((a) => a.matchId) ?? anchors[0];
      const page = await phonePage();
      await page.goto(`${baseUrl()}/app/newSport/live?liveRoomId=${room.liveRoomId}&hostId=${room.hostId}&lang=ENG`);
      // Logged in, so the chat has its input (a visitor's chat asks to log in instead).
      const { token } = await loginToken('demo');
      await page.waitForFunction(() => 'SportWidgets' in window);
      await page.evaluate(
        (t) => (window as unknown as { SportWidgets: { setToken(t: string): void } }).SportWidgets.setToken(t),
        token,
      );
      const live = page.locator('sport-app sport-live-room');
      await live.locator('.live-stage').waitFor();
      await live.locator('.live-input input').waitFor();
      // The room at the top of the screen, under the app's sticky navigation (as a bettor scrolls to it).
      await live.locator('.live-room').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      // (A plain function body: the flows' compiler would wrap named inner functions in a helper the page lacks.)
      const layout = await live.evaluate((host) => {
        const shadow = host.shadowRoot!;
        const scrolling = /auto|scroll/;
        const inside = [...shadow.querySelectorAll('*')]
          .filter((el) => scrolling.test(getComputedStyle(el).overflowY))
          .map((el) => el.className);
        // The room's ancestors up to the page, across the app's shadow root: none scrolls (no box around the room).
        const around: string[] = [];
        for (let at: Node | null = host.parentNode; at; at = at instanceof ShadowRoot ? at.host : at.parentNode) {
          if (at instanceof Element && at !== document.documentElement && at !== document.body)
            if (scrolling.test(getComputedStyle(at).overflowY)) around.push(at.localName + '.' + at.className);
        }
        const stage = shadow.querySelector('.live-stage')!.getBoundingClientRect();
        const input = shadow.querySelector('.live-input input')!.getBoundingClientRect();
        return {
          stage: { top: stage.top, bottom: stage.bottom },
          input: { top: input.top, bottom: input.bottom },
          inside,
          around,
        };
      });
      assert.ok(
        layout.stage.top >= 0 && layout.stage.bottom <= 844,
        `video on screen: ${JSON.stringify(layout.stage)}`,
      );
      assert.ok(
        layout.input.top >= 0 && layout.input.bottom <= 844,
        `input on screen: ${JSON.stringify(layout.input)}`,
      );
      assert.deepEqual(layout.inside, ['live-log'], 'the chat log is the room’s one scroll container');
      assert.deepEqual(layout.around, [], 'nothing around the room scrolls');
      await page.context().close();
    },
  );
});
