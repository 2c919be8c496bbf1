// @vitest-environment happy-dom
// The loader when the page is left while its tags load (issue 33 item 7): Firefox rejects the pending imports of a
// document it navigates away from; those are no load failure and log nothing. A real failure still logs, and a tag
// whose import failed loads again when it next appears.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// Each tag's import: how often it was asked for, and how to fail the pending one.
const imports = vi.hoisted(() => {
  const attempts: Record<string, number> = {};
  const fail: Record<string, (error: Error) => void> = {};
  const pending = (name: string) => () => {
    attempts[name] = (attempts[name] ?? 0) + 1;
    return new Promise((_, reject) => (fail[name] = reject));
  };
  return { attempts, fail, pending };
});
vi.mock('../../../elements/match-list/define', imports.pending('sport-match-list'));
vi.mock('../../../elements/match-detail/define', imports.pending('sport-match-detail'));
vi.mock('../../../elements/bet-slip/define', imports.pending('sport-bet-slip'));
vi.mock('../../../elements/live-room/define', imports.pending('sport-live-room'));
vi.mock('../../../elements/bet-history/define', imports.pending('sport-bet-history'));

// What Firefox answers for an import cut off by the navigation (and for a real network failure alike).
const cutOff = () => new TypeError('error loading dynamically imported module');
let errors: { mock: { calls: unknown[][] } };

/** Puts a `tag` on the page and waits until the loader asked for its code the `nth` time. */
async function appear(tag: string, nth = 1) {
  document.body.append(document.createElement(tag));
  await vi.waitFor(() => expect(imports.attempts[tag]).toBe(nth));
}

/** Fails the pending import of `tag` and lets the loader handle it. */
async function failImport(tag: string) {
  imports.fail[tag](cutOff());
  await vi.advanceTimersByTimeAsync(0);
}

const logged = (tag: string) =>
  errors.mock.calls.filter(([message]) => message === `[sport-widgets] failed to load <${tag}>`).length;

describe('loader: leaving the page while tags load', () => {
  beforeAll(async () => {
    vi.useFakeTimers();
    await import('../../../elements/loader' as string);
  });
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterAll(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a real load failure logs "[sport-widgets] failed to load <tag>", and the tag loads again when it next appears', async () => {
    await appear('sport-match-list');
    await failImport('sport-match-list');
    expect(logged('sport-match-list')).toBe(1);
    await appear('sport-match-list', 2);
    await failImport('sport-match-list');
    expect(logged('sport-match-list')).toBe(2);
  });

  it('an import rejected after beforeunload (the navigation away started) logs nothing', async () => {
    await appear('sport-bet-slip');
    dispatchEvent(new Event('beforeunload'));
    await failImport('sport-bet-slip');
    expect(logged('sport-bet-slip')).toBe(0);
  });

  it('a leave that does not happen (no pagehide 3 s after beforeunload): failures log again, and the cut-off tag loads again', async () => {
    await vi.advanceTimersByTimeAsync(3_000);
    await appear('sport-match-detail');
    await failImport('sport-match-detail');
    expect(logged('sport-match-detail')).toBe(1);
    await appear('sport-bet-slip', 2);
  });

  it('an import rejected after pagehide logs nothing, however long the unloading takes', async () => {
    await appear('sport-live-room');
    dispatchEvent(new Event('beforeunload'));
    dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(10_000);
    await failImport('sport-live-room');
    expect(logged('sport-live-room')).toBe(0);
  });

  it('back from the back/forward cache (pageshow persisted): the cut-off tags load again, and failures log', async () => {
    await appear('sport-bet-history');
    const show = Object.assign(new Event('pageshow'), { persisted: true });
    dispatchEvent(show);
    await vi.waitFor(() => expect(imports.attempts['sport-live-room']).toBe(2));
    await failImport('sport-bet-history');
    expect(logged('sport-bet-history')).toBe(1);
  });
});
