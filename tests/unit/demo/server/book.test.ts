import { request } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { MatchStatus } from '../../../../src/domain/enums';
import { OrderStatus, BetResult } from '../../../../src/domain/betEnums';
import { BetSource } from '../../../../src/domain/betSource';
import { CashOutRecordStatus } from '../../../../src/domain/cashoutRules';
import type { WireCashOutPrice, WireOrder, WirePage, WirePreBet, WireUser } from '../../../../src/api/wire';
import { PATHS } from '../../../../src/api/paths';
import { USER_PATHS } from '../../../../src/api/userPaths';
import { BET_PATHS } from '../../../../src/api/betPaths';
import { Book } from '../../../../demo/server/book';
import { leagueIn } from '../../../../demo/server/translations';
import type { SimMatch } from '../../../../demo/server/match';
import { serverPerTest, type TestServer } from './harness';

let srv: TestServer;
let token: string;

serverPerTest('demo', (started, loggedIn) => {
  srv = started;
  token = loggedIn;
});

interface Placed {
  id: string;
  st: number;
  duplicate: boolean;
  ops: { mid: string; bod: number }[];
}

function liveFootball(): SimMatch {
  return [...srv.sim.matches.values()].find(
    (m) =>
      m.sport.key === 'football' &&
      m.status === MatchStatus.Live &&
      m.groups.some((g) => g.key === '1x2' && g.market.ss === 1),
  )!;
}

function option(m: SimMatch, key: string, type: string) {
  const g = m.groups.find((x) => x.key === key)!;
  return { marketId: g.market.id, odds: g.market.op.find((o) => o.ty === type)!.od };
}

async function single(marketId: string, type: string, odds: number, stake: string, oddsChange = 2, clientRef?: string) {
  return srv.call<Placed[]>(
    BET_PATHS.betSingle,
    {
      currencyId: 'CNY',
      singleBetList: [
        {
          unitStake: stake,
          oddsChange,
          clientRef,
          betOptionList: [{ marketId, odds, optionType: type, oddsFormat: 1 }],
        },
      ],
    },
    token,
  );
}

async function balance(currency = 'CNY'): Promise<string> {
  const user = (await srv.call<WireUser>(USER_PATHS.userInfo, {}, token)).data;
  return String(user.balanceList.find((b) => b.coinCode === currency)!.balance);
}

async function orders(isSettled: 0 | 1): Promise<WireOrder[]> {
  return (await srv.call<WirePage<WireOrder>>(BET_PATHS.betList, { isSettled }, token)).data.records;
}

describe('the book', () => {
  it('accepts odds changes by mode: none only the same price, best also higher, all any price', () => {
    expect(Book.accept(1.9, 1.9, 0)).toBe(1.9);
    expect(() => Book.accept(1.9, 2.0, 0)).toThrow(/odds changed/);
    expect(Book.accept(1.9, 2.0, 1)).toBe(2.0);
    expect(() => Book.accept(1.9, 1.8, 1)).toThrow(/odds changed/);
    expect(Book.accept(1.9, 1.8, 2)).toBe(1.8);
  });

  it('answers 1004 when the requested price is stale under "none", 1001/1002 outside the stake limits, 1003 beyond the balance', async () => {
    const m = liveFootball();
    const { marketId, odds } = option(m, '1x2', 'H');
    expect((await single(marketId, 'H', odds + 0.5, '100', 0)).code).toBe(1004);
    expect((await single(marketId, 'H', odds, '5')).code).toBe(1001);
    expect((await single(marketId, 'H', odds, '20001')).code).toBe(1002);
    expect((await single(marketId, 'H', odds, '10000.01')).code).not.toBe(1);
    expect(await balance()).toBe('10000.00');
  });

  it('moves an order created -> confirming -> confirmed and takes the stake', async () => {
    const m = liveFootball();
    const { marketId, odds } = option(m, '1x2', 'H');
    const res = await single(marketId, 'H', odds, '100');
    expect(res.code).toBe(1);
    const id = res.data[0].id;
    expect(res.data[0].st).toBe(OrderStatus.Created);
    expect(await balance()).toBe('9900.00');
    srv.sim.advance(1000);
    expect(
      (await srv.call<{ oid: string; st: number }[]>(BET_PATHS.orderStatus, { orderIds: [id] }, token)).data,
    ).toEqual([{ oid: id, st: OrderStatus.Confirming }]);
    srv.sim.advance(4000);
    expect(
      (await srv.call<{ oid: string; st: number }[]>(BET_PATHS.orderStatus, { orderIds: [id] }, token)).data[0].st,
    ).toBe(OrderStatus.Confirmed);
  });

  it('rejects a "none" bet whose odds fell during confirmation and returns the stake (sat)', async () => {
    const m = liveFootball();
    const home = option(m, '1x2', 'H');
    const away = option(m, '1x2', 'A');
    const h = (await single(home.marketId, 'H', home.odds, '100', 0)).data[0].id;
    const a = (await single(away.marketId, 'A', away.odds, '100', 0)).data[0].id;
    expect(srv.sim.moveOdds(m.id)).toBe(true);
    const fell = option(m, '1x2', 'H').odds < home.odds ? h : a;
    srv.sim.advance(5000);
    const settled = await orders(1);
    const rejected = settled.find((o) => o.id === fell)!;
    expect(rejected.st).toBe(OrderStatus.Rejected);
    expect(rejected.sat).toBe('100.00');
    expect((await orders(0)).map((o) => o.id)).toEqual([fell === h ? a : h]);
    expect(await balance()).toBe('9900.00');
  });

  it('never makes two bets from the same clientRef: the second call returns the first order', async () => {
    const m = liveFootball();
    const { marketId, odds } = option(m, '1x2', 'H');
    const first = await single(marketId, 'H', odds, '100', 2, 'ref-1');
    const again = await single(marketId, 'H', odds, '100', 2, 'ref-1');
    expect(again.data[0]).toMatchObject({ id: first.data[0].id, duplicate: true });
    expect(await orders(0)).toHaveLength(1);
    expect(await balance()).toBe('9900.00');
    const found = await srv.call<WireOrder[]>(BET_PATHS.orderByRef, { clientRefs: ['ref-1', 'unknown'] }, token);
    expect(found.data.map((o) => o.id)).toEqual([first.data[0].id]);
  });

  it('one request carrying the same clientRef twice makes one order and takes one stake; reconciliation by reference finds it', async () => {
    const m = liveFootball();
    const { marketId, odds } = option(m, '1x2', 'H');
    const bet = {
      unitStake: '100',
      oddsChange: 2,
      clientRef: 'twice',
      betOptionList: [{ marketId, odds, optionType: 'H', oddsFormat: 1 }],
    };
    const answer = await srv.call<Placed[]>(
      BET_PATHS.betSingle,
      { currencyId: 'CNY', singleBetList: [bet, bet] },
      token,
    );
    expect(answer.data).toHaveLength(2);
    expect(answer.data[1]).toMatchObject({ id: answer.data[0].id, duplicate: true });
    expect(await orders(0)).toHaveLength(1);
    expect(await balance()).toBe('9900.00');
    const found = await srv.call<WireOrder[]>(BET_PATHS.orderByRef, { clientRefs: ['twice'] }, token);
    expect(found.data.map((o) => o.id)).toEqual([answer.data[0].id]);
  });

  it('settles a single when its match ends and credits the return', async () => {
    const m = liveFootball();
    const { marketId, odds } = option(m, '1x2', 'H');
    await single(marketId, 'H', odds, '100');
    srv.sim.advance(5000);
    await srv.call('/demo/control', { action: 'endMatch', matchId: m.id });
    const [o] = await orders(1);
    expect(o.st).toBe(OrderStatus.Settled);
    const [h, a] = m.scores['1:1'];
    const won = h > a;
    expect(o.result).toBe(won ? BetResult.Won : BetResult.Lost);
    const expected = won ? (Math.floor(100 * odds * 100) / 100).toFixed(2) : '0.00';
    expect(o.sa).toBe(expected);
    expect(await balance()).toBe((9900 + Number(expected)).toFixed(2));
  });

  it("names a history leg's league in the request's languageType (issue 16)", async () => {
    const m = liveFootball();
    const { marketId, odds } = option(m, '1x2', 'H');
    await single(marketId, 'H', odds, '10');
    const leagueOf = async (languageType: string) => {
      const page = await srv.call<WirePage<WireOrder>>(BET_PATHS.betList, { isSettled: 0, languageType }, token);
      return page.data.records[0].options[0].leagueName;
    };
    expect(await leagueOf('ENG')).toBe(m.league.na);
    expect(await leagueOf('CMN')).toBe(leagueIn('CMN', m.league.na));
    expect(await leagueOf('CMN')).not.toBe(m.league.na);
  });

  it('prices a parlay of 3 legs with doubles (betCount 3), the treble (1) and the 3串4 system (4: what it charges)', async () => {
    const legs = [...srv.sim.matches.values()]
      .filter((m) => m.status === MatchStatus.Upcoming && m.groups.length > 0)
      .slice(0, 3);
    const list = legs.map((m) => ({
      marketId: m.groups[0].market.id,
      matchId: m.id,
      type: m.groups[0].market.op[0].ty,
    }));
    const pre = (
      await srv.call<WirePreBet>(
        BET_PATHS.preBet,
        { betMatchMarketList: list, isSelectSeries: 1, currencyId: 'CNY' },
        token,
      )
    ).data;
    expect(pre.bms).toHaveLength(3);
    expect(pre.sos.map((s) => [s.combination, s.seriesNumber, s.betCount])).toEqual([
      [2, 0, 3],
      [3, 1, 1],
      [3, 4, 4],
    ]);
    const o = pre.bms.map((b) => b.option.odd);
    expect(pre.sos[1].seriesOdd).toBeCloseTo(o[0] * o[1] * o[2], 1);
  });

  it("names the market and the option of pre-bet info in the request's languageType, as the list does (issue 16)", async () => {
    const m = liveFootball();
    const ou = m.groups.find((g) => g.key === 'ou')!;
    const list = [{ marketId: ou.market.id, matchId: m.id, type: 'O' }];
    const names = async (languageType: string) => {
      const [bm] = (
        await srv.call<WirePreBet>(
          BET_PATHS.preBet,
          { betMatchMarketList: list, currencyId: 'CNY', languageType },
          token,
        )
      ).data.bms;
      return [bm.marketName, bm.option.name];
    };
    expect(await names('CMN')).toEqual(['大小', `大 ${ou.market.op[0].li}`]);
    expect((await names('ENG'))[0]).toBe('Over/Under');
  });

  it('a 3串4 system charges one unit stake per combination and its order reports that betCount', async () => {
    const legs = [...srv.sim.matches.values()]
      .filter((m) => m.status === MatchStatus.Upcoming && m.groups.some((g) => g.market.au === 1 && g.market.ss === 1))
      .slice(0, 3);
    const opts = legs.map((m) => {
      const g = m.groups.find((x) => x.market.au === 1 && x.market.ss === 1)!;
      return { marketId: g.market.id, odds: g.market.op[0].od, optionType: g.market.op[0].ty, oddsFormat: 1 };
    });
    const placed = await srv.call<Placed[]>(
      BET_PATHS.betMultiple,
      {
        currencyId: 'CNY',
        betOptionList: opts,
        betMultipleData: [{ itemCount: 3, seriesValue: 4, unitStake: '10', oddsChange: 2 }],
      },
      token,
    );
    expect(placed.code).toBe(1);
    expect(await balance()).toBe('9960.00');
    const page = (await srv.call<WirePage<WireOrder>>(BET_PATHS.betList, { isSettled: 0, current: 1, size: 50 }, token))
      .data;
    const order = page.records.find((r) => r.id === placed.data[0].id)!;
    expect([order.betCount, String(order.betAmount)]).toEqual([4, '40.00']);
  });
});

describe('bet order fields (spec §3 Bet order)', () => {
  it('an order carries its stake still riding, the payout cap (its max win under the cap), minimum stakes and the exchange rate', async () => {
    const m = liveFootball();
    const { marketId, odds } = option(m, '1x2', 'H');
    const id = (await single(marketId, 'H', odds, '100')).data[0].id;
    const o = (await orders(0)).find((r) => r.id === id)!;
    expect([o.lastBetAmount, o.exchangeRate, o.minSingleAmount]).toEqual(['100.00', 1, '10.00']);
    expect(o.maxPayoutAmount).toBe(o.mwa);
    expect(o.cashOutTotalAmount).toBe('0.00');
  });
});

describe('anchor bet history', () => {
  it('lists a live-room bet (one with a thirdRemark) in every state, a rejected one too, unless a side is asked for', async () => {
    const m = liveFootball();
    const { marketId, odds } = option(m, '1x2', 'H');
    const placed = await srv.call<Placed[]>(
      BET_PATHS.betSingle,
      {
        currencyId: 'CNY',
        singleBetList: [
          {
            unitStake: '20',
            oddsChange: 2,
            thirdRemark: '{"betSource":6}',
            betOptionList: [{ marketId, odds, optionType: 'H', oddsFormat: 1 }],
          },
        ],
      },
      token,
    );
    await single(marketId, 'H', odds, '30');
    m.groups.find((g) => g.market.id === marketId)!.market.ss = 0;
    srv.sim.advance(5000);
    const anchor = async (body: Record<string, number> = {}) =>
      (await srv.call<WirePage<WireOrder>>(BET_PATHS.newBetList, body, token)).data.records;
    const listed = await anchor();
    expect(listed.map((o) => o.id)).toEqual([placed.data[0].id]);
    expect(listed[0].st).toBe(OrderStatus.Rejected);
    expect(await anchor({ isSettled: 0 })).toEqual([]);
    expect((await anchor({ status: OrderStatus.Rejected })).map((o) => o.id)).toEqual([placed.data[0].id]);
    expect(await anchor({ status: OrderStatus.Settled })).toEqual([]);
  });

  it('lists the bets of the live module by their source, a parlay too, never a "myself" bet, and filters by betSource (spec §3 bet sources)', async () => {
    const [m1, m2] = [...srv.sim.matches.values()].filter(
      (m) => m.status === MatchStatus.Live && m.groups.some((g) => g.key === '1x2' && g.market.ss === 1),
    );
    const a = option(m1, '1x2', 'H');
    const b = option(m2, '1x2', 'H');
    const remark = (betSource: number) => JSON.stringify({ betSource, liveRoomId: 'R1' });
    const placeOne = async (betSource: number) =>
      (
        await srv.call<Placed[]>(
          BET_PATHS.betSingle,
          {
            currencyId: 'CNY',
            singleBetList: [
              {
                unitStake: '20',
                oddsChange: 2,
                thirdRemark: remark(betSource),
                betOptionList: [{ marketId: a.marketId, odds: a.odds, optionType: 'H', oddsFormat: 1 }],
              },
            ],
          },
          token,
        )
      ).data[0].id;
    const myself = await placeOne(BetSource.Myself);
    const followed = await placeOne(BetSource.ChatRoomFollow);
    const parlay = (
      await srv.call<Placed[]>(
        BET_PATHS.betMultiple,
        {
          currencyId: 'CNY',
          betOptionList: [
            { marketId: a.marketId, odds: a.odds, optionType: 'H', oddsFormat: 1 },
            { marketId: b.marketId, odds: b.odds, optionType: 'H', oddsFormat: 1 },
          ],
          betMultipleData: [
            { itemCount: 2, seriesValue: 1, unitStake: '10', oddsChange: 2, thirdRemark: remark(BetSource.LiveRoom) },
          ],
        },
        token,
      )
    ).data[0].id;
    const anchor = async (body: Record<string, number> = {}) =>
      (await srv.call<WirePage<WireOrder>>(BET_PATHS.newBetList, body, token)).data.records.map((o) => o.id).sort();
    expect(await anchor()).toEqual([followed, parlay].sort());
    expect(await anchor()).not.toContain(myself);
    expect(await anchor({ betSource: BetSource.ChatRoomFollow })).toEqual([followed]);
    expect(await anchor({ betSource: BetSource.LiveRoom })).toEqual([parlay]);
    expect(await anchor({ betSource: BetSource.Myself })).toEqual([]);
  });
});

describe('cash-out', () => {
  it('holds an auto cash-out on the order and fires it once, on its own tick, when the principal returns the target (issue 15 item 7)', async () => {
    const m = liveFootball();
    const { marketId, odds } = option(m, '1x2', 'H');
    const id = (await single(marketId, 'H', odds, '100')).data[0].id;
    srv.sim.advance(5000);
    const set = await srv.call<WireOrder>(
      BET_PATHS.cashOutAuto,
      { orderId: id, principal: '40', targetReturn: '999999' },
      token,
    );
    expect(set.data.autoCashOut).toEqual({ principal: '40.00', targetReturn: '999999.00' });
    srv.sim.advance(2000);
    expect((await orders(0))[0].crl).toHaveLength(0);
    const lowered = await srv.call<WireOrder>(
      BET_PATHS.cashOutAuto,
      { orderId: id, principal: '40', targetReturn: '1' },
      token,
    );
    expect(lowered.data.autoCashOut?.targetReturn).toBe('1.00');
    srv.sim.advance(2000);
    srv.sim.advance(2000);
    const [o] = await orders(0);
    expect(o.crl).toHaveLength(1);
    expect(o.crl![0]).toMatchObject({ cop: '40.00', clientRef: `${id}-auto` });
    expect(o.remainingPrincipal).toBe('60.00');
    expect(o.autoCashOut).toBeUndefined();
    const removed = await srv.call<WireOrder>(BET_PATHS.cashOutAuto, { orderId: id }, token);
    expect(removed.data.autoCashOut).toBeUndefined();
    // The list filters of spec §4: CashOut 102 finds any cashed-out order, ReserveCashOut 101 the auto ones.
    const filtered = async (status: number) =>
      (await srv.call<WirePage<WireOrder>>(BET_PATHS.betList, { isSettled: 0, status }, token)).data.records;
    expect((await filtered(OrderStatus.CashOut)).map((o) => o.id)).toContain(id);
    expect((await filtered(OrderStatus.ReserveCashOut)).map((o) => o.id)).toEqual([id]);
  });

  it('offers a price below the max win, 0 while the market is suspended, and a partial cash-out reduces the principal', async () => {
    const m = liveFootball();
    const { marketId, odds } = option(m, '1x2', 'H');
    const id = (await single(marketId, 'H', odds, '100')).data[0].id;
    srv.sim.advance(5000);
    const quote = async () =>
      (await srv.call<{ pr: WireCashOutPrice[] }>(BET_PATHS.cashOutPrice, { orderIds: [id] }, token)).data.pr[0];
    const p = await quote();
    expect(p.st).toBe(1);
    expect(Number(p.amt)).toBeGreaterThan(0);
    expect(Number(p.amt)).toBeLessThan(100 * odds);
    const partial = await srv.call<{ order: WireOrder }>(
      BET_PATHS.cashOutBet,
      { orderId: id, cashOutStake: '40', price: String(p.amt), platForm: 'pc' },
      token,
    );
    expect(partial.code).toBe(1);
    expect(partial.data.order.remainingPrincipal).toBe('60.00');
    expect(partial.data.order.crl).toHaveLength(1);
    expect(partial.data.order.crl![0].cot).toBe((Math.floor(Number(p.amt) * 0.4 * 100) / 100).toFixed(2));
    expect(srv.sim.forceGoal(m.id, 1)).toBe(true);
    expect(await quote()).toMatchObject({ amt: '0.00', st: 0 });
    const refused = await srv.call(
      BET_PATHS.cashOutBet,
      { orderId: id, cashOutStake: '60', price: String(p.amt), platForm: 'pc' },
      token,
    );
    expect(refused.code).toBe(1012);
  });

  it('demo control cancelCashOut: the next cash-out of the order ends cancelled (record st 3), nothing settled or credited; the one after settles', async () => {
    const m = liveFootball();
    const { marketId, odds } = option(m, '1x2', 'H');
    const id = (await single(marketId, 'H', odds, '100')).data[0].id;
    srv.sim.advance(5000);
    const [p] = (await srv.call<{ pr: WireCashOutPrice[] }>(BET_PATHS.cashOutPrice, { orderIds: [id] }, token)).data.pr;
    const balance = async () =>
      (
        await srv.call<{ balanceList: { coinCode: string; balance: string }[] }>(USER_PATHS.userInfo, {}, token)
      ).data.balanceList.find((b) => b.coinCode === 'CNY')!.balance;
    const before = await balance();
    expect((await srv.call('/demo/control', { action: 'cancelCashOut', orderId: id })).code).toBe(1);
    const body = { orderId: id, cashOutStake: '40', price: String(p.amt), platForm: 'pc' };
    const cancelled = await srv.call<{ record: { st: number }; order: WireOrder }>(BET_PATHS.cashOutBet, body, token);
    expect(cancelled.code).toBe(1);
    expect(cancelled.data.record.st).toBe(CashOutRecordStatus.Cancelled);
    expect(cancelled.data.order.remainingPrincipal).toBe('100.00');
    expect(cancelled.data.order.crl ?? []).toHaveLength(0);
    expect(await balance()).toBe(before);
    const settled = await srv.call<{ record: { st: number } }>(BET_PATHS.cashOutBet, body, token);
    expect(settled.data.record.st).toBe(CashOutRecordStatus.Settled);
  });

  it('refuses a cash-out when the price fell more than the tolerance', async () => {
    const m = liveFootball();
    const { marketId, odds } = option(m, '1x2', 'H');
    const id = (await single(marketId, 'H', odds, '100')).data[0].id;
    srv.sim.advance(5000);
    const res = await srv.call(
      BET_PATHS.cashOutBet,
      { orderId: id, cashOutStake: '100', price: String(100 * odds), platForm: 'pc' },
      token,
    );
    expect(res.code).toBe(1013);
  });
});

describe('users and sessions', () => {
  it('kicks the first token when the same user logs in again (505), and answers 405 to an unknown token', async () => {
    const second = await srv.login('demo');
    expect((await srv.call(USER_PATHS.userInfo, {}, token)).code).toBe(505);
    expect((await srv.call(USER_PATHS.userInfo, {}, second)).code).toBe(1);
    expect((await srv.call(USER_PATHS.userInfo, {}, 'nope')).code).toBe(405);
  });

  it('refuses a 51st favourite with 1010', async () => {
    const ids = [...srv.sim.matches.keys()].slice(0, 51);
    for (const matchId of ids.slice(0, 50))
      expect((await srv.call(USER_PATHS.follow, { matchId }, token)).code).toBe(1);
    expect(await srv.call(USER_PATHS.follow, { matchId: ids[50] }, token)).toMatchObject({
      code: 1010,
      msg: 'at most 50 favourites',
    });
  });
});

describe('bad input', () => {
  it('answers a bad body with an error code, never a crash', async () => {
    expect((await srv.raw(BET_PATHS.betSingle, '{not json', 'application/json')).code).toBe(405);
    const bad = [
      '{not json',
      '[]',
      '{"singleBetList":"x"}',
      '{"singleBetList":[{"unitStake":"abc"}]}',
      '{"singleBetList":[{"unitStake":"10","betOptionList":[{"marketId":"x","odds":"1.5","optionType":"H"}]}]}',
    ];
    for (const body of bad) {
      const res = await fetch(srv.url + BET_PATHS.betSingle.slice(1), {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', authorization: token },
      });
      const json = (await res.json()) as { code: number };
      expect([1000, 1006]).toContain(json.code);
    }
    const form = await fetch(srv.url + PATHS.matchList.slice(1), {
      method: 'POST',
      body: 'playType=nope&size=-1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(((await form.json()) as { code: number }).code).toBe(1000);
    const proto = await fetch(srv.url + BET_PATHS.preBet.slice(1), {
      method: 'POST',
      body: '__proto__.x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(((await proto.json()) as { code: number }).code).toBe(1000);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect((await srv.call('/v1/order/nothing-here', {}, token)).code).toBe(1404);
  });

  it('stakes and odds must be plain decimals: "0x10", "1_000", "1e3" and " " are refused with the error envelope, never read as numbers', async () => {
    const m = liveFootball();
    const { marketId, odds } = option(m, '1x2', 'H');
    for (const stake of ['0x10', '1_000', '1e3', '0b11', '0o17', ' ', '-10', 'Infinity']) {
      const answer = await single(marketId, 'H', odds, stake);
      expect(answer.code, stake).toBe(1000);
    }
    const hexOdds = await srv.call(
      BET_PATHS.betSingle,
      {
        currencyId: 'CNY',
        singleBetList: [
          {
            unitStake: '100',
            oddsChange: 2,
            betOptionList: [{ marketId, odds: '0x2', optionType: 'H', oddsFormat: 1 }],
          },
        ],
      },
      token,
    );
    expect(hexOdds.code).toBe(1000);
    expect(await orders(0)).toHaveLength(0);
    expect((await single(marketId, 'H', odds, '100.5')).code).toBe(1);
  });

  it('a body over the limit is refused with the envelope as soon as the limit is passed, without waiting for (or buffering) the rest', async () => {
    const answer = await new Promise<{ code: number; msg?: string }>((resolve, reject) => {
      const req = request(
        srv.url + BET_PATHS.betSingle.slice(1),
        { method: 'POST', headers: { 'content-type': 'application/json', authorization: token } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => {
            req.destroy();
            resolve(JSON.parse(text));
          });
        },
      );
      req.on('error', () => undefined);
      // 300 KB sent and the body never ended: only a server that stops reading at the limit can answer.
      req.write('{"pad":"' + 'x'.repeat(300 * 1024));
      setTimeout(() => reject(new Error('no answer while the body was still open')), 5_000);
    });
    expect(answer).toMatchObject({ code: 1000, msg: 'body too large' });
  });

  it('a caller gone while sending its body (a page left mid-request) is no server failure: nothing is logged', async () => {
    const errors = vi.spyOn(console, 'error');
    await new Promise<void>((resolve) => {
      const req = request(srv.url + BET_PATHS.betSingle.slice(1), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': '1000', authorization: token },
      });
      req.on('error', () => resolve());
      req.write('{"singleBetList":', () => setTimeout(() => req.destroy(), 50));
    });
    // The server reads the close on its next turns.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(errors.mock.calls.filter((c) => String(c[0]).startsWith('[server]'))).toEqual([]);
  });
});

describe('answers on the wire', () => {
  const post = (path: string, body: string) =>
    fetch(srv.url + path.slice(1), {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', authorization: token },
    });

  it('an answer under 1 KB (a bet refused, a balance) goes plain with its length; a match list page is gzipped', async () => {
    const refused = await post(BET_PATHS.betSingle, '{"currencyId":"CNY","singleBetList":[]}');
    expect(refused.headers.get('content-encoding')).toBeNull();
    const text = await refused.text();
    expect(Number(refused.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text)).toMatchObject({ code: 1000 });
    const user = await post(USER_PATHS.userInfo, '{}');
    expect(user.headers.get('content-encoding')).toBeNull();
    expect((await user.json()).code).toBe(1);
    const list = await post(PATHS.matchList, '{"playType":"all","current":1,"size":50}');
    expect(list.headers.get('content-encoding')).toBe('gzip');
    const page = (await list.json()) as { code: number; data: WirePage<unknown> };
    expect(page.data.records.length).toBeGreaterThan(0);
  });

  it('every answer allows any origin (an API answer, a refusal, a gzipped page, a page of the demo) and a preflight answers the methods', async () => {
    const answers = [
      await post(USER_PATHS.userInfo, '{}'),
      await post(BET_PATHS.betSingle, '{}'),
      await post(PATHS.matchList, '{"playType":"all","current":1,"size":50}'),
      await fetch(srv.url, { headers: { origin: 'https://host.example' } }),
    ];
    for (const answer of answers) expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(srv.url + BET_PATHS.betSingle.slice(1), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://host.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    expect(preflight.headers.get('access-control-max-age')).toBe('600');
  });
});
