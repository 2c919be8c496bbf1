import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATHS } from '../../../../src/api/livePaths';
import { SSAPI_PATHS } from '../../../../src/api/ssapiPaths';
import type { WireAnchor, WireAnchorMatch, WireEnvelope } from '../../../../src/api/wire';
import { nameIn } from '../../../../demo/server/names';
import { start, type TestServer } from './harness';

let srv: TestServer;

beforeAll(async () => {
  srv = await start();
});
afterAll(() => srv.stop());

async function search(query: string): Promise<WireEnvelope<WireAnchorMatch[]>> {
  const res = await fetch(`${srv.url.replace(/\/$/, '')}${SSAPI_PATHS.anchorSearch}?${query}`);
  return (await res.json()) as WireEnvelope<WireAnchorMatch[]>;
}

describe('anchor search: GET ssapi/anchor/search (spec §3 Anchor match item, §7)', () => {
  it('lists each host on a room with a match as an anchor match item of that match, most watched first', async () => {
    const anchors = (await srv.call<WireAnchor[]>(LIVE_PATHS.anchorList)).data.filter((a) => a.matchId);
    const { code, data } = await search('pid=44&matchSource=st&t=1');
    expect(code).toBe(1);
    expect(data.map((a) => a.hostId).sort()).toEqual(anchors.map((a) => a.hostId).sort());
    for (const item of data) {
      const anchor = anchors.find((a) => a.hostId === item.hostId)!;
      const match = srv.sim.matches.get(item.matchId)!;
      expect([item.matchId, item.chId, item.matchSource]).toEqual([anchor.matchId, anchor.liveRoomId, 'st']);
      expect([item.masterTeamName, item.guestTeamName, item.matchStatus]).toEqual([
        match.home.na,
        match.away.na,
        match.status,
      ]);
      expect(item.gameTime).toMatch(/^\d+:\d\d$/);
    }
    const audience = data.map((a) => a.popularity ?? 0);
    expect(audience).toEqual([...audience].sort((a, b) => b - a));
  });

  it('narrows to one match by matchId, names teams in the request language, and needs pid', async () => {
    const { data } = await search('pid=44&matchSource=st');
    const one = data[0];
    const narrowed = (await search(`pid=44&matchSource=st&matchId=${one.matchId}`)).data;
    expect(narrowed.every((a) => a.matchId === one.matchId)).toBe(true);
    expect(narrowed.map((a) => a.hostId)).toContain(one.hostId);
    const cmn = (await search(`pid=44&matchId=${one.matchId}&languageType=CMN`)).data[0];
    expect(cmn.hostId).toBe(one.hostId);
    expect(cmn.masterTeamName).toBe(nameIn('CMN', srv.sim.matches.get(one.matchId)!.home.na));
    expect((await search('matchSource=st')).code).not.toBe(1);
    expect((await search('pid=44&matchSource=im')).data).toEqual([]);
  });
});
