// Contract tests: the reference server's real answers, decoded by the client's own API layer.
// A field the server spells differently from src/api/wire.ts shows up here as a malformed answer or a
// dropped row (decodeList warns once per list), so every call below also checks that nothing was dropped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi, type Api } from '../../../src/api/api';
import { USER_PATHS } from '../../../src/api/userPaths';
import { startServer, type RunningServer } from '../../../demo/server/main';
import type { Match } from '../../../src/domain/types';
import { MatchStatus } from '../../../src/domain/enums';
import { GOAL_TYPE_GROUP } from '../../../src/domain/matches';
import { decodeMatchMedia } from '../../../src/api/codecs/matchData';
import { PGLITE_TEMPLATE } from '../../support/referenceServer.mjs';

let server: RunningServer;
let dataDir: string;
let api: Api;
let token: string | null = null;
let warn: ReturnType<typeof vi.spyOn>;

const apiFor = (getToken: () => string | null) =>
  createApi({
    apiBase: () => server.url.replace(/\/$/, ''),
    token: getToken,
    uid: () => null,
    language: () => 'ENG',
    deviceKind: () => 'pc',
    storage: () => null,
    onExpired: () => {},
    onKicked: () => {},
  });

// The server starts on its default engine, PGlite in a new DATA_DIR, from the test servers' template of a fresh data
// directory (no initdb: about 3 s of CPU less; the first test server of a machine makes it, with an initdb that takes
// seconds, tens on a busy machine), once for the file, so the hook has a limit of its own.
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'contract-'));
  server = await startServer({
    port: 0,
    dataDir,
    autoTick: false,
    seed: 7,
    matches: 60,
    epoch: Date.UTC(2026, 10, 22, 12),
    pgliteTemplate: PGLITE_TEMPLATE,
  });
  server.sim.advance(30 * 60_000);
  api = apiFor(() => token);
  // The demo login is the reference server's own door (demo/server, not a spec call): asked over plain HTTP.
  const login = await fetch(`${server.url.replace(/\/$/, '')}${USER_PATHS.demoLogin}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'demo' }),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
}, 120_000);

// Spied per test: the config's restoreMocks undoes spies before each test.
beforeEach(() => {
  warn = vi.spyOn(console, 'warn');
});

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const noRowDropped = () => expect(warn).not.toHaveBeenCalled();

/** One open, parlay-able pick per football match of the first page, in list order. */
async function parlayPicks(): Promise<{ matchId: string; marketId: string; type: string }[]> {
  const page = await api.matchList({ sportId: 1, playType: 'all', current: 1 });
  return page.records
    .map((m) => {
      const market = m.groups
        .flatMap((g) => g.markets)
        .find((k) => k.saleStatus === 1 && k.allowParlay && k.options[0]?.odds > 1);
      return market && { matchId: m.id, marketId: market.id, type: market.options[0].type };
    })
    .filter((p): p is NonNullable<typeof p> => !!p);
}

async function liveMatchWithOpenMarket(): Promise<{ match: Match; marketId: string; type: string; odds: number }> {
  const page = await api.matchList({ sportId: 1, playType: 'all', current: 1 });
  for (const match of page.records) {
    for (const group of match.groups)
      for (const market of group.markets)
        if (market.saleStatus === 1 && market.options[0]?.odds > 1) {
          return { match, marketId: market.id, type: market.options[0].type, odds: market.options[0].odds };
        }
  }
  throw new Error('no open market');
}

describe('contract: system and user', () => {
  it('user info, user config, favourites and domain list decode', async () => {
    const user = await api.userInfo();
    expect(user.balances.find((b) => b.isDefault)?.coinCode).toBe('CNY');
    const config = await api.userConfig();
    expect(config.accept).toBeTypeOf('number');
    await api.follow((await liveMatchWithOpenMarket()).match.id);
    expect(await api.followList()).toHaveLength(1);
    // acceptList is read by position (0 favourites, 1 bet matches, 2 all goals): favourites and bet matches on.
    expect(user.setting.acceptList).toEqual([1, 1, 0]);
    const domains = await api.domainList();
    expect(Object.keys(domains)).toContain('SSAPI');
    noRowDropped();
  });
});

describe('contract: live room', () => {
  it('chat token, gold-mall balance and daily limit answer, and the lock tips keep their names', async () => {
    expect((await api.chatToken()).token).not.toBe('');
    expect(await api.goldmallBalance()).toMatch(/^\d+(\.\d+)?$/);
    expect(await api.goldmallDailyLimit()).toMatchObject({ dailyLimit: expect.any(String) });
    const permission = await api.roomPermission('LR1000');
    expect(permission.tips.map((t) => t.name)).toEqual(['Log in', 'Opened by the host']);
  });

  it('guessing games, a guess, my records, follows, the gift ranking and live bets decode without dropped rows', async () => {
    const page = await api.matchList({ sportId: 1, playType: 'all', current: 1 });
    const match = page.records.find((m) => m.liveRoomId && m.status === 5)!;
    const liveRoomId = match.liveRoomId!;
    const games = await api.guessingList(liveRoomId);
    const game = games.find((g) => g.status === 1)!;
    const guess = {
      liveRoomId,
      guessId: game.guessId,
      optionId: game.options[0].optionId,
      amount: '2',
      clientRef: 'contract-guess',
    };
    const placed = await api.guessingBet(guess);
    expect(placed.coinBalance).toMatch(/^\d/);
    // The same clientRef again is the same guess (the server dedupes on it).
    expect(await api.guessingBet(guess)).toEqual(placed);
    expect((await api.guessingRecord()).records[0]).toMatchObject({ betId: placed.betId, amount: '2', status: 0 });
    expect((await api.followHost(match.hostId!, true)).matchIds).toEqual([match.id]);
    expect((await api.subscribeInfo()).hostIds).toHaveLength(1);
    expect(await api.giftTop10(liveRoomId)).toEqual(expect.any(Array));
    expect((await api.liveBetList(liveRoomId)).length).toBeGreaterThan(0);
    noRowDropped();
  });

  it('the gift list, a gift send and the room envelope decode into their domain forms', async () => {
    const list = await api.loadGift(1);
    expect(list.gifts.length).toBeGreaterThan(0);
    expect(list.gifts[0]).toMatchObject({
      giftId: expect.any(String),
      giftName: expect.any(String),
      price: expect.stringMatching(/^\d/),
    });
    const gift = { liveRoomId: 'LR1000', giftId: list.gifts[0].giftId, count: 1, clientRef: 'contract-gift' };
    const balance = await api.presentGift(gift);
    expect(balance).toMatch(/^\d/);
    expect(await api.presentGift(gift)).toBe(balance);
    const envelope = await api.redEnvelope({ liveRoomId: 'LR1000' });
    expect(envelope === null || typeof envelope.envelopeId === 'string').toBe(true);
    expect(await api.lotteryWinList({ liveRoomId: 'LR1000' })).toEqual(expect.any(Array));
    expect(await api.lotteryWin('LR1000', 'LT-none')).toBe(false);
  });
});

describe('contract: match data', () => {
  it('match list pages, leagues, detail and results decode without dropped rows', async () => {
    const page = await api.matchList({ sportId: 1, playType: 'all', current: 1 });
    expect(page.failed).toBeFalsy();
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.size).toBe(50);
    const leagues = await api.onSaleLeagues({ sportId: 1 });
    expect(leagues.length).toBeGreaterThan(0);
    const detail = await api.matchDetail(page.records[0].id);
    expect(detail.id).toBe(page.records[0].id);
    expect(detail.home.name).toBe(page.records[0].home.name);
    const now = Date.UTC(2026, 10, 22, 12) + 30 * 60_000;
    const results = await api.resultList({
      sportId: 1,
      startTime: now - 86_400_000 * 3,
      endTime: now,
      current: 1,
      size: 50,
    });
    expect(results.records).toBeInstanceOf(Array);
    noRowDropped();
  });

  it("sportUnionData answers the media of the match the client names (the detail's video and animation)", async () => {
    const page = await api.matchList({ playType: 'rolling', current: 1 });
    const live = page.records.find((m) => m.hasVideo)!;
    const media = decodeMatchMedia(await api.sportUnionData(live.id, 'ENG'), live.id);
    expect(media.videos.length).toBeGreaterThan(0);
    expect(media.animation).toBeTruthy();
  });

  it('outrights decode (no teams) and each offers its Winner options (the outright view)', async () => {
    const page = await api.matchList({ playType: 'outright', current: 1 });
    noRowDropped();
    expect(page.records.length).toBe(page.total);
    expect(page.records.length).toBeGreaterThan(0);
    for (const outright of page.records) {
      expect(outright).toMatchObject({ outright: true, home: { name: '' }, away: { name: '' } });
      expect(outright.groups[0].markets[0].options.length).toBeGreaterThan(1);
    }
    expect((await api.matchDetail(page.records[0].id)).outright).toBe(true);
  });

  it('match results decode as results: team names, scores by period and the total (the results view)', async () => {
    const results = await api.resultList({ current: 1, size: 50 });
    noRowDropped();
    expect(results.records.length).toBeGreaterThan(0);
    const ended = results.records.find((r) => r.status === MatchStatus.Ended && r.sportId === 1)!;
    expect(ended.home.name).not.toBe('');
    expect(ended.scores.map((s) => s.period)).toContain(1);
    const full = ended.scores.find((s) => s.period === 1 && s.typeGroup === GOAL_TYPE_GROUP)!;
    expect(ended.totalScore).toBe(`${full.home}-${full.away}`);
  });
});

describe('contract: betting, history and cash-out', () => {
  it('a single bet goes through pre-bet, placement, status, lists and cash-out prices', async () => {
    const pick = await liveMatchWithOpenMarket();
    const pre = await api.preBet([{ marketId: pick.marketId, matchId: pick.match.id, type: pick.type }], 'CNY');
    expect(pre.betInfo).toHaveLength(1);
    const leg = pre.betInfo[0];
    const [placed] = await api.placeSingle(
      [
        {
          clientRef: 'contract-1',
          unitStake: '20',
          oddsChange: 2,
          legs: [{ marketId: leg.marketId, odds: leg.option.odds, optionType: leg.option.type, oddsFormat: 1 }],
        },
      ],
      'CNY',
    );
    expect(placed.orderId).toMatch(/^\d+$/);
    const statuses = await api.orderStatus([placed.orderId]);
    expect(statuses[0].orderId).toBe(placed.orderId);
    const byRef = await api.ordersByRef(['contract-1']);
    expect(byRef[0].orderId).toBe(placed.orderId);
    server.sim.advance(10_000);
    const list = await api.betList({ isSettled: false, current: 1, size: 50 });
    expect(list.records.map((o) => o.id)).toContain(placed.orderId);
    const [price] = await api.cashOutPrice([placed.orderId]);
    expect(price.orderId).toBe(placed.orderId);
    if (price.available) {
      const half = {
        clientRef: 'cash-1',
        orderId: placed.orderId,
        principal: '10',
        expectedAmount: (Number(price.amount) / 2).toFixed(2),
      };
      await api.cashOut(half);
      await api.cashOut(half); // the same clientRef settles once
      const [order] = (await api.betList({ isSettled: false, current: 1, size: 50 })).records.filter(
        (o) => o.id === placed.orderId,
      );
      expect(Number(order.remainingPrincipal)).toBe(10);
      expect(order.cashOutList).toHaveLength(1);
    }
    // getCashOutsByIds answers the orders themselves, as the cash-out reconciliation reads them.
    const [byId] = await api.cashOutsByIds([placed.orderId]);
    expect(byId).toMatchObject({ id: placed.orderId, cashOutCount: price.available ? 1 : 0 });
    expect(byId.cashOutList).toHaveLength(price.available ? 1 : 0);
    noRowDropped();
  });

  it('a parlay of two matches is priced with series and placed as a multiple bet', async () => {
    const picks = (await parlayPicks()).slice(0, 2);
    const pre = await api.preBet(picks, 'CNY');
    expect(pre.seriesInfo.length).toBeGreaterThan(0);
    const series = pre.seriesInfo[0];
    const legs = pre.betInfo.map((b) => ({
      marketId: b.marketId,
      odds: b.option.odds,
      optionType: b.option.type,
      oddsFormat: 1,
    }));
    const placed = await api.placeMultiple(
      [
        {
          clientRef: 'contract-2',
          itemCount: series.combination,
          seriesValue: series.seriesNumber,
          unitStake: '10',
          oddsChange: 2,
        },
      ],
      legs,
      'CNY',
    );
    expect(placed.length).toBeGreaterThan(0);
    noRowDropped();
  });

  it('series betCount decodes as the server charges it: C(3,2) doubles, one treble, four for the 3串4 system', async () => {
    const picks = (await parlayPicks()).slice(-3);
    const pre = await api.preBet(picks, 'CNY');
    expect(pre.seriesInfo.map((x) => [x.combination, x.seriesNumber, x.betCount])).toEqual([
      [2, 0, 3],
      [3, 1, 1],
      [3, 4, 4],
    ]);
    const system = pre.seriesInfo[2];
    const legs = pre.betInfo.map((b) => ({
      marketId: b.marketId,
      odds: b.option.odds,
      optionType: b.option.type,
      oddsFormat: 1,
    }));
    const [placed] = await api.placeMultiple(
      [
        {
          clientRef: 'contract-3',
          itemCount: system.combination,
          seriesValue: system.seriesNumber,
          unitStake: '10',
          oddsChange: 2,
        },
      ],
      legs,
      'CNY',
    );
    const order = (await api.betList({ isSettled: false, current: 1, size: 50 })).records.find(
      (o) => o.id === placed.orderId,
    )!;
    expect([order.betCount, Number(order.betAmount)]).toEqual([system.betCount, 10 * system.betCount]);
    noRowDropped();
  });

  it('reserved bets list decodes', async () => {
    const now = Date.UTC(2026, 10, 22, 12) + 30 * 60_000;
    const page = await api.reserveList({
      isFailed: false,
      startTime: now - 7 * 86_400_000,
      endTime: now,
      current: 1,
      size: 50,
    });
    expect(page.records).toBeInstanceOf(Array);
    noRowDropped();
  });
});
