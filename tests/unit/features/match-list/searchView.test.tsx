// @vitest-environment happy-dom
// The match search (spec §2 sport-search): text through queryMatchByRecommend, a search history kept under a
// namespaced storage key and clearable, my favourites and the hot live matches; a result opens its match.
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MatchStatus } from '../../../../src/domain/enums';
import { matchDetailPath } from '../../../../src/domain/routes';
import type { MatchPage } from '../../../../src/domain/types';
import { match } from '../../state/matches/fixtures';

const fakes = vi.hoisted(() => ({ byRecommend: vi.fn(), matchList: vi.fn() }));
vi.mock('../../../../src/state/page/api', () => ({ api: () => fakes }));
vi.mock('../../../../src/state/page/client', () => ({ matchesApi: () => fakes }));
vi.mock('../../../../src/state/page/pushSocket', () => ({
  push: () => ({ subscribe: () => () => {}, onReconnect: () => () => {} }),
}));

const { default: SearchView } = await import('../../../../src/features/match-list/SearchView');
const { mountInList } = await import('./mountInList');
const { RowView } = await import('../../../../src/features/match-list/MatchesView');
const { SEARCH_HISTORY_KEY } = await import('../../../../src/domain/searchHistory');
const { getRuntime } = await import('../../../../src/runtime/runtime');

const page = (records: ReturnType<typeof match>[]): MatchPage => ({
  current: 1,
  pageTotal: 1,
  size: 50,
  total: records.length,
  records,
  failed: false,
});

function mount() {
  const onBack = vi.fn();
  const onLeagues = vi.fn();
  const { host, go, unmount } = mountInList(<SearchView onBack={onBack} onLeagues={onLeagues} Row={RowView} />);
  const box = () => host.querySelector<HTMLInputElement>('input[type="search"]')!;
  const search = (text: string) => {
    flushSync(() => {
      const input = box();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    flushSync(() => host.querySelector('form')!.requestSubmit());
  };
  const rowIds = () => [...host.querySelectorAll('[data-match-id]')].map((r) => r.getAttribute('data-match-id'));
  return { host, go, onBack, onLeagues, search, rowIds, unmount };
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  fakes.byRecommend.mockImplementation(async (text: string) =>
    text
      ? [match('s1'), match('s2', { status: MatchStatus.Upcoming })]
      : [match('h1'), match('h2', { status: MatchStatus.Upcoming })],
  );
  fakes.matchList.mockResolvedValue(page([match('f1')]));
});
afterEach(() => getRuntime().setToken(null));

describe('match search', () => {
  it('searches the text through queryMatchByRecommend and shows the matches as rows that open their detail', async () => {
    const view = mount();
    view.search('  arsenal ');
    await vi.waitFor(() => expect(view.rowIds()).toEqual(['s1', 's2']));
    expect(fakes.byRecommend).toHaveBeenLastCalledWith('arsenal');
    view.host.querySelector<HTMLElement>('[data-match-id="s1"] .sport-row-open')!.click();
    expect(view.go).toHaveBeenCalledWith(matchDetailPath('s1'));
    view.unmount();
  });

  it('keeps the search history under its namespaced key, newest first, and clears it', async () => {
    const view = mount();
    view.search('milan');
    view.search('roma');
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY)!)).toEqual(['roma', 'milan']);
    expect(SEARCH_HISTORY_KEY).toBe('sport-widgets:search-history');
    view.unmount();

    // A new visit shows the history before any search; a term searches again; clearing forgets it.
    const again = mount();
    const chips = () => [...again.host.querySelectorAll('[part="search-history"] button')].map((b) => b.textContent);
    expect(chips()).toEqual(['roma', 'milan']);
    flushSync(() => again.host.querySelector<HTMLButtonElement>('[part="search-history"] button')!.click());
    await vi.waitFor(() => expect(fakes.byRecommend).toHaveBeenLastCalledWith('roma'));
    flushSync(() => again.search(''));
    const clear = [...again.host.querySelectorAll<HTMLButtonElement>('.sport-explore-head button')][0];
    flushSync(() => clear.click());
    expect(again.host.querySelector('[part="search-history"]')).toBeNull();
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
    again.unmount();
  });

  it("keeps each user's history apart (a shared computer shows no one else's searches); a logout shows the anonymous one", async () => {
    const { userId } = await import('../../../../src/state/page/userId');
    const view = mount();
    const chips = () => [...view.host.querySelectorAll('[part="search-history"] button')].map((b) => b.textContent);
    view.search('anonymous term');
    flushSync(() => view.search(''));
    expect(chips()).toEqual(['anonymous term']);
    flushSync(() => userId().set('u1'));
    await vi.waitFor(() => expect(chips()).toEqual([]));
    view.search('milan');
    expect(JSON.parse(localStorage.getItem(`${SEARCH_HISTORY_KEY}:u1`)!)).toEqual(['milan']);
    flushSync(() => view.search(''));
    expect(chips()).toEqual(['milan']);
    flushSync(() => userId().set('u2'));
    await vi.waitFor(() => expect(chips()).toEqual([]));
    flushSync(() => userId().set(null));
    await vi.waitFor(() => expect(chips()).toEqual(['anonymous term']));
    view.unmount();
  });

  it('before a search shows the hot live matches (the live ones recommended) and, logged in, my favourites', async () => {
    getRuntime().setToken('t1');
    const view = mount();
    await vi.waitFor(() => expect(view.rowIds()).toEqual(['f1', 'h1']));
    expect(fakes.matchList).toHaveBeenCalledWith({ playType: 'favourite', current: 1 });
    expect(fakes.byRecommend).toHaveBeenCalledWith('');
    view.unmount();
  });

  it('logged out, asks for no favourites', async () => {
    const view = mount();
    await vi.waitFor(() => expect(view.rowIds()).toEqual(['h1']));
    expect(fakes.matchList).not.toHaveBeenCalled();
    view.unmount();
  });

  it('a failed search offers a retry that asks again', async () => {
    const answer = fakes.byRecommend.getMockImplementation()!;
    let failed = false;
    // The first search fails (the hot list before it does not).
    fakes.byRecommend.mockImplementation(async (text: string) => {
      if (text && !failed) {
        failed = true;
        throw new Error('500');
      }
      return answer(text);
    });
    const view = mount();
    view.search('x');
    const retry = await vi.waitFor(() => {
      const button = view.host.querySelector<HTMLButtonElement>('[data-kind="error"] button');
      expect(button).not.toBeNull();
      return button!;
    });
    flushSync(() => retry.click());
    await vi.waitFor(() => expect(view.rowIds()).toEqual(['s1', 's2']));
    view.unmount();
  });

  it('the back button returns to the match list; the league search is one button away (spec §2 league-search)', () => {
    const view = mount();
    view.host.querySelector<HTMLButtonElement>('.sport-explore-bar .sport-link')!.click();
    expect(view.onBack).toHaveBeenCalledOnce();
    view.host.querySelector<HTMLButtonElement>('[part="league-search-open"]')!.click();
    expect(view.onLeagues).toHaveBeenCalledOnce();
    view.unmount();
  });
});
