// @vitest-environment happy-dom
// The goal push settings of the settings panel (spec §3 User.setting, §6 "acceptList index 0 favourites, 1 bet
// matches, 2 all goals", §5 "goal notifications go out only when push is accepted"): applied at once, saved as
// cfg/set collect UserSetting, put back when the server refuses; the goal filter follows them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import type { WireGoalEvent } from '../../../../src/api/wire';
import { deliver, fakeApi, resetFakes, resetRuntime } from '../goalsFakeServices';

vi.mock('../../../../src/state/page/api', async () => {
  const fakes = await import('../goalsFakeServices');
  return { api: () => fakes.fakeApi };
});
vi.mock('../../../../src/state/page/pushSocket', async () => {
  const fakes = await import('../goalsFakeServices');
  return { push: () => fakes.fakePush };
});

const goals = await import('../../../../src/state/goals');
const { changeGoalPush } = await import('../../../../src/state/session/settings');
const { session } = await import('../../../../src/state/session/session');
const { sessionView } = await import('../../../../src/state/session/view');
const { getRuntime } = await import('../../../../src/runtime/runtime');

const goal = (mid: string): WireGoalEvent => ({
  mid,
  sid: 1,
  ev: 'home',
  hn: 'Home FC',
  an: 'Away FC',
  hs: 1,
  as: 0,
  t: 1_700_000_000_000,
});

const shown = () => goals.goalsState().notices.map((n) => n.goal.matchId);

let saveUserConfig: ReturnType<typeof vi.fn>;
let leave: () => void;

/** A logged-in user with these push settings, favourite match 'fav', and a fake user API. */
function logIn(acceptPush: boolean, acceptList: number[]): void {
  getRuntime().setToken('token-1');
  session().user = { uid: '80001', balances: [], setting: { acceptPush, acceptList, showSettingChangableTip: false } };
  session().favourites = ['fav'];
}

beforeEach(() => {
  vi.useFakeTimers();
  resetRuntime();
  resetFakes();
  localStorage.clear();
  saveUserConfig = vi.fn(async () => undefined as unknown);
  getRuntime().singleton('api:user', () => ({ saveUserConfig }) as never);
  leave = goals.joinGoalFeed('host-1');
});

afterEach(() => {
  leave();
  vi.useRealTimers();
});

describe('goal push settings saved from the settings panel (spec §3 User.setting, §6)', () => {
  it('switching push off applies at once and saves collect UserSetting {acceptPush: 0, acceptList: flags}', async () => {
    logIn(true, [1, 1, 0]);
    const saved = changeGoalPush({ acceptPush: false });
    // Optimistic: the session (and its mirror the goal filter reads) changed before the server answered.
    expect(session().user!.setting.acceptPush).toBe(false);
    expect(sessionView().get().user!.setting.acceptPush).toBe(false);
    expect(await saved).toBeNull();
    expect(saveUserConfig).toHaveBeenCalledExactlyOnceWith('UserSetting', { acceptPush: 0, acceptList: [1, 1, 0] });
  });

  it('§5: with push switched off no goal notifies, even a favourite match', async () => {
    logIn(true, [1, 0, 0]);
    deliver('goal', goal('fav'));
    expect(shown()).toEqual(['fav']);
    await changeGoalPush({ acceptPush: false });
    deliver('goal', goal('fav'));
    expect(shown()).toEqual(['fav']);
  });

  it('§6 index 2 "all goals": the filter follows the new acceptList at once, a goal of any match notifies', async () => {
    logIn(true, [1, 0, 0]);
    deliver('goal', goal('other'));
    expect(shown()).toEqual([]);
    const saved = changeGoalPush({ acceptList: [1, 0, 1] });
    deliver('goal', goal('other'));
    expect(shown()).toEqual(['other']);
    await saved;
    expect(saveUserConfig).toHaveBeenCalledWith('UserSetting', { acceptPush: 1, acceptList: [1, 0, 1] });
  });

  it('a refused save puts the previous setting back (and the filter with it) and returns the message key', async () => {
    logIn(true, [0, 0, 1]);
    saveUserConfig.mockRejectedValueOnce(new ApiError('business', { code: 1000, serverMessage: 'no' }));
    const saved = changeGoalPush({ acceptPush: false });
    expect(session().user!.setting.acceptPush).toBe(false);
    expect(await saved).toBe('errors:business');
    expect(session().user!.setting).toMatchObject({ acceptPush: true, acceptList: [0, 0, 1] });
    deliver('goal', goal('any'));
    expect(shown()).toEqual(['any']);
  });

  it('a failure that is not an API error reads as the server error', async () => {
    logIn(true, [1, 1, 0]);
    saveUserConfig.mockRejectedValueOnce(new TypeError('offline'));
    expect(await changeGoalPush({ acceptList: [0, 0, 1] })).toBe('errors:server');
    expect(session().user!.setting.acceptList).toEqual([1, 1, 0]);
  });

  it('§6 index 1 "bet matches": turning it on loads the unsettled bets, whose goals then notify', async () => {
    logIn(true, [1, 0, 0]);
    await vi.advanceTimersByTimeAsync(0);
    fakeApi.betList.mockClear();
    fakeApi.betList.mockResolvedValue({
      current: 1,
      pageTotal: 1,
      size: 50,
      total: 1,
      records: [{ options: [{ matchId: 'bet' }] }],
    });
    await changeGoalPush({ acceptList: [1, 1, 0] });
    await vi.advanceTimersByTimeAsync(0);
    expect(fakeApi.betList).toHaveBeenCalledWith({ isSettled: false });
    expect(goals.goalsState().betMatchIds).toEqual(['bet']);
    deliver('goal', goal('bet'));
    expect(shown()).toEqual(['bet']);
  });

  it('always saves three flags, as the server stores them (a user read with no list has them all off)', async () => {
    logIn(false, []);
    await changeGoalPush({ acceptPush: true });
    expect(saveUserConfig).toHaveBeenCalledWith('UserSetting', { acceptPush: 1, acceptList: [0, 0, 0] });
  });

  it('does nothing without a logged-in user', async () => {
    expect(await changeGoalPush({ acceptPush: false })).toBeNull();
    expect(saveUserConfig).not.toHaveBeenCalled();
  });
});
