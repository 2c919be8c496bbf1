// Chat flow on the demo page against the reference server, two viewers in the entertainment room: usdt sends an
// emoji picked with the keyboard, replies to the admin's message and reports it; the demo admin deletes one of
// usdt's messages (B06: gone for both) and bans usdt for 10 minutes (B08: usdt's messages disappear and usdt's
// input is disabled with the ban text, also after reloading). usdt, not demo, is banned: other flows chat as demo.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { control, launch, login, openDemoPage, serverTimings, until, userName } from './browser';

const ROOM = 'LR1000';

async function openRoom(page: Page): Promise<Locator> {
  const room = page.locator('sport-live-room');
  await room.locator(`.live-anchor[data-room="${ROOM}"]`).click();
  await room.locator('.live-input input:not([disabled])').waitFor();
  // The input is enabled once the chat rights are known, which can be before the room's chat socket is open (a
  // message sent then is refused as not connected): wait for the socket.
  await page.waitForFunction((liveRoomId) => {
    const runtime = (globalThis as unknown as Record<symbol, { singleton(k: string, c: () => never): unknown }>)[
      Symbol.for('sport-widgets.runtime')
    ];
    let chats: Map<string, { client: { state(): string } | null }>;
    try {
      chats = runtime.singleton('live-chat-connections', () => {
        throw new Error('no chat yet');
      }) as typeof chats;
    } catch {
      return false;
    }
    return chats.get(liveRoomId)?.client?.state() === 'open';
  }, ROOM);
  return room;
}

/** The message line whose own text (not a quote of it) contains `text`. */
function line(room: Locator, text: string): Locator {
  return room.locator('.live-line--message', { has: room.page().locator('.live-text', { hasText: text }) });
}

/** The server's least gap between two messages of one user (R05): 1 s, none on the e2e tier's server. */
let chatGapMs = 1_000;
/** When each room's viewer last saw their own message in the log (after the server took it). */
const lastSent = new Map<Locator, number>();

async function send(room: Locator, text: string): Promise<void> {
  await until(
    () => Date.now() - (lastSent.get(room) ?? 0) >= chatGapMs,
    `the server's chat gap (${chatGapMs} ms) since this viewer's last message`,
  );
  await room.locator('.live-input input').fill(text);
  await room.locator('.live-input button').click();
  await room
    .locator('.live-text', { hasText: text })
    .waitFor({ timeout: 5_000 })
    .catch(async (error) => {
      const shown = await room.locator('.live-error').allTextContents();
      throw new Error(`"${text}" not in the log; the chat says: ${shown.join(' | ') || 'nothing'}`, { cause: error });
    });
  lastSent.set(room, Date.now());
}

describe('live chat', () => {
  let browser: Browser;
  let viewer: Page;
  let admin: Page;
  let viewerRoom: Locator;
  let adminRoom: Locator;
  const stamp = Date.now();

  before(async () => {
    await control('liftChatBans'); // a ban of an earlier run against this server lasts 10 minutes
    chatGapMs = (await serverTimings()).chatGapMs;
    browser = await launch();
    // browser.newPage() opens a context of its own: the two logins do not share storage.
    viewer = await openDemoPage(browser);
    admin = await openDemoPage(browser);
    await login(viewer, 'usdt');
    viewerRoom = await openRoom(viewer);
  });

  after(async () => {
    await browser?.close();
  });

  it('sends an emoji chosen in the picker with the keyboard (rows of 8, Escape closes)', async () => {
    const toggle = viewerRoom.locator('.live-emoji-toggle');
    await toggle.click();
    const grid = viewerRoom.getByRole('grid');
    await grid.locator('[role="row"]').first().waitFor();
    assert.equal(await grid.locator('[role="row"]').first().getByRole('button').count(), 8);
    await viewer.keyboard.press('ArrowRight');
    await viewer.keyboard.press('Enter');
    const input = viewerRoom.locator('.live-input input');
    const value = await input.inputValue();
    assert.equal([...value].length, 1, 'one emoji inserted');
    await toggle.click();
    await toggle.click();
    await grid.waitFor();
    await viewer.keyboard.press('Escape');
    await grid.waitFor({ state: 'detached' });
    await send(viewerRoom, `${value} goal incoming ${stamp}`);
  });

  it("replies to the admin's message: the quote shows above the input and in the sent message", async () => {
    await login(admin, 'admin');
    adminRoom = await openRoom(admin);
    await send(adminRoom, `welcome everyone ${stamp}`);

    const adminLine = line(viewerRoom, `welcome everyone ${stamp}`);
    await adminLine.locator('.live-more').click();
    await adminLine.getByRole('menuitem', { name: 'Reply' }).click();
    await viewerRoom.locator('.live-reply', { hasText: 'Replying to admin' }).waitFor();
    await send(viewerRoom, `thanks ${stamp}`);
    const sent = line(viewerRoom, `thanks ${stamp}`);
    await sent.locator('.live-quote', { hasText: `welcome everyone ${stamp}` }).waitFor();
    assert.equal(await viewerRoom.locator('.live-reply').count(), 0, 'the reply is cleared once sent');
  });

  it("reports the admin's message under a category and is thanked", async () => {
    const adminLine = line(viewerRoom, `welcome everyone ${stamp}`);
    await adminLine.locator('.live-more').click();
    await adminLine.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = viewerRoom.locator('dialog[open]');
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByRole('status').filter({ hasText: 'received your report' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
  });

  it('as the admin deletes a message for everyone, then bans its sender: their messages go and they see the ban', async () => {
    const emojiLine = (room: Locator) => line(room, `goal incoming ${stamp}`);
    await emojiLine(adminRoom).locator('.live-more').click();
    await emojiLine(adminRoom).getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = adminRoom.locator('dialog[open]');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('status').waitFor();
    await confirm.getByRole('button', { name: 'Close' }).last().click();
    await emojiLine(viewerRoom).waitFor({ state: 'detached' });
    await emojiLine(adminRoom).waitFor({ state: 'detached' });

    const reply = (room: Locator) => line(room, `thanks ${stamp}`);
    await reply(adminRoom).locator('.live-more').click();
    await reply(adminRoom).getByRole('menuitem', { name: 'Ban user' }).click();
    const ban = adminRoom.locator('dialog[open]');
    await ban.getByRole('radio', { name: '10 minutes' }).check();
    await ban.getByRole('button', { name: 'Ban user' }).click();
    await ban
      .getByRole('status')
      .filter({ hasText: `${userName('usdt')} is banned for 10 minutes` })
      .waitFor();
    await reply(adminRoom).waitFor({ state: 'detached' });
    await reply(viewerRoom).waitFor({ state: 'detached' });

    const input = viewerRoom.locator('.live-input input');
    assert.ok(await input.isDisabled(), "the banned user's input is disabled");
    assert.match((await input.getAttribute('placeholder')) ?? '', /banned from chatting until/);
    // After a reload the chat token answers the ban (isBan, banText from the server) in the page's language. The
    // room opens in the page's first language (Chinese, kept by the demo page) and the bettor switches to English
    // while that answer is on its way: the chat asks again, in English. (A loaded CI machine once opened the room
    // before the demo page's kept language applied, and the Chinese ban text stayed.)
    await viewer.locator('#lang-picker').selectOption('CMN');
    await viewer.reload();
    let release = () => {};
    let tokenAsked = () => {};
    const asked = new Promise<void>((resolve) => (tokenAsked = resolve));
    let calls = 0;
    await viewer.route('**/user/chat/token/v2**', async (route) => {
      if ((calls += 1) > 1) return route.continue();
      tokenAsked();
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    const again = viewer.locator('sport-live-room');
    await again.locator(`.live-anchor[data-room="${ROOM}"]`).click();
    await asked;
    assert.equal(
      await again.locator('.sport-root').first().getAttribute('lang'),
      'zh-CN',
      'the room opened in Chinese',
    );
    await viewer.locator('#lang-picker').selectOption('ENG');
    await again.locator('.sport-root[lang="en"] .live-input').waitFor();
    release();
    const placeholder = again.locator('.live-input input[disabled][placeholder*="banned from chatting until"]');
    await placeholder.waitFor().catch(async (error) => {
      // What the input says instead names the cause (a CI run once timed out here).
      const shown = again.locator('.live-input input');
      const state = `disabled ${await shown.isDisabled()}, placeholder "${await shown.getAttribute('placeholder')}"`;
      throw new Error(`${error.message}\nthe input: ${state}`);
    });
    await viewer.unroute('**/user/chat/token/v2**');
  });
});
