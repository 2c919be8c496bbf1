// The match list's search screens, home banners and live-room badge against the reference server, inside
// <sport-app> with history routing (demo/public/app.html): a match searched opens its detail, the search history
// survives a reload and is cleared, a logged-in bettor's league search shows the league picked (a logged-out one is
// asked to log in), the banners lead where they say, and a row's room badge opens its live room.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { PATHS } from '../../src/api/paths';
import type { WireMatch, WirePage } from '../../src/api/wire';
import { WEB_BANNER_URL } from '../../demo/server/banners';
import { SEARCH_HISTORY_KEY } from '../../src/domain/searchHistory';
import { baseUrl, launch, postJson, userName } from './browser';

const LIST = 'sport-app sport-match-list';

describe('match search, league search, banners and room badges', () => {
  let browser: Browser;
  let withRoom: WireMatch;

  before(async () => {
    browser = await launch();
    const page = await postJson<WirePage<WireMatch>>(PATHS.matchList, {
      current: 1,
      size: 200,
      sportId: 1,
      playType: 'all',
      languageType: 'ENG',
    });
    const found = page.records.find((m) => m.lrid);
    assert.ok(found, 'a football match with a live room on the reference server');
    withRoom = found;
  });

  after(async () => {
    await browser?.close();
  });

  /** The app at `path` in English (optionally logged in as the demo user), its home list on screen. */
  async function open(path: string, user?: string): Promise<Page> {
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${baseUrl()}/app${path}?lang=ENG${user ? `&user=${user}` : ''}`);
    if (user) await page.waitForFunction(() => localStorage.getItem('st-auth'));
    return page;
  }

  /** Searches `text` in the list's match search. */
  async function search(page: Page, text: string): Promise<void> {
    await page.locator(`${LIST} .sport-explore input[type="search"]`).fill(text);
    await page.locator(`${LIST} .sport-explore input[type="search"]`).press('Enter');
  }

  it('a match searched by team name opens its detail, and its room badge opens its live room', async () => {
    const page = await open('/');
    await page.locator(`${LIST} .sport-head .sport-link`).click();
    await search(page, withRoom.ts[0].na);
    const row = page.locator(`${LIST} .sport-explore [data-match-id="${withRoom.id}"]`);
    await row.waitFor();
    await row.locator('.sport-row-open').click();
    await page.locator(`sport-app sport-match-detail[match-id="${withRoom.id}"]`).waitFor();

    await page.goBack();
    await row.locator('[data-kind="room"]').click();
    await page.locator(`sport-app sport-live-room[live-room-id="${withRoom.lrid}"]`).waitFor();
    assert.match(page.url(), new RegExp(`/app/newSport/live\\?liveRoomId=${withRoom.lrid}`));
    await page.close();
  });

  it('keeps the search history through a reload, newest first, and clears it', async () => {
    const page = await open('/newSport/search');
    await search(page, 'no such team');
    await page.locator(`${LIST} .sport-explore [data-kind="empty"]`).waitFor();
    await search(page, withRoom.lg.na);
    await page.locator(`${LIST} .sport-explore [data-match-id]`).first().waitFor();
    await page.reload();
    const chips = page.locator(`${LIST} [part="search-history"] button`);
    await chips.first().waitFor();
    assert.deepEqual(await chips.allTextContents(), [withRoom.lg.na, 'no such team']);
    assert.deepEqual(
      JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SEARCH_HISTORY_KEY)) ?? 'null'),
      [withRoom.lg.na, 'no such team'],
    );
    await page.locator(`${LIST} .sport-explore-head .sport-link`).first().click();
    await chips.first().waitFor({ state: 'detached' });
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), SEARCH_HISTORY_KEY), null);
    await page.close();
  });

  it('league search: a logged-out bettor is asked to log in; a logged-in one picks a league and sees its matches', async () => {
    const anonymous = await open('/');
    await anonymous.evaluate(() => {
      document.addEventListener('sport-login-required', (e) => {
        (window as unknown as { asked: unknown }).asked = (e as CustomEvent).detail;
      });
    });
    await anonymous.locator(`${LIST} .sport-head .sport-link`).click();
    await anonymous.locator(`${LIST} [part="league-search-open"]`).click();
    await anonymous.locator(`${LIST} [part="league-search"] [data-kind="empty"]`).waitFor();
    assert.deepEqual(await anonymous.evaluate(() => (window as unknown as { asked: unknown }).asked), {
      reason: 'leagueSearch',
    });
    await anonymous.close();

    const page = await open('/', userName('demo'));
    await page.locator(`${LIST} .sport-head .sport-link`).click();
    await page.locator(`${LIST} [part="league-search-open"]`).click();
    const name = withRoom.lg.na;
    await page.locator(`${LIST} [part="league-search"] input[type="search"]`).fill(name.slice(0, 6));
    const pick = page.locator(`${LIST} [part="league-results"] button`, { hasText: name });
    await pick.click();
    await page.waitForURL(/\/app\/newSport\/league-search-result\?leagueId=/);
    const result = page.locator(`sport-app sport-match-list[league-id="${withRoom.lg.id}"]`);
    await result.locator('[data-match-id]').first().waitFor();
    // The filter shows the league once its list of leagues has arrived (it may come after the first rows).
    const filter = result.locator(`select[part="league-filter"] option[value="${withRoom.lg.id}"]`);
    await filter.waitFor({ state: 'attached' });
    assert.equal(await result.locator('select[part="league-filter"]').inputValue(), withRoom.lg.id);
    await page.close();
  });

  it('shows six banners on the home list; one leads to a web address in a new tab, another to a match of the app', async () => {
    const page = await open('/');
    await page.locator(`${LIST} .sport-banners`).waitFor();
    assert.equal(await page.locator(`${LIST} .sport-banner-dot`).count(), 6);
    const web = page.locator(`${LIST} a.sport-banner-link[href="${WEB_BANNER_URL}"]`);
    assert.equal(await web.getAttribute('target'), '_blank');
    assert.match((await web.getAttribute('rel')) ?? '', /noopener/);
    // The first banner leads to a live match: the app opens its detail.
    await page.locator(`${LIST} .sport-banner-dot`).first().click();
    await page.locator(`${LIST} [role="group"]:not([hidden]) button.sport-banner-link`).click();
    await page.locator('sport-app sport-match-detail').waitFor();
    assert.match(page.url(), /\/app\/newSport\/match-detail\?matchId=/);
    await page.close();
  });
});
