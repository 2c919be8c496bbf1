import { describe, expect, it, vi } from 'vitest';
import { appPathFor, detailPath } from '../../../../src/features/app/routes';

describe('sport-app routes (spec §2)', () => {
  it('maps a match row request to the match-detail route, keeping its query', () => {
    expect(appPathFor('/match-detail?matchId=42')).toBe('/newSport/match-detail?matchId=42');
    expect(appPathFor('/match/42')).toBe('/newSport/match-detail?matchId=42');
  });

  it('leaves paths an element handles itself (a live room opening a room) to that element', () => {
    expect(appPathFor('/newSport/live?liveRoomId=LR1')).toBeNull();
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
