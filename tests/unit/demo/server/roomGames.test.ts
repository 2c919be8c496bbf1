// The reference server's room games and extras (issue 18): guessing games on the room's match settled by the
// simulation and paid in coins, follows, the gift ranking from sent gifts, the daily gift limit, the forced
// lottery of the demo control (drawn and paid), live bets on the push socket and the room unlock push.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { LIVE_PATHS } from '../../../../src/api/livePaths';
import type {
  WireGiftRank,
  WireGoldDailyLimit,
  WireGuessGame,
  WireGuessPlaced,
  WireGuessRecord,
  WireLiveBet,
  WirePage,
  WireSubscriptions,
} from '../../../../src/api/wire';
import { LiveBetStatus } from '../../../../src/domain/liveEnums';
import { openChat, openPush, serverPerTest, subscribe, until, type TestServer } from './harness';

let srv: TestServer;
let token: string;
serverPerTest('demo', (started, loggedIn) => {
  srv = started;
  token = loggedIn;
});

/** A football room whose match is live. */
function footballRoom(): { liveRoomId: string; matchId: string } {
  const m = [...srv.sim.matches.values()].find(
    (x) => x.liveRoom && x.sport.key === 'football' && x.status === 5 && x.groups.some((g) => g.mty === 1),
  )!;
  return { liveRoomId: m.liveRoom!.liveRoomId, matchId: m.id };
}

const coins = async () => (await srv.call<{ balance: string }>(LIVE_PATHS.goldmallBalance, {}, token)).data.balance;

describe('host guessing games (spec §7 host/guessing/list, bet, bet/record)', () => {
  it("lists 'who wins' and 'who scores next' on the room's match with prices from its market", async () => {
    const { liveRoomId, matchId } = footballRoom();
    const games = (await srv.call<WireGuessGame[]>(LIVE_PATHS.guessingList, { liveRoomId })).data;
    expect(games.map((g) => g.kind).sort()).toEqual(['nextGoal', 'winner']);
    const winner = games.find((g) => g.kind === 'winner')!;
    expect(winner).toMatchObject({ matchId, status: 1, round: 1 });
    expect(winner.options.map((o) => o.key)).toEqual(['home', 'draw', 'away']);
    for (const o of winner.options) expect(Number(o.odds)).toBeGreaterThan(1);
    expect((await srv.call<WireGuessGame[]>(LIVE_PATHS.guessingList, { liveRoomId: 'LR1000' })).data).toEqual([]);
  });

  it('a guess takes the coins; a goal settles "who scores next", pays stake × odds and opens round 2', async () => {
    const { liveRoomId, matchId } = footballRoom();
    const games = (await srv.call<WireGuessGame[]>(LIVE_PATHS.guessingList, { liveRoomId })).data;
    const next = games.find((g) => g.kind === 'nextGoal')!;
    const home = next.options.find((o) => o.key === 'home')!;
    const placed = await srv.call<WireGuessPlaced>(
      LIVE_PATHS.guessingBet,
      { liveRoomId, guessId: next.guessId, optionId: home.optionId, amount: '12.50' },
      token,
    );
    expect(placed.code).toBe(1);
    expect(placed.data.coinBalance).toBe('987.50');
    let records = (await srv.call<WirePage<WireGuessRecord>>(LIVE_PATHS.guessingRecord, {}, token)).data.records;
    expect(records[0]).toMatchObject({ guessId: next.guessId, optionKey: 'home', amount: '12.50', status: 0 });

    expect(srv.sim.forceGoal(matchId, 0)).toBe(true);
    records = (await srv.call<WirePage<WireGuessRecord>>(LIVE_PATHS.guessingRecord, {}, token)).data.records;
    const payout = new Decimal('12.50').times(home.odds).toDecimalPlaces(2, Decimal.ROUND_FLOOR).toFixed(2);
    expect(records[0]).toMatchObject({ status: 1, payout });
    expect(await coins()).toBe(new Decimal('987.50').plus(payout).toFixed(2));
    const after = (await srv.call<WireGuessGame[]>(LIVE_PATHS.guessingList, { liveRoomId })).data;
    expect(after.find((g) => g.guessId === next.guessId)).toMatchObject({ status: 3, result: home.optionId });
    expect(after.find((g) => g.kind === 'nextGoal' && g.status === 1)?.round).toBe(2);
  });

  it('each "who scores next" round has its own guessId: after three goals round 4 is open, none reused', async () => {
    const { liveRoomId, matchId } = footballRoom();
    await srv.call(LIVE_PATHS.guessingList, { liveRoomId });
    for (let i = 0; i < 3; i += 1) expect(srv.sim.forceGoal(matchId, 0)).toBe(true);
    const games = (await srv.call<WireGuessGame[]>(LIVE_PATHS.guessingList, { liveRoomId })).data;
    expect(games.find((g) => g.kind === 'nextGoal' && g.status === 1)?.round).toBe(4);
    expect(new Set(games.map((g) => g.guessId)).size).toBe(games.length);
  });

  it('refuses a guess above the coins (1003), below 1 coin (1001), on a settled game (1005), and anonymous (405: log in)', async () => {
    const { liveRoomId, matchId } = footballRoom();
    const next = (await srv.call<WireGuessGame[]>(LIVE_PATHS.guessingList, { liveRoomId })).data.find(
      (g) => g.kind === 'nextGoal',
    )!;
    const bet = (amount: string, auth = token) =>
      srv.call(
        LIVE_PATHS.guessingBet,
        { liveRoomId, guessId: next.guessId, optionId: next.options[0].optionId, amount },
        auth,
      );
    expect((await bet('1000.01')).code).toBe(1003);
    expect((await bet('0.50')).code).toBe(1001);
    expect((await bet('5', '')).code).toBe(405);
    srv.sim.forceGoal(matchId, 1);
    expect((await bet('5')).code).toBe(1005);
    expect(await coins()).toBe('1000.00');
  });
});

describe('follows, gift ranking and daily limit', () => {
  it('subscribe / unsubscribe a host: subscribe/info answers hostIds and the matches of their rooms', async () => {
    const { liveRoomId, matchId } = footballRoom();
    const hostId = srv.sim.matches.get(matchId)!.liveRoom!.hostId;
    const followed = await srv.call<WireSubscriptions>(LIVE_PATHS.subscribe, { hostId }, token);
    expect(followed.data).toEqual({ hostIds: [hostId], matchIds: [matchId] });
    expect((await srv.call<WireSubscriptions>(LIVE_PATHS.subscribeInfo, {}, token)).data.hostIds).toEqual([hostId]);
    await srv.call(LIVE_PATHS.unsubscribe, { hostId }, token);
    expect((await srv.call<WireSubscriptions>(LIVE_PATHS.subscribeInfo, {}, token)).data).toEqual({
      hostIds: [],
      matchIds: [],
    });
    expect(liveRoomId).toBeTruthy();
    expect((await srv.call(LIVE_PATHS.subscribe, { hostId: 'nobody' }, token)).code).toBe(1000);
  });

  it('top10 ranks senders by the coins they gave; a gift past the daily limit of 500 is refused (1019)', async () => {
    const present = (giftId: number, count: number) =>
      srv.call<{ leftToday: string }>(LIVE_PATHS.presentGift, { liveRoomId: 'LR1000', giftId, count }, token);
    expect((await present(3, 2)).data.leftToday).toBe('100.00');
    const top = (await srv.call<WireGiftRank[]>(LIVE_PATHS.giftTop10, { liveRoomId: 'LR1000' })).data;
    expect(top.find((r) => r.nickName === 'demo')).toMatchObject({ amount: '400.00' });
    expect(top.map((r) => Number(r.amount))).toEqual([...top.map((r) => Number(r.amount))].sort((a, b) => b - a));
    expect((await present(3, 1)).code).toBe(1019);
    const limit = (await srv.call<WireGoldDailyLimit>(LIVE_PATHS.goldmallDailyLimit, {}, token)).data;
    expect(limit).toEqual({ dailyLimit: '500.00', usedToday: '400.00', leftToday: '100.00' });
    expect(await coins()).toBe('600.00');
  });
});

describe('demo controls and pushes of the room', () => {
  it('lottery: G06 with its prize and draw time, then G07 after drawSeconds; a winning watcher is paid', async () => {
    const { liveRoomId } = footballRoom();
    await srv.call(`${LIVE_PATHS.liveBase}/submit/watch`, { liveRoomId }, token);
    const { ws, frames } = await openChat(srv, { liveRoomId });
    await until(() => frames.some((f) => f.code === 'L01'), 'L01 (the room greeting)');
    expect((await srv.call('/demo/control', { action: 'lottery', liveRoomId, drawSeconds: 3 })).code).toBe(1);
    await until(() => frames.some((f) => f.code === 'G06'), 'G06 (the lottery started)');
    const started = frames.find((f) => f.code === 'G06')!.data as { prize: string; drawAt: number };
    expect(started.drawAt).toBe(srv.sim.now() + 3000);
    srv.sim.advance(3000);
    await until(() => frames.some((f) => f.code === 'G07'), 'G07 (the lottery drawn)');
    const won = frames.find((f) => f.code === 'G07')!.data as { winners: { uid: string; prize: string }[] };
    expect(won.winners[0].prize).toBe(started.prize);
    ws.close();
  });

  it('closeLiveBet / openLiveBet: the host closes one live bet (Ban in the next livebet.<room> push), then opens it again', async () => {
    const { liveRoomId } = footballRoom();
    const list = (await srv.call<WireLiveBet[]>(LIVE_PATHS.liveBetList, { liveRoomId })).data;
    const { marketId } = list.find((b) => b.status === LiveBetStatus.Open)!;
    const { ws, frames } = await openPush<{ list: WireLiveBet[] }>(srv);
    const lists = () => frames.filter((m) => m.chId === `livebet.${liveRoomId}`).map((m) => m.data.list);
    await subscribe({ ws, frames }, [`livebet.${liveRoomId}`]);
    srv.sim.advance(1000);
    expect((await srv.call('/demo/control', { action: 'closeLiveBet', liveRoomId, marketId })).code).toBe(1);
    srv.sim.advance(1000);
    await until(
      () => lists().some((l) => l.find((b) => b.marketId === marketId)?.status === LiveBetStatus.Ban),
      'a livebet push with the closed bet as Ban',
    );
    expect((await srv.call<WireLiveBet[]>(LIVE_PATHS.liveBetList, { liveRoomId })).data).toContainEqual(
      expect.objectContaining({ marketId, status: LiveBetStatus.Ban }),
    );
    expect((await srv.call('/demo/control', { action: 'openLiveBet', liveRoomId, marketId })).code).toBe(1);
    srv.sim.advance(1000);
    await until(
      () =>
        lists()
          .at(-1)
          ?.find((b) => b.marketId === marketId)?.status === LiveBetStatus.Open,
      'the latest livebet push with the reopened bet as Open',
    );
    expect(
      lists()
        .at(-1)!
        .find((b) => b.marketId === marketId)!.status,
    ).toBe(LiveBetStatus.Open);
    // Only the room's own live bets: another market is refused.
    expect((await srv.call('/demo/control', { action: 'closeLiveBet', liveRoomId, marketId: 'nope' })).code).not.toBe(
      1,
    );
    ws.close();
  });

  it('live bets: livebet.<room> pushes the list (Open while on sale); unlock.<room> follows the unlock control, lockRoom locks it again', async () => {
    const { liveRoomId, matchId } = footballRoom();
    const list = (await srv.call<WireLiveBet[]>(LIVE_PATHS.liveBetList, { liveRoomId })).data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((b) => b.matchId === matchId)).toBe(true);
    const { ws, frames: msgs } = await openPush(srv);
    await subscribe({ ws, frames: msgs }, [`livebet.${liveRoomId}`, 'unlock.LR1000']);
    srv.sim.advance(1000);
    srv.sim.forceGoal(matchId, 0); // a goal suspends the markets: the open bets become Ban
    srv.sim.advance(1000);
    await until(
      () => msgs.some((m) => m.chId === `livebet.${liveRoomId}`),
      "the livebet.<room> push with the goal's Ban",
    );
    const pushed = msgs.find((m) => m.chId === `livebet.${liveRoomId}`)!.data as { list: WireLiveBet[] };
    expect(pushed.list.some((b) => b.status === LiveBetStatus.Ban)).toBe(true);

    const anon = await srv.call<{ tips: { isObtain: boolean }[] }>(`${LIVE_PATHS.liveBase}/get/room/permission`, {
      liveRoomId: 'LR1000',
    });
    expect(anon.data.tips.some((t) => t.isObtain)).toBe(false);
    expect((await srv.call('/demo/control', { action: 'unlockRoom', liveRoomId: 'LR1000' })).code).toBe(1);
    await until(() => msgs.some((m) => m.chId === 'unlock.LR1000'), 'the unlock.LR1000 push');
    const opened = await srv.call<{ tips: { isObtain: boolean }[] }>(`${LIVE_PATHS.liveBase}/get/room/permission`, {
      liveRoomId: 'LR1000',
    });
    expect(opened.data.tips.some((t) => t.isObtain)).toBe(true);
    expect((await srv.call('/demo/control', { action: 'lockRoom', liveRoomId: 'LR1000' })).code).toBe(1);
    const locked = await srv.call<{ tips: { isObtain: boolean }[] }>(`${LIVE_PATHS.liveBase}/get/room/permission`, {
      liveRoomId: 'LR1000',
    });
    expect(locked.data.tips.some((t) => t.isObtain)).toBe(false);
    ws.close();
  });
});
