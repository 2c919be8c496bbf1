// A room's fan-out serializes each frame once, not once per viewer socket (issue 27 item 9: at 2,000 viewers and 50
// lines a second, serializing per socket kept new sockets waiting minutes to be accepted). A crowd line is worded in
// each reader's language: once per language present.
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import type { Room } from '../../../../demo/server/room';
import { HISTORY_KEPT, RoomFanout } from '../../../../demo/server/roomFanout';

/** An open socket that records what it was sent. */
function socket(): WebSocket & { sent: unknown[] } {
  const sent: unknown[] = [];
  return { OPEN: 1, readyState: 1, sent, send: (data: unknown) => sent.push(data) } as unknown as WebSocket & {
    sent: unknown[];
  };
}

function roomWith(sockets: WebSocket[]): Room {
  return {
    liveRoomId: 'LR1',
    kept: { seq: 0, history: [], winners: [], watchers: [], shownOrders: {} },
    sockets: new Set(sockets),
    waiting: new Set(),
  } as unknown as Room;
}

const text = (data: unknown) => String(data);

describe('room fan-out', () => {
  it("a user's line is serialized once for 500 viewers: every socket gets the same bytes", () => {
    const viewers = Array.from({ length: 500 }, socket);
    const fanout = new RoomFanout(
      () => 1,
      () => undefined,
    );
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      fanout.say(roomWith(viewers), 'u1', 'Ann', 'hello');
      fanout.flush();
      expect(stringify).toHaveBeenCalledTimes(1);
    } finally {
      stringify.mockRestore();
    }
    const first = viewers[0].sent[0];
    expect(viewers.every((v) => v.sent.length === 1 && v.sent[0] === first)).toBe(true);
    expect(JSON.parse(text(first))).toMatchObject({ code: 'M01', data: { uid: 'u1', content: 'hello' } });
  });

  it('a crowd line is worded once per reader language: readers of one language share the bytes, each in their own words', () => {
    const english = Array.from({ length: 50 }, socket);
    const spanish = Array.from({ length: 50 }, socket);
    const fanout = new RoomFanout(
      () => 1,
      () => undefined,
    );
    for (const ws of spanish) fanout.setLanguage(ws, 'SPA');
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      fanout.say(roomWith([...english, ...spanish]), 'v-1', 'Bo', 'Come on!', { bot: 1 });
      fanout.flush();
      expect(stringify).toHaveBeenCalledTimes(2);
    } finally {
      stringify.mockRestore();
    }
    expect(new Set(english.map((v) => v.sent[0])).size).toBe(1);
    expect(new Set(spanish.map((v) => v.sent[0])).size).toBe(1);
    expect(JSON.parse(text(english[0].sent[0])).data.content).toBe('Come on!');
    expect(JSON.parse(text(spanish[0].sent[0])).data.content).toBe('¡Vamos!');
    // Nobody is sent the crowd line's index.
    expect(JSON.parse(text(spanish[0].sent[0])).data).not.toHaveProperty('bot');
  });

  it('a closed socket is skipped, and the room keeps its newest lines only', () => {
    const open = socket();
    const closed = Object.assign(socket(), { readyState: 3 });
    const room = roomWith([open, closed]);
    const fanout = new RoomFanout(
      () => 1,
      () => undefined,
    );
    for (let i = 0; i < HISTORY_KEPT + 5; i++) fanout.say(room, 'u1', 'Ann', `line ${i}`);
    fanout.flush();
    expect(closed.sent).toEqual([]);
    expect(open.sent).toHaveLength(HISTORY_KEPT + 5);
    expect(room.kept.history).toHaveLength(HISTORY_KEPT);
    expect(room.kept.history[0].content).toBe('line 5');
  });

  it('the frames of one turn go out together at its end, in order; a frame sent to one socket first lets them out', async () => {
    const viewer = socket();
    const room = roomWith([viewer]);
    const fanout = new RoomFanout(
      () => 1,
      () => undefined,
    );
    fanout.say(room, 'u1', 'Ann', 'one');
    fanout.broadcast(room, 'B06', { msgIds: ['LR1-1'] });
    fanout.say(room, 'u1', 'Ann', 'two');
    expect(viewer.sent).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(viewer.sent.map((d) => JSON.parse(text(d)).code)).toEqual(['M01', 'B06', 'M01']);
    fanout.say(room, 'u1', 'Ann', 'three');
    fanout.send(viewer, { code: 'R05', data: { msg: 'too fast' } });
    expect(viewer.sent.slice(3).map((d) => JSON.parse(text(d)).code)).toEqual(['M01', 'R05']);
  });

  it("a crowded room (over 200 sockets) sends a 25 ms window's lines together: none before the window ends, all in order at its end", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate'] });
    try {
      const viewers = Array.from({ length: 201 }, socket);
      const room = roomWith(viewers);
      const fanout = new RoomFanout(
        () => 1,
        () => undefined,
      );
      fanout.say(room, 'u1', 'Ann', 'one');
      vi.advanceTimersByTime(10);
      fanout.say(room, 'u1', 'Ann', 'two');
      vi.advanceTimersByTime(14);
      expect(viewers[200].sent).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(viewers.every((v) => v.sent.length === 2)).toBe(true);
      expect(viewers[200].sent.map((d) => JSON.parse(text(d)).data.content)).toEqual(['one', 'two']);
    } finally {
      vi.useRealTimers();
    }
  });
});
