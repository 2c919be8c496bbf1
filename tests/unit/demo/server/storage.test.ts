// A failed store write (issue 27 item 4): the data directory refuses the next write (its temp file's path is a
// directory, standing in for a full disk). The request that changed something answers 1500 "storage unavailable",
// the server stays up and reads keep working, and writes recover when the disk does, the refused change included
// (it was kept in memory: no change is lost or doubled).
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BET_PATHS } from '../../../../src/api/betPaths';
import { USER_PATHS } from '../../../../src/api/userPaths';
import type { WireUser } from '../../../../src/api/wire';
import { MatchStatus } from '../../../../src/domain/enums';
import { start, type TestServer } from './harness';

let srv: TestServer;
let token: string;
beforeEach(async () => {
  srv = await start();
  token = await srv.login('demo');
});
afterEach(async () => {
  await srv.stop();
});

/** Places a 10 CNY single on an open 1x2 market of a live match; the envelope comes back. */
function bet(clientRef: string) {
  const match = [...srv.sim.matches.values()].find(
    (m) => m.status === MatchStatus.Live && m.groups.some((g) => g.key === '1x2' && g.market.ss === 1),
  )!;
  const market = match.groups.find((g) => g.key === '1x2')!.market;
  return srv.call<{ id: string }[]>(
    BET_PATHS.betSingle,
    {
      currencyId: 'CNY',
      singleBetList: [
        {
          unitStake: '10',
          oddsChange: 2,
          clientRef,
          betOptionList: [{ marketId: market.id, odds: market.op[0].od, optionType: market.op[0].ty, oddsFormat: 1 }],
        },
      ],
    },
    token,
  );
}

const cny = async () =>
  (await srv.call<WireUser>(USER_PATHS.userInfo, {}, token)).data.balanceList.find((b) => b.coinCode === 'CNY')!
    .balance;
const onDisk = () =>
  JSON.parse(readFileSync(join(srv.dataDir, 'store.json'), 'utf8')) as { orders: Record<string, unknown> };

describe('a store write that fails (disk full, unwritable DATA_DIR)', () => {
  it('answers the change 1500 storage unavailable, keeps serving reads, and writes again once the disk takes it', async () => {
    expect((await bet('before')).code).toBe(1);
    const ordersBefore = Object.keys(onDisk().orders).length;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const blocked = join(srv.dataDir, `store.json.${process.pid}.tmp`);
    mkdirSync(blocked);

    const refused = await bet('while-full');
    expect(refused.code).toBe(1500);
    expect(refused.msg).toMatch(/storage unavailable/);
    // The server is up and reads work (the change is kept in memory: the balance shows the stake taken).
    expect(await cny()).toBe('9980.00');
    expect(Object.keys(onDisk().orders)).toHaveLength(ordersBefore);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/storage unavailable/));

    rmSync(blocked, { recursive: true });
    expect((await bet('after')).code).toBe(1);
    // The refused change was written with the next one: nothing lost, nothing doubled; a retry of it is deduped.
    expect(Object.keys(onDisk().orders)).toHaveLength(ordersBefore + 2);
    expect((await bet('while-full')).code).toBe(1);
    expect(Object.keys(onDisk().orders)).toHaveLength(ordersBefore + 2);
    expect(await cny()).toBe('9970.00');
    errors.mockRestore();
  });
});
