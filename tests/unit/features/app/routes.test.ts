import { describe, expect, it } from 'vitest';
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
