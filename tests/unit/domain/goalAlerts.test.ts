import { describe, expect, it } from 'vitest';
import { shouldNotifyGoal } from '../../../src/domain/goalAlerts';
import { isToastSuppressed } from '../../../src/domain/toastRules';

const audience = { favouriteMatchIds: new Set(['fav']), betMatchIds: new Set(['bet']) };
const goal = (matchId: string, event = 'home') => ({ matchId, event });
const setting = (acceptList: number[], acceptPush = true) => ({ acceptPush, acceptList });

describe('goal notifications (spec §5, §6 acceptList)', () => {
  it('nothing goes out when push is not accepted', () => {
    expect(shouldNotifyGoal(goal('any'), setting([1, 1, 1], false), audience)).toBe(false);
  });

  it.each(['begin', 'home', 'guest'])('event %s notifies', (event) => {
    expect(shouldNotifyGoal(goal('any', event), setting([0, 0, 1]), audience)).toBe(true);
  });

  it('other event types never notify', () => {
    expect(shouldNotifyGoal(goal('any', 'corner'), setting([1, 1, 1]), audience)).toBe(false);
  });

  it('index 0: favourite matches only', () => {
    expect(shouldNotifyGoal(goal('fav'), setting([1, 0, 0]), audience)).toBe(true);
    expect(shouldNotifyGoal(goal('bet'), setting([1, 0, 0]), audience)).toBe(false);
  });

  it('index 1: matches the user bet on only', () => {
    expect(shouldNotifyGoal(goal('bet'), setting([0, 1, 0]), audience)).toBe(true);
    expect(shouldNotifyGoal(goal('fav'), setting([0, 1, 0]), audience)).toBe(false);
  });

  it('index 2: all goals', () => {
    expect(shouldNotifyGoal(goal('other'), setting([0, 0, 1]), audience)).toBe(true);
    expect(shouldNotifyGoal(goal('other'), setting([1, 1, 0]), audience)).toBe(false);
  });
});

describe('toast suppression (spec §5)', () => {
  it("title 'Prompt' with no message is suppressed", () => {
    expect(isToastSuppressed({ title: 'Prompt' }, false)).toBe(true);
    expect(isToastSuppressed({ title: 'Prompt', message: '' }, false)).toBe(true);
    expect(isToastSuppressed({ title: 'Prompt', message: 'Bet placed' }, false)).toBe(false);
  });

  it('in the app, a login-expired text is suppressed', () => {
    expect(isToastSuppressed({ message: '登录已过期，请重新登录' }, true)).toBe(true);
    expect(isToastSuppressed({ message: 'Login expired' }, true)).toBe(true);
  });

  it('outside the app, a login-expired text is shown', () => {
    expect(isToastSuppressed({ message: 'Login expired' }, false)).toBe(false);
  });
});
