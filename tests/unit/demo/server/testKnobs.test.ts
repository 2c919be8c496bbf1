// The reference server's test knobs (set by tests/support/referenceServer.mjs for the e2e tier only): a bet
// decided after BET_DECISION_MS, the chat gap CHAT_GAP_MS, and the demo control's subscribers, advance and timings.
import { afterEach, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../../src/domain/enums';
import { OrderStatus } from '../../../../src/domain/betEnums';
import { BET_PATHS } from '../../../../src/api/betPaths';
import { bookTimings } from '../../../../demo/server/book';
import { optionsFromEnv } from '../../../../demo/server/main';
import { EPOCH, openPush, start, type TestServer } from './harness';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.stop();
  srv = undefined;
});

const control = (body: Record<string, string | number>) => srv!.call<unknown>('/demo/control', body);

describe('test knobs from the environment', () => {
  it('unset, the server keeps the spec timings (decided after 2 s, live 4 s, confirming after 1 s; chat 1 s)', () => {
    const options = optionsFromEnv({});
    expect(options.betDecisionMs).toBeUndefined();
    expect(options.chatGapMs).toBeUndefined();
    expect(bookTimings()).toEqual({ confirmingMs: 1000, prematchDecisionMs: 2000, liveDecisionMs: 4000 });
  });

  it('BET_DECISION_MS decides every bet after it (confirming halfway); CHAT_GAP_MS sets the chat gap', () => {
    const options = optionsFromEnv({ BET_DECISION_MS: '600', CHAT_GAP_MS: '0' });
    expect(options.betDecisionMs).toBe(600);
    expect(options.chatGapMs).toBe(0);
    expect(bookTimings(600)).toEqual({ confirmingMs: 300, prematchDecisionMs: 600, liveDecisionMs: 600 });
    expect(() => optionsFromEnv({ BET_DECISION_MS: '-1' })).toThrow(/BET_DECISION_MS/);
  });
});

/** A server deciding bets after 1 s, the demo user's token and an open live football match to bet 10 on. */
async function liveMatch() {
  srv = await start(undefined, 60, EPOCH, { betDecisionMs: 1000 });
  const token = await srv.login('demo');
  const match = [...srv.sim.matches.values()].find(
    (x) => x.sport.key === 'football' && x.status === MatchStatus.Live && x.groups[0]?.market.ss === 1,
  )!;
  const market = match.groups[0].market;
  /** Places the bet; answers a reader of its status. */
  const place = async () => {
    const placed = await srv!.call<{ id: string }[]>(
      BET_PATHS.betSingle,
      {
        currencyId: 'CNY',
        singleBetList: [
          {
            unitStake: '10',
            oddsChange: 2,
            betOptionList: [{ marketId: market.id, odds: market.op[0].od, optionType: market.op[0].ty, oddsFormat: 1 }],
          },
        ],
      },
      token,
    );
    const id = placed.data[0].id;
    return async () => (await srv!.call<{ st: number }[]>(BET_PATHS.orderStatus, { orderIds: [id] }, token)).data[0].st;
  };
  return { match, place };
}

describe('the demo control for tests', () => {
  it('a live bet is decided after betDecisionMs of simulated time, not 4 s', async () => {
    const status = await (await liveMatch()).place();
    expect((await control({ action: 'advance', ms: 500 })).data).toBe(srv!.sim.now());
    expect(await status()).toBe(OrderStatus.Confirming);
    await control({ action: 'advance', ms: 500 });
    expect(await status()).not.toBe(OrderStatus.Confirming);
  });

  it("holdDecisions leaves a match's bets undecided past betDecisionMs until let go; a goal meanwhile gets the bet refused", async () => {
    const { match: m, place } = await liveMatch();
    expect((await control({ action: 'holdDecisions', matchId: m.id })).data).toBe(true);
    const status = await place();
    await control({ action: 'advance', ms: 3000 });
    expect(await status()).toBe(OrderStatus.Confirming);
    await control({ action: 'goal', matchId: m.id });
    await control({ action: 'holdDecisions', matchId: m.id, on: 'false' });
    await control({ action: 'advance', ms: 1000 });
    expect(await status()).toBe(OrderStatus.Rejected);
  });

  it('advance moves the simulated clock by ms (1 ms to 10 minutes)', async () => {
    srv = await start();
    const before = srv.sim.now();
    expect((await control({ action: 'advance', ms: 3000 })).data).toBe(before + 3000);
    expect(srv.sim.now()).toBe(before + 3000);
    expect((await control({ action: 'now' })).data).toBe(before + 3000);
    expect((await control({ action: 'advance', ms: 600_001 })).code).not.toBe(1);
  });

  it("holdOdds stops the simulation moving a match's prices until released; moveOdds still moves them", async () => {
    srv = await start();
    // An upcoming match far from kick-off: the simulation moves its prices every 20-40 s.
    const m = [...srv.sim.matches.values()].find(
      (x) => x.status === MatchStatus.Upcoming && x.bt > srv!.sim.now() + 3_600_000 && x.groups[0]?.market.ss === 1,
    )!;
    const prices = () => JSON.stringify(m.groups.map((g) => g.market.op.map((o) => o.od)));
    expect((await control({ action: 'holdOdds', matchId: m.id })).data).toBe(true);
    const held = prices();
    srv.sim.advance(120_000);
    expect(prices()).toBe(held);
    await control({ action: 'moveOdds', matchId: m.id });
    const moved = prices();
    expect(moved).not.toBe(held);
    await control({ action: 'holdOdds', matchId: m.id, on: 'false' });
    srv.sim.advance(120_000);
    expect(prices()).not.toBe(moved);
  });

  it('subscribers counts the open push sockets subscribed to a channel', async () => {
    srv = await start();
    const count = async () => (await control({ action: 'subscribers', channel: 'goal' })).data;
    expect(await count()).toBe(0);
    const { ws } = await openPush(srv);
    ws.send(JSON.stringify({ cmd: 'sub', chs: ['goal'] }));
    await expect.poll(count, { timeout: 2000 }).toBe(1);
    ws.send(JSON.stringify({ cmd: 'unsub', chs: ['goal'] }));
    await expect.poll(count, { timeout: 2000 }).toBe(0);
    ws.close();
  });

  it('timings answers the knobs the server runs with', async () => {
    srv = await start(undefined, 60, EPOCH, { betDecisionMs: 800, chatGapMs: 0 });
    expect((await control({ action: 'timings' })).data).toEqual({ betDecisionMs: 800, chatGapMs: 0 });
    await srv.stop();
    srv = await start();
    expect((await control({ action: 'timings' })).data).toEqual({ betDecisionMs: null, chatGapMs: 1000 });
  });
});
