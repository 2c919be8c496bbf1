// Who may speak in a room, and a chat admin's delete and ban (spec §6, §7 chat/delete/message, chat/ban/user; §8
// B06, B08). `canSpeak` is the one rule every path that puts a user's line in a room goes through (the socket's
// M01, show-order's HTTP call, the speaking permission): a live session, no running ban, a room that is not muted.
import type { WireTtlConfig } from '../../src/api/wire.ts';
import { banDurationMs, type SilenceConfig } from '../../src/domain/chatModeration.ts';
import { BanTimeUnit } from '../../src/domain/liveEnums.ts';
import { ChatBans } from './chatBans.ts';
import type { Speaker } from './chatSessions.ts';
import { ApiError, CODE } from './codes.ts';
import type { Room } from './room.ts';
import type { Store } from './store.ts';
import type { Users } from './users.ts';

/** The ban durations a chat admin may choose (chatBanInfo.ttlConfig). */
export const TTL_CONFIG: WireTtlConfig[] = [
  { ttl: 10, unit: BanTimeUnit.Min },
  { ttl: 1, unit: BanTimeUnit.Hour },
  { ttl: 1, unit: BanTimeUnit.Day },
];

/** A chat ban: until when (ms of the real clock: a ban lasts real minutes, whatever the simulation's speed). */
export interface Ban {
  until: number;
}

/** Why a user may not speak in a room. */
export type SpeakRefusal =
  { kind: 'login' } | { kind: 'session'; error: ApiError } | { kind: 'banned'; until: number } | { kind: 'muted' };

export const MUTED_TEXT = 'this chat room does not support speaking';

/** The HTTP failure of a refusal: the session's own (405/505), else 403 with the reason. */
export function refusalError(refusal: SpeakRefusal): ApiError {
  switch (refusal.kind) {
    case 'login':
      return new ApiError(CODE.NullUser, 'log in to chat');
    case 'session':
      return refusal.error;
    case 'banned':
      return new ApiError(CODE.Forbidden, `banned from chatting until ${new Date(refusal.until).toISOString()}`);
    case 'muted':
      return new ApiError(CODE.Forbidden, MUTED_TEXT);
  }
}

export class Moderation {
  /** Banned uids (global: a ban holds in every room). */
  private readonly bans: ChatBans;

  constructor(
    private readonly store: Store,
    private readonly users: Users,
    private readonly rooms: () => Iterable<Room>,
    private readonly broadcast: (room: Room, code: string, data: unknown) => void,
  ) {
    this.bans = new ChatBans(store);
  }

  /** Whether `speaker` may speak in `room` now: null when they may, else why not. */
  canSpeak(room: Room, speaker: Speaker | undefined): SpeakRefusal | null {
    if (!speaker) return { kind: 'login' };
    try {
      if (this.users.authenticate(speaker.session).uid !== speaker.user.uid) return { kind: 'login' };
    } catch (error) {
      if (error instanceof ApiError) return { kind: 'session', error };
      throw error;
    }
    const ban = this.banOf(speaker.user.uid);
    if (ban) return { kind: 'banned', until: ban.until };
    if (room.muted) return { kind: 'muted' };
    return null;
  }

  /** A user's ban still running, if any (an ended one is forgotten). */
  banOf(uid: string): Ban | undefined {
    const until = this.bans.of(uid);
    return until === undefined ? undefined : { until };
  }

  /** Deletes messages of a room for everyone (B06); returns the ids that were there. */
  deleteMessages(room: Room, msgIds: readonly string[]): string[] {
    const gone = room.kept.history.filter((m) => msgIds.includes(m.msgId)).map((m) => m.msgId);
    room.kept.history = room.kept.history.filter((m) => !gone.includes(m.msgId));
    this.store.save();
    this.broadcast(room, 'B06', { msgIds: [...msgIds] });
    return gone;
  }

  /** Bans a user from every room's chat for a silence config and removes their messages everywhere (B08). */
  ban(uid: string, config: SilenceConfig): number {
    const until = Date.now() + banDurationMs(config);
    this.banUntil(uid, until);
    return until;
  }

  /** Bans a user until `until` (a ban made here, or on another instance: roomShare.ts) and removes their messages. */
  banUntil(uid: string, until: number): void {
    this.bans.add(uid, until);
    for (const room of this.rooms()) {
      const msgIds = room.kept.history.filter((m) => m.uid === uid).map((m) => m.msgId);
      room.kept.history = room.kept.history.filter((m) => m.uid !== uid);
      this.broadcast(room, 'B08', { uid, msgIds, banUntil: until });
    }
  }

  /** Every chat ban ends now. */
  liftBans(): void {
    this.bans.clear();
  }
}
