// The welcome (P02) in a crowded room (issue 27 item 9): a joiner always gets their own; a room of up to 100 sockets
// hears of every join, a bigger one of at most one a second (2,000 viewers arriving were 2,000 welcomes to each).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireChatFrame } from '../../../../src/api/wire';
import { openChat, start, until, type TestServer } from './harness';

let srv: TestServer;
let room: string;

beforeAll(async () => {
  srv = await start();
  room = [...srv.sim.matches.values()].find((m) => m.liveRoom)!.liveRoom!.liveRoomId;
});
afterAll(async () => {
  await srv.stop();
});

type Chat = Awaited<ReturnType<typeof openChat>>;
const welcomes = (chat: Chat) => chat.frames.filter((f: WireChatFrame) => f.code === 'P02').length;

/** A viewer in the room, once their own welcome came (the last frame of their join). */
async function join(): Promise<Chat> {
  const chat = await openChat(srv, { liveRoomId: room, languageType: 'ENG' });
  await until(() => welcomes(chat) > 0, "the joiner's own welcome");
  return chat;
}

/** Resolves once the socket answered a ping sent now: every frame the server sent before it has arrived. */
async function settled(chat: Chat): Promise<void> {
  const pongs = () => chat.frames.filter((f) => f.code === 'pong').length;
  const before = pongs();
  chat.ws.send(JSON.stringify({ code: 'ping' }));
  await until(() => pongs() > before, 'the pong after a ping');
}

describe('P02 in a crowded room', () => {
  it('a small room hears of every join; past 100 sockets, two joins in the same second are announced once at most, each joiner still welcomed', async () => {
    const first = await join();
    await join();
    await settled(first);
    expect(welcomes(first)).toBe(2);
    const crowd: Chat[] = [first];
    while (crowd.length < 101) crowd.push(await join());
    // The room now has 101 sockets: the next two joins come well within a second of each other (and of the last
    // join announced), so the room hears of one of them at most.
    const before = welcomes(first);
    const a = await join();
    const b = await join();
    await settled(first);
    expect(welcomes(first) - before).toBeLessThanOrEqual(1);
    expect(welcomes(b)).toBe(1);
    expect(welcomes(a)).toBeGreaterThanOrEqual(1);
    for (const chat of [...crowd, a, b]) chat.ws.close();
  });
});
