// The money moment (issue 28) on the demo page against the reference server: each bad stake refused before any
// request with its own message (ENG, CMN, SAU), the maximum capped at the balance, returns following a moved price
// in "never accept" mode, a double click on Accept odds changes placing nothing, and a pick's stake field three key
// presses away.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import Decimal from 'decimal.js';
import { roundMoney } from '../../src/domain/exactMoney';
import { groupedMoney } from '../../src/domain/stakeEntry';
import { baseUrl, launch, login, control, postJson, type DemoUser } from './browser';
import { seedSlip, upcoming } from './slipSeed';
import { serverOrdersOfLedger } from './ledgerOrders';

type Pick = Awaited<ReturnType<typeof upcoming>>[number];

/** An upcoming match's handicap, picked on the away side (the side a "Home - Away" heading does not name), its names in `lang`. */
async function awayHandicap(lang: string): Promise<Pick & { line: string }> {
  const response = await fetch(`${baseUrl()}/v1/match/getList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ languageType: lang, current: 1, size: 50 }),
  });
  const records = ((await response.json()) as { data: { records: Pick['match'][] } }).data.records;
  for (const match of records) {
    if (match.ms !== 4 || match.bt < Date.now() + 20 * 60_000) continue;
    for (const group of match.mg) {
      const market = group.mks.find((k) => k.au === 1 && k.ss === 1 && k.op.every((o) => o.od > 1));
      const away = market?.op.find((o) => o.ty === 'A' && /^[-+]\d|^\d+\.\d/.test(o.nm));
      if (market && away) return { match, marketId: market.id, option: away, marketName: group.nm, line: away.nm };
    }
  }
  throw new Error('no upcoming handicap on the list');
}

/** Matches whose prices this file holds still (their picks' simulation moves stop; goals and moveOdds still move). */
const held = new Set<string>();

/** Seeds the slip with `picks` after holding their matches' prices, so a placement is never refused as "odds changed". */
async function seedHeld(page: Page, picks: Awaited<ReturnType<typeof upcoming>>, mode: 'single' | 'parlay') {
  for (const { match } of picks) {
    await postJson('/demo/control', { action: 'holdOdds', matchId: match.id });
    held.add(match.id);
  }
  await seedSlip(page, picks, mode);
}

/**
 * Clicks the slip's button until the receipt shows: Accept odds changes first when a change waits (never both at
 * once); a refusal fails the flow (the picks' prices are held, see seedHeld).
 */
async function placeUntilReceipt(page: Page): Promise<void> {
  const receipt = slip(page, '.slip-receipt li');
  const refused = slip(page, '.slip-stakes > .slip-error[data-failure]');
  while ((await receipt.count()) === 0) {
    const answered = page
      .waitForResponse((r) => /\/v1\/order\/(bet\/singlePass|betMultiple)/.test(r.url()))
      .catch(() => undefined);
    await slip(page, '.slip-place:not([data-armed]):not([disabled])').click();
    // Accept changes the button's meaning; Place gets an answer from the server.
    const placed = await Promise.race([
      slip(page, '.slip-place[data-armed]')
        .waitFor()
        .then(() => false),
      answered.then(() => true),
    ]);
    if (!placed) continue;
    await receipt.first().or(refused).waitFor();
    if ((await receipt.count()) === 0) assert.fail(`refused: ${await refused.textContent()}`);
  }
}

/** The x of the first and last characters of an element's text as drawn (its visual order). */
async function glyphEnds(page: Page, css: string): Promise<[number, number]> {
  return page.evaluate((selector) => {
    const el = document.querySelector('sport-bet-slip')!.shadowRoot!.querySelector(selector)!;
    const text = el.firstChild as Text;
    // No named function in here: tsx would wrap it in a helper the page does not have.
    return [0, text.length - 1].map((i) => {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return range.getBoundingClientRect().left;
    }) as [number, number];
  }, css);
}

const slip = (page: Page, css: string) => page.locator(`sport-bet-slip ${css}`);

/** The user's balance in `coin` as the server holds it (other flows of a run may have spent some). */
async function serverBalance(token: string, coin: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/forehead/user/info`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  const { data } = (await response.json()) as { data: { balanceList: { coinCode: string; balance: string }[] } };
  return new Decimal(data.balanceList.find((b) => b.coinCode === coin)!.balance).toFixed(2);
}

/** Requests that would place a bet (single or multiple), counted from the page. */
function betRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (/\/v1\/order\/(bet\/singlePass|betMultiple)/.test(r.url())) sent.push(r.url());
  });
  return sent;
}

/** Picks the accept-odds mode in the slip's settings panel (ENG labels). */
async function chooseAccept(page: Page, choice: string): Promise<void> {
  await slip(page, '.slip-header button').filter({ hasText: 'Settings' }).click();
  await slip(page, '.slip-choice label').filter({ hasText: choice }).locator('input').check();
  await slip(page, 'dialog[open] .sport-dialog-close').click();
}

/** The stake row's message once it reads `text`. */
async function stakeSays(page: Page, text: string, row = 0): Promise<void> {
  await slip(page, '.slip-stake').nth(row).locator('.slip-error').filter({ hasText: text }).waitFor();
}

describe('the money moment (issue 28)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    browser = await launch();
  });

  after(async () => {
    for (const matchId of held) await postJson('/demo/control', { action: 'holdOdds', matchId, on: 'false' });
    await browser?.close();
  });

  async function open(lang: string, user: DemoUser): Promise<string> {
    await context?.close();
    context = await browser.newContext();
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${baseUrl()}/`);
    await page.locator('#lang-picker').selectOption(lang);
    return login(page, user);
  }

  beforeEach(async () => {
    await context?.close();
  });

  it('ENG: each bad stake is refused before any request with its own message; the maximum is capped at the balance (item 2)', async () => {
    await open('ENG', 'usd');
    const sent = betRequests(page);
    await seedHeld(page, await upcoming(1), 'single');
    const input = slip(page, '.slip-stake input');
    const place = slip(page, '.slip-place');
    // Letters and signs are not kept.
    await input.fill('abc-5e2');
    assert.equal(await input.inputValue(), '52');
    await stakeSays(page, 'Digits and one “.” only');
    // More than 2 decimals: its own message, out of the totals, Place off with the reason beside it.
    await input.fill('12.345');
    await stakeSays(page, 'At most 2 decimals');
    assert.equal(await slip(page, '[data-field="place-reason"]').textContent(), 'At most 2 decimals');
    assert.equal(await place.isDisabled(), true);
    assert.match((await slip(page, '.slip-totals dd').first().textContent()) ?? '', /^0\.00 USD$/);
    // A pasted amount with a thousands separator is cleaned, and valid (the usd user holds 5,000).
    await input.fill('1,234.50');
    assert.equal(await input.inputValue(), '1234.50');
    await slip(page, '.slip-totals dd').first().filter({ hasText: '1234.50 USD' }).waitFor();
    assert.equal(await slip(page, '.slip-stake .slip-error').count(), 0);
    // Above the balance (5,000 USD, under the 6,900 maximum): the balance is the cap, named before any request.
    await input.fill('99999999');
    await stakeSays(page, 'Not enough balance: 5,000.00');
    assert.equal(await place.isDisabled(), true);
    assert.match((await slip(page, '.slip-totals dd').first().textContent()) ?? '', /^0\.00 USD$/);
    await input.fill('5000.01');
    await stakeSays(page, 'Not enough balance: 5,000.00');
    assert.match((await input.getAttribute('placeholder')) ?? '', /Max 5,000\.00/);
    await input.press('Enter');
    assert.deepEqual(sent, []);
  });

  it('ENG: a system bet above its maximum names the maximum; each row is in the totals only when valid (item 2); the parlay receipt has every figure at once (item 5)', async () => {
    // The admin user: no betting flow spends its 10,000 CNY, so the balance's share of 3 bets is above the maximum.
    const token = await open('ENG', 'admin');
    const sent = betRequests(page);
    await seedHeld(page, await upcoming(3), 'parlay');
    // Three doubles: the book's 10,000 CNY parlay maximum split over 3 bets is 3,333 each, under the balance's share.
    const doubles = slip(page, '.slip-stake').filter({ hasText: '3 bets' });
    await doubles.locator('input').fill('3334');
    await doubles.locator('.slip-error').filter({ hasText: 'Maximum 3,333.00' }).waitFor();
    assert.match((await slip(page, '.slip-totals dd').first().textContent()) ?? '', /^0\.00 CNY$/);
    await doubles.locator('input').fill('10');
    await slip(page, '.slip-totals dd').first().filter({ hasText: '30.00 CNY' }).waitFor();
    assert.deepEqual(sent, []);
    // Placed with a treble: the receipt's first paint has every bet kind's count × stake = total and return (item 5).
    await slip(page, '.slip-stake').filter({ hasText: '3-fold' }).locator('input').fill('20');
    await slip(page, '.slip-totals dd').first().filter({ hasText: '50.00 CNY' }).waitFor();
    await placeUntilReceipt(page);
    const money = await slip(page, '.slip-receipt [data-field="series-money"]').allTextContents();
    assert.equal(money.length, 2);
    assert.ok(
      money.some((m) => m.startsWith('3 × 10.00 = 30.00 CNY · To return: ')),
      money.join(' | '),
    );
    assert.ok(
      money.some((m) => m.startsWith('1 × 20.00 = 20.00 CNY · To return: ')),
      money.join(' | '),
    );
    for (const r of await slip(page, '.slip-receipt [data-field="series-return"]').allTextContents())
      assert.ok(Number(r) > 20, `a return above the stake: ${r}`);
    assert.equal((await serverOrdersOfLedger(page, token)).length, 2);
  });

  for (const [lang, decimals, notEnough] of [
    ['CMN', '最多2位小数', '余额不足：'],
    ['SAU', 'منزلتان عشريتان على الأكثر', 'الرصيد غير كافٍ: '],
  ] as const) {
    it(`${lang}: the stake messages in the bettor's language, and no request (item 2)`, async () => {
      const token = await open(lang, 'demo');
      const sent = betRequests(page);
      await seedHeld(page, await upcoming(1), 'single');
      const held = await serverBalance(token, 'CNY');
      const balance = `${notEnough}${groupedMoney(held, '.')}`;
      const input = slip(page, '.slip-stake input');
      await input.fill('12.345');
      await stakeSays(page, decimals);
      await input.fill(new Decimal(held).plus('0.01').toFixed(2));
      await stakeSays(page, balance);
      assert.equal(await slip(page, '[data-field="place-reason"]').textContent(), balance);
      assert.equal(await slip(page, '.slip-place').isDisabled(), true);
      assert.deepEqual(sent, []);
    });
  }

  it('ENG "never accept": the return follows the moved price on screen, and a double click on Accept places nothing (item 3)', async () => {
    const token = await open('ENG', 'demo');
    const sent = betRequests(page);
    const [pick] = await upcoming(1);
    await seedHeld(page, [pick], 'single');
    await chooseAccept(page, 'Do not accept odds changes');
    await slip(page, '.slip-stake input').fill('10');
    await slip(page, '[data-field="row-return"]').waitFor();
    await control('moveOdds', pick.match.id);
    // Pre-bet info refreshes every 5 s: the change arrives with its mark.
    const accept = slip(page, '.slip-place').filter({ hasText: 'Accept odds changes' });
    await accept.waitFor({ timeout: 15_000 });
    const shown = Number(await slip(page, '.slip-odds').textContent());
    assert.equal(await slip(page, '[data-field="row-return"]').textContent(), roundMoney(10 * shown));
    assert.match(
      (await slip(page, '[data-field="to-return"]').textContent()) ?? '',
      new RegExp(`^${roundMoney(10 * shown)} CNY$`),
    );
    assert.notEqual(await slip(page, '.slip-odds').getAttribute('data-moved'), null);
    // A double click on Accept: the first accepts, the second meets a button that takes no click yet.
    await accept.dblclick();
    await slip(page, '.slip-place').filter({ hasText: 'Place bet' }).waitFor();
    await slip(page, '.slip-place:not([data-armed])').waitFor();
    assert.deepEqual(sent, []);
    // Accept again after a new move, then a click the moment the button reads Place bet: it takes none yet.
    await control('moveOdds', pick.match.id);
    // Accept itself takes clicks once its own moment after turning into Accept is over.
    await slip(page, '.slip-place:not([data-armed])')
      .filter({ hasText: 'Accept odds changes' })
      .waitFor({ timeout: 15_000 });
    const clickedEarly = await slip(page, '.slip-place').evaluate(async (button) => {
      const started = performance.now();
      (button as HTMLButtonElement).click();
      // Frame by frame until the button changes its meaning (2 s at most), then a click at once.
      while (button.textContent !== 'Place bet' && performance.now() - started < 2000)
        await new Promise(requestAnimationFrame);
      (button as HTMLButtonElement).click();
      return { text: button.textContent, afterMs: performance.now() - started };
    });
    assert.equal(clickedEarly.text, 'Place bet', 'Accept turned into Place bet');
    assert.ok(clickedEarly.afterMs < 800, `clicked ${clickedEarly.afterMs} ms after Accept, inside the guard`);
    await slip(page, '.slip-place:not([data-armed])').waitFor();
    assert.deepEqual(sent, [], 'a click right after Accept turned into Place bet sent no bet');
    assert.equal(await slip(page, '.slip-receipt').count(), 0);
    // Placing is a click of its own (a new change may ask to be accepted again first).
    await placeUntilReceipt(page);
    assert.equal((await serverOrdersOfLedger(page, token)).length, 1);
  });

  it('CMN, ENG, SAU: from a pick to its stake field in 3 key presses (Enter, Tab, Enter) through "Bet slip (1)", and Escape returns to the pick (item 8)', async () => {
    await context?.close();
    context = await browser.newContext();
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${baseUrl()}/`);
    /** The focused element through the shadow roots: its element's tag and a description of it. */
    const focused = () =>
      page.evaluate(() => {
        let host: Element | null = null;
        let at = document.activeElement;
        while (at?.shadowRoot?.activeElement) {
          host = at;
          at = at.shadowRoot.activeElement;
        }
        return {
          tag: host?.localName,
          css: at?.className ?? '',
          pressed: at?.getAttribute('aria-pressed'),
          stake: at?.matches('.slip-stake input') ?? false,
          text: at?.textContent ?? '',
        };
      });
    for (const [lang, go] of [
      ['CMN', '投注单（1）'],
      ['ENG', 'Bet slip (1)'],
      ['SAU', 'قسيمة الرهان (1)'],
    ] as const) {
      await page.evaluate(() => localStorage.removeItem('sport-widgets:slip'));
      await page.reload();
      await page.locator('#lang-picker').selectOption(lang);
      const odds = page.locator('sport-match-list .sport-odds:not([disabled])').first();
      await odds.waitFor();
      await odds.focus();
      // Three presses: Enter picks, Tab reaches "Bet slip (1)", Enter takes focus to the stake field.
      await page.keyboard.press('Enter');
      // The control follows the pick in the same frame's render of the list (not a key press).
      await page.locator('sport-match-list .sport-slip-jump').waitFor({ state: 'attached' });
      await page.keyboard.press('Tab');
      // The key stop after the pick is the slip control, in the page's language (a switch may still be arriving).
      await page.waitForFunction((label) => {
        let at = document.activeElement;
        while (at?.shadowRoot?.activeElement) at = at.shadowRoot.activeElement;
        return at?.classList.contains('sport-slip-jump') && at.textContent === label;
      }, go);
      await page.keyboard.press('Enter');
      // The slip's entries may still be loading: focus arrives when the field is drawn.
      await page.waitForFunction(() => {
        const input = document.querySelector('sport-bet-slip')?.shadowRoot?.activeElement;
        return !!input?.matches('.slip-stake input');
      });
      await page.keyboard.type('10');
      await page.keyboard.press('Escape');
      const back = await focused();
      assert.equal(back.tag, 'sport-match-list', `${lang}: Escape returns to the list`);
      assert.equal(back.pressed, 'true', `${lang}: focus is back on the picked odds`);
    }
  });

  for (const lang of ['ENG', 'CMN', 'SAU'] as const) {
    it(`${lang}: a handicap pick names its side on the slip, the receipt and in history; its line reads left to right (items 1, 4)`, async () => {
      const token = await open(lang, 'demo');
      const pick = await awayHandicap(lang);
      await seedHeld(page, [pick], 'single');
      // A handicap pick carries its line (the slip compares it with the market's: a different one is "line changed").
      await page.evaluate((line) => {
        const saved = JSON.parse(localStorage.getItem('sport-widgets:slip')!);
        for (const info of Object.values(saved.info) as { line?: string }[]) info.line = line;
        localStorage.setItem('sport-widgets:slip', JSON.stringify(saved));
      }, pick.line);
      await page.reload();
      const side = `${pick.match.ts[1].na} ${pick.line}`;
      const onSlip = slip(page, '.slip-pick [data-field="pick-side"]');
      await onSlip.filter({ hasText: side }).waitFor();
      assert.equal(await onSlip.textContent(), side);
      // The line is drawn with its sign first (in Arabic too: "-0.25", never "0.25-").
      const [first, last] = await glyphEnds(page, '.slip-pick [data-field="pick-side"] bdi.num');
      assert.ok(first < last, `the line's first character is drawn left of its last (${first} < ${last})`);
      await slip(page, '.slip-stake input').fill('20');
      await placeUntilReceipt(page);
      assert.equal(await slip(page, '[data-field="receipt-pick"] [data-field="pick-side"]').textContent(), side);
      const [order] = await serverOrdersOfLedger(page, token);
      const leg = page
        .locator('sport-bet-history article')
        .filter({ hasText: order.id })
        .locator('[data-field="pick-side"]');
      await leg.first().waitFor();
      // History names teams in the bettor's language (the server's); the line follows its team.
      assert.match((await leg.first().textContent()) ?? '', new RegExp(`^\\S.* ${pick.line.replace('+', '\\+')}$`));
      if (lang === 'ENG') assert.equal(await leg.first().textContent(), side);
    });
  }
});
