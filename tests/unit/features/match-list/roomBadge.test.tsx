// @vitest-environment happy-dom
// A match with a live room (liveRoomId, hostId of spec §3) shows a badge in its list row that opens the room
// through the same route the anchor cards use (/newSport/live?liveRoomId=…), without opening the detail.
import { describe, expect, it, vi } from 'vitest';
import { liveRoomPath } from '../../../../src/domain/liveRoomRoute';
import { matchDetailPath } from '../../../../src/domain/routes';
import { match } from '../../state/matches/fixtures';

vi.mock('../../../../src/state/page/pushSocket', () => ({
  push: () => ({ subscribe: () => () => {}, onReconnect: () => () => {} }),
}));

const { MatchRow } = await import('../../../../src/features/match-list/MatchRow');
const { upsertMatches } = await import('../../../../src/state/matches/cache');

const { keyValuesT, mountInList } = await import('./mountInList');

const mountRow = (id: string) => mountInList(<MatchRow id={id} />, keyValuesT);

describe('live-room badge in a list row', () => {
  it('a match with a liveRoomId shows the badge; a click opens the room, not the detail', () => {
    upsertMatches([match('r1', { liveRoomId: 'LR1001', hostId: 'H7' })], 'list');
    const row = mountRow('r1');
    const badge = row.host.querySelector<HTMLButtonElement>('[data-kind="room"]')!;
    expect(badge.textContent).toBe('matches:room.badge');
    badge.click();
    expect(row.go.mock.calls).toEqual([[liveRoomPath('LR1001', 'H7')]]);
    expect(liveRoomPath('LR1001', 'H7')).toBe('/newSport/live?liveRoomId=LR1001&hostId=H7');
    row.unmount();
  });

  it('a match without a room shows no badge; clicking the row still opens the detail', () => {
    upsertMatches([match('r2')], 'list');
    const row = mountRow('r2');
    expect(row.host.querySelector('[data-kind="room"]')).toBeNull();
    row.host.querySelector<HTMLElement>('.sport-row-meta')!.click();
    expect(row.go.mock.calls).toEqual([[matchDetailPath('r2')]]);
    row.unmount();
  });
});
