import { describe, expect, it } from 'vitest';
import { TOAST_MS, TOAST_SHORT_MS } from '../../../src/domain/constants';
import { BET_HISTORY_PATH, noticeDurationMs, noticePath } from '../../../src/domain/noticeToasts';
import { sportPlatformOf, gameIdOf } from '../../../src/domain/sportPlatform';

describe('toasts of the slip notices (spec §2 may jump to a path on click; §9 5000 ms, 2000 ms in one place)', () => {
  it('a decided bet (success or failure) leads to the bet history on click; other notices lead nowhere', () => {
    expect(noticePath('notices:betSuccess')).toBe(BET_HISTORY_PATH);
    expect(noticePath('notices:betFailed')).toBe('/newSport/bet-history');
    expect(noticePath('notices:parlayAdded')).toBeUndefined();
  });

  it('添加串关成功 is the 2000 ms variant; every other toast shows 5000 ms', () => {
    expect(noticeDurationMs('notices:parlayAdded')).toBe(TOAST_SHORT_MS);
    expect(TOAST_SHORT_MS).toBe(2000);
    expect(noticeDurationMs('notices:betSuccess')).toBe(TOAST_MS);
    expect(noticeDurationMs('notices:statusSlow')).toBe(5000);
  });
});

describe('the sport platform of a route parameter name (spec §2, §3 sport-plat B or FB)', () => {
  it('accepts B and FB only', () => {
    expect(sportPlatformOf('B')).toBe('B');
    expect(sportPlatformOf('FB')).toBe('FB');
    expect(sportPlatformOf('b')).toBeNull();
    expect(sportPlatformOf('match-outright')).toBeNull();
    expect(sportPlatformOf(null)).toBeNull();
  });

  it('a login jumps into FB sport (45) on the FB platform, the ST sport (44) otherwise (spec §3 game platform ids)', () => {
    expect(gameIdOf('FB')).toBe(45);
    expect(gameIdOf('B')).toBe(44);
    expect(gameIdOf(null)).toBe(44);
  });
});
