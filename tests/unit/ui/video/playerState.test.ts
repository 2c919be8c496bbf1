// The video player's state machine (issue 18): which event moves which state, and what it leaves alone.
import { describe, expect, it } from 'vitest';
import {
  initialPlayerState,
  playerMessageKey,
  playerReducer,
  type PlayerEvent,
  type PlayerState,
} from '../../../../src/ui/video/playerState';

const run = (state: PlayerState, ...events: PlayerEvent[]) => events.reduce(playerReducer, state);
const SRC = '/media/line-1/index.m3u8';

describe('player states', () => {
  it('starts a source in "starting", and a match or room without a stream is "unavailable"', () => {
    expect(initialPlayerState(SRC).status).toBe('starting');
    expect(initialPlayerState(null).status).toBe('unavailable');
  });

  it('plays on the first frame, buffers while waiting for data, and plays again when it flows', () => {
    const playing = run(initialPlayerState(SRC), { type: 'playing' });
    expect(playing.status).toBe('playing');
    expect(run(playing, { type: 'waiting' }).status).toBe('buffering');
    expect(run(playing, { type: 'waiting' }, { type: 'playing' }).status).toBe('playing');
  });

  it('waiting before the first frame stays "starting" (no buffering spinner over the start screen)', () => {
    expect(run(initialPlayerState(SRC), { type: 'waiting' }).status).toBe('starting');
  });

  it('a refused autoplay asks for a press ("blocked"); the press starts it again', () => {
    const blocked = run(initialPlayerState(SRC), { type: 'blocked' });
    expect(blocked.status).toBe('blocked');
    expect(run(blocked, { type: 'play' }).status).toBe('starting');
    expect(run(blocked, { type: 'play' }, { type: 'playing' }).status).toBe('playing');
  });

  it('a refusal after playback started is ignored (only a start can be blocked)', () => {
    const playing = run(initialPlayerState(SRC), { type: 'playing' });
    expect(run(playing, { type: 'blocked' })).toBe(playing);
  });

  it('the viewer pausing shows "paused" (no overlay), and playing again resumes', () => {
    const paused = run(initialPlayerState(SRC), { type: 'playing' }, { type: 'pause' });
    expect(paused.status).toBe('paused');
    expect(playerMessageKey('paused')).toBeNull();
    expect(run(paused, { type: 'play' }, { type: 'playing' }).status).toBe('playing');
  });

  it('a stream that reaches its end is "ended"', () => {
    expect(run(initialPlayerState(SRC), { type: 'playing' }, { type: 'ended' }).status).toBe('ended');
  });

  it('a failure is "error" with its reason, and later media events do not leave it', () => {
    const failed = run(initialPlayerState(SRC), { type: 'playing' }, { type: 'fail', failure: 'network' });
    expect(failed).toMatchObject({ status: 'error', failure: 'network' });
    expect(run(failed, { type: 'playing' }, { type: 'waiting' }, { type: 'pause' })).toBe(failed);
  });

  it('retry after an error or an end starts the same source again with a new attempt', () => {
    const failed = run(initialPlayerState(SRC), { type: 'fail', failure: 'media' });
    const retried = run(failed, { type: 'retry' });
    expect(retried).toMatchObject({ status: 'starting', src: SRC, attempt: 1, failure: null });
    const ended = run(retried, { type: 'playing' }, { type: 'ended' }, { type: 'retry' });
    expect(ended).toMatchObject({ status: 'starting', attempt: 2 });
  });

  it('retry does nothing while the video plays or starts', () => {
    const playing = run(initialPlayerState(SRC), { type: 'playing' });
    expect(run(playing, { type: 'retry' })).toBe(playing);
    const starting = initialPlayerState(SRC);
    expect(run(starting, { type: 'retry' })).toBe(starting);
  });

  it('a line switch (new source) starts over from "starting", even from an error', () => {
    const failed = run(initialPlayerState(SRC), { type: 'fail', failure: 'network' });
    const switched = run(failed, { type: 'source', src: '/media/line-2/index.m3u8' });
    expect(switched).toMatchObject({ status: 'starting', src: '/media/line-2/index.m3u8', attempt: 0, failure: null });
  });

  it('the same source again changes nothing; a source going away is "unavailable"', () => {
    const playing = run(initialPlayerState(SRC), { type: 'playing' });
    expect(run(playing, { type: 'source', src: SRC })).toBe(playing);
    expect(run(playing, { type: 'source', src: null }).status).toBe('unavailable');
  });

  it('a renewed signed address of the playing stream does not restart it: it is taken when the old one fails', () => {
    const OLD = '/media/line-1/r1.100.sig/index.m3u8';
    const NEW = '/media/line-1/r1.200.sig/index.m3u8';
    const playing = run(initialPlayerState(OLD, 'r1'), { type: 'playing' });
    const renewed = run(playing, { type: 'source', src: NEW, stream: 'r1' });
    expect(renewed).toMatchObject({ status: 'playing', src: OLD, renewed: NEW, attempt: 0 });
    // The old grant runs out: its next segment is refused; the player moves to the renewed address, no error shown.
    const moved = run(renewed, { type: 'fail', failure: 'network' });
    expect(moved).toMatchObject({ status: 'starting', src: NEW, renewed: null, attempt: 1, failure: null });
    // With nothing renewed, a failure is an error as before.
    expect(run(moved, { type: 'fail', failure: 'network' }).status).toBe('error');
  });

  it('a new address for another stream (a line switch, another room) restarts at once', () => {
    const playing = run(initialPlayerState('/media/line-1/a/index.m3u8', 'm1:1'), { type: 'playing' });
    const switched = run(playing, { type: 'source', src: '/media/line-2/b/index.m3u8', stream: 'm1:2' });
    expect(switched).toMatchObject({ status: 'starting', src: '/media/line-2/b/index.m3u8', renewed: null });
  });

  it('nothing plays without a source: media events, failures and retries leave "unavailable" alone', () => {
    const none = initialPlayerState(null);
    expect(run(none, { type: 'playing' }, { type: 'fail', failure: 'media' }, { type: 'retry' })).toBe(none);
  });

  it('every state but playing, paused and blocked says something over the video', () => {
    for (const status of ['starting', 'buffering', 'ended', 'unavailable', 'error'] as const)
      expect(playerMessageKey(status)).toBe(status);
    expect(playerMessageKey('playing')).toBeNull();
    expect(playerMessageKey('blocked')).toBeNull();
  });
});
