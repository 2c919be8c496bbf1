// A failed store write (issue 27 items 4 and 7): the database fails the next write of an order with a full disk (a
// trigger raising SQLSTATE 53100 disk_full on orders, as PostgreSQL does when it cannot extend a file). The request that changed
// something answers 1500 "storage unavailable", the server stays up and reads keep working, the bet's change is ONE
// transaction (the stake taken from the balance is not written without its order), and writes recover when the
// database does, the refused change included (it was kept in memory: no change is lost or doubled).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BET_PATHS } from '../../../../src/api/betPaths';
import { USER_PATHS } from '../../../../src/api/userPaths';
import type { WireUser } from '../../../../src/api/wire';
import { MatchStatus } from '../../../../src/domain/enums';
import { schemaOf, start, type TestServer } from './harness';

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
/** What the database holds: the orders and the demo user's CNY balance. */
const onDisk = async () => {
  const data = await srv.store.readBack();
  return {
    orders: Object.keys(data.orders).length,
    cny: data.users['80001'].balances.find((b) => b.coinCode === 'CNY')!.balance,
  };
};
const table = () => `${schemaOf(srv.dataDir)}.orders`;
const refuseOrders = async () => {
  const fn = `${schemaOf(srv.dataDir)}.disk_full`;
  await srv.store.sql.query(
    `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`,
  );
  await srv.store.sql.query(
    `CREATE TRIGGER disk_full BEFORE INSERT OR UPDATE ON ${table()} FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
  );
};
const takeOrders = () => srv.store.sql.query(`DROP TRIGGER disk_full ON ${table()}`);

describe('a store write that fails (database refusing, disk full)', () => {
  it('answers the change 1500 storage unavailable, writes none of the bet (stake and order are one transaction), keeps serving reads, and writes again once the database takes it', async () => {
    expect((await bet('before')).code).toBe(1);
    const before = await onDisk();
    expect(before.cny).toBe('9990.00');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await refuseOrders();

    const refused = await bet('while-full');
    expect(refused.code).toBe(1500);
    expect(refused.msg).toMatch(/storage unavailable/);
    // The server is up and reads work (the change is kept in memory: the balance shows the stake taken)...
    expect(await cny()).toBe('9980.00');
    // ...and the database holds none of it: the balance row written before the order's failed was rolled back.
    expect(await onDisk()).toEqual(before);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/storage unavailable/));

    await takeOrders();
    expect((await bet('after')).code).toBe(1);
    // The refused change was written with the next one: nothing lost, nothing doubled; a retry of it is deduped.
    expect(await onDisk()).toEqual({ orders: before.orders + 2, cny: '9970.00' });
    expect((await bet('while-full')).code).toBe(1);
    expect(await onDisk()).toEqual({ orders: before.orders + 2, cny: '9970.00' });
    expect(await cny()).toBe('9970.00');
    errors.mockRestore();
  });
});

describe('a bet whose order the database refuses itself (a CHECK: the same row would be refused on every try)', () => {
  it('is refused with 1500 and undone whole (no stake taken, in memory or on disk); later bets are written', async () => {
    expect((await bet('before')).code).toBe(1);
    const before = await onDisk();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await srv.store.sql.query(`ALTER TABLE ${table()} ADD CONSTRAINT no_bets CHECK (false) NOT VALID`);
    expect((await bet('refused')).code).toBe(1500);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/refused users 80001; orders \d+/));
    expect(await cny()).toBe(before.cny);
    expect(await onDisk()).toEqual(before);
    await srv.store.sql.query(`ALTER TABLE ${table()} DROP CONSTRAINT no_bets`);
    // The refused write was once kept and tried again with every later one, which all failed with it.
    expect((await bet('after')).code).toBe(1);
    expect(await onDisk()).toEqual({ orders: before.orders + 1, cny: '9980.00' });
    errors.mockRestore();
  });
});
