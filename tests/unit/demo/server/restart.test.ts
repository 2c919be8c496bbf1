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
});
