// Guesses and gifts are idempotent like bets (issue 27 item 6): a clientRef the server dedupes on, so fifty
// concurrent copies of one guess (a retry after a lost answer, a double click) make one guess and spend once; and
// chat reports are bounded (a per-user cap and a total cap, the oldest dropped).
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { LIVE_PATHS } from '../../../../src/api/livePaths';
import type { WireGuessGame, WireGuessPlaced, WireGuessRecord, WirePage } from '../../../../src/api/wire';
import { ChatReports } from '../../../../demo/server/chatReports';
import { serverPerTest, type TestServer } from './harness';

let srv: TestServer;
let token: string;
serverPerTest('demo', (started, loggedIn) => {
  srv = started;
  token = loggedIn;
});

const coins = async () => (await srv.call<{ balance: string }>(LIVE_PATHS.goldmallBalance, {}, token)).data.balance;

/** A room whose match is live, and its open "who wins" game. */
async function openGame() {
  const m = [...srv.sim.matches.values()].find(
    (x) => x.liveRoom && x.sport.key === 'football' && x.status === 5 && x.groups.some((g) => g.mty === 1),
  )!;
  const liveRoomId = m.liveRoom!.liveRoomId;
  const games = (await srv.call<WireGuessGame[]>(LIVE_PATHS.guessingList, { liveRoomId })).data;
  return { liveRoomId, game: games.find((g) => g.kind === 'winner')! };
}

describe('guesses carry a clientRef the server dedupes on', () => {
  it('50 concurrent identical guesses of one clientRef make one guess and take the coins once', async () => {
    const { liveRoomId, game } = await openGame();
    const body = {
      liveRoomId,
      guessId: game.guessId,
      optionId: game.options[0].optionId,
      amount: '10',
      clientRef: 'g-1',
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => srv.call<WireGuessPlaced>(LIVE_PATHS.guessingBet, body, token)),
    );
    expect(answers.every((a) => a.code === 1)).toBe(true);
    expect(new Set(answers.map((a) => a.data.betId)).size).toBe(1);
    expect(await coins()).toBe('990.00');
    const records = (await srv.call<WirePage<WireGuessRecord>>(LIVE_PATHS.guessingRecord, {}, token)).data.records;
    expect(records).toHaveLength(1);
    // Another reference is another guess.
    expect((await srv.call(LIVE_PATHS.guessingBet, { ...body, clientRef: 'g-2' }, token)).code).toBe(1);
    expect(await coins()).toBe('980.00');
  });

  it('a refused guess keeps no reference: the same clientRef is tried again', async () => {
    const { liveRoomId, game } = await openGame();
    const body = { liveRoomId, guessId: game.guessId, optionId: game.options[0].optionId, clientRef: 'g-3' };
    expect((await srv.call(LIVE_PATHS.guessingBet, { ...body, amount: '5000' }, token)).code).toBe(1003);
    expect((await srv.call(LIVE_PATHS.guessingBet, { ...body, amount: '10' }, token)).code).toBe(1);
    expect(await coins()).toBe('990.00');
  });
});

describe('gifts carry a clientRef the server dedupes on', () => {
  it('20 concurrent identical gifts of one clientRef send one gift and spend once', async () => {
    const before = new Decimal(await coins());
    const body = { liveRoomId: 'LR1000', giftId: 1, count: 1, clientRef: 'gift-1' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => srv.call(LIVE_PATHS.presentGift, body, token)));
    expect(answers.every((a) => a.code === 1)).toBe(true);
    const once = before.minus(await coins());
    expect(once.gt(0)).toBe(true);
    expect((await srv.call(LIVE_PATHS.presentGift, { ...body, clientRef: 'gift-2' }, token)).code).toBe(1);
    expect(before.minus(await coins()).toFixed(2)).toBe(once.times(2).toFixed(2));
  });
});

describe('chat reports are bounded', () => {
  const report = (uid: string, n: number) => ({ uid, liveRoomId: 'LR1000', msgIds: [`m${n}`], cateId: '1', at: n });

  it("a user keeps their newest reports up to the per-user cap, the oldest dropped; others' stay", () => {
    const reports = new ChatReports(3, 100);
    reports.add(report('b', 0));
    for (let n = 1; n <= 5; n += 1) reports.add(report('a', n));
    expect(reports.all('a').map((r) => r.at)).toEqual([3, 4, 5]);
    expect(reports.all('b').map((r) => r.at)).toEqual([0]);
  });

  it('all users together keep the newest reports up to the total cap, the oldest dropped', () => {
    const reports = new ChatReports(3, 4);
    for (let n = 1; n <= 6; n += 1) reports.add(report(`u${n % 3}`, n));
    expect(reports.all().map((r) => r.at)).toEqual([3, 4, 5, 6]);
    // A user whose reports were dropped by the total cap may report again up to their own cap.
    for (let n = 7; n <= 9; n += 1) reports.add(report('u1', n));
    expect(reports.all('u1').map((r) => r.at)).toEqual([7, 8, 9]);
    expect(reports.all()).toHaveLength(4);
  });

  it('with the defaults, 3,000 reports of one user keep their newest 50', () => {
    const reports = new ChatReports();
    for (let n = 0; n < 3_000; n += 1) reports.add(report('a', n));
    expect(reports.all()).toHaveLength(50);
    expect(reports.all()[0].at).toBe(2_950);
  });
});
