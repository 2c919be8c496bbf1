import { describe, expect, it, vi } from 'vitest';
import { appPathFor, detailPath } from '../../../../src/features/app/routes';
import { leagueResultPath } from '../../../../src/domain/searchRoutes';

describe('sport-app routes (spec §2)', () => {
  it('maps a match row request to the match-detail route, keeping its query', () => {
    expect(appPathFor('/match-detail?matchId=42')).toBe('/newSport/match-detail?matchId=42');
    expect(appPathFor('/match/42')).toBe('/newSport/match-detail?matchId=42');
  });

  it('routes an anchor card inside the app to the live route with its room (spec §2 live, liveRoomId)', () => {
    expect(appPathFor('/newSport/live?liveRoomId=LR1&x=1')).toBe('/newSport/live?liveRoomId=LR1');
  });

  it('leaves the host screens (wallet recharge, plaza bet cart) and unknown paths to the host', () => {
    expect(appPathFor('/fund/recharge')).toBeNull();
    expect(appPathFor('/sport-info/plaza')).toBeNull();
    expect(appPathFor('https://evil.example/newSport/live')).toBeNull();
  });

  it('routes a toast or an element asking for a spec §2 screen of the app to it', () => {
    expect(appPathFor('/newSport/bet-history')).toBe('/newSport/bet-history');
    expect(appPathFor('/newSport/B')).toBe('/newSport/B');
    expect(appPathFor('/match-data/42')).toBe('/match-data/42');
    expect(appPathFor('/newSport/match-result/basketball')).toBe('/newSport/match-result/basketball');
    expect(appPathFor('/game-notice')).toBe('/game-notice');
  });

  it('routes the match search and a league picked in the league search (spec §2 sport-search, league-search-result)', () => {
    expect(appPathFor('/newSport/search')).toBe('/newSport/search');
    expect(appPathFor(leagueResultPath('L 7') + '&next=https://evil.example')).toBe(
      '/newSport/league-search-result?leagueId=L+7',
    );
  });

  it('builds the detail route of a start-sport match', () => {
    expect(detailPath('a b')).toBe('/newSport/match-detail?matchId=a%20b');
  });
});

describe('routing input from the host and the URL', () => {
  it('only the parameters a route defines pass: a detail request keeps matchId and drops next=https://evil.example', async () => {
    const { routedPath } = await import('../../../../src/features/app/routes');
    expect(appPathFor('/match-detail?matchId=42&next=https://evil.example')).toBe('/newSport/match-detail?matchId=42');
    expect(routedPath('/newSport/live', 'liveRoomId=LR1&redirect=javascript:alert(1)')).toBe(
      '/newSport/live?liveRoomId=LR1',
    );
    expect(routedPath('/newSport/bet-history', 'next=https://evil.example')).toBe('/newSport/bet-history');
  });

  it('a hostile base-path (another origin, a javascript: URL, a protocol-relative path) is refused with one warning', async () => {
    const { safeBasePath } = await import('../../../../src/features/app/routes');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(safeBasePath('/sport/')).toBe('/sport');
    expect(safeBasePath(undefined)).toBe('');
    for (const hostile of ['javascript:alert(1)', 'https://evil.example', '//evil.example', 'sport'])
      expect(safeBasePath(hostile)).toBe('');
    expect(warn).toHaveBeenCalledTimes(4);
  });
});

describe('the app navigation (spec §2: the current route highlighted, history routes not duplicated)', () => {
  it('highlights the entry each route belongs to; a detail or match-data screen belongs to the matches', async () => {
    const { navKeyFor } = await import('../../../../src/features/app/routes');
    expect(navKeyFor('/')).toBe('home');
    expect(navKeyFor('/newSport/B')).toBe('home');
    expect(navKeyFor('/newSport/match-detail')).toBe('home');
    expect(navKeyFor('/match-data/42')).toBe('home');
    expect(navKeyFor('/newSport/live')).toBe('live');
    expect(navKeyFor('/newSport/match-outright')).toBe('outright');
    expect(navKeyFor('/newSport/match-result/basketball')).toBe('results');
    expect(navKeyFor('/game-notice')).toBeNull();
  });

  it('one entry covers both bet-history routes, whose own tabs switch between them', async () => {
    const { navKeyFor, NAV } = await import('../../../../src/features/app/routes');
    expect(navKeyFor('/newSport/bet-history')).toBe('betHistory');
    expect(navKeyFor('/newSport/anchor-bet-history')).toBe('betHistory');
    expect(NAV).toHaveLength(5);
  });
});

describe('kept-alive screens and the sport platform (spec §2, §3)', () => {
  it('keeps the sports, match-result and match-outright screens; nothing else', async () => {
    const { keptScreenFor } = await import('../../../../src/features/app/routes');
    expect(keptScreenFor('/')).toBe('sports');
    expect(keptScreenFor('/newSport/FB')).toBe('sports');
    expect(keptScreenFor('/newSport/match-result/football')).toBe('results');
    expect(keptScreenFor('/newSport/match-outright')).toBe('outright');
    expect(keptScreenFor('/newSport/match-detail')).toBeNull();
    expect(keptScreenFor('/newSport/bet-history')).toBeNull();
  });

  it('reads the route parameter name of the sport route and the detail route only', async () => {
    const { platformParam } = await import('../../../../src/features/app/routes');
    expect(platformParam('/newSport/B', '')).toBe('B');
    expect(platformParam('/newSport/match-detail', 'matchId=1&name=FB')).toBe('FB');
    expect(platformParam('/newSport/bet-history', 'name=FB')).toBeNull();
  });

  it('builds the match-data route of a match', async () => {
    const { matchDataPath } = await import('../../../../src/features/app/routes');
    expect(matchDataPath('a/b')).toBe('/newSport/match-data/a%2Fb');
  });
});
