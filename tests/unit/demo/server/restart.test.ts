import { describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../../src/domain/enums';
import { USER_PATHS } from '../../../../src/api/userPaths';
import { BET_PATHS } from '../../../../src/api/betPaths';
import type { WireOrder, WirePage } from '../../../../src/api/wire';
import { start } from './harness';

describe('the embedded store', () => {
  it('keeps placed bets, balances and sessions across a restart on the same DATA_DIR', async () => {
    const first = await start();
    const token = await first.login('usd');
    const m = [...first.sim.matches.values()].find((x) => x.status === MatchStatus.Upcoming && x.groups.length > 0)!;
    const g = m.groups[0].market;
    const placed = await first.call<{ id: string }[]>(
      BET_PATHS.betSingle,
      {
        currencyId: 'USD',
        singleBetList: [
          {
            unitStake: '25',
            oddsChange: 2,
            betOptionList: [{ marketId: g.id, odds: g.op[0].od, optionType: g.op[0].ty }],
          },
        ],
      },
      token,
    );
    expect(placed.code).toBe(1);
    await first.stop(true);

    const second = await start(first.dataDir);
    try {
      const list = await second.call<WirePage<WireOrder>>(BET_PATHS.betList, { isSettled: 0 }, token);
      expect(list.code).toBe(1);
      expect(list.data.records.map((o) => o.id)).toEqual([placed.data[0].id]);
      const user = await second.call<{ balanceList: { coinCode: string; balance: string }[] }>(
        USER_PATHS.userInfo,
        {},
        token,
      );
      expect(user.data.balanceList).toEqual([{ coinCode: 'USD', isDefault: 1, balance: '4975.00' }]);
    } finally {
      await second.stop();
    }
  });

  it('fires an auto cash-out set before a restart once its target is met after it', async () => {
    const first = await start();
    const token = await first.login('demo');
    const m = [...first.sim.matches.values()].find(
      (x) => x.status === MatchStatus.Live && x.groups.some((g) => g.key === '1x2' && g.market.ss === 1),
    )!;
    const g = m.groups.find((x) => x.key === '1x2')!.market;
    const bet = await first.call<{ id: string }[]>(
      BET_PATHS.betSingle,
      {
        currencyId: 'CNY',
        singleBetList: [
          { unitStake: '100', oddsChange: 2, betOptionList: [{ marketId: g.id, odds: g.op[0].od, optionType: 'H' }] },
        ],
      },
      token,
    );
    const id = bet.data[0].id;
    first.sim.advance(5000);
    const set = await first.call(BET_PATHS.cashOutAuto, { orderId: id, principal: '40', targetReturn: '1' }, token);
    expect(set.code).toBe(1);
    await first.stop(true);

    const second = await start(first.dataDir);
    try {
      second.sim.advance(2000);
      const [o] = (await second.call<WirePage<WireOrder>>(BET_PATHS.betList, { isSettled: 0 }, token)).data.records;
      expect(o.crl).toHaveLength(1);
      expect(o.crl![0]).toMatchObject({ cop: '40.00', clientRef: `${id}-auto` });
      expect(o.autoCashOut).toBeUndefined();
    } finally {
      await second.stop();
    }
  });
});
