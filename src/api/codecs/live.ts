// Anchor, anchor match item and chat token -> domain Anchor, AnchorMatch, ChatToken.
import * as v from 'valibot';
import type { Anchor, AnchorMatch, ChatToken, RoomPermission } from '../../domain/types';
import { flag, id, listOf, num, opt } from './common';

export const anchorSchema = v.pipe(
  v.object({
    liveRoomId: id,
    hostId: id,
    matchId: opt(id),
    sportId: opt(num),
    chId: opt(id),
    matchType: num,
    liveStatus: num,
    startDate: opt(num),
    sort: opt(num),
    popularity: opt(num),
    hostName: opt(v.string()),
    hostPhotoId: opt(id),
    streamUrl: opt(v.string()),
  }),
  v.transform(({ streamUrl, ...a }): Anchor => ({
    ...a,
    popularity: a.popularity ?? 0,
    ...(streamUrl ? { streamUrl } : {}),
  })),
);

export const anchorMatchSchema = v.pipe(
  v.object({
    matchId: id,
    matchSource: v.union([v.string(), v.number()]),
    hostId: id,
    hostName: v.string(),
    hostPhotoId: opt(id),
    hostPictureId: opt(id),
    chId: opt(id),
    matchType: num,
    popularity: opt(num),
    liveStatus: num,
    matchStatus: opt(num),
    startDate: opt(num),
    gamePart: opt(v.string()),
    gameTime: opt(v.string()),
    masterTeamName: opt(v.string()),
    guestTeamName: opt(v.string()),
  }),
  v.transform((a): AnchorMatch => ({ ...a, matchSource: String(a.matchSource), popularity: a.popularity ?? 0 })),
);

export const chatTokenSchema = v.pipe(
  v.object({
    token: v.string(),
    chatBanInfo: opt(
      v.object({
        banText: opt(v.string()),
        isBan: opt(flag),
        isPermission: opt(flag),
        ttlConfig: v.optional(v.unknown()),
      }),
    ),
    chatRule: opt(
      v.object({
        isAvailable: opt(flag),
        betLimitRule: opt(
          v.object({ cond: opt(num), minBets: opt(num), minVip: opt(num), placed: opt(num), vip: opt(num) }),
        ),
      }),
    ),
  }),
  v.transform((t): ChatToken => ({
    token: t.token,
    banInfo: {
      banText: t.chatBanInfo?.banText,
      isBan: t.chatBanInfo?.isBan ?? false,
      isPermission: t.chatBanInfo?.isPermission ?? false,
      ttlConfig: t.chatBanInfo?.ttlConfig,
    },
    // A missing rule means chat is available.
    isAvailable: t.chatRule?.isAvailable ?? true,
    betLimitCond: t.chatRule?.betLimitRule?.cond ?? 0,
    // The whole rule (its thresholds and the user's counts; a missing one reads 0 in domain/chatBetLimit.ts).
    betLimit: t.chatRule?.betLimitRule,
  })),
);

export const roomPermissionSchema = v.pipe(
  v.object({
    type: v.union([v.string(), v.number()]),
    isSuccess: flag,
    code: v.string(),
    tips: listOf(
      v.pipe(
        v.object({ name: opt(v.string()), isObtain: flag }),
        v.transform((t) => ({ isObtain: t.isObtain, ...(t.name ? { name: t.name } : {}) })),
      ),
      'permission tips',
    ),
    streamUrl: opt(v.string()),
  }),
  v.transform(({ streamUrl, ...p }): RoomPermission => ({
    ...p,
    type: String(p.type),
    ...(streamUrl !== undefined ? { streamUrl } : {}),
  })),
);
