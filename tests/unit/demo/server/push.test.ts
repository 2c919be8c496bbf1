import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../../src/domain/enums';
import { PUSH_CHANNEL, type WireGoalEvent, type WireOddsUpdate, type WirePushMessage } from '../../../../src/api/wire';
import { playedSeconds } from '../../../../demo/server/match';
import { nameIn } from '../../../../demo/server/names';
import { lineup } from '../../../../demo/server/scoreData';
import { openChat, openPush, start, until, type TestServer } from './harness';

let srv: TestServer;
beforeEach(async () => {
  srv = await start();
});
afterEach(async () => {
  await srv.stop();
});

describe('push socket', () => {
  it('answers ping with pong and pushes goal and js1 (suspended markets) to subscribers of those channels', async () => {
    const { ws, frames } = await openPush(srv);
    const m = [...srv.sim.matches.values()].find((x) => x.sport.key === 'football' && x.status === MatchStatus.Live)!;
    ws.send(JSON.stringify({ cmd: 'ping' }));
    await until(() => frames.length > 0, 'the pong');
    expect(frames[0]).toEqual({ cmd: 'pong' });
    ws.send(JSON.stringify({ cmd: 'sub', chs: [PUSH_CHANNEL.goal, PUSH_CHANNEL.js1(m.id), PUSH_CHANNEL.tec(m.id)] }));
    ws.send('not json');
    await until(() => frames.length > 1, "the answer to 'not json'");
    await srv.call('/demo/control', { action: 'goal', matchId: m.id, side: 'away' });
    await until(() => frames.some((f) => (f as WirePushMessage).chId === PUSH_CHANNEL.goal), 'the goal push');
    const goal = frames.find(
      (f) => (f as WirePushMessage).chId === PUSH_CHANNEL.goal,
    ) as WirePushMessage<WireGoalEvent>;
    expect(goal.data).toMatchObject({ mid: m.id, ev: 'guest', hn: m.home.na, an: m.away.na });
    // The reference server's addition: a football goal carries its minute of play, counted from 1.
    expect(goal.data.mn).toBe(Math.floor(playedSeconds(m) / 60) + 1);
    // And its scorer (issue 29): one of the scoring side's starters in the line-up, not its keeper.
    const away = (lineup(srv.sim, m) as { away: { starters: { name: string; number: number }[] } }).away.starters;
    expect(away.slice(1).map((p) => p.name)).toContain(goal.data.sc);
    const odds = frames.find(
      (f) => (f as WirePushMessage).chId === PUSH_CHANNEL.js1(m.id),
    ) as WirePushMessage<WireOddsUpdate>;
    expect(odds.data.mks.every((mk) => mk.ss === 0)).toBe(true);
    ws.close();
  });

  it("names a goal's teams in each socket's language, the languageType of its last sub (a switch re-subs and gets the recent goals again in its new language, marked re: 1)", async () => {
    const cmn = await openPush(srv);
    const eng = await openPush(srv);
    const m = [...srv.sim.matches.values()].find((x) => x.sport.key === 'football' && x.status === MatchStatus.Live)!;
    const pongs = (frames: unknown[]) => frames.filter((f) => (f as { cmd?: string }).cmd === 'pong').length;
    cmn.ws.send(JSON.stringify({ cmd: 'sub', chs: [PUSH_CHANNEL.goal], languageType: 'CMN' }));
    eng.ws.send(JSON.stringify({ cmd: 'sub', chs: [PUSH_CHANNEL.goal] }));
    for (const s of [cmn, eng]) s.ws.send(JSON.stringify({ cmd: 'ping' }));
    await until(() => pongs(cmn.frames) === 1 && pongs(eng.frames) === 1, 'both subscriptions held (pongs after them)');
    const goals = (frames: unknown[]) =>
      frames.filter((f) => (f as WirePushMessage).chId === PUSH_CHANNEL.goal) as WirePushMessage<WireGoalEvent>[];
    await srv.call('/demo/control', { action: 'goal', matchId: m.id, side: 'home' });
    await until(() => goals(cmn.frames).length === 1 && goals(eng.frames).length === 1, 'the goal on both sockets');
    expect(nameIn('CMN', m.home.na)).not.toBe(m.home.na);
    expect(goals(cmn.frames)[0].data).toMatchObject({ hn: nameIn('CMN', m.home.na), an: nameIn('CMN', m.away.na) });
    expect(goals(eng.frames)[0].data).toMatchObject({ hn: m.home.na, an: m.away.na });
    // A switch: the client sends a sub with no channels and its new language.
    cmn.ws.send(JSON.stringify({ cmd: 'sub', chs: [], languageType: 'SAU' }));
    cmn.ws.send(JSON.stringify({ cmd: 'ping' }));
    await until(() => pongs(cmn.frames) === 2, 'the pong after the switch');
    // Issue 30: the goal already sent comes again, renamed, so a notice still on screen can take the new names.
    expect(goals(cmn.frames).map((g) => g.data.re)).toEqual([undefined, 1]);
    expect(goals(cmn.frames)[1].data).toMatchObject({
      t: goals(cmn.frames)[0].data.t,
      hn: nameIn('SAU', m.home.na),
      an: nameIn('SAU', m.away.na),
    });
    expect(goals(eng.frames)).toHaveLength(1);
    await srv.call('/demo/control', { action: 'goal', matchId: m.id, side: 'away' });
    await until(() => goals(cmn.frames).length === 3, 'the second goal');
    expect(goals(cmn.frames)[2].data).toMatchObject({ hn: nameIn('SAU', m.home.na), an: nameIn('SAU', m.away.na) });
    expect(goals(cmn.frames)[2].data.re).toBeUndefined();
    cmn.ws.close();
    eng.ws.close();
  });
});

describe('chat socket', () => {
  it('greets a viewer with L01 and L03, refuses an unknown room with E03 and a long message with R00', async () => {
    const token = await srv.login('demo');
    const room = [...srv.sim.matches.values()].find((m) => m.liveRoom)!.liveRoom!.liveRoomId;
    const { ws, frames } = await openChat(srv, { liveRoomId: room, token });
    await until(() => frames.length >= 2, 'L01 and L03');
    expect((frames as { code: string }[]).slice(0, 2).map((f) => f.code)).toEqual(['L01', 'L03']);
    ws.send(JSON.stringify({ code: 'M01', data: { content: 'x'.repeat(101) } }));
    await until(
      () => (frames as { code: string }[]).some((f) => f.code === 'R00'),
      'R00 (the message over 100 characters refused)',
    );
    ws.send(JSON.stringify({ code: 'M01', data: { content: 'hello' } }));
    await until(
      () =>
        (frames as { code: string; data: { content?: string } }[]).some(
          (f) => f.code === 'M01' && f.data.content === 'hello',
        ),
      "the M01 echo of 'hello'",
    );
    ws.close();
    const bad = await openChat(srv, { liveRoomId: 'nope' });
    await until(() => bad.frames.length > 0, 'E03 (the unknown room refused)');
    expect(bad.frames[0]).toMatchObject({ code: 'E03' });
  });
});
