import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPushClient } from '../../../../src/realtime/push';
import { match } from './fixtures';
import { FakeSocket } from '../../support/fakeSocket';

const fakes = vi.hoisted(() => ({ matchDetail: vi.fn(), push: null as unknown }));
vi.mock('../../../../src/state/page/client', () => ({ matchesApi: () => ({ matchDetail: fakes.matchDetail }) }));
vi.mock('../../../../src/state/page/pushSocket', () => ({ push: () => fakes.push }));

const { matchEntry, upsertMatches, watchMatch, watcherCount, addSnapshotSource, startMatchTimers } =
  await import('../../../../src/state/matches/cache');

const socket = () => FakeSocket.instances[FakeSocket.instances.length - 1];
/** A watch once its channels are subscribed (live.ts, the cache's push half, loads on the first watch). */
async function watched(matchId: string): Promise<() => void> {
  const stop = watchMatch(matchId);
  await vi.dynamicImportSettled();
  return stop;
}

describe('watchMatch: push channels per visible match (spec §4)', () => {
  // One page, one push client (the reconnect hook is registered once per page).
  beforeAll(() => {
    const client = createPushClient({
      url: () => 'ws://test',
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
      random: () => 0,
    });
    fakes.push = client;
    client.start();
  });
  beforeEach(() => {
    vi.useFakeTimers();
    fakes.matchDetail.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('subscribes tec.<id> and js1.<id> once however many watchers, and unsubscribes after the last one', async () => {
    const first = watchMatch('7');
    const second = await watched('7');
    socket().open();
    expect(socket().sent).toEqual([{ cmd: 'sub', chs: ['tec.7', 'js1.7'] }]);
    expect(watcherCount('7')).toBe(2);
    first();
    first();
    expect(watcherCount('7')).toBe(1);
    expect(socket().sent).toHaveLength(1);
    second();
    expect(watcherCount('7')).toBe(0);
    expect(socket().sent.slice(1)).toEqual([
      { cmd: 'unsub', chs: ['tec.7'] },
      { cmd: 'unsub', chs: ['js1.7'] },
    ]);
  });

  it('a watch stopped before the push half (live.ts) loads never subscribes its channels', async () => {
    if (socket().readyState !== 1) socket().open();
    const sentBefore = socket().sent.length;
    const stop = watchMatch('12');
    stop();
    await vi.dynamicImportSettled();
    expect(watcherCount('12')).toBe(0);
    expect(socket().sent.slice(sentBefore)).toEqual([]);
  });

  it('applies pushed js1 and tec frames to the cache after the 1 s throttle; malformed frames are dropped', async () => {
    upsertMatches([match('8')], 'list');
    const stop = await watched('8');
    if (socket().readyState !== 1) socket().open();
    socket().push('js1.8', {
      id: '8',
      mks: [
        {
          id: '8-1x2',
          au: 1,
          ss: 1,
          op: [
            { na: '', nm: '1', od: 2.4, ty: 'H' },
            { na: '', nm: 'X', od: 3.3, ty: 'D' },
            { na: '', nm: '2', od: 3.6, ty: 'A' },
          ],
        },
      ],
    });
    socket().push('tec.8', { id: '8', mc: { r: true, pe: 3, s: 3000, tp: 1 }, ms: 5 });
    socket().push('tec.8', { nonsense: true });
    socket().push('js1.8', { nonsense: true });
    await vi.advanceTimersByTimeAsync(1000);
    const entry = matchEntry('8')!;
    expect(entry.match.groups[0].markets[0].options[0].odds).toBe(2.4);
    expect(entry.moves['8-1x2|H'].dir).toBe('up');
    expect(entry.match.clock).toEqual({ running: true, period: 3, seconds: 3000, type: 1 });
    stop();
  });

  it('a delivery of many js1 frames merges each market once, at its latest price, moved the net way since the last delivery', async () => {
    upsertMatches([match('10')], 'list');
    const stop = await watched('10');
    if (socket().readyState !== 1) socket().open();
    const frame = (home: number) => ({
      id: '10',
      mks: [
        {
          id: '10-1x2',
          au: 1,
          ss: 1,
          op: [
            { na: '', nm: '1', od: home, ty: 'H' },
            { na: '', nm: 'X', od: 3.3, ty: 'D' },
            { na: '', nm: '2', od: 3.6, ty: 'A' },
          ],
        },
      ],
    });
    // 2.1 -> 2.5 -> 1.9 -> 2.2: the bettor last saw 2.1 and now sees 2.2, a move up.
    for (const home of [2.5, 1.9, 2.2]) socket().push('js1.10', frame(home));
    await vi.advanceTimersByTimeAsync(1000);
    expect(matchEntry('10')!.match.groups[0].markets[0].options[0].odds).toBe(2.2);
    expect(matchEntry('10')!.moves['10-1x2|H'].dir).toBe('up');
    stop();
  });

  it('refetches a snapshot of each watched match after a reconnect, so no update missed while down is lost', async () => {
    upsertMatches([match('9')], 'list');
    fakes.matchDetail.mockResolvedValue(
      match('9', {
        groups: [
          {
            name: '1X2',
            tags: [],
            marketType: 1,
            period: 1,
            markets: [
              {
                id: '9-1x2',
                allowParlay: true,
                saleStatus: 1,
                options: [
                  { teamName: '', name: 'H', odds: 1.5, type: 'H' },
                  { teamName: '', name: 'D', odds: 4, type: 'D' },
                  { teamName: '', name: 'A', odds: 6, type: 'A' },
                ],
              },
            ],
          },
        ],
      }),
    );
    const stop = await watched('9');
    socket().close();
    expect(fakes.matchDetail).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3000);
    socket().open();
    await vi.waitFor(() => expect(matchEntry('9')!.match.groups[0].markets[0].options[0].odds).toBe(1.5));
    expect(fakes.matchDetail).toHaveBeenCalledWith('9');
    expect(matchEntry('9')!.moves['9-1x2|H'].dir).toBe('down');
    stop();
  });

  it('leaves matches a snapshot source (the list reloading its pages) refreshed to that source', async () => {
    const source = vi.fn(async () => ['10']);
    const remove = addSnapshotSource(source);
    const stop = await watched('10');
    socket().close();
    vi.advanceTimersByTime(3000);
    socket().open();
    await vi.waitFor(() => expect(source).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(fakes.matchDetail).not.toHaveBeenCalled();
    remove();
    stop();
  });
});

describe('match timers (spec §9: match poll 60000 ms, in-play 5000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 60000 ms and refreshes in-play every 5000 ms until stopped', () => {
    const poll = vi.fn();
    const inPlay = vi.fn();
    const stop = startMatchTimers({ poll, inPlay });
    vi.advanceTimersByTime(59_999);
    expect(poll).not.toHaveBeenCalled();
    expect(inPlay).toHaveBeenCalledTimes(11);
    vi.advanceTimersByTime(1);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(inPlay).toHaveBeenCalledTimes(12);
    stop();
    vi.advanceTimersByTime(120_000);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(inPlay).toHaveBeenCalledTimes(12);
  });
  it('pushes older than the snapshot shown are dropped: a delta queued while a refetched snapshot (version 10) arrived never overwrites it', async () => {
    upsertMatches([match('11', { version: 5 })], 'list');
    const stop = await watched('11');
    if (socket().readyState !== 1) socket().open();
    const odds = (home: number) => ({
      id: '11-1x2',
      au: 1,
      ss: 1,
      op: [
        { na: '', nm: '1', od: home, ty: 'H' },
        { na: '', nm: 'X', od: 3.3, ty: 'D' },
        { na: '', nm: '2', od: 3.6, ty: 'A' },
      ],
    });
    // Pushed at version 9, held by the 1 s throttle while the snapshot of version 10 arrives.
    socket().push('js1.11', { id: '11', mks: [odds(2.9)], v: 9 });
    socket().push('tec.11', { id: '11', mc: { r: true, pe: 2, s: 100, tp: 1 }, ms: 5, v: 9 });
    const snapshot = match('11', { version: 10, clock: { running: true, period: 3, seconds: 2800, type: 1 } });
    snapshot.groups[0].markets[0].options[0].odds = 2.5;
    upsertMatches([snapshot], 'list');
    await vi.advanceTimersByTimeAsync(1000);
    const entry = matchEntry('11')!;
    expect(entry.match.groups[0].markets[0].options[0].odds).toBe(2.5);
    expect(entry.match.clock).toEqual({ running: true, period: 3, seconds: 2800, type: 1 });
    // A newer push (version 11) applies.
    socket().push('js1.11', { id: '11', mks: [odds(2.3)], v: 11 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(matchEntry('11')!.match.groups[0].markets[0].options[0].odds).toBe(2.3);
    stop();
  });
});
