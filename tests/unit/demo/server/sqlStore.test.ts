// The SQL store (issue 27 item 7): versioned migrations applied once, an old store.json imported once, a change
// writes only the rows it touched, and orders long ended leave memory but stay readable from the tables. Runs on the
// in-memory PGlite, and on PostgreSQL in CI (TEST_DATABASE_URL, .ci/run).
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BET_PATHS } from '../../../../src/api/betPaths';
import { OrderStatus } from '../../../../src/domain/betEnums';
import { MatchStatus } from '../../../../src/domain/enums';
import type { WireOrder, WirePage } from '../../../../src/api/wire';
import { ChangedElsewhere, migrate, migrationFiles, PRUNE_AFTER_MS, Store } from '../../../../demo/server/store';
import type { OrderRecord, StoreData, UserRecord } from '../../../../demo/server/records';
import { batched, ORDERS, upsert, USERS } from '../../../../demo/server/storeRows';
import { schemaOf, start, TEST_DATABASE, type TestServer } from './harness';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const done of cleanup.splice(0)) await done();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sql-store-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function open(dir: string): Promise<Store> {
  const store = await Store.open({ dir, database: TEST_DATABASE, schema: schemaOf(dir) });
  cleanup.unshift(() => store.close());
  return store;
}

describe('schema migrations', () => {
  it('applies each numbered migration once and records it; a second start applies none', async () => {
    const dir = tempDir();
    const store = await open(dir);
    const recorded = await store.sql.query<{ version: number; name: string }>(
      `SELECT version, name FROM ${schemaOf(dir)}.migrations ORDER BY version`,
    );
    expect(recorded.map((r) => [Number(r.version), r.name])).toEqual(migrationFiles().map((m) => [m.version, m.name]));
    expect(await migrate(store.sql, schemaOf(dir))).toEqual([]);
    expect(await store.sql.query(`SELECT version FROM ${schemaOf(dir)}.migrations`)).toHaveLength(recorded.length);
  });
});

describe('an old store.json', () => {
  const user: UserRecord = {
    uid: '80001',
    name: 'demo',
    balances: [
      { coinCode: 'CNY', balance: '1234.50', isDefault: 1 },
      { coinCode: 'USD', balance: '7.00', isDefault: 0 },
    ],
    config: { handicap: 1, accept: 1, setup: '{}' },
    follows: ['m1'],
    setting: { acceptPush: 1, acceptList: [1, 1, 0] },
    coins: '88.00',
  };
  const old = (balance: string): StoreData => ({
    version: 1,
    users: { 80001: { ...user, balances: [{ ...user.balances[0], balance }, user.balances[1]] } },
    sessions: { tok: { uid: '80001', at: 1 } },
    orders: {},
    clientRefs: {},
    reserves: {},
    seq: 41,
    chatBans: { 80001: 99 },
  });

  it('is imported once: its records load from the tables, the file is set aside, and a store.json put back later is not imported again', async () => {
    const dir = tempDir();
    const file = join(dir, 'store.json');
    writeFileSync(file, JSON.stringify(old('1234.50')));
    const first = await open(dir);
    expect(first.data.users['80001']).toEqual(user);
    expect(first.data.sessions.tok).toEqual({ uid: '80001', at: 1 });
    expect(first.data.seq).toBe(41);
    expect(first.data.chatBans).toEqual({ 80001: 99 });
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.imported`)).toBe(true);
    await first.close();
    cleanup.shift();

    // The same file again (a copy restored by hand, or a rename that failed): the tables stay as they are.
    renameSync(`${file}.imported`, file);
    writeFileSync(file, JSON.stringify(old('1.00')));
    const second = await open(dir);
    expect(second.data.users['80001'].balances[0].balance).toBe('1234.50');
    expect(existsSync(file)).toBe(true);
  });
});

describe('two stores on one database (two instances, issue 27 item 8)', () => {
  const balanceOf = (store: Store) => store.data.users.u1.balances[0].balance;
  const setBalance = (store: Store, balance: string) => {
    store.data.users.u1.balances[0].balance = balance;
    store.save(['users', 'u1']);
  };

  it('refuse a lost update: a write over a row (or a unique key) the other changed since is refused and memory takes the rows as written', async () => {
    const dir = tempDir();
    const a = await open(dir);
    a.data.users.u1 = {
      uid: 'u1',
      name: 'one',
      balances: [{ coinCode: 'CNY', balance: '100.00', isDefault: 1 }],
      config: { handicap: 1, accept: 1, setup: '{}' },
      follows: [],
      setting: { acceptPush: 1, acceptList: [1, 1, 0] },
      coins: '0.00',
    };
    a.save(['users', 'u1']);
    await a.flush();
    const b = await open(dir);
    expect(balanceOf(b)).toBe('100.00');

    // Both read 100; A writes 90 first, then B's 150 (made from the 100 it read) would overwrite it.
    let since = a.changeCount();
    setBalance(a, '90.00');
    await a.assertWritten(since);
    since = b.changeCount();
    setBalance(b, '150.00');
    await expect(b.assertWritten(since)).rejects.toBeInstanceOf(ChangedElsewhere);
    expect(balanceOf(b)).toBe('90.00');
    expect((await b.readBack()).users.u1.balances[0].balance).toBe('90.00');

    // In one statement with a row that may be written (a new user), the refused row refuses the whole write.
    since = a.changeCount();
    setBalance(a, '85.00');
    await a.assertWritten(since);
    since = b.changeCount();
    setBalance(b, '70.00');
    b.data.users.u3 = { ...b.data.users.u1, uid: 'u3', name: 'three', balances: [] };
    b.save(['users', 'u3']);
    await expect(b.assertWritten(since)).rejects.toBeInstanceOf(ChangedElsewhere);
    expect(b.data.users.u3).toBeUndefined();
    expect(Object.keys((await b.readBack()).users)).toEqual(['u1']);
    expect(balanceOf(b)).toBe('85.00');

    // Read again at A's version, B's next change is written.
    since = b.changeCount();
    setBalance(b, '80.00');
    await b.assertWritten(since);
    expect((await a.readBack()).users.u1.balances[0].balance).toBe('80.00');

    // A key the other wrote first (a bet's clientRef) is refused the same way: B's order leaves its memory.
    const order = (id: string) =>
      ({
        id,
        uid: 'u1',
        clientRef: 'twice',
        currencyId: 'CNY',
        st: 0,
        unitStake: '1.00',
        betAmount: '1.00',
        mwa: '2.00',
        remainingPrincipal: '1.00',
        createdTime: 1,
        crl: [],
        legs: [],
      }) as unknown as OrderRecord;
    a.data.orders.o1 = order('o1');
    a.save(['orders', 'o1']);
    await a.flush();
    since = b.changeCount();
    b.data.orders.o2 = order('o2');
    b.save(['orders', 'o2']);
    await expect(b.assertWritten(since)).rejects.toBeInstanceOf(ChangedElsewhere);
    expect(b.data.orders.o2).toBeUndefined();
    expect(Object.keys((await b.readBack()).orders)).toEqual(['o1']);

    // A row written without its unchanged detail (a balance moving) names the version read all the same: A last
    // wrote 85, B wrote 80 since, so A's 60 is refused and A takes B's row.
    since = a.changeCount();
    setBalance(a, '60.00');
    await expect(a.assertWritten(since)).rejects.toBeInstanceOf(ChangedElsewhere);
    expect(balanceOf(a)).toBe('80.00');
    expect((await a.readBack()).users.u1.balances[0].balance).toBe('80.00');
  });
});

describe('a group commit', () => {
  const user = (uid: string): UserRecord => ({
    uid,
    name: uid,
    balances: [{ coinCode: 'CNY', balance: '100.00', isDefault: 1 }],
    config: { handicap: 1, accept: 1, setup: '{}' },
    follows: [],
    setting: { acceptPush: 1, acceptList: [1, 1, 0] },
    coins: '0.00',
  });
  it('writes the changes of every callback of one turn of the event loop (requests that arrived together) in one transaction, and each waits for it', async () => {
    const dir = tempDir();
    const store = await open(dir);
    for (const uid of ['u1', 'u2', 'u3']) {
      store.data.users[uid] = user(uid);
      store.save(['users', uid]);
    }
    await store.flush();
    const transaction = vi.spyOn(store.sql, 'transaction');
    // Immediates queued together run in one turn, with the microtasks of each run before the next (as between two
    // requests' callbacks): a write started at the end of the first callback's microtasks would carry it alone.
    // (Not three 5 ms timers: made across a millisecond's edge, they can fall due in two turns; a CI run saw it.)
    const waits = await new Promise<Promise<void>[]>((resolve) => {
      const out: Promise<void>[] = [];
      for (const [uid, balance] of [
        ['u1', '90.00'],
        ['u2', '80.00'],
        ['u3', '70.00'],
      ])
        setImmediate(() => {
          const since = store.changeCount();
          store.data.users[uid].balances[0].balance = balance;
          store.save(['users', uid]);
          out.push(store.assertWritten(since));
          if (out.length === 3) resolve(out);
        });
    });
    let settled = 0;
    for (const wait of waits) void wait.then(() => (settled += 1));
    await Promise.resolve();
    expect(settled).toBe(0);
    await Promise.all(waits);
    expect(transaction).toHaveBeenCalledTimes(1);
    const { users } = await store.readBack();
    expect(['u1', 'u2', 'u3'].map((uid) => users[uid].balances[0].balance)).toEqual(['90.00', '80.00', '70.00']);
  });

  it("writes a new user's rows beside another user's changed ones: the user rows go before the balances that reference them", async () => {
    // The e2e tier's logins did this all the time: a known bettor's balance moved while a new copy of a demo user
    // arrived. Placed by statement kind, the new user's balance went before its user row; the write was refused and
    // retried forever, and every later write (every login) failed with 1500.
    const store = await open(tempDir());
    store.data.users.u1 = user('u1');
    store.save(['users', 'u1']);
    await store.flush();
    store.data.users.u1.coins = '5.00';
    store.data.users.u1.balances[0].balance = '90.00';
    store.data.users.u2 = user('u2');
    store.save(['users', 'u1'], ['users', 'u2']);
    await store.flush();
    const { users } = await store.readBack();
    expect([users.u1.balances[0].balance, users.u1.coins, users.u2.balances[0].balance]).toEqual([
      '90.00',
      '5.00',
      '100.00',
    ]);
  });
});

describe('a row the database refuses (a CHECK, a foreign key, a value out of range)', () => {
  const user = (uid: string, balance = '100.00'): UserRecord => ({
    uid,
    name: uid,
    balances: [{ coinCode: 'CNY', balance, isDefault: 1 }],
    config: { handicap: 1, accept: 1, setup: '{}' },
    follows: [],
    setting: { acceptPush: 1, acceptList: [1, 1, 0] },
    coins: '0.00',
  });

  it('is left out and named; the rest of its write lands, its request is refused, memory takes the row back, and later writes land', async () => {
    const store = await open(tempDir());
    store.data.users.u1 = user('u1');
    store.data.users.u2 = user('u2');
    store.save(['users', 'u1'], ['users', 'u2']);
    await store.flush();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const since = store.changeCount();
    store.data.users.u1.balances[0].balance = '-5.00'; // balances.balance CHECK (balance >= 0)
    store.data.users.u2.balances[0].balance = '80.00';
    store.save(['users', 'u1'], ['users', 'u2']);
    await expect(store.assertWritten(since)).rejects.toThrow(/balance/);
    expect(errors.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/refused users u1/);
    expect(store.data.users.u1.balances[0].balance).toBe('100.00');
    // A write refused for good was kept and tried again forever: every later write (every login) failed with it.
    const next = store.changeCount();
    store.data.users.u2.balances[0].balance = '70.00';
    store.data.users.u3 = user('u3');
    store.save(['users', 'u2'], ['users', 'u3']);
    await store.assertWritten(next);
    const { users } = await store.readBack();
    expect([users.u1, users.u2, users.u3].map((u) => u.balances[0].balance)).toEqual(['100.00', '70.00', '100.00']);
  });
});

describe('the server on the SQL store', () => {
  let srv: TestServer;
  let token: string;
  // Few matches: the pruning test runs the world half an hour on, which costs per match.
  const MATCHES = 12;
  const boot = async () => {
    srv = await start(undefined, MATCHES);
    cleanup.push(() => srv.stop());
    token = await srv.login('demo');
  };
  const market = () => {
    const m = [...srv.sim.matches.values()].find(
      (x) => x.status === MatchStatus.Live && x.groups.some((g) => g.key === '1x2' && g.market.ss === 1),
    )!;
    return { m, g: m.groups.find((g) => g.key === '1x2')!.market };
  };
  const bet = (marketId: string, odds: number, clientRef: string) =>
    srv.call<{ id: string; duplicate: boolean }[]>(
      BET_PATHS.betSingle,
      {
        currencyId: 'CNY',
        singleBetList: [
          { unitStake: '10', oddsChange: 2, clientRef, betOptionList: [{ marketId, odds, optionType: 'H' }] },
        ],
      },
      token,
    );

  it("writes only the rows a change touched: a bet leaves another user's row as the database has it", async () => {
    await boot();
    const schema = schemaOf(srv.dataDir);
    // Changed behind the server's back: a store that rewrote everything would put 5000.00 back.
    await srv.store.sql.query(`UPDATE ${schema}.balances SET balance = 1 WHERE uid = '80002' AND coin_code = 'USD'`);
    const { g } = market();
    expect((await bet(g.id, g.op[0].od, 'only-mine')).code).toBe(1);
    const rows = await srv.store.sql.query<{ uid: string; balance: string }>(
      `SELECT uid, balance::text AS balance FROM ${schema}.balances WHERE (uid, coin_code) IN (('80001', 'CNY'), ('80002', 'USD')) ORDER BY uid`,
    );
    expect(rows).toEqual([
      { uid: '80001', balance: '9990.00' },
      { uid: '80002', balance: '1.00' },
    ]);
  });

  it("writes what changed: a bet's coin and not the user's other coins, an order's state without its legs and stake again", async () => {
    await boot();
    const schema = schemaOf(srv.dataDir);
    await srv.store.sql.query(`UPDATE ${schema}.balances SET balance = 1 WHERE uid = '80001' AND coin_code = 'USD'`);
    const { m, g } = market();
    const texts: string[] = [];
    const transaction = srv.store.sql.transaction.bind(srv.store.sql);
    vi.spyOn(srv.store.sql, 'transaction').mockImplementation((fn) =>
      transaction((tx) =>
        fn({
          ...tx,
          query: (text, params) => {
            texts.push(`${text} ${JSON.stringify(params ?? [])}`);
            return tx.query(text, params);
          },
        }),
      ),
    );
    const placed = (await bet(g.id, g.op[0].od, 'what-changed')).data[0];
    const balances = await srv.store.sql.query<{ coin_code: string; balance: string }>(
      `SELECT coin_code, balance::text AS balance FROM ${schema}.balances WHERE uid = '80001' ORDER BY coin_code`,
    );
    expect(balances).toContainEqual({ coin_code: 'CNY', balance: '9990.00' });
    expect(balances).toContainEqual({ coin_code: 'USD', balance: '1.00' });
    expect(texts.some((t) => t.includes(m.home.na))).toBe(true);

    // The order moves to confirming, then confirmed: two writes, neither sending its legs again.
    texts.length = 0;
    for (const ms of [1000, 1000, 1000, 1000]) {
      srv.sim.advance(ms);
      await srv.store.flush();
    }
    const order = srv.store.data.orders[placed.id];
    expect(order.st).toBe(OrderStatus.Confirmed);
    const writes = texts.filter((t) => /^(INSERT INTO|UPDATE) orders/.test(t) && t.includes(placed.id));
    expect(writes).toHaveLength(2);
    // Nor its stake: only the columns that moved (the state) and the version.
    expect(writes.some((t) => t.includes('"10.00"'))).toBe(false);
    expect(texts.some((t) => t.includes(m.home.na))).toBe(false);
    expect((await srv.store.readBack()).orders[placed.id]).toEqual(order);
  });

  it('drops orders long ended from memory; the history, the status poll and a repeated clientRef still find them', async () => {
    await boot();
    const { m, g } = market();
    const placed = (await bet(g.id, g.op[0].od, 'old-bet')).data[0];
    srv.sim.advance(5000);
    await srv.call('/demo/control', { action: 'endMatch', matchId: m.id });
    const list = async () =>
      (await srv.call<WirePage<WireOrder>>(BET_PATHS.betList, { isSettled: 1 }, token)).data.records;
    const [settled] = await list();
    expect(settled).toMatchObject({ id: placed.id, st: OrderStatus.Settled });
    const balance = (await srv.store.readBack()).users['80001'].balances[0].balance;

    srv.sim.advance(PRUNE_AFTER_MS + 120_000);
    expect(srv.store.data.orders[placed.id]).toBeUndefined();
    expect(await list()).toEqual([settled]);
    const status = await srv.call(BET_PATHS.orderStatus, { orderIds: [placed.id] }, token);
    expect(status.data).toEqual([{ oid: placed.id, st: OrderStatus.Settled }]);
    const again = await bet(g.id, g.op[0].od, 'old-bet');
    expect(again.data[0]).toMatchObject({ id: placed.id, duplicate: true });
    expect((await srv.store.readBack()).users['80001'].balances[0].balance).toBe(balance);

    // A restart loads only the orders not long ended; the history still lists the old one from the tables.
    await srv.stop(true);
    srv = await start(srv.dataDir, MATCHES);
    expect(srv.store.data.orders[placed.id]).toBeUndefined();
    expect(await list()).toEqual([settled]);
  });
});

describe('one statement per table in a write', () => {
  const user = (uid: string, coins: string) => upsert(USERS, { uid, name: uid, coins } as UserRecord);

  it('joins the single-row upserts of one table into one multi-row statement with its placeholders renumbered', () => {
    const [[text, params], ...rest] = batched([user('u1', '1'), user('u2', '2'), user('u3', '3')]);
    expect(rest).toEqual([]);
    expect(text).toMatch(
      /VALUES \(\$1, \$2, \$3, \$4::jsonb\), \(\$5, \$6, \$7, \$8::jsonb\), \(\$9, .*\$12::jsonb\) ON CONFLICT \(uid\)/,
    );
    expect(params.filter((_, i) => i % 4 === 0)).toEqual(['u1', 'u2', 'u3']);
  });

  it('keeps each table where its first row was (users before the rows that reference them) and deletes as they are', () => {
    const order = upsert(ORDERS, { id: 'o1', uid: 'u1', crl: [] } as unknown as OrderRecord);
    const del: [string, unknown[]] = ['DELETE FROM sessions WHERE token = $1', ['t1']];
    const out = batched([user('u1', '1'), del, order, user('u2', '2')]);
    expect(out.map(([text]) => text.split(' ').slice(0, 3).join(' '))).toEqual([
      'INSERT INTO users',
      'DELETE FROM sessions',
      'INSERT INTO orders',
    ]);
    expect(out[0][1]).toHaveLength(8);
  });

  it('splits a table of more than 500 rows into statements of at most 500 rows', () => {
    const out = batched(Array.from({ length: 1201 }, (_, i) => user(`u${i}`, '1')));
    expect(out.map(([, params]) => params.length / 4)).toEqual([500, 500, 201]);
    expect(out[2][0]).toContain('($801, $802, $803, $804::jsonb) ON CONFLICT');
  });
});
