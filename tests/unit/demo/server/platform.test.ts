// The reference server's sport platform: the game jump of spec §7 answers a platform token and apiSrc, refuses with
// the maintenance code while the demo control has the platform in maintenance; domain/list/v2 names the origin the
// client reached.
import { afterEach, describe, expect, it } from 'vitest';
import { PATHS } from '../../../../src/api/paths';
import { GAME_MAINTENANCE_CODE, USER_PATHS } from '../../../../src/api/userPaths';
import type { WireDomainEntry } from '../../../../src/api/wire';
import { start, type TestServer } from './harness';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.stop();
  srv = undefined;
});

describe('game jump and maintenance', () => {
  it('answers a token and apiSrc for {gameId, coinCode}; in maintenance refuses with the maintenance code', async () => {
    srv = await start(undefined, 4);
    const token = await srv.login('demo');
    const jump = await srv.call<{ token: string; apiSrc: string }>(
      USER_PATHS.gameJump,
      { gameId: 44, coinCode: 'CNY' },
      token,
    );
    expect(jump.code).toBe(1);
    expect(jump.data.token).toMatch(/^[0-9a-f]{32}$/);
    expect(jump.data.apiSrc).toContain('gameId=44');
    await srv.call('/demo/control', { action: 'maintenance', on: 'true' });
    const refused = await srv.call(USER_PATHS.gameJump, { gameId: 44, coinCode: 'CNY' }, token);
    expect(refused.code).toBe(GAME_MAINTENANCE_CODE);
    await srv.call('/demo/control', { action: 'maintenance', on: 'false' });
    expect((await srv.call(USER_PATHS.gameJump, { gameId: 44, coinCode: 'CNY' }, token)).code).toBe(1);
  });

  it("the demo control's maintenance for one user refuses that user's game jump only", async () => {
    const server = (srv = await start(undefined, 4));
    const [mine, other] = [await server.login('demo'), await server.login('usd')];
    const jump = (token: string) => server.call(USER_PATHS.gameJump, { gameId: 44, coinCode: 'CNY' }, token);
    await server.call('/demo/control', { action: 'maintenance', on: 'true', user: 'demo' });
    expect([(await jump(mine)).code, (await jump(other)).code]).toEqual([GAME_MAINTENANCE_CODE, 1]);
    await server.call('/demo/control', { action: 'maintenance', on: 'false', user: 'demo' });
    expect((await jump(mine)).code).toBe(1);
  });

  it('domain/list/v2 names the origin the request reached for SSAPI, PXDD and ST_SPORT_WEB', async () => {
    srv = await start(undefined, 4);
    const origin = srv.url.replace(/\/$/, '');
    const { data } = await srv.call<WireDomainEntry[]>(PATHS.domainList);
    expect(data.map((e) => e.type)).toEqual(['SSAPI', 'PXDD', 'ST_SPORT_WEB']);
    expect(data.every((e) => e.domain === origin)).toBe(true);
  });
});
