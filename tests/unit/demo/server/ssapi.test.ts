// The reference server's SSAPI routes: the home banners and the league search (spec §6, §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireBanner, WireLeague } from '../../../../src/api/wire';
import { SSAPI_PATHS } from '../../../../src/api/ssapiPaths';
import { bannerTarget } from '../../../../src/domain/banners';
import { WEB_BANNER_URL } from '../../../../demo/server/banners';
import { start, type TestServer } from './harness';

let srv: TestServer;
let token: string;

beforeAll(async () => {
  srv = await start();
  token = await srv.login('demo');
});
afterAll(async () => {
  await srv.stop();
});

const banners = async (query: string) =>
  (await (await fetch(`${srv.url.replace(/\/$/, '')}${SSAPI_PATHS.bannerList}?${query}`)).json()) as {
    code: number;
    data: WireBanner[];
  };

describe('GET ssapi/bannerList/search (query pid, plat, languageType)', () => {
  it('lists more banners than the client keeps, each with a generated SVG picture and a link it can follow', async () => {
    const answer = await banners('pid=44&plat=0&languageType=ENG');
    expect(answer.code).toBe(1);
    expect(answer.data.length).toBeGreaterThan(6);
    for (const b of answer.data) {
      expect(b.imgUrl.startsWith('data:image/svg+xml,')).toBe(true);
      expect(bannerTarget(b.jumpUrl)).not.toBeNull();
    }
    expect(answer.data.some((b) => b.jumpUrl === WEB_BANNER_URL)).toBe(true);
    expect(answer.data.some((b) => b.jumpUrl?.startsWith('/newSport/live?liveRoomId='))).toBe(true);
  });

  it('titles them in the request language', async () => {
    const eng = await banners('pid=44&plat=0&languageType=ENG');
    const cmn = await banners('pid=44&plat=0&languageType=CMN');
    expect(cmn.data[0].title).not.toBe(eng.data[0].title);
    expect(cmn.data[0].title).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses a call without pid', async () => {
    expect((await banners('plat=0&languageType=ENG')).code).toBe(1000);
  });
});

describe('POST ssapi/league/search with pid (spec §6: league search requires a logged-in user)', () => {
  it('answers a call without a token as a session to log in again (405): nothing is listed', async () => {
    const answer = await srv.call(SSAPI_PATHS.leagueSearch, { pid: 44, name: '' });
    expect(answer.code).toBe(405);
    expect(answer.data).toBeNull();
  });

  it('lists the leagues on sale whose name holds the text, with counts and crests', async () => {
    const all = (await srv.call<WireLeague[]>(SSAPI_PATHS.leagueSearch, { pid: 44, sportId: 1 }, token)).data;
    expect(all.length).toBeGreaterThan(1);
    const part = all[0].na.slice(1, 5).toLowerCase();
    const found = (await srv.call<WireLeague[]>(SSAPI_PATHS.leagueSearch, { pid: 44, sportId: 1, name: part }, token))
      .data;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((l) => l.na.toLowerCase().includes(part))).toBe(true);
    expect(found[0]).toMatchObject({ sid: 1, lurl: expect.stringMatching(/^data:image\/svg/) });
    expect(found[0].mt).toBeGreaterThan(0);
  });

  it('finds nothing for a name no league has', async () => {
    const none = await srv.call<WireLeague[]>(SSAPI_PATHS.leagueSearch, { pid: 44, name: 'zzzz-no-league' }, token);
    expect(none.data).toEqual([]);
  });

  it('refuses a call without pid', async () => {
    expect((await srv.call(SSAPI_PATHS.leagueSearch, { name: 'a' }, token)).code).toBe(1000);
  });
});
