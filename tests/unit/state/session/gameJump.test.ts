// @vitest-environment happy-dom
// Spec §7 game jump: on login to the sport platform, debounced 1000 ms, gamebet/game/jump {gameId, coinCode} is
// called, its token and apiSrc are kept (apiSrc as the last full URL of the game id), and game-jump is emitted.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import { GAME_MAINTENANCE_CODE } from '../../../../src/api/userPaths';
import { getRuntime } from '../../../../src/runtime/runtime';
import { gameUrlKey, scheduleGameJump } from '../../../../src/state/session/gameJump';
import { platform } from '../../../../src/state/session/platform';
import { session } from '../../../../src/state/session/session';

let gameJump: ReturnType<typeof vi.fn<(gameId: number, coinCode: string) => Promise<unknown>>>;
const seen = vi.fn();
const onJump = (e: Event) => seen((e as CustomEvent).detail);

/** A login as the tracker sees it: the token is set, then the session loader schedules the jump. */
function login(token: string) {
  getRuntime().setToken(token);
  scheduleGameJump();
}

beforeEach(() => {
  vi.useFakeTimers();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('sport-widgets.runtime')];
  localStorage.clear();
  gameJump = vi.fn(async () => ({ token: 'platform-token', apiSrc: 'https://sport.example/?gameId=44' }));
  getRuntime().singleton('api:user', () => ({ gameJump }));
  getRuntime().configure({ currency: 'USD' });
  seen.mockClear();
  document.addEventListener('game-jump', onJump);
});
afterEach(() => {
  document.removeEventListener('game-jump', onJump);
  vi.useRealTimers();
});

describe('game jump (spec §7)', () => {
  it("sends the logged-in user's default coin as coinCode, not the page's currency", async () => {
    session().user = {
      uid: 'u1',
      balances: [
        { coinCode: 'CNY', isDefault: false, balance: '10.00' },
        { coinCode: 'USDT', isDefault: true, balance: '5.00' },
      ],
      setting: { acceptPush: false, acceptList: [], showSettingChangableTip: false },
    } as never;
    login('a');
    await vi.advanceTimersByTimeAsync(1000);
    expect(gameJump).toHaveBeenCalledWith(44, 'USDT');
    expect(seen).toHaveBeenCalledWith({ currency: 'USDT', gameId: 44 });
  });

  it('debounces rapid logins by 1000 ms: one call with the game id and coin, one game-jump event', async () => {
    login('a');
    await vi.advanceTimersByTimeAsync(500);
    login('b');
    await vi.advanceTimersByTimeAsync(999);
    expect(gameJump).not.toHaveBeenCalled();
    expect(seen).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen).toHaveBeenCalledWith({ currency: 'USD', gameId: 44 });
    expect(gameJump).toHaveBeenCalledTimes(1);
    expect(gameJump).toHaveBeenCalledWith(44, 'USD');
  });

  it('stores the token and apiSrc it returns: the token in memory, apiSrc as the last full URL of the game id', async () => {
    login('a');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() =>
      expect(platform().jump).toEqual({ token: 'platform-token', apiSrc: 'https://sport.example/?gameId=44' }),
    );
    expect(localStorage.getItem(gameUrlKey(44))).toBe('https://sport.example/?gameId=44');
    getRuntime().setToken(null);
    expect(platform().jump).toBeNull();
  });

  it('jumps into the FB platform (game 45) when the stored sport-plat is FB', async () => {
    localStorage.setItem('sport-plat', 'FB');
    login('a');
    await vi.advanceTimersByTimeAsync(1000);
    expect(gameJump).toHaveBeenCalledWith(45, 'USD');
  });

  it('a logout within the second cancels the jump', async () => {
    login('a');
    await vi.advanceTimersByTimeAsync(400);
    getRuntime().setToken(null);
    await vi.advanceTimersByTimeAsync(2000);
    expect(gameJump).not.toHaveBeenCalled();
    expect(seen).not.toHaveBeenCalled();
  });

  it('a maintenance answer marks the platform in maintenance (the app shows the game notice); other failures do not', async () => {
    gameJump.mockRejectedValueOnce(new ApiError('business', { code: GAME_MAINTENANCE_CODE }));
    login('a');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(platform().maintenance).toBe(true));
    gameJump.mockRejectedValueOnce(new ApiError('network'));
    login('b');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(platform().maintenance).toBe(false));
  });
});
