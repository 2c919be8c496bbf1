// The demo page as a bettor uses it: open a live match's detail, a goal is scored (demo control 'goal'),
// the detail's scoreboard updates through the push socket and a goal notification appears, then fades; an expert's
// pick on a match (expert news) is followed from its detail into the slip with the expert-news bet source; a match's
// detail names the hosts covering it (anchor search).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { LIVE_PATHS } from '../../src/api/livePaths';
import type { WireAnchor, WireSportsMessage } from '../../src/api/wire';
import { BetSource } from '../../src/domain/betSource';
import { baseUrl, claimMatch, control, launch, postJson, pushReady } from './browser';

interface Row {
  id: string;
  ms: number;
  ts: { na: string }[];
}

/** A live football match from the list feed. */
async function liveFootball(): Promise<Row> {
  const response = await fetch(`${baseUrl()}/v1/match/getList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ current: 1, size: 50, sportId: 1, playType: 'rolling' }),
  });
  const { data } = (await response.json()) as { data: { records: Row[] } };
  const live = data.records.filter((m) => m.ms === 5);
  assert.ok(live.length, 'a live football match on the reference server');
  const id = await claimMatch(live.map((m) => m.id));
  return live.find((m) => m.id === id)!;
}

describe('match detail and goal notification on the demo page', () => {
  let browser: Browser;
  let page: Page;
  let match: Row;

  before(async () => {
    match = await liveFootball();
    browser = await launch();
    page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${baseUrl()}/`);
    await page.locator('#lang-picker').selectOption('ENG');
  });

  after(async () => {
    await browser?.close();
  });

  it('opens the match in <sport-match-detail> with its scoreboard and markets', async () => {
    await page.locator('#match-id-input').fill(match.id);
    await page.locator('#match-form button[type="submit"]').click();
    const board = page.locator('sport-match-detail .detail-board');
    await board.waitFor();
    assert.match((await board.textContent()) ?? '', new RegExp(match.ts[0].na));
    await page.locator('sport-match-detail .sport-odds').first().waitFor();
  });

  it("the data tab's analysis opens with the score service's intelligence on both teams", async () => {
    const detail = page.locator('sport-match-detail');
    await detail.getByRole('tab', { name: 'Data' }).click();
    const notes = detail.locator('[data-block="intelligence"]');
    await notes.locator('li', { hasText: `${match.ts[0].na} play at home.` }).waitFor();
    await notes.locator('li', { hasText: `${match.ts[1].na} travel for this one.` }).waitFor();
    await detail.getByRole('tab').first().click();
  });

  it('a goal updates the detail score and shows a goal notification, which fades after 3000 + 300 ms', async () => {
    const home = page.locator('sport-match-detail .detail-score [data-side="home"]');
    const before = Number(await home.textContent());
    await pushReady(page, ['goal']); // the goal-notify subscription is on the server before the goal
    await control('goal', match.id);
    await page.waitForFunction((score) => {
      const detail = document.querySelector('sport-match-detail')?.shadowRoot;
      return Number(detail?.querySelector('.detail-score [data-side="home"]')?.textContent) === score;
    }, before + 1);
    const notice = page.locator(`sport-goal-notify .goal-notice[data-match-id="${match.id}"]`).last();
    await notice.waitFor();
    assert.equal(await notice.locator('.goal-label').textContent(), 'Goal');
    assert.equal(Number(await notice.locator('.goal-score[data-side="home"]').textContent()), before + 1);
    // The notice leaves by itself (the first-time alert beside it too, after 5 s, issue 29: no confirm needed).
    await notice.waitFor({ state: 'detached', timeout: 6000 });
  });

  it("an expert's pick on the match is shown in its detail and followed into the slip as expert news", async () => {
    const response = await fetch(`${baseUrl()}${LIVE_PATHS.sportsTop}?sportsId=1&languageType=ENG`);
    const { data } = (await response.json()) as { data: WireSportsMessage[] };
    const matchId = await claimMatch(data.filter((m) => m.professorId.startsWith('PF')).map((m) => m.matchId));
    const pick = data.find((m) => m.matchId === matchId && m.professorId.startsWith('PF'))!;
    await page.locator('#match-id-input').fill(matchId);
    await page.locator('#match-form button[type="submit"]').click();
    const card = page.locator(`sport-match-detail .detail-expert[data-message="${pick.sportsMessageId}"]`);
    await card.locator('button:enabled').click();
    await card.locator('button[aria-pressed="true"]').waitFor();
    const saved = await page.evaluate(() => localStorage.getItem('sport-widgets:slip'));
    const source = (JSON.parse(saved ?? '{}') as { info: Record<string, { source?: Record<string, unknown> }> }).info[
      matchId
    ]?.source;
    assert.deepEqual(source, {
      betSource: BetSource.ExpertNews,
      sportsMessageId: pick.sportsMessageId,
      professorId: pick.professorId,
    });
  });

  it('the detail of a match a host streams lists that host under "Hosts covering this match"', async () => {
    const anchors = await postJson<WireAnchor[]>('/api/forehead/live/anchor/list', {});
    const anchor = anchors.find((a) => a.matchId && a.sportId === 1)!;
    await page.locator('#match-id-input').fill(anchor.matchId!);
    await page.locator('#match-form button[type="submit"]').click();
    const host = page.locator(`sport-match-detail .detail-hosts button[data-room="${anchor.liveRoomId}"]`);
    await host.filter({ hasText: anchor.hostName ?? '' }).waitFor();
  });
});
