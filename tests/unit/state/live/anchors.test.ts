// The anchor list's match names come in the request's language (issue 16): a language switch forgets them
// and asks the list and the names again; the 20000 ms poll (spec §4 anchor poll) keeps running.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Anchor } from '../../../../src/domain/types';

const fakes = vi.hoisted(() => ({ anchorList: vi.fn(), matchDetail: vi.fn() }));
vi.mock('../../../../src/state/page/liveApi', () => ({ liveApi: () => fakes }));

const { liveAnchors, watchAnchors } = await import('../../../../src/state/live/anchors');
const { getRuntime } = await import('../../../../src/runtime/runtime');

const anchor = { liveRoomId: 'r1', hostId: 'h1', matchId: 'm9', liveStatus: 1, popularity: 5 } as Anchor;
const named = (home: string) => ({ home: { name: home }, away: { name: 'B' }, league: { name: 'L' } });

beforeEach(() => {
  vi.useFakeTimers();
  getRuntime().configure({ lang: 'CMN' });
  fakes.anchorList.mockResolvedValue([anchor]);
});
afterEach(() => vi.useRealTimers());

describe('anchor list and a language switch', () => {
  it('asks the list and its match names again in the new language, and stops with the watch', async () => {
    fakes.matchDetail.mockResolvedValue(named('主队'));
    const stop = watchAnchors();
    await vi.advanceTimersByTimeAsync(0);
    expect(liveAnchors().matchNames.m9?.home).toBe('主队');
    fakes.matchDetail.mockResolvedValue(named('Home'));
    getRuntime().configure({ lang: 'ENG' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fakes.anchorList).toHaveBeenCalledTimes(2);
    expect(liveAnchors().matchNames.m9?.home).toBe('Home');
    stop();
    getRuntime().configure({ lang: 'CMN' });
    await vi.advanceTimersByTimeAsync(20000);
    expect(fakes.anchorList).toHaveBeenCalledTimes(2);
  });

  it('a list watched again after a switch made while nobody watched asks its match names again (issue 30)', async () => {
    fakes.matchDetail.mockResolvedValue(named('主队'));
    let stop = watchAnchors();
    await vi.advanceTimersByTimeAsync(0);
    expect(liveAnchors().matchNames.m9?.home).toBe('主队');
    stop();
    getRuntime().configure({ lang: 'SAU' });
    fakes.matchDetail.mockResolvedValue(named('الفريق'));
    stop = watchAnchors();
    await vi.advanceTimersByTimeAsync(0);
    expect(liveAnchors().matchNames.m9?.home).toBe('الفريق');
    stop();
  });
});
