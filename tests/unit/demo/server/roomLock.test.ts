// The locked room is not readable (issue 27 item 5): the entertainment room LR1000 is locked for a visitor who is not
// logged in until its host opens it. Such a visitor gets no stream URL (anchor list, room permission), the stream is
// served only through a short-lived signed media URL, and the chat socket neither joins them to the room nor sends
// its history until they are allowed in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATHS } from '../../../../src/api/livePaths';
import type { WireAnchor, WireChatFrame } from '../../../../src/api/wire';
import { openChat, start, until, type TestServer } from './harness';

const LOCKED = 'LR1000';
const SECRET = 'unit-test-media';

let srv: TestServer;
let base: string;
let token: string;

beforeAll(async () => {
  srv = await start(undefined, undefined, undefined, { mediaSecret: SECRET, chatGapMs: 0 });
  base = srv.url.replace(/\/$/, '');
  token = await srv.login('demo');
  await srv.call('/demo/control', { action: 'lockRoom', liveRoomId: LOCKED });
});
afterAll(async () => {
  await srv.stop();
});

const anchorOf = async (liveRoomId: string, auth?: string) =>
  (await srv.call<WireAnchor[]>(LIVE_PATHS.anchorList, {}, auth)).data.find((a) => a.liveRoomId === liveRoomId)!;
const permission = async (liveRoomId: string, auth?: string) =>
  (await srv.call<{ isSuccess: boolean; streamUrl?: string }>(LIVE_PATHS.roomPermission, { liveRoomId }, auth)).data;
const status = async (path: string) => (await fetch(`${base}${path}`)).status;

/** Resolves once the socket answered a ping sent now: every frame the server sent before it has arrived. */
async function settled(chat: { ws: { send(data: string): void }; frames: WireChatFrame[] }): Promise<void> {
  const pongs = () => chat.frames.filter((f) => f.code === 'pong').length;
  const before = pongs();
  chat.ws.send(JSON.stringify({ code: 'ping' }));
  await until(() => pongs() > before, 'the pong after a ping');
}

describe('the stream of a locked room', () => {
  it('an anonymous visitor refused by get/room/permission gets no stream URL from the anchor list or the permission', async () => {
    expect((await permission(LOCKED)).isSuccess).toBe(false);
    expect((await anchorOf(LOCKED)).streamUrl ?? '').toBe('');
    expect((await permission(LOCKED)).streamUrl ?? '').toBe('');
  });

  it('a logged-in user (allowed in) gets a signed stream URL the server serves, from both the anchor list and the permission', async () => {
    const url = (await anchorOf(LOCKED, token)).streamUrl!;
    expect(url).toMatch(/^\/media\/line-2\/[^/]+\/index\.m3u8$/);
    expect(await status(url)).toBe(200);
    expect((await permission(LOCKED, token)).streamUrl).toBe(url);
    // The playlist's segments are relative: they resolve under the same grant and are served too.
    expect(await status(url.replace(/index\.m3u8$/, 'seg0.m4s'))).toBe(200);
  });

  it('the host opening the room to everyone gives the anonymous visitor the stream; locking it again takes it away', async () => {
    await srv.call('/demo/control', { action: 'unlockRoom', liveRoomId: LOCKED });
    try {
      expect((await permission(LOCKED)).isSuccess).toBe(true);
      expect((await anchorOf(LOCKED)).streamUrl).toMatch(/^\/media\/line-2\//);
      expect((await permission(LOCKED)).streamUrl).toBe((await anchorOf(LOCKED)).streamUrl);
    } finally {
      await srv.call('/demo/control', { action: 'lockRoom', liveRoomId: LOCKED });
    }
    expect((await anchorOf(LOCKED)).streamUrl ?? '').toBe('');
  });
});

describe('the media files: only through a signed, unexpired URL', () => {
  it('the plain stream path (no grant) is refused with 403', async () => {
    expect(await status('/media/line-2/index.m3u8')).toBe(403);
    expect(await status('/media/line-2/seg0.m4s')).toBe(403);
  });

  it('a grant whose signature does not match (forged, or for another line or room) is refused', async () => {
    const url = (await anchorOf(LOCKED, token)).streamUrl!;
    const grant = url.split('/')[3];
    const forged = grant.slice(0, -2) + (grant.endsWith('AA') ? 'BB' : 'AA');
    expect(await status(`/media/line-2/${forged}/index.m3u8`)).toBe(403);
    // The same grant on another line: the path is part of what was signed.
    expect(await status(`/media/line-1/${grant}/index.m3u8`)).toBe(403);
    // Another room's name put into the grant breaks the signature too.
    expect(await status(`/media/line-2/${grant.replace(LOCKED, 'LR1001')}/index.m3u8`)).toBe(403);
  });

  it('a grant past its expiry is refused, one still running is served (signed with the server secret)', async () => {
    const { mediaGrant } = await import('../../../../demo/server/media');
    const now = Date.now();
    expect(await status(`/media/line-2/${mediaGrant(SECRET, LOCKED, 'line-2', now - 1000)}/index.m3u8`)).toBe(403);
    expect(await status(`/media/line-2/${mediaGrant(SECRET, LOCKED, 'line-2', now + 60_000)}/index.m3u8`)).toBe(200);
    // The same grant signed with another secret is refused.
    expect(await status(`/media/line-2/${mediaGrant('other', LOCKED, 'line-2', now + 60_000)}/index.m3u8`)).toBe(403);
  });

  it("a grant's expiry is a few minutes away, never more than ten", async () => {
    const url = (await anchorOf(LOCKED, token)).streamUrl!;
    const expiry = Number(url.split('/')[3].split('.')[1]);
    expect(expiry - Date.now()).toBeGreaterThan(60_000);
    expect(expiry - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });
});

describe('the chat of a locked room (socket)', () => {
  it('an anonymous socket gets neither the history (L03) nor the lines said while it waits; it joins once the host opens the room', async () => {
    const chat = await openChat(srv, { liveRoomId: LOCKED, languageType: 'ENG' });
    // A line said in the room by a logged-in viewer while the anonymous socket waits.
    const speaker = await openChat(srv, { liveRoomId: LOCKED, token, languageType: 'ENG' });
    await until(() => speaker.frames.some((f) => f.code === 'L03'), "the logged-in viewer's history");
    speaker.ws.send(JSON.stringify({ code: 'M01', data: { content: 'only for those let in' } }));
    await until(() => speaker.frames.some((f) => f.code === 'M01'), 'the line said back to its speaker');
    await settled(chat);
    expect(chat.frames.map((f) => f.code)).not.toContain('L03');
    expect(chat.frames.map((f) => f.code)).not.toContain('M01');
    await srv.call('/demo/control', { action: 'unlockRoom', liveRoomId: LOCKED });
    try {
      await until(() => chat.frames.some((f) => f.code === 'L03'), 'the history once the room is open to all');
      const history = chat.frames.find((f) => f.code === 'L03')!.data as { list: { content: string }[] };
      expect(history.list.map((l) => l.content)).toContain('only for those let in');
    } finally {
      await srv.call('/demo/control', { action: 'lockRoom', liveRoomId: LOCKED });
    }
    chat.ws.close();
    speaker.ws.close();
  });

  it('locking the room again stops an anonymous socket in it from receiving lines', async () => {
    await srv.call('/demo/control', { action: 'unlockRoom', liveRoomId: LOCKED });
    const chat = await openChat(srv, { liveRoomId: LOCKED, languageType: 'ENG' });
    await until(() => chat.frames.some((f) => f.code === 'L03'), 'the history of the open room');
    await srv.call('/demo/control', { action: 'lockRoom', liveRoomId: LOCKED });
    const speaker = await openChat(srv, { liveRoomId: LOCKED, token, languageType: 'ENG' });
    await until(() => speaker.frames.some((f) => f.code === 'L03'), "the logged-in viewer's history");
    const said = speaker.frames.filter((f) => f.code === 'M01').length;
    speaker.ws.send(JSON.stringify({ code: 'M01', data: { content: 'after the lock' } }));
    await until(
      () => speaker.frames.filter((f) => f.code === 'M01').length > said,
      'the line said back to its speaker',
    );
    await settled(chat);
    const lines = chat.frames.filter((f) => f.code === 'M01').map((f) => (f.data as { content: string }).content);
    expect(lines).not.toContain('after the lock');
    chat.ws.close();
    speaker.ws.close();
  });

  it('a logged-in socket (allowed in) joins the locked room with its history', async () => {
    const chat = await openChat(srv, { liveRoomId: LOCKED, token, languageType: 'ENG' });
    await until(() => chat.frames.some((f) => f.code === 'L03'), 'the history for an allowed viewer');
    chat.ws.close();
  });
});
