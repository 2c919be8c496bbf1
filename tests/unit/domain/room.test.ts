import { describe, expect, it } from 'vitest';
import { AnchorMatchType } from '../../../src/domain/liveEnums';
import { isRoomLocked, permissionSatisfied } from '../../../src/domain/room';
import type { RoomPermission } from '../../../src/domain/types';

const permission = (code: string, obtained: boolean[], type = 'level'): RoomPermission => ({
  type,
  isSuccess: true,
  code,
  tips: obtained.map((isObtain) => ({ isObtain })),
});

describe('room lock (spec §4)', () => {
  it('a room not from the entertainment source is never locked', () => {
    expect(isRoomLocked(AnchorMatchType.Football, undefined)).toBe(false);
    expect(isRoomLocked(AnchorMatchType.Basketball, permission('ALL', [false]))).toBe(false);
  });

  it('a recharge room is not locked', () => {
    expect(isRoomLocked(AnchorMatchType.Entertainment, permission('ALL', [false], 'recharge'))).toBe(false);
  });

  it('code ALL needs every tip obtained', () => {
    expect(isRoomLocked(AnchorMatchType.Entertainment, permission('ALL', [true, true]))).toBe(false);
    expect(isRoomLocked(AnchorMatchType.Entertainment, permission('ALL', [true, false]))).toBe(true);
  });

  it('code One needs at least one tip obtained', () => {
    expect(isRoomLocked(AnchorMatchType.Entertainment, permission('One', [false, true]))).toBe(false);
    expect(isRoomLocked(AnchorMatchType.Entertainment, permission('One', [false, false]))).toBe(true);
  });

  it('an entertainment room without permission info or with an unknown code stays locked', () => {
    expect(isRoomLocked(AnchorMatchType.Entertainment, undefined)).toBe(true);
    expect(permissionSatisfied(permission('OTHER', [true]))).toBe(false);
  });
});
