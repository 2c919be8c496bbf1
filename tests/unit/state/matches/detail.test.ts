import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import { IN_PLAY_MS, MATCH_POLL_MS } from '../../../../src/domain/constants';
import { MatchStatus } from '../../../../src/domain/enums';
import type { Match } from '../../../../src/domain/types';
import { channels, deliver, fakeApi, resetFakes, resetRuntime } from '../goalsFakeServices';

vi.mock('../../../../src/state/page/client', async (importOriginal) => {
  const fakes = await import('../goalsFakeServices');
  return { ...(await importOriginal<object>()), matchesApi: () => fakes.fakeApi };
});
vi.mock('../../../../src/state/page/pushSocket', async () => {
  const fakes = await import('../goalsFakeServices');
  return { push: () => fakes.fakePush };
});

const detail = await import('../../../../src/state/matches/detail');
const { matchEntry } = await import('../../../../src/state/matches/cache');

const match = (status: number, over: Partial<Match> = {}): Match => ({
  id: 'm1',
  sportId: 1,
  league: { id: 'l1', name: 'League', sportId: 1 },
  home: { id: 'h', name: 'Home' },
  away: { id: 'a', name: 'Away' },
  status,
  scores: [],
  neutral: false,
  beginTime: 0,
  marketCount: 0,
  groups: [],
  hasVideo: false,
  hasAnimation: false,
  ...over,
});

/** Lets the pending API promise settle under fake timers. */
const settle = () => vi.advanceTimersByTimeAsync(0);
/** Lets a frame be painted (20 ms) and the cache's push half (live.ts, loaded after it) subscribe the watched match. */
async function subscribed(): Promise<void> {
  await vi.advanceTimersByTimeAsync(20);
  await vi.dynamicImportSettled();
}

beforeEach(() => {
  vi.useFakeTimers();
  resetRuntime();
  resetFakes();
});

afterEach(() => vi.useRealTimers());

describe('detail refresh interval (spec §4, §9)', () => {
  it('is the in-play loop of 5000 ms for live statuses and the match poll of 60000 ms otherwise', () => {
    expect(IN_PLAY_MS).toBe(5000);
    expect(MATCH_POLL_MS).toBe(60000);
    for (const status of [MatchStatus.Live, MatchStatus.Interrupted, MatchStatus.Suspended, MatchStatus.CoverageLost]) {
      expect(detail.detailRefreshMs(status)).toBe(5000);
    }
    for (const status of [MatchStatus.Upcoming, MatchStatus.Ended, MatchStatus.Cancelled, MatchStatus.Postponed]) {
      expect(detail.detailRefreshMs(status)).toBe(60000);
    }
  });

  it('refetches a live match every 5000 ms on a runtime-owned timer, and stops when closed', async () => {
    fakeApi.matchDetail.mockResolvedValue(match(MatchStatus.Live));
    const close = detail.openMatchDetail('m1');
    await settle();
    expect(fakeApi.matchDetail).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(fakeApi.matchDetail).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fakeApi.matchDetail).toHaveBeenCalledTimes(2);
    close();
    await vi.advanceTimersByTimeAsync(60000);
    expect(fakeApi.matchDetail).toHaveBeenCalledTimes(2);
  });

  it('refetches an upcoming match every 60000 ms and switches to 5000 ms when it goes live', async () => {
    fakeApi.matchDetail.mockResolvedValue(match(MatchStatus.Upcoming));
    const close = detail.openMatchDetail('m1');
    await settle();
    await vi.advanceTimersByTimeAsync(59999);
    expect(fakeApi.matchDetail).toHaveBeenCalledTimes(1);
    fakeApi.matchDetail.mockResolvedValue(match(MatchStatus.Live));
    await vi.advanceTimersByTimeAsync(1);
    expect(fakeApi.matchDetail).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fakeApi.matchDetail).toHaveBeenCalledTimes(3);
    close();
  });

  it('a tec push turning the match live retimes the refresh to 5000 ms at once', async () => {
    fakeApi.matchDetail.mockResolvedValue(match(MatchStatus.Upcoming));
    const close = detail.openMatchDetail('m1');
    await settle();
    await subscribed();
    fakeApi.matchDetail.mockResolvedValue(match(MatchStatus.Live));
    deliver('tec.m1', { id: 'm1', ms: MatchStatus.Live });
    await settle();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fakeApi.matchDetail).toHaveBeenCalledTimes(2);
    close();
  });

  it('two elements on one match share one load, one timer and one subscription', async () => {
    fakeApi.matchDetail.mockResolvedValue(match(MatchStatus.Live));
    const a = detail.openMatchDetail('m1');
    const b = detail.openMatchDetail('m1');
    await settle();
    await subscribed();
    expect(fakeApi.matchDetail).toHaveBeenCalledTimes(1);
    expect(channels.get('tec.m1')?.size).toBe(1);
    a();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fakeApi.matchDetail).toHaveBeenCalledTimes(2);
    b();
    expect(channels.has('tec.m1')).toBe(false);
  });
});

describe('a language switch (issue 16: names come in the request language)', () => {
  it('asks an open match again at once and shows the new names; a closed one is not asked', async () => {
    const { getRuntime } = await import('../../../../src/runtime/runtime');
    getRuntime().configure({ lang: 'CMN' });
    fakeApi.matchDetail.mockResolvedValue(match(MatchStatus.Upcoming, { home: { id: 'h', name: '主队' } }));
    const close = detail.openMatchDetail('m1');
    await settle();
    fakeApi.matchDetail.mockResolvedValue(match(MatchStatus.Upcoming, { home: { id: 'h', name: 'Home side' } }));
    getRuntime().configure({ lang: 'ENG' });
    await settle();
    expect(fakeApi.matchDetail).toHaveBeenCalledTimes(2);
    expect(matchEntry('m1')?.match.home.name).toBe('Home side');
    close();
    getRuntime().configure({ lang: 'CMN' });
    await settle();
    expect(fakeApi.matchDetail).toHaveBeenCalledTimes(2);
  });
});

describe('live updates through the shared match cache', () => {
  it('applies tec (score, clock) and js1 (odds) pushes to the cached match', async () => {
    const market = {
      id: 'mk',
      allowParlay: true,
      saleStatus: 1,
      options: [{ teamName: '', name: 'Over', odds: 1.9, type: 'O' }],
    };
    fakeApi.matchDetail.mockResolvedValue(
      match(MatchStatus.Live, {
        groups: [{ name: 'OU', tags: ['overunder'], marketType: 2, period: 1, markets: [market] }],
      }),
    );
    const close = detail.openMatchDetail('m1');
    await settle();
    await subscribed();
    deliver('tec.m1', { id: 'm1', nsg: [{ pe: 1, tyg: 1, sc: [1, 0] }], mc: { r: true, pe: 2, s: 600, tp: 1 } });
    deliver('js1.m1', { id: 'm1', mks: [{ id: 'mk', au: 1, ss: 1, op: [{ na: '', nm: 'Over', od: 2.05, ty: 'O' }] }] });
    // js1 frames of one delivery are merged as it ends.
    await settle();
    const cached = matchEntry('m1')!.match;
    expect(cached.scores).toEqual([{ period: 1, typeGroup: 1, home: 1, away: 0 }]);
    expect(cached.clock?.seconds).toBe(600);
    expect(cached.groups[0].markets[0].options[0].odds).toBe(2.05);
    close();
  });
});

describe('detail load states and status messages', () => {
  it('an unknown match id (a business refusal such as code 1007) shows "match not found"', async () => {
    fakeApi.matchDetail.mockRejectedValue(new ApiError('business', { code: 1007, serverMessage: 'match not found' }));
    const close = detail.openMatchDetail('nope');
    await settle();
    expect(detail.matchDetailState().byId.nope).toEqual({ status: 'error', errorKey: 'detail:notFound' });
    close();
  });

  it('a network failure shows the catalogue message, and retry loads the match', async () => {
    fakeApi.matchDetail.mockRejectedValueOnce(new ApiError('network'));
    const close = detail.openMatchDetail('m1');
    await settle();
    expect(detail.matchDetailState().byId.m1.errorKey).toBe('errors:network');
    fakeApi.matchDetail.mockResolvedValue(match(MatchStatus.Live));
    detail.retryMatchDetail('m1');
    await settle();
    expect(detail.matchDetailState().byId.m1.status).toBe('ready');
    close();
  });

  it('a failed refresh keeps the loaded match on screen', async () => {
    fakeApi.matchDetail.mockResolvedValueOnce(match(MatchStatus.Live)).mockRejectedValue(new ApiError('network'));
    const close = detail.openMatchDetail('m1');
    await settle();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fakeApi.matchDetail).toHaveBeenCalledTimes(2);
    expect(detail.matchDetailState().byId.m1.status).toBe('ready');
    close();
  });

  it('a finished, cancelled or postponed match says so; a live or upcoming one shows no banner', () => {
    expect(detail.detailStatusNoticeKey(MatchStatus.Ended)).toBe('detail:notice.ended');
    expect(detail.detailStatusNoticeKey(MatchStatus.Cancelled)).toBe('detail:notice.cancelled');
    expect(detail.detailStatusNoticeKey(MatchStatus.Postponed)).toBe('detail:notice.postponed');
    expect(detail.detailStatusNoticeKey(MatchStatus.Abandoned)).toBe('detail:notice.abandoned');
    expect(detail.detailStatusNoticeKey(MatchStatus.Live)).toBeNull();
    expect(detail.detailStatusNoticeKey(MatchStatus.Upcoming)).toBeNull();
  });
});
