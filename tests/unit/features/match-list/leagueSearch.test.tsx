// @vitest-environment happy-dom
// League search (spec §2 league-search, §6): the login state is refreshed first; a logged-out bettor is sent to
// log in (sport-login-required); a logged-in one searches ssapi/league/search and a pick shows that league's
// matches, announced as the league-search-result route.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../../src/api/errors';
import { leagueResultPath } from '../../../../src/domain/searchRoutes';

const fakes = vi.hoisted(() => ({ leagueSearch: vi.fn(), userInfo: vi.fn(), order: [] as string[] }));
vi.mock('../../../../src/state/page/api', () => ({ api: () => fakes }));
vi.mock('../../../../src/state/page/userApi', () => ({ userApi: () => fakes }));

const { default: LeagueSearchView, LEAGUE_SEARCH_DEBOUNCE_MS } =
  await import('../../../../src/features/match-list/LeagueSearchView');
const { ListContext } = await import('../../../../src/features/match-list/listContext');
const { getRuntime } = await import('../../../../src/runtime/runtime');

const t = ((key: string) => key) as unknown as TFunction;
const league = { id: 'L7', name: 'Serie A', matchCount: 5, order: 1, sportId: 1 };

function mount() {
  const go = vi.fn();
  const onPick = vi.fn();
  const loginAsked = vi.fn();
  const host = document.createElement('div');
  host.addEventListener('sport-login-required', (e) => loginAsked((e as CustomEvent).detail));
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <ListContext.Provider value={{ t, lang: 'ENG', tables: null, host: () => host, go }}>
        <LeagueSearchView sportId={1} onBack={() => {}} onPick={onPick} />
      </ListContext.Provider>,
    ),
  );
  return { host, go, onPick, loginAsked, unmount: () => flushSync(() => root.unmount()) };
}

beforeEach(() => {
  vi.clearAllMocks();
  fakes.order = [];
  fakes.userInfo.mockImplementation(async () => {
    fakes.order.push('userInfo');
    return { uid: 'u1' };
  });
  fakes.leagueSearch.mockImplementation(async () => {
    fakes.order.push('leagueSearch');
    return [league];
  });
});
afterEach(() => getRuntime().setToken(null));

describe('league search', () => {
  it('logged out: asks the host to log in and says so, searching nothing', async () => {
    const view = mount();
    await vi.waitFor(() => expect(view.loginAsked).toHaveBeenCalledWith({ reason: 'leagueSearch' }));
    await vi.waitFor(() => expect(view.host.querySelector('[data-kind="empty"]')).not.toBeNull());
    expect(view.host.querySelector('input')).toBeNull();
    expect(fakes.leagueSearch).not.toHaveBeenCalled();
    view.unmount();
  });

  it('logged in: the login state is refreshed (user fetched) before the first search', async () => {
    getRuntime().setToken('t1');
    const view = mount();
    await vi.waitFor(() => expect(view.host.querySelectorAll('[part="league-results"] button')).toHaveLength(1));
    expect(fakes.order).toEqual(['userInfo', 'leagueSearch']);
    expect(fakes.leagueSearch).toHaveBeenCalledWith('', 1);
    expect(view.loginAsked).not.toHaveBeenCalled();
    view.unmount();
  });

  it('an expired session found by the refresh (token cleared) is sent to log in', async () => {
    getRuntime().setToken('t1');
    fakes.userInfo.mockImplementation(async () => {
      getRuntime().setToken(null);
      throw new ApiError('expired');
    });
    const view = mount();
    await vi.waitFor(() => expect(view.loginAsked).toHaveBeenCalledWith({ reason: 'leagueSearch' }));
    expect(fakes.leagueSearch).not.toHaveBeenCalled();
    view.unmount();
  });

  it('a refresh that fails for another reason keeps the login and searches', async () => {
    getRuntime().setToken('t1');
    fakes.userInfo.mockRejectedValue(new ApiError('network'));
    const view = mount();
    await vi.waitFor(() => expect(fakes.leagueSearch).toHaveBeenCalled());
    expect(view.loginAsked).not.toHaveBeenCalled();
    view.unmount();
  });

  it(`typing searches by name after ${LEAGUE_SEARCH_DEBOUNCE_MS} ms; a pick shows the league and announces its result route`, async () => {
    getRuntime().setToken('t1');
    const view = mount();
    const input = await vi.waitFor(() => {
      const box = view.host.querySelector<HTMLInputElement>('input[type="search"]');
      expect(box).not.toBeNull();
      return box!;
    });
    flushSync(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'serie');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await vi.waitFor(() => expect(fakes.leagueSearch).toHaveBeenLastCalledWith('serie', 1));
    const pick = await vi.waitFor(() => {
      const button = view.host.querySelector<HTMLButtonElement>('[part="league-results"] button');
      expect(button).not.toBeNull();
      return button!;
    });
    pick.click();
    expect(view.onPick).toHaveBeenCalledWith('L7');
    expect(view.go).toHaveBeenCalledWith(leagueResultPath('L7'));
    view.unmount();
  });
});
