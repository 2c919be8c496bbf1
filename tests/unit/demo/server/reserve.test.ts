// Reference server, reserved bets (spec §4, §7): the limit asked as the spec sends it (no option type), the
// bet parameters, a reserve created, modified, fired once its target is reached, and invalidated when its
// market closes.
import { describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../../src/domain/enums';
import { ReserveState } from '../../../../src/domain/betEnums';
import type { WireReserveLimit } from '../../../../src/api/wire';
import { BET_PATHS } from '../../../../src/api/betPaths';
import type { SimMatch } from '../../../../demo/server/match';
import { serverPerTest, type TestServer } from './harness';

let srv: TestServer;
let token: string;

serverPerTest('demo', (started, loggedIn) => {
  srv = started;
  token = loggedIn;
});

function upcomingFootball(): SimMatch {
  return [...srv.sim.matches.values()].find(
    (m) =>
      m.sport.key === 'football' &&
      m.status === MatchStatus.Upcoming &&
      m.groups.some((g) => g.key === '1x2' && g.market.ss === 1),
  )!;
}

const oneX2 = (m: SimMatch) => m.groups.find((g) => g.key === '1x2')!.market;

interface Params {
  currentOdds: number;
  minOdds: number;
  maxOdds: number;
  minStake: string;
  maxStake: string;
}

async function reserve(m: SimMatch, type: string, target: number) {
  const market = oneX2(m);
  return srv.call<{ reserveId: string; optionOdd: number }>(
    BET_PATHS.reserveBet,
    {
      clientRef: `r-${type}-${target}`,
      unitStake: '20',
      oddsChange: 1,
      currencyId: 'CNY',
      betOptionList: [{ marketId: market.id, odds: target, optionType: type, oddsFormat: 1 }],
    },
    token,
  );
}

const statusOf = async (reserveId: string) =>
  (await srv.call<{ status: number; orderId?: string }[]>(BET_PATHS.reserveStatus, { reserveIds: [reserveId] }, token))
    .data[0];

describe('reserve limit and bet parameters', () => {
  it('answers the limit for the body the spec gives (matchId, marketId, currencyId: no option type)', async () => {
    const m = upcomingFootball();
    const market = oneX2(m);
    const answer = await srv.call<WireReserveLimit>(
      BET_PATHS.reserveLimit,
      { matchId: m.id, marketId: market.id, currencyId: 'CNY' },
      token,
    );
    expect(answer.code).toBe(1);
    const highest = Math.max(...market.op.map((o) => o.od));
    expect(Number(answer.data.mid)).toBeCloseTo(highest * 3, 2);
    expect(Number(answer.data.mis)).toBeGreaterThan(0);
    expect(Number(answer.data.mly)).toBeGreaterThan(Number(answer.data.mis));
  });

  it('gives the option its current odds, a target range above them and the stake limits', async () => {
    const m = upcomingFootball();
    const market = oneX2(m);
    const home = market.op.find((o) => o.ty === 'H')!;
    const { data } = await srv.call<Params>(
      BET_PATHS.reserveParams,
      { matchId: m.id, marketId: market.id, optionType: 'H', currencyId: 'CNY' },
      token,
    );
    expect(data.currentOdds).toBe(home.od);
    expect(data.minOdds).toBeCloseTo(home.od + 0.01, 2);
    expect(data.maxOdds).toBeCloseTo(home.od * 3, 2);
    expect(Number(data.minStake)).toBeGreaterThan(0);
  });
});

describe('a reserve from creation to its end', () => {
  it('is created valid, modified, and fires once (successful, with an order) when its odds reach the target', async () => {
    const m = upcomingFootball();
    const market = oneX2(m);
    const home = market.op.find((o) => o.ty === 'H')!;
    const created = await reserve(m, 'H', home.od + 0.05);
    expect(created.code).toBe(1);
    const { reserveId } = created.data;
    expect((await statusOf(reserveId)).status).toBe(ReserveState.Valid);
    const modified = await srv.call(
      BET_PATHS.reserveUpdate,
      { reserveId, odds: home.od + 0.02, unitStake: '30' },
      token,
    );
    expect(modified.code).toBe(1);
    home.od = Math.round((home.od + 0.5) * 100) / 100;
    srv.sim.advance(1000);
    const fired = await statusOf(reserveId);
    expect(fired.status).toBe(ReserveState.Successful);
    expect(fired.orderId).toBeTruthy();
    srv.sim.advance(1000);
    expect((await statusOf(reserveId)).orderId).toBe(fired.orderId);
  });

  it('is refused below the current odds, and invalidated (failed) when its market closes', async () => {
    const m = upcomingFootball();
    const market = oneX2(m);
    const home = market.op.find((o) => o.ty === 'H')!;
    expect((await reserve(m, 'H', home.od - 0.1)).code).not.toBe(1);
    const { reserveId } = (await reserve(m, 'H', home.od + 1)).data;
    market.ss = -1;
    srv.sim.advance(1000);
    expect((await statusOf(reserveId)).status).toBe(ReserveState.Failed);
  });
});
