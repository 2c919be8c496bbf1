// The match list on the demo page, live: a live match's odds move on screen when the server reprices it,
// after the push socket is dropped the list recovers with the server's fresh odds (no stale price), and a
// half-open socket (a relay that stops forwarding while the connection stays up) is noticed and replaced.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { baseUrl, control, launch, postJson, pushReady, recordPush, until } from './browser';

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
        reconnectDelayMs: 500, // a dropped socket is back in half a second, not 3 s (the 3 s rule is unit-tested)
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
    await until(
      async () => (await shown()) === (await serverOdds(matchId, marketId, type)),
      "the list showing the server's current odds after the move",
      15_000,
    );
  });

  it("recovers after the push socket drops and shows the server's fresh odds, not the stale ones", async () => {
    const stale = await shown();
    // Only this page's push socket drops (other flow files run beside this one): the one holding a marker channel.
    const marker = `e2e.drop.${process.pid}`;
    await recordPush(page, marker);
    await postJson('/demo/control', { action: 'dropSockets', channel: marker });
    await control('moveOdds', matchId);
    await page.waitForFunction(
      () => !document.querySelector('sport-match-list')?.shadowRoot?.querySelector('[part="connection"]'),
    );
    // The simulation keeps repricing: the shown price must catch up with the server's current one.
    await until(
      async () => (await shown()) === (await serverOdds(matchId, marketId, type)),
      "the list showing the server's current odds after the reconnect",
      10_000,
    );
    assert.notEqual(await serverOdds(matchId, marketId, type), stale);
  });
});

describe('half-open push socket (issue 14 item 5)', () => {
  let browser: Browser;

  after(async () => {
    await browser?.close();
  });

  it('a relay that stops forwarding is noticed within two heartbeats and a check: reconnecting shows, odds cannot be picked, then a new socket brings the list back', async () => {
    browser = await launch();
    const page = await browser.newPage();
    page.setDefaultTimeout(20_000);
    // The page's heartbeat is 500 ms instead of the spec's 10 s (configure({ heartbeatMs }), read as a socket
    // opens) and its reconnects wait 1 s instead of 3 s: the half-open socket is found in about a second, not
    // 20-25 s (the 10 s and 3 s rules are unit-tested).
    const HEARTBEAT_MS = 500;
    const RECONNECT_MS = 1_000; // long enough to see the reconnecting state on screen
    let connections = 0;
    let frozen = 0; // the connection that stops carrying, once chosen
    const pageSides: WebSocketRoute[] = [];
    // The page's push socket goes through this relay; the frozen connection stays open but carries nothing.
    await page.routeWebSocket(/\/ws\/push/, (ws) => {
      const server = ws.connectToServer();
      pageSides.push(ws);
      const index = (connections += 1);
      const carries = () => index !== frozen;
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
    // The push socket loads once the first rows are painted (its own chunk): it may open just after the odds show.
    await until(() => connections > 0, 'the page’s push socket through the relay');
    assert.equal(connections, 1);
    await page.evaluate(
      (timings) =>
        (window as unknown as { SportWidgets: { configure(o: object): Promise<void> } }).SportWidgets.configure(
          timings,
        ),
      { heartbeatMs: HEARTBEAT_MS, reconnectDelayMs: RECONNECT_MS },
    );
    // The relay closes the page's socket; the page's next one opens with the short heartbeat.
    await pageSides[0].close();
    await until(() => connections >= 2, 'a new push socket after the close');
    await page.locator('sport-match-list [part="connection"]').waitFor({ state: 'detached' });
    await pushReady(page, []); // the new socket's subscriptions are on the server
    await page.locator('sport-match-list .sport-odds:not([disabled]):not([data-stale])').first().waitFor();
    frozen = connections;
    const frozenAt = Date.now();
    await page.locator('sport-match-list [part="connection"]').waitFor();
    // Two heartbeats of silence and the next check (a tenth of that): 1.1 s; 2 s more for a loaded machine.
    const limit = 2.2 * HEARTBEAT_MS + 2_000;
    assert.ok(Date.now() - frozenAt <= limit, `noticed after ${Date.now() - frozenAt} ms (limit ${limit} ms)`);
    assert.ok((await page.locator('sport-match-list .sport-odds[data-stale]').count()) > 0, 'odds are marked stale');
    assert.equal(await page.locator('sport-match-list .sport-odds[data-stale]:not([disabled])').count(), 0);
    await page.locator('sport-match-list [part="connection"]').waitFor({ state: 'detached' });
    assert.ok(connections > frozen, 'a new socket replaced the silent one');
    await page.locator('sport-match-list .sport-odds:not([disabled]):not([data-stale])').first().waitFor();
  });
});
