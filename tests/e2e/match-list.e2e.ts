// The match list on the demo page, live: a live match's odds move on screen when the server reprices it,
// after the push socket is dropped the list recovers with the server's fresh odds (no stale price), and a
// half-open socket (a relay that stops forwarding while the connection stays up) is noticed and replaced.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, control, launch } from './browser';

interface Envelope<T> {
  code: number;
  data: T;
}
interface WireDetail {
  mg: { mks: { id: string; op: { ty: string; od: number }[] }[] }[];
}

/** The server's current European odds of one option (straight from the detail call). */
async function serverOdds(matchId: string, marketId: string, type: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/v1/match/getMatchDetail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ matchId }),
  });
  const { data } = (await response.json()) as Envelope<WireDetail>;
  const market = data.mg.flatMap((g) => g.mks).find((m) => m.id === marketId);
  return market!.op.find((o) => o.ty === type)!.od;
}

describe('match list live data', () => {
  let browser: Browser;
  let page: Page;
  let matchId = '';
  let marketId = '';
  let type = '';
  const button = () =>
    page.locator(
      `sport-match-list [data-match-id="${matchId}"] .sport-odds[data-market-id="${marketId}"][data-option="${type}"]`,
    );
  const shown = async () => Number(await button().locator('.sport-odds-value').textContent());

  before(async () => {
    browser = await launch();
    page = await browser.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(() =>
      (window as unknown as { SportWidgets: { configure(c: object): void } }).SportWidgets.configure({
        lang: 'ENG',
        oddsFormat: 1,
      }),
    );
    await page.locator('sport-match-list [data-ready]').waitFor();
    const live = page.locator('sport-match-list [data-group="live"] .sport-odds:not([disabled])').first();
    await live.waitFor();
    matchId = (await live.evaluate((el) => el.closest('[data-match-id]')!.getAttribute('data-match-id')))!;
    marketId = (await live.getAttribute('data-market-id'))!;
    type = (await live.getAttribute('data-option'))!;
  });

  after(async () => {
    await browser?.close();
  });

  it("shows a live match's odds change on screen after the server moves them", async () => {
    const before = await shown();
    // A move may leave a price where it was (1.01 cannot fall further): move again until it differs.
    let fresh = before;
    for (let attempt = 0; attempt < 5 && fresh === before; attempt += 1) {
      await control('moveOdds', matchId);
      fresh = await serverOdds(matchId, marketId, type);
    }
    assert.notEqual(fresh, before);
    // The simulation keeps repricing live matches every few seconds: the screen must catch up with the
    // server's current price, whichever move that is by then.
    let agreed = false;
    for (let attempt = 0; attempt < 60 && !agreed; attempt += 1) {
      agreed = (await shown()) === (await serverOdds(matchId, marketId, type));
      if (!agreed) await page.waitForTimeout(250);
    }
    assert.ok(agreed, "the list shows the server's current odds after the move");
  });

  it("recovers after the push socket drops and shows the server's fresh odds, not the stale ones", async () => {
    const stale = await shown();
    await control('dropSockets');
    await control('moveOdds', matchId);
    await page.waitForFunction(
      () => !document.querySelector('sport-match-list')?.shadowRoot?.querySelector('[part="connection"]'),
    );
    // The simulation keeps repricing: the shown price must catch up with the server's current one.
    let agreed = false;
    for (let attempt = 0; attempt < 40 && !agreed; attempt += 1) {
      agreed = (await shown()) === (await serverOdds(matchId, marketId, type));
      if (!agreed) await page.waitForTimeout(250);
    }
    assert.ok(agreed, "the list shows the server's current odds after the reconnect");
    assert.notEqual(await serverOdds(matchId, marketId, type), stale);
  });
});

describe('half-open push socket (issue 14 item 5)', () => {
  let browser: Browser;

  after(async () => {
    await browser?.close();
  });

  it('a relay that stops forwarding is noticed within 25 s: reconnecting shows, odds cannot be picked, then a new socket brings the list back', async () => {
    browser = await launch();
    const page = await browser.newPage();
    page.setDefaultTimeout(40_000);
    let connections = 0;
    let frozen = false;
    // The page's push socket goes through this relay; once frozen, the first connection stays open but carries nothing.
    await page.routeWebSocket(/\/ws\/push/, (ws) => {
      const server = ws.connectToServer();
      const index = (connections += 1);
      const carries = () => !(frozen && index === 1);
      ws.onMessage((message) => {
        if (carries()) server.send(message);
      });
      server.onMessage((message) => {
        if (carries()) ws.send(message);
      });
    });
    await page.goto(`${baseUrl()}/`);
    await page.locator('sport-match-list [data-ready]').waitFor();
    await page.locator('sport-match-list .sport-odds:not([disabled])').first().waitFor();
    assert.equal(connections, 1);
    frozen = true;
    const frozenAt = Date.now();
    await page.locator('sport-match-list [part="connection"]').waitFor();
    assert.ok(Date.now() - frozenAt <= 25_000, `noticed after ${Date.now() - frozenAt} ms`);
    assert.ok((await page.locator('sport-match-list .sport-odds[data-stale]').count()) > 0, 'odds are marked stale');
    assert.equal(await page.locator('sport-match-list .sport-odds[data-stale]:not([disabled])').count(), 0);
    await page.locator('sport-match-list [part="connection"]').waitFor({ state: 'detached' });
    assert.ok(connections >= 2, 'a new socket replaced the silent one');
    await page.locator('sport-match-list .sport-odds:not([disabled]):not([data-stale])').first().waitFor();
  });
});
