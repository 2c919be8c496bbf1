// The live rooms shared by several instances on one database (issue 27 item 8): what a viewer does on one instance
// reaches the viewers of the same room on every other, through the bus (bus.ts). Shared: the lines viewers say (and
// the orders they show), the gifts they send (worded in every language, so each reader gets theirs), a chat admin's
// deletes and bans (a ban refuses the user's lines on every instance), lifted bans, and the host's lock and mute of
// a room. Each message is one small event (a line is at most a few hundred bytes), well under NOTIFY's 8000 bytes.
// Not shared: the rooms' simulated crowd and host (bots' lines and gifts, red envelopes, lotteries, the host's pushed
// order) run on each instance for its own viewers, as the simulated matches do.
import { LANGUAGES } from '../../src/domain/enums.ts';
import type { Bus } from './bus.ts';
import type { LiveRooms } from './chatRooms.ts';
import type { Moderation } from './moderation.ts';
import type { ChatLineRecord } from './records.ts';
import type { Room } from './room.ts';
import type { RoomFanout } from './roomFanout.ts';

interface Parts {
  rooms: LiveRooms;
  fanout: RoomFanout;
  moderation: Moderation;
}

/** What this instance tells the others (each call after the same change was made here). */
export interface RoomShare {
  said(room: Room, msg: ChatLineRecord): void;
  /** A frame worded per reader, sent as every language's data. */
  worded(room: Room, code: string, dataIn: (lang: string) => unknown): void;
  deleted(room: Room, msgIds: readonly string[]): void;
  banned(uid: string, until: number): void;
  bansLifted(): void;
  opened(room: Room, open: boolean): void;
  muted(room: Room, muted: boolean): void;
}

/** Wires the rooms to the bus: publishes this instance's room events and applies the other instances'. */
export function shareRooms(bus: Bus, { rooms, fanout, moderation }: Parts): RoomShare {
  const room = (id: string, then: (room: Room) => void) => {
    const found = rooms.byId.get(id);
    if (found) then(found);
  };
  bus.on('line', ({ r, m }: { r: string; m: ChatLineRecord }) => room(r, (x) => fanout.hear(x, m)));
  bus.on('worded', ({ r, c, w }: { r: string; c: string; w: Record<string, unknown> }) =>
    room(r, (x) => fanout.broadcastWorded(x, c, (lang) => w[lang] ?? w.ENG)),
  );
  bus.on('deleted', ({ r, ids }: { r: string; ids: string[] }) => room(r, (x) => moderation.deleteMessages(x, ids)));
  bus.on('banned', ({ u, until }: { u: string; until: number }) => moderation.banUntil(u, until));
  bus.on('bansLifted', () => moderation.liftBans());
  bus.on('opened', ({ r, open }: { r: string; open: boolean }) => rooms.openToAll(r, open));
  bus.on('muted', ({ r, muted }: { r: string; muted: boolean }) => rooms.setMuted(r, muted));
  return {
    said: (r, m) => bus.publish('line', { r: r.liveRoomId, m }),
    worded: (r, c, dataIn) =>
      bus.shared &&
      bus.publish('worded', { r: r.liveRoomId, c, w: Object.fromEntries(LANGUAGES.map((l) => [l, dataIn(l)])) }),
    deleted: (r, ids) => bus.publish('deleted', { r: r.liveRoomId, ids }),
    banned: (u, until) => bus.publish('banned', { u, until }),
    bansLifted: () => bus.publish('bansLifted', {}),
    opened: (r, open) => bus.publish('opened', { r: r.liveRoomId, open }),
    muted: (r, muted) => bus.publish('muted', { r: r.liveRoomId, muted }),
  };
}
