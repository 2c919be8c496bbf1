// Live-room lock rule (spec §4 "Room lock").
import { AnchorMatchType, RoomPermissionCode, RoomPermissionType } from './liveEnums';
import type { RoomPermission } from './types';

/** True when the permission code is satisfied: ALL needs every tip obtained, One at least one. */
export function permissionSatisfied(permission: Pick<RoomPermission, 'code' | 'tips'>): boolean {
  switch (permission.code) {
    case RoomPermissionCode.All:
      return permission.tips.every((tip) => tip.isObtain);
    case RoomPermissionCode.One:
      return permission.tips.some((tip) => tip.isObtain);
    default:
      return false;
  }
}

/**
 * A room is locked unless it is not from the entertainment source, or it is a recharge room, or its permission
 * code is satisfied. A room without permission info (the request failed) stays locked.
 */
export function isRoomLocked(matchType: number, permission: RoomPermission | undefined): boolean {
  if (matchType !== AnchorMatchType.Entertainment) return false;
  if (!permission) return true;
  return permission.type !== RoomPermissionType.Recharge && !permissionSatisfied(permission);
}

/** The permission a failed call leaves (spec §8 "a room-permission failure stores the error body"): locked, no tips. */
export function failedPermission(code: number | undefined, message: string | undefined): RoomPermission {
  return {
    type: '',
    isSuccess: false,
    code: '',
    tips: [],
    error: { ...(code !== undefined ? { code } : {}), ...(message ? { message } : {}) },
  };
}
