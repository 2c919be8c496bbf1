import { describe, expect, it } from 'vitest';
import { clockText, startTimeText } from '../../../../src/features/match-list/clock';
import { offeredSports, playTypeFromAttribute, sportFromAttribute } from '../../../../src/features/match-list/sports';

describe('row clock and start time (spec §9 match time format)', () => {
  it('shows the running minute counting up, mm:ss counting down, nothing before kick-off', () => {
    expect(clockText({ running: true, period: 3, seconds: 66 * 60 + 10, type: 1 })).toBe("67'");
    expect(clockText({ running: true, period: 12, seconds: 7 * 60 + 45, type: 2 })).toBe('07:45');
    expect(clockText({ running: false, period: 0, seconds: 0, type: 1 })).toBe('');
  });

  it('formats the start time MM-DD HH:mm, and DD-MM HH:mm for SAU', () => {
    const t = new Date(2026, 10, 3, 9, 5).getTime();
    expect(startTimeText(t, 'ENG')).toBe('11-03 09:05');
    expect(startTimeText(t, 'SAU')).toBe('03-11 09:05');
  });
});

describe('element attributes and sport tabs', () => {
  it('offers football and basketball first, then the server sports it knows, once each', () => {
    expect(offeredSports(['5', '1', '3', '999', '13'], 'main')).toEqual([
      'football',
      'basketball',
      'tennis',
      'volleyball',
    ]);
  });

  it('reads sport by key or id in the active reading, defaulting to football', () => {
    expect(sportFromAttribute('Basketball', 'main')).toBe('basketball');
    expect(sportFromAttribute('2', 'labels')).toBe('basketball');
    expect(sportFromAttribute('curling', 'main')).toBe('football');
  });

  it('reads play-type in kebab or camel case, defaulting to all', () => {
    expect(playTypeFromAttribute('today-and-rolling')).toBe('todayRolling');
    expect(playTypeFromAttribute('outright')).toBe('outright');
    expect(playTypeFromAttribute(undefined)).toBe('all');
  });
});
