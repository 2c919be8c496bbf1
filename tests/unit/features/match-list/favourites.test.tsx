// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fakes = vi.hoisted(() => ({ follow: vi.fn(), unfollow: vi.fn() }));
vi.mock('../../../../src/state/page/client', () => ({ matchesApi: () => fakes }));
vi.mock('../../../../src/state/page/userApi', () => ({ userApi: () => fakes }));

const { FavouriteStar } = await import('../../../../src/features/match-list/FavouriteStar');
// Logged-in pages have the user's actions loaded with the session; so do these tests.
await import('../../../../src/state/session/userActions');
const { mountInList } = await import('./mountInList');
const { ToastHost } = await import('../../../../src/ui/Toast');
const { session } = await import('../../../../src/state/session/session');
const { getRuntime } = await import('../../../../src/runtime/runtime');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
function mount(matchId: string) {
  const { host, unmount } = mountInList(
    <ToastHost>
      <FavouriteStar matchId={matchId} />
    </ToastHost>,
  );
  return { host, star: () => host.querySelector<HTMLButtonElement>('.sport-star')!, unmount };
}

describe('favourite star (spec §5: at most 50 favourites, login required)', () => {
  beforeEach(() => {
    // restoreMocks resets implementations before each test.
    fakes.follow.mockClear().mockResolvedValue(null);
    session().favourites = [];
  });
  afterEach(() => getRuntime().setToken(null));

  it('asks the host to log in (sport-login-required) and calls no API when anonymous', async () => {
    const view = mount('m1');
    const seen = vi.fn();
    view.host.addEventListener('sport-login-required', (e) => seen((e as CustomEvent).detail));
    view.star().click();
    await settle();
    expect(seen).toHaveBeenCalledWith({ reason: 'favourite' });
    expect(fakes.follow).not.toHaveBeenCalled();
    view.unmount();
  });

  it('follows through the API and shows the star pressed', async () => {
    getRuntime().setToken('t1');
    const view = mount('m2');
    view.star().click();
    await settle();
    expect(fakes.follow).toHaveBeenCalledWith('m2');
    expect(view.star().getAttribute('aria-pressed')).toBe('true');
    view.unmount();
  });

  it('refuses a 51st favourite with the rules:favouritesMax50 message in a toast, without calling the API', async () => {
    getRuntime().setToken('t1');
    session().favourites = Array.from({ length: 50 }, (_, i) => `f${i}`);
    const view = mount('m51');
    view.star().click();
    // The toast layer's code loads with the first toast.
    await vi.waitFor(() =>
      expect(view.host.querySelector('.sport-toast strong')?.textContent).toBe('rules:favouritesMax50'),
    );
    expect(fakes.follow).not.toHaveBeenCalled();
    expect(view.star().getAttribute('aria-pressed')).toBe('false');
    view.unmount();
  });
});
