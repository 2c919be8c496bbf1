// A busy room: the room's bots say 50 chat messages a second for 20 s, the load a crowded stream puts on the chat
// log (issue 18's performance rule, measured by the bench). Started now by the demo control `busyChat`, or, with
// BUSY_CHAT=1, in each room a viewer joins while it is quiet.
import type { Room } from './room.ts';
import { VIEWERS } from './people.ts';

export const BUSY_RATE_PER_SECOND = 50;
export const BUSY_SECONDS = 20;
/** The bots speak on this beat, as many messages each time as the rate owes by then. */
const BEAT_MS = 20;

/** Lines of every length, so the log's rows wrap to different heights. */
const BUSY_LINES = [
  '666',
  'GOAL?!',
  'Come on!!',
  'That keeper is on fire today',
  'Who else has the over? Drop a 1 in the chat',
  'Referee needs glasses, that was a clear penalty and everyone in the stadium saw it',
  'xD',
  'Lily you called it again, following your pick',
  'Defence asleep again, third time this half',
  'GG',
];

export class BusyRooms {
  private readonly bursts = new Map<string, ReturnType<typeof setInterval>>();

  constructor(
    /** Says a message in a room (broadcast M01), as the hub's own bots do. */
    private readonly say: (room: Room, uid: string, nickName: string, content: string) => void,
    /** BUSY_CHAT=1: a burst starts whenever a viewer joins a quiet room. */
    private readonly onJoin: boolean,
  ) {}

  /** Starts a burst in the room (a running one starts over); its bots speak for BUSY_SECONDS. */
  start(room: Room): void {
    this.stop(room.liveRoomId);
    const started = Date.now();
    const total = BUSY_RATE_PER_SECOND * BUSY_SECONDS;
    let said = 0;
    const beat = setInterval(() => {
      const due = Math.min(total, Math.floor(((Date.now() - started) * BUSY_RATE_PER_SECOND) / 1000));
      for (; said < due; said++) {
        this.say(room, `bot-${room.rng.int(1, 9999)}`, room.rng.pick(VIEWERS), room.rng.pick(BUSY_LINES));
      }
      if (said >= total) this.stop(room.liveRoomId);
    }, BEAT_MS);
    // A burst never keeps the server's process alive on its own.
    beat.unref();
    this.bursts.set(room.liveRoomId, beat);
  }

  /** A viewer joined the room: with BUSY_CHAT=1, a quiet room gets busy. */
  joined(room: Room): void {
    if (this.onJoin && !this.bursts.has(room.liveRoomId)) this.start(room);
  }

  /** Ends every burst (the server closes: a closed server's bots write no more lines to its store). */
  stopAll(): void {
    for (const liveRoomId of [...this.bursts.keys()]) this.stop(liveRoomId);
  }

  private stop(liveRoomId: string): void {
    clearInterval(this.bursts.get(liveRoomId));
    this.bursts.delete(liveRoomId);
  }
}
