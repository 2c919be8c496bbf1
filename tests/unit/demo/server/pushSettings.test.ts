// Push settings of the reference server: acceptList is three on/off flags by index (spec: "acceptList index 0
// favourites, 1 bet matches, 2 all goals"), the form the domain rule shouldNotifyGoal reads.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { WireUser } from '../../../../src/api/wire';
import { USER_PATHS } from '../../../../src/api/userPaths';
import { shouldNotifyGoal } from '../../../../src/domain/goalAlerts';
import { Store } from '../../../../demo/server/store';
import { Users } from '../../../../demo/server/users';
import { schemaOf, start, TEST_DATABASE, type TestServer } from './harness';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.stop();
  srv = undefined;
});

const setting = async (token: string) => (await srv!.call<WireUser>(USER_PATHS.userInfo, {}, token)).data.setting!;

/** cfg/set as the settings panel saves the push settings: collect UserSetting, the value as jsonStr. */
const saveSetting = (token: string, value: Record<string, unknown>, collect = 'UserSetting') =>
  srv!.call(USER_PATHS.cfgSet, { collect, jsonStr: JSON.stringify(value) }, token);

describe('push settings acceptList (positional flags)', () => {
  it('a new user has favourites and bet matches on, all goals off: [1, 1, 0], so only those goals notify', async () => {
    srv = await start();
    const token = await srv.login('demo');
    const { acceptPush, acceptList } = await setting(token);
    expect(acceptList).toEqual([1, 1, 0]);
    const domain = { acceptPush: acceptPush === 1, acceptList: acceptList! };
    const audience = { favouriteMatchIds: new Set(['fav']), betMatchIds: new Set(['bet']) };
    const notifies = (matchId: string) => shouldNotifyGoal({ matchId, event: 'home' }, domain, audience);
    expect([notifies('fav'), notifies('bet'), notifies('other')]).toEqual([true, true, false]);
  });

  it('cfgSet stores three 0/1 flags and refuses a list of indices', async () => {
    srv = await start();
    const token = await srv.login('demo');
    expect((await saveSetting(token, { acceptList: [0, 0, 1] })).code).toBe(1);
    expect((await setting(token)).acceptList).toEqual([0, 0, 1]);
    expect((await saveSetting(token, { acceptList: [0, 2] })).code).not.toBe(1);
    expect((await setting(token)).acceptList).toEqual([0, 0, 1]);
  });

  it('cfg/set with collect UserSetting changes what user/info returns (acceptPush and acceptList, spec §3 User.setting)', async () => {
    srv = await start();
    const token = await srv.login('demo');
    expect(await setting(token)).toMatchObject({ acceptPush: 1, acceptList: [1, 1, 0] });
    const saved = await saveSetting(token, { acceptPush: 0, acceptList: [0, 0, 1] });
    expect(saved).toMatchObject({ code: 1, data: { acceptPush: 0, acceptList: [0, 0, 1] } });
    expect(await setting(token)).toMatchObject({ acceptPush: 0, acceptList: [0, 0, 1] });
    // Kept across logins (a new session of the same user reads it back).
    expect(await setting(await srv.login('demo'))).toMatchObject({ acceptPush: 0, acceptList: [0, 0, 1] });
  });

  it('a refused UserSetting changes nothing, and collect UserConfig leaves the push settings alone', async () => {
    srv = await start();
    const token = await srv.login('demo');
    expect((await saveSetting(token, { acceptPush: 0, acceptList: [1] })).code).not.toBe(1);
    expect((await saveSetting(token, { acceptPush: 2 })).code).not.toBe(1);
    expect(await setting(token)).toMatchObject({ acceptPush: 1, acceptList: [1, 1, 0] });
    expect((await saveSetting(token, { acceptPush: 0, acceptList: [0, 0, 1], accept: 2 }, 'UserConfig')).code).toBe(1);
    expect(await setting(token)).toMatchObject({ acceptPush: 1, acceptList: [1, 1, 0] });
  });

  it('a store.json saved with the old index form ([0, 1]) is imported and loads as flags [1, 1, 0]', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'accept-list-'));
    const user = {
      uid: '80001',
      name: 'demo',
      balances: [],
      config: { handicap: 1, accept: 1, setup: '{}' },
      follows: [],
      setting: { acceptPush: 1, acceptList: [0, 1] },
      coins: '0',
    };
    writeFileSync(
      join(dir, 'store.json'),
      JSON.stringify({
        version: 1,
        users: { 80001: user },
        sessions: {},
        orders: {},
        clientRefs: {},
        reserves: {},
        seq: 0,
      }),
    );
    const store = await Store.open({ dir, database: TEST_DATABASE, schema: schemaOf(dir) });
    new Users(store);
    expect(store.data.users['80001'].setting.acceptList).toEqual([1, 1, 0]);
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
