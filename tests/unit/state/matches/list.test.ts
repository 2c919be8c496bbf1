import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MatchStatus } from '../../../../src/domain/enums';
import type { MatchPage } from '../../../../src/domain/types';
import { match } from './fixtures';

const fakes = vi.hoisted(() => ({ matchList: vi.fn() }));
vi.mock('../../../../src/state/page/client', () => ({ matchesApi: () => ({ matchList: fakes.matchList }) }));

const { createMatchList, matchListBody, prefetchFirstPage } = await import('../../../../src/state/matches/list');
const { session } = await import('../../../../src/state/session/session');
const { layoutRows } = await import('../../../../src/features/match-list/layout');
const { matchCache } = await import('../../../../src/state/matches/cache');
const { getRuntime } = await import('../../../../src/runtime/runtime');

const page = (ids: string[], current: number, pageTotal: number, failed = false): MatchPage => ({
  current,
  pageTotal,
  size: 50,
  total: pageTotal * 50,
  records: ids.map((id) => match(id)),
  failed,
});
const failedPage = (): MatchPage => ({ current: 1, pageTotal: 0, size: 50, total: 200, records: [], failed: true });

describe('match list paging (spec §7 getList: page size 50, failure gives the default empty page)', () => {
  beforeEach(() => fakes.matchList.mockReset());

  it('sends the query as the JSON feed body with page size 50', () => {
    expect(matchListBody({ sportId: 1, playType: 'rolling', leagueId: 'L9' }, 2)).toEqual({
      sportId: 1,
      playType: 'rolling',
      leagueIds: ['L9'],
      current: 2,
      size: 50,
    });
    expect(matchListBody({ sportId: 3, playType: 'all', leagueId: '' }, 1)).toEqual({
      sportId: 3,
      playType: 'all',
      current: 1,
      size: 50,
    });
  });

  it('loads the first page, then the next pages in order without duplicates, and stops at pageTotal', async () => {
    fakes.matchList.mockResolvedValueOnce(page(['p1', 'p2'], 1, 2)).mockResolvedValueOnce(page(['p2', 'p3'], 2, 2));
    const list = createMatchList();
    await list.load({ sportId: 1, playType: 'all', leagueId: '' });
    expect(list.state.status).toBe('ready');
    await list.loadMore();
    await list.loadMore();
    expect(list.state.ids).toEqual(['p1', 'p2', 'p3']);
    expect(fakes.matchList).toHaveBeenCalledTimes(2);
    expect(fakes.matchList.mock.calls[1][0]).toMatchObject({ current: 2, size: 50 });
  });

  it('shows a failed first page as failed (never as an empty list), and a failed next page as a retry at the end', async () => {
    fakes.matchList.mockResolvedValueOnce(failedPage());
    const list = createMatchList();
    await list.load({ sportId: 1, playType: 'all', leagueId: '' });
    expect(list.state.status).toBe('failed');
    fakes.matchList.mockResolvedValueOnce(page(['f1'], 1, 3)).mockResolvedValueOnce(failedPage());
    await list.load({ sportId: 1, playType: 'all', leagueId: '' });
    await list.loadMore();
    expect(list.state).toMatchObject({ status: 'ready', moreFailed: true, pages: 1, ids: ['f1'] });
  });

  it('drops the answer of a query the user already left', async () => {
    let resolveOld: (p: MatchPage) => void = () => {};
    fakes.matchList
      .mockReturnValueOnce(new Promise((r) => (resolveOld = r)))
      .mockResolvedValueOnce(page(['new'], 1, 1));
    const list = createMatchList();
    const old = list.load({ sportId: 1, playType: 'all', leagueId: '' });
    await list.load({ sportId: 3, playType: 'all', leagueId: '' });
    resolveOld(page(['old'], 1, 1));
    await old;
    expect(list.state.ids).toEqual(['new']);
  });

  it('removes favourites whose match no longer exists once the whole favourite list is loaded (spec §4)', async () => {
    session().favourites = ['fa', 'gone', 'fb'];
    fakes.matchList.mockResolvedValueOnce(page(['fa', 'fb'], 1, 1));
    const list = createMatchList();
    await list.load({ sportId: 1, playType: 'favourite', leagueId: '' });
    expect(session().favourites).toEqual(['fa', 'fb']);
  });
});

describe("a language switch: the server names leagues, markets and options in the request's language (issue 16)", () => {
  beforeEach(() => {
    fakes.matchList.mockReset();
    getRuntime().configure({ lang: 'CMN' });
  });
  const query = { sportId: 1, playType: 'all', leagueId: '' } as const;
  const named = (id: string, league: string) => ({
    ...page([id], 1, 1),
    records: [match(id, { league: { id: 'L1', name: league, sportId: 1 } })],
  });

  it('asks the loaded pages again at once and shows the new names', async () => {
    fakes.matchList.mockResolvedValueOnce(named('lg1', '英超')).mockResolvedValueOnce(named('lg1', 'Premier League'));
    const list = createMatchList();
    await list.load(query);
    const stop = list.start();
    getRuntime().configure({ lang: 'ENG' });
    await vi.waitFor(() => expect(matchCache().entries.lg1.match.league.name).toBe('Premier League'));
    expect(fakes.matchList).toHaveBeenCalledTimes(2);
    stop();
  });

  it('a first page asked in the old language is asked again, and the late old answer is dropped', async () => {
    let resolveOld: (p: MatchPage) => void = () => {};
    fakes.matchList
      .mockReturnValueOnce(new Promise((r) => (resolveOld = r)))
      .mockResolvedValueOnce(named('lg2', 'Premier League'));
    const list = createMatchList();
    const stop = list.start();
    const first = list.load(query);
    getRuntime().configure({ lang: 'ENG' });
    resolveOld(named('lg2', '英超'));
    await first;
    await vi.waitFor(() => expect(list.state.status).toBe('ready'));
    expect(matchCache().entries.lg2.match.league.name).toBe('Premier League');
    stop();
  });

  it('a prefetched page that arrived before a switch is not shown by a list created after it: the list asks again', async () => {
    fakes.matchList.mockResolvedValueOnce(named('lg4', '英超')).mockResolvedValueOnce(named('lg4', 'Premier League'));
    prefetchFirstPage(query);
    await vi.waitFor(() => expect(matchCache().entries.lg4).toBeDefined());
    getRuntime().configure({ lang: 'ENG' });
    const list = createMatchList(query);
    expect(list.state.status).toBe('idle');
    await list.load(query);
    expect(fakes.matchList).toHaveBeenCalledTimes(2);
    expect(matchCache().entries.lg4.match.league.name).toBe('Premier League');
  });

  it('a prefetched first page answered after a switch that came before the list listened is asked again, not shown as failed', async () => {
    let resolveOld: (p: MatchPage) => void = () => {};
    fakes.matchList
      .mockReturnValueOnce(new Promise((r) => (resolveOld = r)))
      .mockResolvedValueOnce(named('lg3', 'Premier League'));
    prefetchFirstPage(query);
    getRuntime().configure({ lang: 'ENG' });
    const list = createMatchList(query);
    const first = list.load(query);
    resolveOld(named('lg3', '英超'));
    await first;
    expect(list.state.status).toBe('ready');
    expect(matchCache().entries.lg3.match.league.name).toBe('Premier League');
  });
});

describe('first page prefetched as the element connects', () => {
  beforeEach(() => fakes.matchList.mockReset());
  const query = { sportId: 1, playType: 'all', leagueId: '' } as const;

  it('caches the page as soon as it arrives, and a list created after that starts ready with it: no loading state, no second request', async () => {
    fakes.matchList.mockResolvedValueOnce(page(['pre1', 'pre2'], 1, 4));
    prefetchFirstPage(query);
    await vi.waitFor(() => expect(matchCache().entries.pre2).toBeDefined());
    const list = createMatchList(query);
    expect(list.state).toMatchObject({ status: 'ready', ids: ['pre1', 'pre2'], pages: 1, pageTotal: 4 });
    expect(list.shows(query)).toBe(true);
    expect(fakes.matchList).toHaveBeenCalledTimes(1);
  });

  it('a list created while the page is on its way starts idle and its load takes that same request', async () => {
    let arrive: (p: MatchPage) => void = () => {};
    fakes.matchList.mockReturnValueOnce(new Promise((r) => (arrive = r)));
    prefetchFirstPage(query);
    const list = createMatchList(query);
    expect(list.state.status).toBe('idle');
    expect(list.shows(query)).toBe(false);
    const loading = list.load(query);
    arrive(page(['way1'], 1, 1));
    await loading;
    expect(list.state).toMatchObject({ status: 'ready', ids: ['way1'] });
    expect(fakes.matchList).toHaveBeenCalledTimes(1);
  });

  it('a page prefetched for another query is never shown: the list loads its own', async () => {
    fakes.matchList.mockResolvedValueOnce(page(['other'], 1, 1)).mockResolvedValueOnce(page(['mine'], 1, 1));
    prefetchFirstPage({ sportId: 2, playType: 'all', leagueId: '' });
    await vi.waitFor(() => expect(matchCache().entries.other).toBeDefined());
    const list = createMatchList(query);
    expect(list.state.status).toBe('idle');
    await list.load(query);
    expect(list.state.ids).toEqual(['mine']);
  });

  it('a failed prefetched page makes the list start failed (its retry shown, not an empty list) and is not fetched again on mount', async () => {
    fakes.matchList.mockResolvedValueOnce(failedPage());
    prefetchFirstPage(query);
    await vi.waitFor(() => expect(fakes.matchList).toHaveBeenCalledTimes(1));
    await new Promise((settled) => setTimeout(settled, 0));
    const list = createMatchList(query);
    expect(list.state.status).toBe('failed');
    expect(list.shows(query)).toBe(true);
  });
});

describe('list layout: live and upcoming split by status group, grouped by league with counts (spec §4)', () => {
  it('puts live matches (live, interrupted, suspended) before upcoming ones, each grouped by league in server order', () => {
    const summaries = {
      u1: match('u1', { status: MatchStatus.Upcoming }),
      l1: match('l1', { status: MatchStatus.Live, league: { id: 'L2', name: 'Two', sportId: 1 } }),
      l2: match('l2', { status: MatchStatus.Suspended }),
      l3: match('l3', { status: MatchStatus.Interrupted, league: { id: 'L2', name: 'Two', sportId: 1 } }),
      d1: match('d1', { status: MatchStatus.Delayed }),
    };
    const rows = layoutRows(['u1', 'l1', 'l2', 'missing', 'l3', 'd1'], (id) => summaries[id as keyof typeof summaries]);
    expect(
      rows.map((r) =>
        r.kind === 'match' ? r.id : r.kind === 'league' ? `${r.league.id}(${r.count})` : `${r.group}(${r.count})`,
      ),
    ).toEqual(['live(3)', 'L2(2)', 'l1', 'l3', 'L1(1)', 'l2', 'upcoming(2)', 'L1(2)', 'u1', 'd1']);
  });

  it('regroups a match that went live when statusRevision moves (the cache signals the change)', async () => {
    const { upsertMatches } = await import('../../../../src/state/matches/cache');
    const { applyTecUpdate } = await import('../../../../src/state/matches/live');
    upsertMatches([match('s1', { status: MatchStatus.Upcoming })], 'list');
    const before = matchCache().meta.statusRevision;
    applyTecUpdate({ matchId: 's1', status: MatchStatus.Live });
    expect(matchCache().meta.statusRevision).toBe(before + 1);
    expect(layoutRows(['s1'], (id) => matchCache().entries[id]?.match)[0]).toMatchObject({
      kind: 'section',
      group: 'live',
    });
  });
});
