// <sport-app>'s routes of spec §2 against the reference server: every route opens by URL with history routing
// (demo/public/app.html, served at every path under /app) and by navigation with memory routing (the demo page);
// the results screen keeps its filter, rows and scroll (keep-alive); the game notice shows under maintenance.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { LIVE_PATHS } from '../../src/api/livePaths';
import { baseUrl, claimMatch, launch, postJson, until, userName } from './browser';
import { seedSlip, upcoming } from './slipSeed';
import { explainSlip } from './slipDiagnosis';

const APP = 'sport-app';

/** What the app shows in its main area: the nested element (tag and the attributes the route set) or a notice. */
async function screen(page: Page): Promise<{ tag: string; attrs: Record<string, string> }> {
  return page.evaluate(() => {
    const main = document.querySelector('sport-app')!.shadowRoot!.querySelector('.app-main')!;
    const kept = main.querySelector('.app-kept[data-active] .app-widget');
    const routed = main.querySelector(':scope > .app-widget, :scope > .app-home > .app-widget');
    const notice = main.querySelector('.app-notice');
    const widget = kept ?? routed;
    if (!widget) return { tag: notice ? 'notice' : 'none', attrs: { text: notice?.textContent ?? '' } };
    const attrs: Record<string, string> = {};
    for (const name of ['sport', 'view', 'play-type', 'tab', 'match-id', 'live-room-id'])
      if (widget.hasAttribute(name)) attrs[name] = widget.getAttribute(name)!;
    return { tag: widget.localName, attrs };
  });
}

/** The navigation entry marked as the current page. */
const currentNav = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('sport-app')!.shadowRoot!.querySelector('.app-nav [aria-current="page"]')?.textContent ??
      null,
  );

/** Asks the app for a path as an inner element (a match row, a toast, an anchor card) does: sport-navigate from inside. */
const askFor = (page: Page, path: string) =>
  page.evaluate((p) => {
    const inner = document.querySelector('sport-app')!.shadowRoot!.querySelector('.app-main')!;
    inner.dispatchEvent(
      new CustomEvent('sport-navigate', {
        detail: { path: p, element: 'sport-match-list' },
        bubbles: true,
        composed: true,
      }),
    );
  }, path);

describe('<sport-app> routes (spec §2)', () => {
  let browser: Browser;
  let matchId: string;
  let liveRoomId: string;

  before(async () => {
    browser = await launch();
    liveRoomId = (await postJson<{ liveRoomId: string }[]>(LIVE_PATHS.anchorList, {}))[0].liveRoomId;
    const page = await postJson<{ records: { id: string }[] }>('/v1/match/getList', { current: 1, size: 5 });
    matchId = page.records[0].id;
  });

  after(async () => {
    await browser?.close();
  });

  it('opens every route by URL with history routing; the parameter name of sport and detail is stored as sport-plat', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    const open = async (path: string) => {
      await page.goto(`${baseUrl()}/app${path}${path.includes('?') ? '&' : '?'}lang=ENG`);
      await page.locator(`${APP} .app-nav`).waitFor();
      return screen(page);
    };
    const expectations: [string, string, Record<string, string>, string | null][] = [
      ['/', 'sport-match-list', { view: 'home' }, 'Matches'],
      ['/newSport/B', 'sport-match-list', { view: 'home' }, 'Matches'],
      [
        '/newSport/match-result/basketball',
        'sport-match-list',
        { sport: 'basketball', view: 'results' },
        'Match results',
      ],
      ['/newSport/match-outright', 'sport-match-list', { 'play-type': 'outright' }, 'Outrights'],
      [`/newSport/match-detail?matchId=${matchId}&name=FB`, 'sport-match-detail', { 'match-id': matchId }, 'Matches'],
      [`/match-detail?matchId=${matchId}`, 'sport-match-detail', { 'match-id': matchId }, 'Matches'],
      [`/newSport/match-data/${matchId}`, 'sport-match-detail', { 'match-id': matchId, tab: 'data' }, 'Matches'],
      [`/match-data/${matchId}`, 'sport-match-detail', { 'match-id': matchId, tab: 'data' }, 'Matches'],
      ['/newSport/bet-history', 'sport-bet-history', {}, 'My bets'],
      ['/newSport/anchor-bet-history', 'sport-bet-history', { tab: 'anchor' }, 'My bets'],
      [`/newSport/live?liveRoomId=${liveRoomId}`, 'sport-live-room', { 'live-room-id': liveRoomId }, 'Live'],
    ];
    for (const [path, tag, attrs, nav] of expectations) {
      assert.deepEqual(await open(path), { tag, attrs }, path);
      assert.equal(await currentNav(page), nav, `${path}: highlighted entry`);
      if (path === '/newSport/B') assert.equal(await page.evaluate(() => localStorage.getItem('sport-plat')), 'B');
      if (attrs.tab === 'data')
        await page.locator(`${APP} sport-match-detail [role="tab"][aria-selected="true"][id$="-tab-data"]`).waitFor();
      if (path.includes('name=FB')) {
        assert.equal(await page.evaluate(() => localStorage.getItem('sport-plat')), 'FB');
        await page.locator(`${APP} .app-back`).waitFor();
      }
    }
    for (const path of ['/newSport/game-notice', '/game-notice']) {
      const shown = await open(path);
      assert.equal(shown.tag, 'notice', path);
      assert.match(shown.attrs.text, /maintenance/i);
    }
    // The wallet and the plaza are the host's: the app hands them over with sport-navigate.
    for (const path of ['/fund/recharge', '/sport-info/plaza']) {
      await page.goto(`${baseUrl()}/app?lang=ENG`);
      await page.locator(`${APP} .app-nav`).waitFor();
      const told = page.evaluate(
        () =>
          new Promise<string>((resolve) =>
            document.addEventListener('sport-navigate', (e) => {
              const { path: asked, element } = (e as CustomEvent<{ path: string; element: string }>).detail;
              if (element === 'sport-app' && asked !== '/') resolve(asked);
            }),
          ),
      );
      await page.evaluate((p) => {
        history.pushState(null, '', `/app${p}`);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      assert.equal(await told, path);
      assert.equal((await screen(page)).tag, 'notice');
    }
    await page.close();
  });

  it('opens every route by navigation with memory routing; the host URL never changes; detail goes back', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${baseUrl()}/`);
    await page.locator('#lang-picker').selectOption('ENG');
    await page.locator('#app-section summary').click();
    await page.locator(`#app-section ${APP} .app-nav`).waitFor();
    const url = page.url();
    const nav = (label: string) => page.locator(`${APP} .app-nav a`, { hasText: label }).click();

    await nav('Live');
    assert.equal((await screen(page)).tag, 'sport-live-room');
    await nav('Outrights');
    assert.deepEqual((await screen(page)).attrs, { 'play-type': 'outright' });
    await nav('Match results');
    assert.deepEqual((await screen(page)).attrs, { sport: 'football', view: 'results' });
    await nav('My bets');
    assert.equal((await screen(page)).tag, 'sport-bet-history');
    assert.equal(await currentNav(page), 'My bets');
    await nav('Matches');
    assert.deepEqual(await screen(page), { tag: 'sport-match-list', attrs: { view: 'home' } });

    // A match row asks for the detail; the bar leads to the match's data and back.
    await page
      .locator(`${APP} sport-match-list .sport-row a, ${APP} sport-match-list [data-match-id]`)
      .first()
      .waitFor();
    await askFor(page, `/match-detail?matchId=${matchId}`);
    assert.deepEqual((await screen(page)).attrs, { 'match-id': matchId });
    await page.locator(`${APP} .app-bar a`).click();
    assert.deepEqual((await screen(page)).attrs, { 'match-id': matchId, tab: 'data' });
    await page.locator(`${APP} .app-back`).click();
    assert.deepEqual((await screen(page)).attrs, { 'match-id': matchId });
    await page.locator(`${APP} .app-back`).click();
    assert.deepEqual(await screen(page), { tag: 'sport-match-list', attrs: { view: 'home' } });

    // Routes outside the navigation, asked for by inner elements (an anchor card, a toast, the platform).
    await askFor(page, `/newSport/live?liveRoomId=${liveRoomId}`);
    assert.deepEqual((await screen(page)).attrs, { 'live-room-id': liveRoomId });
    await askFor(page, '/newSport/anchor-bet-history');
    assert.deepEqual((await screen(page)).attrs, { tab: 'anchor' });
    await askFor(page, '/newSport/FB');
    assert.equal(await page.evaluate(() => localStorage.getItem('sport-plat')), 'FB');
    await askFor(page, '/newSport/game-notice');
    assert.equal((await screen(page)).tag, 'notice');
    await askFor(page, '/fund/recharge'); // the host's: the app stays where it is
    assert.equal((await screen(page)).tag, 'notice');
    assert.equal(page.url(), url, 'memory routing leaves the host URL alone');
    await page.close();
  });

  it('keep-alive: leaving the results with a league filter and coming back shows the same filter, rows and scroll, without asking again', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 400 } });
    page.setDefaultTimeout(15_000);
    await page.goto(`${baseUrl()}/app/newSport/match-result/football?lang=ENG`);
    const results = page.locator(`${APP} .sport-results`);
    await results.locator('.sport-result').first().waitFor();
    const league = results.locator('select');
    const leagueId = await league.locator('option').nth(1).getAttribute('value');
    assert.ok(leagueId);
    const filtered = page.waitForResponse((r) => r.url().includes('matchResultList'));
    await league.selectOption(leagueId);
    await filtered;
    await results.locator('.sport-result').first().waitFor();
    const rows = await results.locator('.sport-result').count();
    const room = await page.evaluate(() => document.scrollingElement!.scrollHeight - innerHeight);
    assert.ok(room > 40, `the filtered results scroll (${room} px)`);
    await page.evaluate((y) => scrollTo(0, y), Math.round(room / 2));
    await page.waitForFunction(() => scrollY > 0);
    const scrolled = await page.evaluate(() => scrollY);

    let asked = 0;
    page.on('request', (r) => r.url().includes('matchResultList') && asked++);
    await page.locator(`${APP} .app-nav a`, { hasText: 'My bets' }).click();
    await page.locator(`${APP} sport-bet-history`).waitFor();
    await page.locator(`${APP} .app-nav a`, { hasText: 'Match results' }).click();
    await page.waitForFunction(() =>
      document.querySelector('sport-app')!.shadowRoot!.querySelector('.app-kept[data-active]'),
    );
    assert.equal(await league.inputValue(), leagueId);
    assert.equal(await results.locator('.sport-result').count(), rows);
    assert.equal(await page.evaluate(() => scrollY), scrolled);
    assert.equal(asked, 0, 'the kept screen did not fetch its results again');

    // The sports screen keeps the match list's own scroll the same way, where the list scrolls in its own box (a
    // desktop width; on a phone the page's scroll drives the list: tests/e2e/phone.e2e.ts checks its row on return).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator(`${APP} .app-nav a`, { hasText: 'Matches' }).click();
    const list = page.locator(`${APP} .app-kept[data-screen="sports"] sport-match-list .sport-vlist`);
    await list.locator('[role="listitem"]').first().waitFor();
    // Scrolled, and the list has handled the scroll (its event fires with the next frame).
    await list.evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          el.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), { once: true });
          const from = el.scrollTop;
          el.scrollTo(0, 300);
          if (el.scrollTop === from) resolve(); // nothing moved: no scroll event comes
        }),
    );
    const listTop = await list.evaluate((el) => el.scrollTop);
    assert.ok(listTop > 0);
    await page.locator(`${APP} .app-nav a`, { hasText: 'Outrights' }).click();
    await page.locator(`${APP} .app-kept[data-screen="outright"][data-active]`).waitFor();
    await page.locator(`${APP} .app-nav a`, { hasText: 'Matches' }).click();
    await page.locator(`${APP} .app-kept[data-screen="sports"][data-active]`).waitFor();
    assert.equal(await list.evaluate((el) => el.scrollTop), listTop);
    await page.close();
  });

  it('game notice: a login while the platform is in maintenance opens it; try again goes home once maintenance ends', async () => {
    // For this flow's user only: flows running beside this one log in meanwhile.
    const user = userName('demo');
    await postJson('/demo/control', { action: 'maintenance', on: 'true', user });
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    try {
      await page.goto(`${baseUrl()}/app?lang=ENG&user=${user}`);
      const notice = page.locator(`${APP} [part="game-notice"]`);
      await notice.waitFor();
      assert.match(page.url(), /\/app\/newSport\/game-notice/);
      await postJson('/demo/control', { action: 'maintenance', on: 'false', user });
      await notice.locator('button').click();
      await page.waitForURL(/\/app\/?(\?.*)?$/);
      assert.equal((await screen(page)).tag, 'sport-match-list');
    } finally {
      await postJson('/demo/control', { action: 'maintenance', on: 'false', user });
      await page.close();
    }
  });

  it('league search by URL: logged out it asks to log in and stays; a login that lands after the page opened goes on to the search', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    try {
      const search = page.locator(`${APP} sport-match-list [part="league-search"]`);
      await page.goto(`${baseUrl()}/app/newSport/league-search?lang=ENG`);
      await search.locator('[data-kind="empty"]').waitFor();
      assert.match(page.url(), /\/app\/newSport\/league-search/);
      // ?user=demo (this file's copy) logs in with a fetch after the page opened: the route must not have gone home meanwhile.
      await page.goto(`${baseUrl()}/app/newSport/league-search?lang=ENG&user=${userName('demo')}`);
      await search.locator('input[type="search"]').waitFor();
      assert.match(page.url(), /\/app\/newSport\/league-search/);
    } finally {
      await page.close();
    }
  });

  it("a placed bet's toast leads to the bet history on click (spec §2 toast path)", async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${baseUrl()}/app?lang=ENG`);
    await seedSlip(page, await upcoming(1), 'single');
    // The page's ?user= login is a fetch after the page opened, here the page's one login (a second one kicks the
    // first session, whose next call clears the token until the new one is set).
    await page.goto(`${baseUrl()}/app?lang=ENG&user=${userName('demo')}`);
    const slip = page.locator(`${APP} sport-bet-slip`);
    await slip.locator('dt', { hasText: 'Balance' }).waitFor();
    // Odds move all the time in the simulation: this flow accepts any change (spec §3 accept), chosen in the slip's
    // settings once logged in, as the user's own setting is then the server's (for this user "accept higher odds":
    // a lower price turned Place into "Accept odds changes", and a CI run's one press accepted and placed nothing).
    await slip.locator('.slip-header button', { hasText: 'Settings' }).click();
    await slip.locator('.slip-choice label', { hasText: 'Accept any odds' }).locator('input').check();
    await slip.locator('dialog[open] .sport-dialog-close').click();
    await slip.locator('.slip-stake input').fill('10');
    const explain = explainSlip(page, slip);
    await slip.locator('.slip-place', { hasText: 'Place bet' }).click();
    const toast = slip.locator('.sport-toast[data-link]');
    await toast.waitFor().catch(explain);
    await toast.click();
    await page.waitForURL(/\/app\/newSport\/bet-history/);
    assert.equal((await screen(page)).tag, 'sport-bet-history');
    await page.close();
  });

  it("bet history shows a refused order's cancel time and remark, and why its leg was cancelled (spec §3 fields)", async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${baseUrl()}/app/newSport/bet-history?lang=ENG&user=${userName('demo')}`);
    const token = (await (await page.waitForFunction(() => localStorage.getItem('st-auth'))).jsonValue()) as string;
    // A goal between a live bet and its decision suspends the market, so the book refuses it. The book decides on the
    // once-a-second tick (BET_DECISION_MS), so the flow holds the decisions on its claimed match until the goal is in.
    const { records } = await postJson<{
      records: {
        id: string;
        ms: number;
        mg?: { mks: { id: string; ss: number; op: { ty: string; od: number }[] }[] }[];
      }[];
    }>('/v1/match/getList', { current: 1, size: 50, sportId: 1 }, token);
    const onSale = records.flatMap((m) =>
      m.ms !== 5
        ? []
        : (m.mg ?? []).flatMap((g) =>
            g.mks.filter((k) => k.ss === 1).flatMap((k) => k.op.filter((o) => o.od > 1.1).map((o) => ({ m, k, o }))),
          ),
    );
    assert.ok(onSale.length > 0, 'a live football market on sale');
    const matchId = await claimMatch(onSale.map((x) => x.m.id));
    const live = onSale.find((x) => x.m.id === matchId)!;
    await postJson('/demo/control', { action: 'holdDecisions', matchId });
    const [placed] = await postJson<{ id: string }[]>(
      '/v1/order/bet/singlePass',
      {
        currencyId: 'CNY',
        singleBetList: [
          {
            unitStake: '10',
            oddsChange: 2,
            betOptionList: [{ marketId: live.k.id, odds: live.o.od, optionType: live.o.ty, oddsFormat: 1 }],
          },
        ],
      },
      token,
    );
    await postJson('/demo/control', { action: 'goal', matchId });
    await postJson('/demo/control', { action: 'holdDecisions', matchId, on: 'false' });
    // Wait for the book's decision (a live bet's, after the goal suspended its market: refused), then open the
    // settled list, which asks for it.
    await until(async () => {
      const [status] = await postJson<{ oid: string; st: number }[]>(
        '/v1/order/getStakeOrderStatus',
        { orderIds: [placed.id] },
        token,
      );
      return status?.st === 2;
    }, 'the book refusing the live bet (status 2)');
    const history = page.locator(`${APP} sport-bet-history`);
    await history.locator('[role="tab"]', { hasText: /^Settled$/ }).click();
    const order = history.locator('[part="order"]', { has: page.locator('[data-field="cancel-reason"]') }).first();
    await order.waitFor();
    assert.match((await order.locator('[data-field="cancel-reason"]').textContent()) ?? '', /Market suspended/);
    assert.match((await order.locator('[data-field="remark"]').textContent()) ?? '', /Market suspended/);
    assert.match((await order.locator('[data-field="cancelled-at"]').textContent()) ?? '', /^Cancelled \d\d-\d\d/);
    await page.close();
  });
});
