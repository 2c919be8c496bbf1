import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATHS } from '../../../../src/api/livePaths';
import type { WireAnchor, WireEnvelope, WireSportsMessage } from '../../../../src/api/wire';
import { MatchStatus } from '../../../../src/domain/enums';
import { SPORTS_TOP_SIZE } from '../../../../demo/server/expertNews';
import { start, type TestServer } from './harness';

let srv: TestServer;

beforeAll(async () => {
  srv = await start();
});
afterAll(() => srv.stop());

async function top(query: string): Promise<WireEnvelope<WireSportsMessage[]>> {
  const res = await fetch(`${srv.url.replace(/\/$/, '')}${LIVE_PATHS.sportsTop}?${query}`);
  return (await res.json()) as WireEnvelope<WireSportsMessage[]>;
}

describe('expert news: GET live/sports/message/v2/sports/top (spec §7)', () => {
  it("answers a sport's expert picks: each on an open market of a live or upcoming match of that sport", async () => {
    const { code, data } = await top('sportsId=1&languageType=ENG');
    expect(code).toBe(1);
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(SPORTS_TOP_SIZE);
    for (const m of data) {
      const match = srv.sim.matches.get(m.matchId)!;
      expect(match.sport.id).toBe(1);
      expect([MatchStatus.Live, MatchStatus.Upcoming]).toContain(match.status);
      const market = match.groups.find((g) => g.market.id === m.marketId)!.market;
      expect(market.op.map((o) => o.ty)).toContain(m.type);
      expect(m.content).toContain(m.betName);
    }
    expect(new Set(data.map((m) => m.sportsMessageId)).size).toBe(data.length);
  });

  it('the host of a room covering a match is one of its experts (an anchor recommend in that room)', async () => {
    const anchors = (await srv.call<WireAnchor[]>(LIVE_PATHS.anchorList)).data;
    const covered = anchors.filter((a) => a.sportId === 1 && a.matchId);
    const { data } = await top('sportsId=1');
    const byHost = data.filter((m) => covered.some((a) => a.hostId === m.professorId && a.matchId === m.matchId));
    expect(byHost.length).toBeGreaterThan(0);
  });

  it("writes the experts' names and words in the request's language", async () => {
    const [eng, cmn] = await Promise.all([top('sportsId=1&languageType=ENG'), top('sportsId=1&languageType=CMN')]);
    const expert = (list: WireSportsMessage[]) => list.find((m) => m.professorId.startsWith('PF'))!;
    expect(expert(eng.data).professorName).toMatch(/^[A-Za-z .]+$/);
    expect(expert(cmn.data).professorName).toMatch(/[\u4e00-\u9fff]/);
    expect(expert(cmn.data).content).not.toBe(expert(eng.data).content);
  });

  it('refuses a call without sportsId, and a sport with no match has no news', async () => {
    expect((await top('')).code).not.toBe(1);
    expect((await top('sportsId=999')).data).toEqual([]);
  });
});
