// Issue 30: the reference server names teams, players, leagues and hosts in the request's languageType, as a real
// feed does, and finds a match by its names in the bettor's language or in English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireMatch, WireMatchResult, WirePage } from '../../../../src/api/wire';
import { PATHS } from '../../../../src/api/paths';
import { MATCH_DATA_PATHS } from '../../../../src/api/matchDataPaths';
import { LANGUAGES } from '../../../../src/domain/enums';
import { LiveState } from '../../../../src/domain/liveEnums';
import { LIVE_PATHS } from '../../../../src/api/livePaths';
import { SPORTS } from '../../../../demo/server/catalog';
import { HOSTS } from '../../../../demo/server/people';
import { matchNameIn, nameIn } from '../../../../demo/server/names';
import { openChat, start, until, type TestServer } from './harness';

let srv: TestServer;
beforeAll(async () => {
  srv = await start();
});
afterAll(async () => {
  await srv.stop();
});

const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;
const ARABIC = /[\u0600-\u06ff]/;
const LATIN_WORD = /[A-Za-z]{3,}/;

const list = async (lang: string) =>
  (await srv.call<WirePage<WireMatch>>(PATHS.matchList, { playType: 'all', current: 1, size: 200, languageType: lang }))
    .data.records;

describe('names per language (issue 30)', () => {
  it('every team and player of the catalogue, and every host, has a name in CMN, JPN, SAU and THA of that script', () => {
    const names = [...SPORTS.flatMap((s) => s.leagues.flatMap((l) => l.teams)), ...HOSTS];
    for (const name of names) {
      expect([name, nameIn('CMN', name)]).toSatisfy(([, n]: string[]) => CJK.test(n) && !LATIN_WORD.test(n));
      expect([name, nameIn('SAU', name)]).toSatisfy(([, n]: string[]) => ARABIC.test(n) && !LATIN_WORD.test(n));
      expect(nameIn('JPN', name)).toMatch(CJK);
      expect(nameIn('THA', name)).toMatch(/[\u0e00-\u0e7f]/);
      expect(nameIn('ENG', name)).toBe(name);
    }
    // A generated player is named from his two names; ZHO is CMN in traditional characters.
    expect(nameIn('CMN', 'Leo Silva')).toBe('利奥·席尔瓦');
    expect(nameIn('ZHO', 'Leo Silva')).toBe('利奧·席爾瓦');
    expect(nameIn('SAU', 'Leo Silva')).toBe('ليو سيلفا');
    expect(matchNameIn('CMN', 'Arsenal vs Chelsea')).toBe('阿森纳 对 切尔西');
    // The word between the teams in the reader's script too (a Latin 'vs' read wrong in Arabic history cards).
    expect(matchNameIn('SAU', 'Arsenal vs Chelsea')).toBe(`${nameIn('SAU', 'Arsenal')} ضد ${nameIn('SAU', 'Chelsea')}`);
    expect(matchNameIn('SPA', 'Arsenal vs Chelsea')).toBe(`${nameIn('SPA', 'Arsenal')} vs ${nameIn('SPA', 'Chelsea')}`);
    expect(matchNameIn('CMN', 'English Premier League winner')).toBe('英格兰超级联赛 冠军');
  });

  it('the list names teams and leagues in the request language, the same match in each of the nine', async () => {
    const eng = await list('ENG');
    const byLang = Object.fromEntries(await Promise.all(LANGUAGES.map(async (l) => [l, await list(l)] as const)));
    const cmn = byLang.CMN.find((m) => m.id === eng[0].id)!;
    expect(cmn.ts.map((t) => t.na)).toEqual(eng[0].ts.map((t) => nameIn('CMN', t.na)));
    for (const m of byLang.CMN) for (const t of m.ts) expect(t.na).not.toMatch(LATIN_WORD);
    for (const m of byLang.SAU) for (const t of m.ts) expect(t.na).toMatch(ARABIC);
    // The options that name a team (1X2's home and away) name it in the request language too.
    const home = (cmn.mg ?? []).flatMap((g) => g.mks[0].op).find((o) => o.ty === 'H' && o.na);
    if (home) expect(home.na).toBe(cmn.ts[0].na);
  });

  it('finds a match by a team’s name in the bettor’s language or in English ("阿森纳" finds Arsenal in CMN)', async () => {
    const eng = await list('ENG');
    const team = eng[0].ts[0].na;
    const local = nameIn('CMN', team);
    const found = (text: string) =>
      srv.call<WireMatch[]>(MATCH_DATA_PATHS.byRecommend, { searchText: text, languageType: 'CMN' });
    const byLocal = (await found(local)).data;
    expect(byLocal.length).toBeGreaterThan(0);
    expect(byLocal.every((m) => m.ts.some((t) => t.na === local))).toBe(true);
    expect((await found(team)).data.map((m) => m.id)).toEqual(byLocal.map((m) => m.id));
    const arsenal = (await found('阿森纳')).data;
    for (const m of arsenal) expect(m.ts.map((t) => t.na)).toContain('阿森纳');
  });

  it('results name their league and teams in the request language', async () => {
    const rows = (
      await srv.call<WirePage<WireMatchResult>>(MATCH_DATA_PATHS.resultList, { languageType: 'CMN', size: 50 })
    ).data.records;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.league.name).toMatch(CJK);
      expect(r.home.name).toMatch(CJK);
      expect(r.away.name).toMatch(CJK);
    }
  });
});

describe('text-live commentary per language (issue 30 item 2)', () => {
  it('writes each line in the query language, teams and periods included; English only for ENG', async () => {
    const m = [...srv.sim.matches.values()].find((x) => x.sport.key === 'football' && x.commentary.length > 0)!;
    expect(m).toBeDefined();
    const get = async (language: string) =>
      (
        (await (
          await fetch(`${srv.url.replace(/\/$/, '')}${MATCH_DATA_PATHS.textLive('zq')}?id=${m.id}&language=${language}`)
        ).json()) as { data: { text: string }[] }
      ).data.map((l) => l.text);
    const eng = await get('ENG');
    const cmn = await get('CMN');
    const sau = await get('SAU');
    expect(cmn).toHaveLength(eng.length);
    for (const line of cmn) expect([line, LATIN_WORD.test(line)]).toEqual([line, false]);
    for (const line of sau) expect([line, LATIN_WORD.test(line) || !ARABIC.test(line)]).toEqual([line, false]);
    expect(eng.some((line) => line.includes(m.home.na) || line.includes(m.away.na))).toBe(true);
  });
});

describe('the simulated crowd in the reader’s language (issue 30 item 2)', () => {
  it('sends each simulated viewer’s line to each socket in that socket’s languageType', async () => {
    const anchors = (await srv.call<{ liveRoomId: string; liveStatus: number }[]>(LIVE_PATHS.anchorList)).data;
    const room = anchors.find((a) => a.liveStatus === LiveState.Living)!.liveRoomId;
    const cmn = await openChat(srv, { liveRoomId: room, languageType: 'CMN' });
    const eng = await openChat(srv, { liveRoomId: room, languageType: 'ENG' });
    type Line = { msgId: string; uid: string; content: string };
    const bots = (frames: { code: string; data: unknown }[]) =>
      frames
        .filter((f) => f.code === 'M01')
        .map((f) => f.data as Line)
        .filter((l) => l.uid.startsWith('v-'));
    await until(() => {
      srv.sim.advance(5_000);
      return bots(cmn.frames).length >= 3 && bots(eng.frames).length >= 3;
    }, 'three simulated viewers’ lines on both sockets');
    for (const [i, line] of bots(cmn.frames).entries()) {
      const english = bots(eng.frames)[i];
      expect(line.msgId).toBe(english.msgId);
      expect(line.content).not.toMatch(LATIN_WORD);
    }
    expect(bots(eng.frames).some((l) => LATIN_WORD.test(l.content))).toBe(true);
    cmn.ws.close();
    eng.ws.close();
  });
});

describe('the host’s pushed order in the reader’s language (issue 30 item 2)', () => {
  it('names the market and the pick in each socket’s languageType', async () => {
    const anchors = (await srv.call<{ liveRoomId: string; matchId?: string }[]>(LIVE_PATHS.anchorList)).data;
    for (const { liveRoomId } of anchors.filter((a) => a.matchId)) {
      const cmn = await openChat(srv, { liveRoomId, languageType: 'CMN' });
      const sau = await openChat(srv, { liveRoomId, languageType: 'SAU' });
      await until(() => cmn.frames.some((f) => f.code === 'L01') && sau.frames.some((f) => f.code === 'L01'), 'L01');
      const pushed = await srv.call('/demo/control', { action: 'pushOrder', liveRoomId });
      if (pushed.code !== 1) {
        cmn.ws.close();
        sau.ws.close();
        continue;
      }
      const card = (frames: { code: string; data: unknown }[]) =>
        (frames.find((f) => f.code === 'G04')?.data as { betName: string } | undefined)?.betName;
      await until(() => !!card(cmn.frames) && !!card(sau.frames), 'G04 on both sockets');
      expect(card(cmn.frames)).not.toMatch(LATIN_WORD);
      expect(card(sau.frames)).not.toMatch(LATIN_WORD);
      expect(card(sau.frames)).toMatch(ARABIC);
      cmn.ws.close();
      sau.ws.close();
      return;
    }
    throw new Error('no room with an open market to push an order in');
  });
});
