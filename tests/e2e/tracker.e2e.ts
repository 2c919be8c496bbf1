// The animation tab's live tracker against the reference server: a live football match's tab draws the pitch from
// the tracker feed (its state and last events at once, then live), and a goal the server scores shows in the
// tracker's callout and at the top of its event log, with its minute.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, claimMatch, control, launch } from './browser';

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

/** A team name as a literal in a pattern. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('live match tracker in the animation tab', () => {
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

  it('opens a live football match, and its animation tab shows the pitch, the score and the events so far', async () => {
    await page.locator('#match-id-input').fill(match.id);
    await page.locator('#match-form button[type="submit"]').click();
    await page.locator('sport-match-detail .detail-board').waitFor();
    await page.locator('sport-match-detail [role="tab"]', { hasText: 'Animation' }).click();
    // The pitch is drawn before its label's words and the first frame are in (its aria-label is ': ' for a moment).
    const pitch = page.locator('sport-match-detail svg.trk-field[data-kind="pitch"][aria-label^="Pitch: "]');
    await pitch.waitFor();
    const head = (await page.locator('sport-match-detail .trk-head').textContent()) ?? '';
    assert.match(head, new RegExp(literal(match.ts[0].na)));
    // Mid-match, the full frame on subscribing fills the log at once.
    await page.locator('sport-match-detail .trk-log li').first().waitFor();
    // The tracker's code loaded with the tab.
    assert.ok(
      await page.evaluate(() => performance.getEntriesByType('resource').some((r) => /TrackerPanel/.test(r.name))),
    );
  });

  it('a goal the server scores appears in the callout and on top of the log with its minute, and the score moves', async () => {
    const score = page.locator('sport-match-detail .trk-score');
    const [home] = ((await score.textContent()) ?? '').split('–').map((s) => Number(s.trim()));
    await control('goal', match.id);
    const callout = page.locator('sport-match-detail .trk-callout[data-kind="goal"]');
    await callout.waitFor();
    assert.match((await callout.textContent()) ?? '', new RegExp(`Goal!.*${literal(match.ts[0].na)}`));
    const top = page.locator('sport-match-detail .trk-log li').first();
    await page.waitForFunction(() => {
      const root = document.querySelector('sport-match-detail')?.shadowRoot;
      return root?.querySelector('.trk-log li')?.getAttribute('data-kind') === 'goal';
    });
    assert.match((await top.textContent()) ?? '', new RegExp(`^\\d+' Goal! · ${literal(match.ts[0].na)}$`));
    await page.waitForFunction((h) => {
      const root = document.querySelector('sport-match-detail')?.shadowRoot;
      return Number(root?.querySelector('.trk-score')?.textContent?.split('–')[0].trim()) === h;
    }, home + 1);
    // The callout leaves after a few seconds; the log keeps the goal.
    await callout.waitFor({ state: 'detached', timeout: 6000 });
    assert.equal(await top.getAttribute('data-kind'), 'goal');
  });
});
