// @vitest-environment happy-dom
// The match list asks for its first page as the element connects, from the element's own attributes, and for the
// server's names beside it (a first visit's rows wait for both).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchMatchList } from '../../../../src/features/match-list/prefetch';
import { getRuntime } from '../../../../src/runtime/runtime';
import { prefetchFirstPage } from '../../../../src/state/matches/list';
import { loadMatchText } from '../../../../src/state/page/serverText';

vi.mock('../../../../src/state/matches/list', async (original) => ({
  ...(await original<typeof import('../../../../src/state/matches/list')>()),
  prefetchFirstPage: vi.fn(),
}));
vi.mock('../../../../src/state/page/serverText', () => ({ loadMatchText: vi.fn() }));

const element = (attributes: Record<string, string>) => {
  const el = document.createElement('sport-match-list');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
};

describe('first page prefetch at connect', () => {
  beforeEach(() => {
    vi.mocked(prefetchFirstPage).mockClear();
    getRuntime().configure({ sportIds: 'labels' });
  });

  it("asks for the server's names in the page's language as it connects, whatever the view", () => {
    getRuntime().configure({ lang: 'JPN' });
    prefetchMatchList(element({ view: 'outright' }));
    expect(loadMatchText).toHaveBeenCalledWith('JPN');
  });

  it('asks for the sport, play type and league the attributes name', () => {
    prefetchMatchList(element({ sport: 'basketball', 'play-type': 'today-and-rolling', 'league-id': 'L7' }));
    expect(prefetchFirstPage).toHaveBeenCalledWith({ sportId: 2, playType: 'todayRolling', leagueId: 'L7' });
  });

  it('defaults to football, every play type and no league filter', () => {
    prefetchMatchList(element({}));
    expect(prefetchFirstPage).toHaveBeenCalledWith({ sportId: 1, playType: 'all', leagueId: '' });
  });

  it('asks for nothing for the results view or the favourites (they wait for the login check)', () => {
    prefetchMatchList(element({ view: 'results' }));
    prefetchMatchList(element({ 'play-type': 'favourite' }));
    expect(prefetchFirstPage).not.toHaveBeenCalled();
  });
});
