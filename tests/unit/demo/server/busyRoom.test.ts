// The busy room of the reference server (demo/server/busyRoom.ts): its bots say 50 chat messages a second for 20 s,
// started by the demo control or, with BUSY_CHAT=1, by a viewer joining a quiet room.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_RATE_PER_SECOND, BUSY_SECONDS, BusyRooms } from '../../../../demo/server/busyRoom';
import type { Room } from '../../../../demo/server/room';
import { optionsFromEnv } from '../../../../demo/server/main';
import { Rng } from '../../../../demo/server/prng';

const room = (liveRoomId: string) => ({ liveRoomId, rng: new Rng(7) }) as unknown as Room;

describe('busy room: 50 chat messages a second for 20 s', () => {
  let said: { room: string; content: string }[];
  const busyRooms = (onJoin: boolean) =>
    new BusyRooms((r, _uid, _nick, content) => said.push({ room: r.liveRoomId, content }), onJoin);

  beforeEach(() => {
    vi.useFakeTimers();
    said = [];
  });
  afterEach(() => vi.useRealTimers());

  it('a burst says 50 messages in its first second and 1,000 in its 20 s, then stops', () => {
    busyRooms(false).start(room('LR1000'));
    vi.advanceTimersByTime(1000);
    expect(said).toHaveLength(BUSY_RATE_PER_SECOND);
    vi.advanceTimersByTime((BUSY_SECONDS - 1) * 1000);
    expect(said).toHaveLength(BUSY_RATE_PER_SECOND * BUSY_SECONDS);
    vi.advanceTimersByTime(5000);
    expect(said).toHaveLength(1000);
    expect(said.every((m) => m.room === 'LR1000' && m.content.length > 0)).toBe(true);
  });

  it('starting a running burst again starts it over instead of doubling the rate', () => {
    const busy = busyRooms(false);
    busy.start(room('LR1000'));
    vi.advanceTimersByTime(500);
    busy.start(room('LR1000'));
    vi.advanceTimersByTime(1000);
    expect(said).toHaveLength(25 + 50);
  });

  it('a viewer joining starts a burst only with BUSY_CHAT=1, and not while one runs', () => {
    busyRooms(false).joined(room('LR1000'));
    vi.advanceTimersByTime(1000);
    expect(said).toHaveLength(0);
    const busy = busyRooms(true);
    busy.joined(room('LR1000'));
    vi.advanceTimersByTime(500);
    busy.joined(room('LR1000'));
    vi.advanceTimersByTime(500);
    expect(said).toHaveLength(50);
  });

  it('BUSY_CHAT=1 in the environment turns it on; unset, it is off', () => {
    expect(optionsFromEnv({}).busyChat).toBe(false);
    expect(optionsFromEnv({ BUSY_CHAT: '1' }).busyChat).toBe(true);
  });
});
