// Goal notification settings on the demo page (spec §3 User.setting, §5, §6): a logged-in user switches goal
// notifications off in the slip's settings and a forced goal shows nothing; switched on with "all goals", a
// forced goal shows a notice with its minute of play. The demo user's settings are put back afterwards.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, claimMatch, control, launch, login, postJson, pushDelivered, recordPush, until } from './browser';

interface GoalFrame {
  mid: string;
  ev: string;
  mn?: number;
}

/** A live football match from the list feed. */
async function liveFootballId(): Promise<string> {
  const response = await fetch(`${baseUrl()}/v1/match/getList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ current: 1, size: 50, sportId: 1, playType: 'rolling' }),
  });
  const { data } = (await response.json()) as { data: { records: { id: string; ms: number }[] } };
  const live = data.records.filter((m) => m.ms === 5);
  assert.ok(live.length, 'a live football match on the reference server');
  return claimMatch(live.map((m) => m.id));
}

/** The push settings the server holds for the token's user. */
async function serverSetting(token: string): Promise<{ acceptPush: number; acceptList: number[] }> {
  const user = await postJson<{ setting: { acceptPush: number; acceptList: number[] } }>(
    '/api/forehead/user/info',
    {},
    token,
  );
  return user.setting;
}

/** Polls the server until the user's push settings are `expected` (the panel saves in the background). */
async function untilSaved(token: string, expected: { acceptPush: number; acceptList: number[] }): Promise<void> {
  await until(
    async () => {
      const setting = await serverSetting(token);
      return setting.acceptPush === expected.acceptPush && String(setting.acceptList) === String(expected.acceptList);
    },
    `the push settings ${JSON.stringify(expected)} saved on the server`,
  );
}

describe('goal notification settings on the demo page', () => {
  let browser: Browser;
  let page: Page;
  let token = '';
  let matchId: string;
  /** Goal frames of `matchId` the page's push socket received. */
  const frames: GoalFrame[] = [];

  const slip = (css: string) => page.locator(`sport-bet-slip ${css}`);
  const openSettings = async () => {
    await slip('.slip-header button').filter({ hasText: 'Settings' }).click();
    await slip('dialog[open] [data-setting="goal-push"]').waitFor();
  };
  const closeSettings = () => slip('dialog[open] .sport-dialog-close').click();
  /** The ids of the goal notices the page's goal state holds (ids only grow). */
  const noticeIds = () =>
    page.evaluate(() =>
      (
        globalThis as unknown as Record<
          symbol,
          { singleton(k: string, c: () => never): { get(): { notices: { id: number }[] } } }
        >
      )[Symbol.for('sport-widgets.runtime')]
        .singleton('state:goals', () => {
          throw new Error('no goal state');
        })
        .get()
        .notices.map((n) => n.id),
    );
  /** Forces a home goal and waits until the page's socket has it; resolves with its frame. */
  const forceGoal = async (): Promise<GoalFrame> => {
    const seen = frames.length;
    await control('goal', matchId);
    await until(() => frames.length > seen, 'the goal frame reaching the page', 10_000);
    return frames.at(-1)!;
  };

  before(async () => {
    matchId = await liveFootballId();
    browser = await launch();
    page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string' || !payload.includes('"goal"')) return;
        const message = JSON.parse(payload) as { chId?: string; data?: GoalFrame };
        if (message.chId === 'goal' && message.data?.mid === matchId && message.data.ev !== 'begin')
          frames.push(message.data);
      }),
    );
    await page.goto(`${baseUrl()}/`);
    await page.locator('#lang-picker').selectOption('ENG');
    token = await login(page, 'demo');
  });

  after(async () => {
    // Later flows use the demo user: give back its settings (push on: favourites and bet matches).
    if (token)
      await postJson(
        '/api/forehead/system/cfg/set',
        { collect: 'UserSetting', jsonStr: JSON.stringify({ acceptPush: 1, acceptList: [1, 1, 0] }) },
        token,
      ).catch(() => undefined);
    await browser?.close();
  });

  it('switched off in the slip settings, a forced goal shows no notice', async () => {
    await openSettings();
    const push = slip('dialog[open] input[name="accept-push"]');
    await push.uncheck();
    // The flags are shown only while notifications are on.
    assert.equal(await slip('dialog[open] input[name="accept-list"]').count(), 0);
    await untilSaved(token, { acceptPush: 0, acceptList: [1, 1, 0] });
    await closeSettings();
    // A goal of another match before the switch-off (the page opened with notifications on) may still be on show:
    // only notices made after it count.
    const before = await noticeIds();
    const last = Math.max(0, ...before);
    // The page's own recorder of the goal channel hears each goal right after the goal notifications do (one
    // delivery, past the push throttle), and the subscription is on the server before the goal.
    await recordPush(page, 'goal');
    const frame = await forceGoal();
    await until(
      async () =>
        (await pushDelivered<GoalFrame>(page, 'goal')).some(
          (g) => g.mid === frame.mid && g.ev === frame.ev && g.mn === frame.mn,
        ),
      'the goal delivered to the page (its goal notifications have had it)',
    );
    assert.deepEqual(
      (await noticeIds()).filter((id) => id > last),
      [],
      'no notice made after the switch-off',
    );
    assert.ok((await page.locator('sport-goal-notify .goal-notice').count()) <= before.length, 'none shown either');
  });

  it('switched on with "all goals", a forced goal shows a notice with its minute', async () => {
    await openSettings();
    await slip('dialog[open] input[name="accept-push"]').check();
    await slip('dialog[open] .slip-choice label').filter({ hasText: 'All goals' }).locator('input').check();
    await untilSaved(token, { acceptPush: 1, acceptList: [1, 1, 1] });
    await closeSettings();
    const frame = await forceGoal();
    assert.equal(typeof frame.mn, 'number', 'the goal frame carries its minute');
    const notice = page.locator(`sport-goal-notify .goal-notice[data-match-id="${matchId}"]`).last();
    await notice.waitFor();
    assert.equal(await notice.locator('.goal-label').textContent(), 'Goal');
    assert.equal(await notice.locator('bdi.goal-minute').textContent(), `${frame.mn}'`);
  });
});
