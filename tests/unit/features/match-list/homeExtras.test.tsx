// @vitest-environment happy-dom
// The home screen's banners (spec §7 bannerList/search, the first 6) as an accessible carousel, and its statistics
// (spec §7 match/statistical): the hot strip and the match counts per play type handed to the list's tabs.
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../../../../src/domain/banners';
import { MATCH_POLL_MS } from '../../../../src/domain/constants';

const fakes = vi.hoisted(() => ({ bannerList: vi.fn(), statistical: vi.fn() }));
vi.mock('../../../../src/state/page/api', () => ({ api: () => fakes }));

const { default: Banners, BANNER_TURN_MS } = await import('../../../../src/features/match-list/Banners');
const { default: HotStrip } = await import('../../../../src/features/match-list/HotStrip');
const { mountInList } = await import('./mountInList');

const banners: Banner[] = [
  { id: 'b1', title: 'Live now', imageUrl: 'data:image/svg+xml,1', link: '/match-detail?matchId=m1' },
  { id: 'b2', title: 'Play responsibly', imageUrl: 'data:image/svg+xml,2', link: 'https://example.com/rg' },
  { id: 'b3', title: 'No link', imageUrl: 'data:image/svg+xml,3', link: 'javascript:alert(1)' },
];

const mount = (node: React.ReactNode) => mountInList(node);

/** Fakes the intervals only: React still renders on its own (real) timers, so a waitFor sees each turn. */
const fakeIntervals = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });

const shownTitle = (host: HTMLElement) =>
  host.querySelector('[aria-roledescription] [role="group"]:not([hidden]) .sport-banner-title')?.textContent;

/**
 * Waits until banner `title` shows, on real time only: vi.waitFor moves faked time on by its interval at each check,
 * so on a loaded machine a slow first render moved the banners' clock past a turn before the test's own steps.
 */
async function shows(host: HTMLElement, title: string): Promise<void> {
  for (const end = Date.now() + 5000; shownTitle(host) !== title;) {
    if (Date.now() > end) throw new Error(`timed out waiting for the banner "${title}" (shown: "${shownTitle(host)}")`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeEach(() => {
  vi.clearAllMocks();
  fakes.bannerList.mockResolvedValue(banners);
});
afterEach(() => vi.useRealTimers());

describe('home banners', () => {
  it(`turn every ${BANNER_TURN_MS} ms, wrapping around; pausing stops them`, async () => {
    fakeIntervals();
    const view = mount(<Banners />);
    await shows(view.host, 'Live now');
    // The carousel's interval is set by an effect after that render.
    for (const end = Date.now() + 5000; vi.getTimerCount() === 0 && Date.now() < end;)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(vi.getTimerCount(), "the carousel's interval").toBe(1);
    vi.advanceTimersByTime(BANNER_TURN_MS - 1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shownTitle(view.host)).toBe('Live now');
    vi.advanceTimersByTime(1);
    await shows(view.host, 'Play responsibly');
    vi.advanceTimersByTime(BANNER_TURN_MS);
    await shows(view.host, 'No link');
    vi.advanceTimersByTime(BANNER_TURN_MS);
    await shows(view.host, 'Live now');
    const pause = view.host.querySelector<HTMLButtonElement>('.sport-banner-button')!;
    // Its label arrives with the explore namespace (slow to load on a busy machine).
    for (const end = Date.now() + 5000; !pause.getAttribute('aria-label') && Date.now() < end;)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const pauseLabel = pause.getAttribute('aria-label');
    expect(pauseLabel, "the pause button's label").not.toBe('');
    flushSync(() => pause.click());
    vi.advanceTimersByTime(3 * BANNER_TURN_MS);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shownTitle(view.host)).toBe('Live now');
    // The same button now says it turns them again.
    expect(pause.getAttribute('aria-label')).not.toBe(pauseLabel);
    view.unmount();
  });

  it('previous, next and the arrow keys move one banner, wrapping around; a dot shows its banner', async () => {
    const view = mount(<Banners />);
    await vi.waitFor(() => expect(shownTitle(view.host)).toBe('Live now'));
    const [, previous, next] = view.host.querySelectorAll<HTMLButtonElement>('.sport-banner-button');
    flushSync(() => previous.click());
    expect(shownTitle(view.host)).toBe('No link');
    flushSync(() => next.click());
    expect(shownTitle(view.host)).toBe('Live now');
    const carousel = view.host.querySelector<HTMLElement>('.sport-banners')!;
    flushSync(() => carousel.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect(shownTitle(view.host)).toBe('Play responsibly');
    flushSync(() => view.host.querySelectorAll<HTMLButtonElement>('.sport-banner-dot')[2].click());
    expect(shownTitle(view.host)).toBe('No link');
    view.unmount();
  });

  it('each leads where it says: a widget route through sport-navigate, a web address as a link in a new tab, javascript: nowhere', async () => {
    const view = mount(<Banners />);
    await vi.waitFor(() => expect(view.host.querySelectorAll('[role="group"]')).toHaveLength(3));
    const [route, web, none] = [...view.host.querySelectorAll('[role="group"]')].map((g) => g.firstElementChild!);
    expect(route.tagName).toBe('BUTTON');
    (route as HTMLButtonElement).click();
    expect(view.go).toHaveBeenCalledWith('/match-detail?matchId=m1');
    expect(web.tagName).toBe('A');
    expect([web.getAttribute('href'), web.getAttribute('target'), web.getAttribute('rel')]).toEqual([
      'https://example.com/rg',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(none.tagName).toBe('DIV');
    expect(none.querySelector('a, button')).toBeNull();
    view.unmount();
  });

  it('shows nothing when the banners fail to load', async () => {
    fakes.bannerList.mockRejectedValue(new Error('500'));
    const view = mount(<Banners />);
    await vi.waitFor(() => expect(fakes.bannerList).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(view.host.innerHTML).toBe('');
    view.unmount();
  });
});

describe('hot strip and play-type counts (spec §3 statistics)', () => {
  const stats = {
    hotCount: 5,
    totalCount: 40,
    hotLeagues: [{ id: 'L1', name: 'Premier', count: 3, logoUrl: undefined }],
    playTypeMap: { rolling: 5, today: 7, all: 40 },
  };

  it('shows the hot count and leagues, hands the counts to the tabs, and a league shows its live matches', async () => {
    fakes.statistical.mockResolvedValue(stats);
    const onCounts = vi.fn();
    const onPick = vi.fn();
    const view = mount(<HotStrip sportId={1} onCounts={onCounts} onPick={onPick} />);
    await vi.waitFor(() => expect(view.host.querySelectorAll('.sport-chip')).toHaveLength(2));
    expect(fakes.statistical).toHaveBeenCalledWith({ sportId: 1 });
    expect(onCounts).toHaveBeenLastCalledWith(stats.playTypeMap);
    const [hot, league] = view.host.querySelectorAll<HTMLButtonElement>('.sport-chip');
    league.click();
    expect(onPick).toHaveBeenLastCalledWith('L1');
    hot.click();
    expect(onPick).toHaveBeenLastCalledWith('');
    view.unmount();
    expect(onCounts).toHaveBeenLastCalledWith({});
  });

  it('holds its place (one row of chips) until the statistics answer, and closes it when nothing is live', async () => {
    let answer: (value: typeof stats) => void = () => {};
    fakes.statistical.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const view = mount(<HotStrip sportId={1} onCounts={() => {}} onPick={() => {}} />);
    expect(view.host.querySelector('.sport-hot-space[aria-hidden="true"]')).not.toBeNull();
    answer({ ...stats, hotCount: 0, hotLeagues: [] });
    await vi.waitFor(() => expect(view.host.querySelector('.sport-hot-space')).toBeNull());
    expect(view.host.querySelector('.sport-hot')).toBeNull();
    view.unmount();
  });

  it(`asks again every ${MATCH_POLL_MS} ms while shown`, async () => {
    fakeIntervals();
    fakes.statistical.mockResolvedValue(stats);
    const view = mount(<HotStrip sportId={1} onCounts={() => {}} onPick={() => {}} />);
    expect(fakes.statistical).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(MATCH_POLL_MS);
    expect(fakes.statistical).toHaveBeenCalledTimes(2);
    view.unmount();
    vi.advanceTimersByTime(MATCH_POLL_MS);
    expect(fakes.statistical).toHaveBeenCalledTimes(2);
  });

  it('a failure (after the endpoint retried once) shows no strip and no counts', async () => {
    fakes.statistical.mockRejectedValue(new Error('500'));
    const onCounts = vi.fn();
    const view = mount(<HotStrip sportId={1} onCounts={onCounts} onPick={() => {}} />);
    await vi.waitFor(() => expect(fakes.statistical).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(view.host.querySelector('.sport-hot, .sport-hot-space')).toBeNull();
    expect(onCounts).not.toHaveBeenCalledWith(expect.objectContaining({ rolling: expect.any(Number) }));
    view.unmount();
  });
});
