// The viewer's live-room play kept in the store across a restart on the same DATA_DIR (issue 18): guesses with
// their settlement and payout, followed hosts, coins and the gift daily limit used today.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { LIVE_PATHS } from '../../../../src/api/livePaths';
import type {
  WireGoldDailyLimit,
  WireGuessGame,
  WireGuessRecord,
  WirePage,
  WireSubscriptions,
} from '../../../../src/api/wire';
import { MatchStatus } from '../../../../src/domain/enums';
import { start, type TestServer } from './harness';

/** A football room whose match is live, and its host. */
function footballRoom(srv: TestServer): { liveRoomId: string; matchId: string; hostId: string } {
  const m = [...srv.sim.matches.values()].find(
    (x) =>
      x.liveRoom && x.sport.key === 'football' && x.status === MatchStatus.Live && x.groups.some((g) => g.mty === 1),
  )!;
  return { liveRoomId: m.liveRoom!.liveRoomId, matchId: m.id, hostId: m.liveRoom!.hostId };
}

const coins = async (srv: TestServer, token: string) =>
  (await srv.call<{ balance: string }>(LIVE_PATHS.goldmallBalance, {}, token)).data.balance;
const records = async (srv: TestServer, token: string) =>
  (await srv.call<WirePage<WireGuessRecord>>(LIVE_PATHS.guessingRecord, {}, token)).data.records;

describe('live-room play survives a restart on the same DATA_DIR', () => {
  it('guesses (settled and waiting), followed hosts and coins are kept; a settled payout is not paid again', async () => {
    const first = await start();
    const token = await first.login('demo');
    const { liveRoomId, matchId, hostId } = footballRoom(first);
    const games = (await first.call<WireGuessGame[]>(LIVE_PATHS.guessingList, { liveRoomId })).data;
    const next = games.find((g) => g.kind === 'nextGoal')!;
    const winner = games.find((g) => g.kind === 'winner')!;
    const home = next.options.find((o) => o.key === 'home')!;
    const guess = (guessId: string, optionId: string, amount: string) =>
      first.call(LIVE_PATHS.guessingBet, { liveRoomId, guessId, optionId, amount }, token);
    expect((await guess(next.guessId, home.optionId, '10.00')).code).toBe(1);
    expect((await guess(winner.guessId, winner.options[0].optionId, '5.00')).code).toBe(1);
    expect(first.sim.forceGoal(matchId, 0)).toBe(true);
    expect((await first.call(LIVE_PATHS.subscribe, { hostId }, token)).code).toBe(1);
    const payout = new Decimal('10.00').times(home.odds).toDecimalPlaces(2, Decimal.ROUND_FLOOR).toFixed(2);
    const balance = new Decimal(1000).minus(15).plus(payout).toFixed(2);
    expect(await coins(first, token)).toBe(balance);
    const before = await records(first, token);

    // Written when it changed, not only at a clean stop: the database already holds them.
    const onDisk = await first.store.readBack();
    expect(onDisk.guessing?.bets.map((b) => b.status)).toEqual([1, 0]);
    expect(onDisk.users['80001']).toMatchObject({ coins: balance, hosts: [hostId] });
    await first.stop(true);

    const second = await start(first.dataDir);
    try {
      expect(await records(second, token)).toEqual(before);
      expect(before.map((r) => [r.kind, r.status, r.payout])).toEqual([
        ['winner', 0, '0.00'],
        ['nextGoal', 1, payout],
      ]);
      expect((await second.call<WireSubscriptions>(LIVE_PATHS.subscribeInfo, {}, token)).data).toEqual({
        hostIds: [hostId],
        matchIds: [matchId],
      });
      expect(await coins(second, token)).toBe(balance);
      const listed = (await second.call<WireGuessGame[]>(LIVE_PATHS.guessingList, { liveRoomId })).data;
      expect(listed.find((g) => g.guessId === next.guessId)).toMatchObject({ status: 3, result: home.optionId });

      // Another goal settles only the open round 2 (no guesses on it): the round 1 payout is not paid twice.
      expect(second.sim.forceGoal(matchId, 0)).toBe(true);
      expect(await coins(second, token)).toBe(balance);
      // The waiting guess placed before the restart is settled by the match's end after it.
      expect(second.sim.forceEnd(matchId)).toBe(true);
      const settled = (await records(second, token)).find((r) => r.guessId === winner.guessId)!;
      expect(settled.status).not.toBe(0);
      expect(await coins(second, token)).toBe(new Decimal(balance).plus(settled.payout).toFixed(2));
    } finally {
      await second.stop();
    }
  });

  it('an unfollowed host stays unfollowed, and the gift daily limit used today is kept', async () => {
    const first = await start();
    const token = await first.login('demo');
    const { hostId } = footballRoom(first);
    await first.call(LIVE_PATHS.subscribe, { hostId }, token);
    await first.call(LIVE_PATHS.unsubscribe, { hostId }, token);
    const present = await first.call(LIVE_PATHS.presentGift, { liveRoomId: 'LR1000', giftId: 3, count: 2 }, token);
    expect(present.code).toBe(1);
    await first.stop(true);

    const second = await start(first.dataDir);
    try {
      expect((await second.call<WireSubscriptions>(LIVE_PATHS.subscribeInfo, {}, token)).data.hostIds).toEqual([]);
      const limit = (await second.call<WireGoldDailyLimit>(LIVE_PATHS.goldmallDailyLimit, {}, token)).data;
      expect(limit).toEqual({ dailyLimit: '500.00', usedToday: '400.00', leftToday: '100.00' });
      expect(await coins(second, token)).toBe('600.00');
      // The limit holds after the restart: another 200-coin trophy is refused (1019).
      const again = await second.call(LIVE_PATHS.presentGift, { liveRoomId: 'LR1000', giftId: 3, count: 1 }, token);
      expect(again.code).toBe(1019);
    } finally {
      await second.stop();
    }
  });
});
