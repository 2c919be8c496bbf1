import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, resetFakeApi, resetRuntime } from './fakeLive';

vi.mock('../../../../src/state/page/liveApi', async () => {
  const fakes = await import('./fakeLive');
  return { liveApi: () => fakes.fakeApi };
});

const { loadPermission, roomLocked } = await import('../../../../src/state/live/roomActions');
const { emptyRoom, liveRooms } = await import('../../../../src/state/live/rooms');
const { AnchorMatchType } = await import('../../../../src/domain/liveEnums');
const { removeChatMessages } = await import('../../../../src/domain/chatRemoval');

const ROOM = 'LR1000';
const room = () => liveRooms().byId[ROOM];
const permission = (code: string, obtained: boolean[], type = 'entertainment') => ({
  type,
  isSuccess: obtained.some(Boolean),
  code,
  tips: obtained.map((isObtain) => ({ isObtain })),
});

beforeEach(() => {
  resetRuntime();
  resetFakeApi();
  liveRooms().byId[ROOM] = { ...emptyRoom(ROOM), matchType: AnchorMatchType.Entertainment };
});

describe('room lock (spec §4 Room lock) with get/room/permission', () => {
  it('code One unlocks an entertainment room when at least one tip is obtained', async () => {
    fakeApi.roomPermission.mockResolvedValueOnce(permission('One', [false, false]));
    await loadPermission(ROOM);
    expect(roomLocked(room())).toBe(true);
    fakeApi.roomPermission.mockResolvedValueOnce(permission('One', [true, false]));
    await loadPermission(ROOM);
    expect(roomLocked(room())).toBe(false);
  });

  it('code ALL needs every tip obtained', async () => {
    fakeApi.roomPermission.mockResolvedValueOnce(permission('ALL', [true, false]));
    await loadPermission(ROOM);
    expect(roomLocked(room())).toBe(true);
    fakeApi.roomPermission.mockResolvedValueOnce(permission('ALL', [true, true]));
    await loadPermission(ROOM);
    expect(roomLocked(room())).toBe(false);
  });

  it('a failed permission call leaves the entertainment room locked; a match room is never locked', async () => {
    fakeApi.roomPermission.mockRejectedValueOnce(new Error('500'));
    await loadPermission(ROOM);
    expect(room().permissionStatus).toBe('error');
    expect(roomLocked(room())).toBe(true);
    room().matchType = AnchorMatchType.Football;
    expect(roomLocked(room())).toBe(false);
  });

  it('a failure the server answered keeps its error body as the permission (spec §8): locked, with its message', async () => {
    const { ApiError } = await import('../../../../src/api/errors');
    fakeApi.roomPermission.mockRejectedValueOnce(new ApiError('business', { code: 1403, serverMessage: 'VIP only' }));
    await loadPermission(ROOM);
    expect(room().permission).toMatchObject({ isSuccess: false, tips: [], error: { code: 1403, message: 'VIP only' } });
    expect(roomLocked(room())).toBe(true);
  });

  it('a recharge room is never locked', async () => {
    fakeApi.roomPermission.mockResolvedValueOnce(permission('ALL', [false], 'recharge'));
    await loadPermission(ROOM);
    expect(roomLocked(room())).toBe(false);
  });
});

describe('chat message removal (B06/B08 through deleteChatMessages, spec §5)', () => {
  const m = (id: string, uid: string, text: string, automatic = false) => ({ id, uid, text, automatic });
  const log = [m('1', 'a', 'hi'), m('2', 'b', 'spam'), m('3', 'b', 'more'), m('w', '', '', true), m('4', 'c', 'spam')];

  it('by id removes only the named non-automatic messages', () => {
    expect(removeChatMessages(log, { msgIds: ['1', 'w'] }).map((x) => x.id)).toEqual(['2', '3', 'w', '4']);
  });

  it('by uid removes every message of that user; by text every non-empty match; automatic ones stay', () => {
    expect(removeChatMessages(log, { uid: 'b' }).map((x) => x.id)).toEqual(['1', 'w', '4']);
    expect(removeChatMessages(log, { text: 'spam' }).map((x) => x.id)).toEqual(['1', '3', 'w']);
  });
});
