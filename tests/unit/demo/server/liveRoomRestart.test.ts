// A live room's state kept in the store across a restart on the same DATA_DIR: the chat lines of each room, the
// chat bans, the gift ranking, an open red envelope and a running lottery (drawn once at its time, on load when
// that time passed while the server was down).
import Decimal from 'decimal.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_PATHS } from '../../../../src/api/livePaths';
import type { WireChatMessage, WireChatToken, WireEnvelope, WireGiftRank } from '../../../../src/api/wire';
import { BanTimeUnit } from '../../../../src/domain/liveEnums';
import type { StoreData } from '../../../../demo/server/records';
import { EPOCH, openChat, openToAll, start, until, type TestServer } from './harness';

/** The entertainment room: always on air, so its bots speak as the simulation runs. */
const ROOM = 'LR1000';

/** What the database holds (what a restart loads). */
const onDisk = (srv: TestServer): Promise<StoreData> => srv.store.readBack();

async function chatToken(srv: TestServer, session: string): Promise<WireChatToken> {
  const res = await fetch(`${srv.url.replace(/\/$/, '')}${LIVE_PATHS.chatToken}`, {
    headers: { authorization: session },
  });
  return ((await res.json()) as WireEnvelope<WireChatToken>).data;
}

/** The room's chat (as `session`'s user, else anonymous) once its history came: the lines L03 sent, and `say`. */
async function joinChat(srv: TestServer, session?: string) {
  const query = { liveRoomId: ROOM, ...(session ? { token: (await chatToken(srv, session)).token } : {}) };
  if (!session) await openToAll(srv, ROOM);
  const { ws, frames } = await openChat(srv, query);
  await until(() => frames.some((f) => f.code === 'L03'), 'L03 (the room history)');
  const history = (frames.find((f) => f.code === 'L03')!.data as { list: WireChatMessage[] }).list;
  const say = async (content: string) => {
    const before = frames.length;
    ws.send(JSON.stringify({ code: 'M01', data: { content } }));
    await until(() => frames.slice(before).some((f) => f.code !== 'P02'), 'the answer to the sent M01');
    return frames.slice(before).find((f) => f.code !== 'P02')!;
  };
  return { ws, frames, history, say };
}

const coins = async (srv: TestServer, token: string) =>
  (await srv.call<{ balance: string }>(LIVE_PATHS.goldmallBalance, {}, token)).data.balance;
const winList = async (srv: TestServer, liveRoomId = ROOM) =>
  (await srv.call<{ lotteryId: string; uid: string; prize: string }[]>(LIVE_PATHS.lotteryWinList, { liveRoomId })).data;
const control = (srv: TestServer, body: Record<string, string | number>, liveRoomId = ROOM) =>
  srv.call('/demo/control', { liveRoomId, ...body });

const running: TestServer[] = [];
/**
 * Starts a server and stops it after the test (keeping the data directory for the next start of the test). A board of
 * 12 matches still has the rooms these tests use (LR1000, LR1002 with its seeded draw); the rest of the full board
 * would only cost simulation time, twice over (a restart runs the saved world's time again).
 */
async function boot(dataDir?: string, epoch?: number): Promise<TestServer> {
  const srv = await start(dataDir, 12, epoch);
  running.push(srv);
  return srv;
}
/** Stops a server as a restart does: the same DATA_DIR goes on. */
async function restart(srv: TestServer, epoch?: number): Promise<TestServer> {
  running.splice(running.indexOf(srv), 1);
  await srv.stop(true);
  return boot(srv.dataDir, epoch);
}
afterEach(async () => {
  vi.useRealTimers();
  for (const srv of running.splice(0)) await srv.stop();
});

describe("a live room's chat across a restart", () => {
  it('keeps the last 50 lines of the room: a reloading viewer gets the same L03, a deleted line stays deleted, a new line gets a new msgId', async () => {
    const first = await boot();
    first.sim.advance(600_000); // the room's bots say more than 50 lines
    const token = await first.login('demo');
    const mine = (await (await joinChat(first, token)).say('said before the restart')).data as WireChatMessage;
    const kept = (await onDisk(first)).rooms?.[ROOM]?.history ?? [];
    const deleted = kept.find((m) => m.uid.startsWith('v-'))!;
    const admin = await first.login('admin');
    const removal = await first.call(
      LIVE_PATHS.chatDeleteMessage,
      { liveRoomId: ROOM, msgIds: [deleted.msgId] },
      admin,
    );
    expect(removal.code).toBe(1);
    const before = (await joinChat(first)).history;
    expect(before.map((m) => m.msgId)).toContain(mine.msgId);

    const second = await restart(first);
    const after = await joinChat(second);
    expect(after.history).toEqual(before);
    expect((await onDisk(second)).rooms?.[ROOM]?.history).toHaveLength(50);
    expect((await onDisk(second)).rooms?.[ROOM]?.history.map((m) => m.msgId)).not.toContain(deleted.msgId);
    const next = (await (await joinChat(second, token)).say('said after the restart')).data as WireChatMessage;
    // The line's number in its room (on a shared database an instance's tag follows it: LR1000-57.<tag>).
    const number = (msgId: string) => Number(/-(\d+)/.exec(msgId)![1]);
    expect(number(next.msgId)).toBe(number(mine.msgId) + 1);
  });

  it("keeps a running chat ban (the token says isBan, the user's line is refused with B08); a ban that ended while the server was down is gone", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await boot();
    const token = await first.login('demo');
    const admin = await first.login('admin');
    const ban = await first.call<{ banUntil: number }>(
      LIVE_PATHS.chatBanUser,
      { liveRoomId: ROOM, uid: '80001', ttl: 10, unit: BanTimeUnit.Min },
      admin,
    );
    expect(ban.code).toBe(1);

    const second = await restart(first);
    expect((await chatToken(second, token)).chatBanInfo).toMatchObject({ isBan: true });
    const refused = await (await joinChat(second, token)).say('banned?');
    expect(refused).toMatchObject({ code: 'B08', data: { uid: '80001', banUntil: ban.data.banUntil } });

    vi.setSystemTime(ban.data.banUntil + 1000);
    const third = await restart(second);
    expect((await onDisk(third)).chatBans?.['80001']).toBeUndefined();
    expect((await chatToken(third, token)).chatBanInfo).toMatchObject({ isBan: false });
    expect((await (await joinChat(third, token)).say('back again')).code).toBe('M01');
  });
});

describe("a live room's gifts, red envelope and lottery across a restart", () => {
  it("keeps the room's gift ranking: the same top 10 senders with the same totals", async () => {
    const first = await boot();
    first.sim.advance(900_000); // the room's regular viewers send gifts too
    const demo = await first.login('demo');
    const usd = await first.login('usd');
    const present = (token: string, giftId: number, count: number) =>
      first.call(LIVE_PATHS.presentGift, { liveRoomId: ROOM, giftId, count }, token);
    expect((await present(demo, 3, 1)).code).toBe(1);
    expect((await present(usd, 2, 3)).code).toBe(1);
    const top10 = async (srv: TestServer) =>
      (await srv.call<WireGiftRank[]>(LIVE_PATHS.giftTop10, { liveRoomId: ROOM })).data;
    const before = await top10(first);
    expect(before.find((r) => r.uid === '80001')?.amount).toBe('200.00');
    expect(before.find((r) => r.uid === '80002')?.amount).toBe('150.00');
    expect(before.some((r) => r.uid.startsWith('v-'))).toBe(true);

    const second = await restart(first);
    expect(await top10(second)).toEqual(before);
  });

  it('keeps an open red envelope with its shares left and who grabbed: a grabber gets nothing more, another user a share of what is left', async () => {
    const first = await boot();
    const demo = await first.login('demo');
    const chat = await joinChat(first);
    expect((await control(first, { action: 'redEnvelope' })).code).toBe(1);
    await until(() => chat.frames.some((f) => f.code === 'G02'), 'G02 (the red envelope)');
    const dropped = chat.frames.find((f) => f.code === 'G02')!.data as {
      envelopeId: string;
      amount: string;
      count: number;
    };
    const grab = (srv: TestServer, token: string) =>
      srv.call<{ amount: string } | 'failure'>(LIVE_PATHS.receiveRedEnvelope, { liveRoomId: ROOM }, token);
    const mine = (await grab(first, demo)).data as { amount: string };

    const second = await restart(first);
    const offered = await second.call(LIVE_PATHS.redEnvelope, { liveRoomId: ROOM });
    expect(offered.data).toEqual({ envelopeId: dropped.envelopeId, count: dropped.count - 1 });
    expect(await coins(second, demo)).toBe(new Decimal(1000).plus(mine.amount).toFixed(2));
    expect((await grab(second, demo)).data).toBe('failure');
    const theirs = (await grab(second, await second.login('usd'))).data as { amount: string };
    expect(new Decimal(theirs.amount).gt(0)).toBe(true);
    expect(new Decimal(mine.amount).plus(theirs.amount).lte(dropped.amount)).toBe(true);
    expect((await onDisk(second)).rooms?.[ROOM]?.redEnvelope).toMatchObject({
      count: dropped.count - 2,
      left: new Decimal(dropped.amount).minus(mine.amount).minus(theirs.amount).toFixed(2),
      grabbed: ['80001', '80002'],
    });
  });

  it('keeps a running lottery (prize, draw time, entrants): a viewer joining after the restart is told of it (G06), and it is drawn once, at its time', async () => {
    const first = await boot();
    const demo = await first.login('demo');
    await first.call(LIVE_PATHS.watch, { liveRoomId: ROOM }, demo);
    expect((await control(first, { action: 'lottery', drawSeconds: 60 })).code).toBe(1);
    const lottery = (await onDisk(first)).rooms?.[ROOM]?.lottery;
    expect(lottery).toMatchObject({ drawAt: EPOCH + 60_000, entrants: ['80001'] });

    const second = await restart(first);
    expect((await onDisk(second)).rooms?.[ROOM]?.lottery).toEqual(lottery);
    const chat = await joinChat(second);
    await until(() => chat.frames.some((f) => f.code === 'G06'), 'G06 (the lottery still running after the restart)');
    expect(chat.frames.find((f) => f.code === 'G06')!.data).toEqual({
      lotteryId: lottery!.id,
      prize: lottery!.prize,
      drawAt: lottery!.drawAt,
    });
    second.sim.advance(59_000);
    expect(await winList(second)).toEqual([]);
    second.sim.advance(1000);
    await until(() => chat.frames.some((f) => f.code === 'G07'), 'G07 (the lottery drawn)');
    const drawn = chat.frames.find((f) => f.code === 'G07')!.data as { lotteryId: string };
    expect(drawn.lotteryId).toBe(lottery!.id);
    expect(await winList(second)).toEqual([expect.objectContaining({ lotteryId: lottery!.id, prize: lottery!.prize })]);
    second.sim.advance(5000);
    expect(await winList(second)).toHaveLength(1);
    // The draw's change is written at the end of its turn, by nobody's request: wait for what was changed to be written.
    await second.store.assertWritten(0);
    expect((await onDisk(second)).rooms?.[ROOM]?.lottery).toBeUndefined();
  });

  it('a lottery whose draw time passed while the server was down is drawn on load and its winner paid once; a further restart pays nothing again', async () => {
    // A room whose seeded draw (the first after a restart) picks one of the four users, not a regular viewer.
    const liveRoomId = 'LR1002';
    const first = await boot();
    const tokens = await Promise.all(['demo', 'usd', 'usdt', 'admin'].map((name) => first.login(name)));
    for (const token of tokens) await first.call(LIVE_PATHS.watch, { liveRoomId }, token);
    expect((await control(first, { action: 'lottery', drawSeconds: 8 }, liveRoomId)).code).toBe(1);
    const lottery = (await onDisk(first)).rooms?.[liveRoomId]?.lottery;
    const wallets = async (srv: TestServer) => Promise.all(tokens.map((t) => coins(srv, t)));
    expect(await wallets(first)).toEqual(['1000.00', '1000.00', '1000.00', '1000.00']);

    // Down for a minute of the simulated clock: the draw was due 52 s before the server came back.
    const second = await restart(first, EPOCH + 60_000);
    const winners = await winList(second, liveRoomId);
    expect(winners).toEqual([expect.objectContaining({ lotteryId: lottery!.id, prize: lottery!.prize })]);
    const paid = ['80001', '80002', '80003', '80004'].map((uid) =>
      uid === winners[0].uid ? new Decimal(1000).plus(lottery!.prize).toFixed(2) : '1000.00',
    );
    // The test shows a payment, not only its absence.
    expect(paid).toContain(new Decimal(1000).plus(lottery!.prize).toFixed(2));
    expect(await wallets(second)).toEqual(paid);
    expect((await onDisk(second)).rooms?.[liveRoomId]?.lottery).toBeUndefined();

    const third = await restart(second, EPOCH + 120_000);
    expect(await winList(third, liveRoomId)).toEqual(winners);
    expect(await wallets(third)).toEqual(paid);
  });
});
