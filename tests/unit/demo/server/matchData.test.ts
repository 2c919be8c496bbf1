// Match data answers of the reference server in the shapes of src/api/wire.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../../src/domain/enums';
import type { WireMatch, WireMatchResult, WirePage } from '../../../../src/api/wire';
import { MATCH_DATA_PATHS } from '../../../../src/api/matchDataPaths';
import { PATHS } from '../../../../src/api/paths';
import { PERIOD, SCORE_TYPE } from '../../../../demo/server/periods';
import { nameIn } from '../../../../demo/server/names';
import { start, type TestServer } from './harness';

let srv: TestServer;

beforeAll(async () => {
  srv = await start();
});
afterAll(async () => {
  await srv.stop();
});

describe('match list paging (spec §7 getList)', () => {
  it("page 2 of 5 holds rows 6 to 10 of the same order, with the whole list's total and page count", async () => {
    const wide = (await srv.call<WirePage<WireMatch>>(PATHS.matchList, { playType: 'all', current: 1, size: 10 })).data;
    const second = (await srv.call<WirePage<WireMatch>>(PATHS.matchList, { playType: 'all', current: 2, size: 5 }))
      .data;
    expect(second.records.map((m) => m.id)).toEqual(wide.records.slice(5, 10).map((m) => m.id));
    expect(second).toMatchObject({ current: 2, size: 5, total: wide.total, pageTotal: Math.ceil(wide.total / 5) });
  });
});

describe('option names in the request language (spec §3: every body carries languageType)', () => {
  const football = async (languageType: string) => {
    const page = (
      await srv.call<WirePage<WireMatch>>(PATHS.matchList, {
        playType: 'all',
        sportId: 1,
        current: 1,
        size: 200,
        languageType,
      })
    ).data;
    const options = page.records.flatMap((m) => (m.mg ?? []).flatMap((g) => g.mks.flatMap((mk) => mk.op)));
    const detailId = page.records[0].id;
    const detail = (await srv.call<WireMatch>(PATHS.matchDetail, { matchId: detailId, languageType })).data;
    return [...options, ...(detail.mg ?? []).flatMap((g) => g.mks.flatMap((mk) => mk.op))];
  };

  it('CMN: over and under keep their line (大 2.5), odd, even, any other score and the draw are Chinese; scores and 1 / X / 2 stay', async () => {
    const options = await football('CMN');
    const over = options.find((o) => o.ty === 'O')!;
    expect(over.nm).toBe(`大 ${over.li}`);
    expect(options.find((o) => o.ty === 'U')!.nm).toMatch(/^小 /);
    expect(options.find((o) => o.ty === 'OTHER')?.nm).toBe('其他比分');
    expect(options.find((o) => o.ty === 'ODD')?.nm).toBe('单');
    expect(options.find((o) => o.ty === 'D')).toMatchObject({ nm: 'X', na: '和' });
    expect(options.find((o) => o.ty === '1-0')?.nm).toBe('1-0');
    expect(options.some((o) => /Over|Under|Any other|Draw|Odd|Even/.test(`${o.nm} ${o.na}`))).toBe(false);
  });

  it('ENG (and a missing language) keep the English names', async () => {
    const options = await football('ENG');
    expect(options.find((o) => o.ty === 'O')!.nm).toMatch(/^Over /);
    expect(options.find((o) => o.ty === 'D')!.na).toBe('Draw');
  });
});

describe('match results (spec §3 "Match result")', () => {
  it('matchResultList rows are results: teams by name, finished status, scores by period and the full-time total', async () => {
    const page = (await srv.call<WirePage<WireMatchResult>>(MATCH_DATA_PATHS.resultList, { current: 1, size: 200 }))
      .data;
    expect(page.records.length).toBeGreaterThan(0);
    for (const row of page.records) {
      const sim = srv.sim.matches.get(row.id)!;
      expect([MatchStatus.Ended, MatchStatus.Cancelled, MatchStatus.Postponed]).toContain(row.matchStatus);
      expect(row).toMatchObject({
        sportId: sim.sport.id,
        beginTime: sim.bt,
        home: { id: sim.home.id, name: sim.home.na },
        away: { id: sim.away.id, name: sim.away.na },
      });
      expect(row.league).toEqual({ id: sim.league.id, name: sim.league.na });
    }
    const football = page.records.find(
      (r) => r.matchStatus === MatchStatus.Ended && srv.sim.matches.get(r.id)!.sport.key === 'football',
    )!;
    const full = football.scores!.find((s) => s.period === PERIOD.FullTime && s.typeGroup === SCORE_TYPE.Goals)!;
    const halves = football.scores!.filter(
      (s) => (s.period === PERIOD.FirstHalf || s.period === PERIOD.SecondHalf) && s.typeGroup === SCORE_TYPE.Goals,
    );
    expect(football.totalScore).toBe(`${full.home}-${full.away}`);
    expect(halves.reduce((n, s) => n + s.home + s.away, 0)).toBe(full.home + full.away);
    expect(football.scores!.every((s) => s.period < PERIOD.Segment1 || s.period > PERIOD.Segment6)).toBe(true);
  });

  it('matchResultInfo answers the same result row for one match', async () => {
    const [first] = (await srv.call<WirePage<WireMatchResult>>(MATCH_DATA_PATHS.resultList, { current: 1, size: 1 }))
      .data.records;
    const info = (await srv.call<WireMatchResult>(MATCH_DATA_PATHS.resultInfo, { matchId: first.id })).data;
    expect(info).toEqual(first);
  });
});

describe('sportUnionData (spec: GET query ts, language; our matchId)', () => {
  it('answers the media of the matchId asked for; ts is the request time, never read as match ids', async () => {
    const live = [...srv.sim.matches.values()].find(
      (m) => m.status === MatchStatus.Live && m.sport.key !== 'tabletennis',
    )!;
    const get = async (query: string) =>
      (
        (await (await fetch(`${srv.url.replace(/\/$/, '')}${MATCH_DATA_PATHS.sportUnionData}?${query}`)).json()) as {
          data: Record<string, Record<string, string>>;
        }
      ).data;
    const media = await get(`matchId=${live.id}&ts=${Date.now()}&language=ENG`);
    expect(Object.keys(media)).toEqual([live.id]);
    expect(media[live.id]).toMatchObject({
      animation: `animation-${live.id}`,
      video2: expect.stringMatching(/^\/media\/line-1\/[^/]+\/index\.m3u8$/),
    });
    expect(await get(`ts=${live.id}&language=ENG`)).toEqual({});
  });
});

describe('intelligence (spec §7 score service: GET id, language)', () => {
  it("answers notes on each team and the market's favourite, in the request's language (ZHO in traditional characters)", async () => {
    const m = [...srv.sim.matches.values()].find((x) => x.sport.key === 'football')!;
    const get = async (language: string) =>
      (
        (await (
          await fetch(
            `${srv.url.replace(/\/$/, '')}${MATCH_DATA_PATHS.intelligence('zq')}?id=${m.id}&language=${language}`,
          )
        ).json()) as { data: { home: string[]; away: string[]; neutral: string[] } }
      ).data;
    const eng = await get('ENG');
    expect(eng.home[0]).toBe(`${m.home.na} play at home.`);
    expect(eng.away[0]).toBe(`${m.away.na} travel for this one.`);
    expect(eng.neutral[0]).toContain(m.strength >= 0 ? m.home.na : m.away.na);
    // The team too is named in the request's language (issue 30).
    expect((await get('CMN')).home[0]).toBe(`${nameIn('CMN', m.home.na)}坐镇主场。`);
    expect((await get('ZHO')).home[0]).toBe(`${nameIn('ZHO', m.home.na)}坐鎮主場。`);
    expect(nameIn('CMN', m.home.na)).not.toBe(m.home.na);
  });
});
