// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WireGoalEvent } from '../../../src/api/wire';
import { GOAL_POPUP_FADE_MS, GOAL_POPUP_MS, TOAST_MS } from '../../../src/domain/constants';
import { deliver, fakeApi, fakePush, resetFakes, resetRuntime } from './goalsFakeServices';

vi.mock('../../../src/state/page/api', async () => {
  const fakes = await import('./goalsFakeServices');
  return { api: () => fakes.fakeApi };
});
vi.mock('../../../src/state/page/pushSocket', async () => {
  const fakes = await import('./goalsFakeServices');
  return { push: () => fakes.fakePush };
});

const goals = await import('../../../src/state/goals');
const { readGoalFrame } = await import('../../../src/realtime/goalFrame');
const { session } = await import('../../../src/state/session/session');
const { getRuntime } = await import('../../../src/runtime/runtime');

const wireGoal = (over: Partial<WireGoalEvent> = {}): WireGoalEvent => ({
  mid: 'm1',
  sid: 1,
  ev: 'home',
  hn: 'Home FC',
  an: 'Away FC',
  hs: 1,
  as: 0,
  t: 1_700_000_000_000,
  ...over,
});

const logIn = (setting: { acceptPush: boolean; acceptList: number[] }, favourites: string[] = []) => {
  session().user = { uid: 'u1', balances: [], setting: { ...setting, showSettingChangableTip: false } };
  session().favourites = favourites;
};

let leave: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  resetRuntime();
  resetFakes();
  localStorage.clear();
  leave = goals.joinGoalFeed('host-1');
});

afterEach(() => {
  leave();
  vi.useRealTimers();
});

describe('goal feed wiring', () => {
  it('subscribes the push goal channel once for any number of elements and leaves with the last', () => {
    const second = goals.joinGoalFeed('host-2');
    expect(fakePush.subscribe.mock.calls.filter(([channel]) => channel === 'goal')).toHaveLength(1);
    second();
    deliver('goal', wireGoal());
    expect(goals.goalsState().notices).toHaveLength(1);
    leave();
    leave = () => {};
    deliver('goal', wireGoal());
    expect(goals.goalsState().notices).toHaveLength(1);
  });

  it('a goal sent again after a language switch (re: 1) renames the notice on screen and the recent goal, and notifies nothing new (issue 30)', () => {
    deliver('goal', wireGoal({ sc: 'John Smith' }));
    deliver('goal', wireGoal({ mid: 'other', hn: 'X', an: 'Y' }));
    deliver('goal', wireGoal({ hn: '主队', an: '客队', sc: '约翰·史密斯', re: 1 }));
    deliver('goal', wireGoal({ mid: 'never-shown', re: 1 }));
    const { notices, recent } = goals.goalsState();
    expect(notices.map((n) => `${n.goal.homeName}-${n.goal.awayName}-${n.goal.scorer ?? ''}`)).toEqual([
      '主队-客队-约翰·史密斯',
      'X-Y-',
    ]);
    expect(recent.map((g) => g.homeName)).toEqual(['X', '主队']);
  });

  it('an anonymous user gets every goal (treated as acceptList "all goals")', () => {
    deliver('goal', wireGoal({ mid: 'any' }));
    expect(goals.goalsState().notices.map((n) => n.goal.matchId)).toEqual(['any']);
  });

  it("logged in, the user's settings not read yet: no goal shows (a bettor who switched them off saw one on every page load)", () => {
    getRuntime().setToken('token');
    deliver('goal', wireGoal({ mid: 'any' }));
    expect(goals.goalsState().notices).toEqual([]);
  });

  it('notifies only begin, home score and guest score events', () => {
    for (const ev of ['begin', 'home', 'guest', 'end', 'corner']) deliver('goal', wireGoal({ ev }));
    expect(goals.goalsState().notices.map((n) => n.goal.event)).toEqual(['begin', 'home', 'guest']);
  });

  it('shows nothing when the user has not accepted push', () => {
    logIn({ acceptPush: false, acceptList: [1, 1, 1] });
    deliver('goal', wireGoal());
    expect(goals.goalsState().notices).toEqual([]);
  });

  it('acceptList favourites (index 0): only favourite matches notify', () => {
    logIn({ acceptPush: true, acceptList: [1, 0, 0] }, ['fav']);
    deliver('goal', wireGoal({ mid: 'other' }));
    deliver('goal', wireGoal({ mid: 'fav' }));
    expect(goals.goalsState().notices.map((n) => n.goal.matchId)).toEqual(['fav']);
  });

  it('acceptList bet matches (index 1): only matches the user has bets on notify', () => {
    logIn({ acceptPush: true, acceptList: [0, 1, 0] });
    goals.setGoalBetMatches(['bet']);
    deliver('goal', wireGoal({ mid: 'other' }));
    deliver('goal', wireGoal({ mid: 'bet' }));
    expect(goals.goalsState().notices.map((n) => n.goal.matchId)).toEqual(['bet']);
  });

  it('drops a malformed goal frame without throwing', () => {
    expect(() => deliver('goal', { mid: 'm1', ev: 'home' })).not.toThrow();
    expect(goals.goalsState().notices).toEqual([]);
  });
});

describe('goal notice timing (3000 ms, then a 300 ms fade-out)', () => {
  it('stays 3000 ms, fades for 300 ms, then is removed', () => {
    expect(GOAL_POPUP_MS).toBe(3000);
    expect(GOAL_POPUP_FADE_MS).toBe(300);
    deliver('goal', wireGoal());
    const notices = () => goals.goalsState().notices;
    vi.advanceTimersByTime(2999);
    expect(notices()[0].fading).toBe(false);
    vi.advanceTimersByTime(1);
    expect(notices()[0].fading).toBe(true);
    vi.advanceTimersByTime(299);
    expect(notices()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(notices()).toEqual([]);
  });

  it('the close button fades the notice at once and removes it after 300 ms', () => {
    deliver('goal', wireGoal());
    const [notice] = goals.goalsState().notices;
    goals.closeGoalNotice(notice.id);
    expect(goals.goalsState().notices[0].fading).toBe(true);
    vi.advanceTimersByTime(300);
    expect(goals.goalsState().notices).toEqual([]);
  });

  it('runs on runtime-owned timers, so none is left once the notice is gone', () => {
    localStorage.setItem('sport-widgets:push-alert-seen', '1'); // the one-time alert's own timer: its test below
    deliver('goal', wireGoal());
    expect(getRuntime().lifecycle.timerCount()).toBe(1);
    vi.advanceTimersByTime(3300);
    expect(getRuntime().lifecycle.timerCount()).toBe(0);
  });
});

describe('old UI versus UI 2.2', () => {
  it('UI 2.2 stacks the notices in arrival order', () => {
    session().settings.uiVersion = '2.2';
    deliver('goal', wireGoal({ mid: 'a' }));
    deliver('goal', wireGoal({ mid: 'b' }));
    expect(goals.goalsState().notices.map((n) => n.goal.matchId)).toEqual(['a', 'b']);
  });

  it('the old UI shows one popup: the newest replaces the one on screen', () => {
    session().settings.uiVersion = 'old';
    deliver('goal', wireGoal({ mid: 'a' }));
    deliver('goal', wireGoal({ mid: 'b' }));
    expect(goals.goalsState().notices.map((n) => n.goal.matchId)).toEqual(['b']);
  });
});

describe('the one-time push alert (spec §8)', () => {
  it('opens with the first notification and remembers it under sport-widgets:push-alert-seen', () => {
    expect(goals.goalsState().alertOpen).toBe(false);
    deliver('goal', wireGoal());
    expect(goals.goalsState().alertOpen).toBe(true);
    expect(localStorage.getItem(goals.PUSH_ALERT_SEEN_KEY)).toBe('1');
    expect(goals.PUSH_ALERT_SEEN_KEY).toBe('sport-widgets:push-alert-seen');
    goals.closePushAlert();
    deliver('goal', wireGoal());
    expect(goals.goalsState().alertOpen).toBe(false);
  });

  it("closes by itself after a toast's time (5000 ms), not waiting for its button (issue 29 item 7)", () => {
    deliver('goal', wireGoal());
    expect(goals.goalsState().alertOpen).toBe(true);
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(goals.goalsState().alertOpen).toBe(true);
    vi.advanceTimersByTime(1);
    expect(goals.goalsState().alertOpen).toBe(false);
    expect(getRuntime().lifecycle.timerCount()).toBe(0);
  });

  it('never opens when it was shown on an earlier visit', () => {
    localStorage.setItem('sport-widgets:push-alert-seen', '1');
    deliver('goal', wireGoal());
    expect(goals.goalsState().notices).toHaveLength(1);
    expect(goals.goalsState().alertOpen).toBe(false);
  });
});

describe('open-goal-notify', () => {
  it('with a matchId shows the latest goal of that match again', () => {
    deliver('goal', wireGoal({ mid: 'a', hs: 1 }));
    deliver('goal', wireGoal({ mid: 'a', hs: 2 }));
    deliver('goal', wireGoal({ mid: 'b' }));
    vi.advanceTimersByTime(3300);
    document.dispatchEvent(new CustomEvent('open-goal-notify', { detail: { matchId: 'a' } }));
    expect(goals.goalsState().notices.map((n) => [n.goal.matchId, n.goal.homeScore])).toEqual([['a', 2]]);
  });

  it('without a matchId (or one without goals) shows the recent list, oldest first', () => {
    deliver('goal', wireGoal({ mid: 'a' }));
    deliver('goal', wireGoal({ mid: 'b' }));
    vi.advanceTimersByTime(3300);
    document.dispatchEvent(new CustomEvent('open-goal-notify', { detail: { matchId: 'none' } }));
    expect(goals.goalsState().notices.map((n) => n.goal.matchId)).toEqual(['a', 'b']);
  });
});

describe('bet matches for the push setting', () => {
  it('are loaded from the unsettled bet list when logged in with acceptList bet matches', async () => {
    getRuntime().setToken('token');
    fakeApi.betList.mockResolvedValue({
      current: 1,
      pageTotal: 1,
      size: 50,
      total: 1,
      records: [{ options: [{ matchId: 'x' }, { matchId: 'y' }] }, { options: [{ matchId: 'x' }] }] as never,
    });
    logIn({ acceptPush: true, acceptList: [0, 1, 0] });
    await goals.refreshGoalBetMatches();
    expect(fakeApi.betList).toHaveBeenCalledWith({ isSettled: false });
    expect(goals.goalsState().betMatchIds).toEqual(['x', 'y']);
    getRuntime().setToken(null);
  });

  it('a match bet on during this visit alerts at once under "bet matches", without a new bet-list load (issue 15 item 10)', async () => {
    getRuntime().setToken('token');
    logIn({ acceptPush: true, acceptList: [0, 1, 0] });
    const { recordPlacedBet } = await import('../../../src/state/page/placedBets');
    expect(goals.goalPassesFilter(readGoalFrame(wireGoal({ mid: 'bet-now' }))!)).toBe(false);
    recordPlacedBet(['bet-now']);
    expect(goals.goalPassesFilter(readGoalFrame(wireGoal({ mid: 'bet-now' }))!)).toBe(true);
    getRuntime().setToken(null);
    expect(goals.goalPassesFilter(readGoalFrame(wireGoal({ mid: 'bet-now' }))!)).toBe(false);
  });
});
