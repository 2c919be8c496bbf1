// @vitest-environment happy-dom
// Issue 31 item 2: page-wide events fire on every connected element (not the first one to connect), bubbling and
// composed, and each node above them (a shared parent, a shadow host, the document, window) hears each event once;
// the renamed spec events fire under both names and our own listeners act once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchOnEach, dispatchSportEvent } from '../../../src/runtime/events';
import { onSportEvent } from '../../../src/runtime/onSportEvent';

afterEach(() => document.body.replaceChildren());

/** Counts `type` on each target. */
function counter(type: string, targets: EventTarget[]): number[] {
  const counts = targets.map(() => 0);
  targets.forEach((t, i) => t.addEventListener(type, () => (counts[i] += 1)));
  return counts;
}

describe('dispatchOnEach (page-wide events)', () => {
  it('each element hears it, and every shared ancestor, the document and window hear it once', () => {
    const wrapper = document.createElement('section');
    const [a, b, c] = ['div', 'div', 'div'].map((t) => document.createElement(t));
    wrapper.append(a, b);
    document.body.append(wrapper, c);
    const counts = counter('sport-connection', [a, b, c, wrapper, document.body, document, window]);
    dispatchOnEach([a, b, c], 'sport-connection', { state: 'open' });
    expect(counts).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it("an element nested in another element's shadow root (sport-app) makes the outer one hear it once", () => {
    const app = document.createElement('div');
    document.body.append(app);
    const inner = document.createElement('div');
    app.attachShadow({ mode: 'open' }).append(inner);
    const counts = counter('sport-slip-change', [app, inner, document]);
    dispatchOnEach([app, inner], 'sport-slip-change', { count: 1, selections: [] });
    dispatchOnEach([inner, app], 'sport-slip-change', { count: 2, selections: [] });
    expect(counts).toEqual([2, 2, 2]);
  });

  it('with one `heard` set across calls (sport-ready), a later element hears it and the document not again', () => {
    const [a, b] = [document.createElement('div'), document.createElement('div')];
    document.body.append(a, b);
    const heard = new WeakSet<object>();
    const counts = counter('sport-ready', [a, b, document]);
    dispatchOnEach([a], 'sport-ready', { version: '1' }, heard);
    dispatchOnEach([b], 'sport-ready', { version: '1' }, heard);
    expect(counts).toEqual([1, 1, 1]);
  });
});

describe('renamed spec events', () => {
  it('sport-game-jump is also dispatched as game-jump with the same detail', () => {
    const seen: [string, unknown][] = [];
    for (const type of ['sport-game-jump', 'game-jump'])
      document.addEventListener(type, (e) => seen.push([type, (e as CustomEvent).detail]));
    const detail = { currency: 'CNY', gameId: 1 };
    dispatchSportEvent(document.body, 'sport-game-jump', detail);
    expect(seen).toEqual([
      ['sport-game-jump', detail],
      ['game-jump', detail],
    ]);
  });

  it('onSportEvent acts once for our own event under both names, and on a host-sent alias alone', () => {
    const listener = vi.fn();
    const stop = onSportEvent(document, 'sport-start-sport', listener);
    const detail = { channel: 44, game: 44, matchId: '1', matchSource: 'st', hostId: 'h' } as const;
    dispatchSportEvent(document.body, 'sport-start-sport', detail);
    document.dispatchEvent(new CustomEvent('start-sport', { detail: { ...detail, matchId: '2' } }));
    expect(listener.mock.calls.map(([d]) => d.matchId)).toEqual(['1', '2']);
    stop();
    dispatchSportEvent(document.body, 'sport-start-sport', detail);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
