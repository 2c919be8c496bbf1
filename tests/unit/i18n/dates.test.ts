// Spec §9 date formats, per-language dayjs locales, and dayjs's global locale left alone.
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../../../src/domain/enums';
import {
  DATE_FORMAT,
  formatDate,
  formatMatchTime,
  loadDateLocale,
  localDate,
  matchTimeFormat,
} from '../../../src/i18n/dates';

// Saturday 9 March 2024, 07:05 local time: day and month differ, so their order is visible.
const KICK_OFF = new Date(2024, 2, 9, 7, 5);

describe('date formats (spec §9)', () => {
  it('formats dates as YYYY-MM-DD', () => {
    expect(DATE_FORMAT).toBe('YYYY-MM-DD');
    expect(formatDate(KICK_OFF)).toBe('2024-03-09');
  });

  it('formats match times as DD-MM HH:mm for SAU (Arabic)', async () => {
    await loadDateLocale('SAU');
    expect(matchTimeFormat('SAU')).toBe('DD-MM HH:mm');
    expect(formatMatchTime(KICK_OFF, 'SAU')).toBe('09-03 07:05');
  });

  it('formats match times as MM-DD HH:mm for every other language', async () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'SAU')) {
      await loadDateLocale(lang);
      expect(matchTimeFormat(lang)).toBe('MM-DD HH:mm');
      expect(formatMatchTime(KICK_OFF, lang)).toBe('03-09 07:05');
    }
  });
});

describe('dayjs locales', () => {
  it('loads each language lazily and names weekdays in it', async () => {
    expect(await loadDateLocale('JPN')).toBe('ja');
    expect(await loadDateLocale('CMN')).toBe('zh-cn');
    expect(await loadDateLocale('ENG')).toBe('en');
    expect(localDate(KICK_OFF, 'JPN').format('dddd')).toBe('土曜日');
    expect(localDate(KICK_OFF, 'CMN').format('dddd')).toBe('星期六');
    expect(localDate(KICK_OFF, 'ENG').format('dddd')).toBe('Saturday');
  });

  it('never changes dayjs global locale', async () => {
    for (const lang of LANGUAGES) await loadDateLocale(lang);
    formatMatchTime(KICK_OFF, 'SAU');
    expect(dayjs.locale()).toBe('en');
    expect(dayjs(KICK_OFF).format('dddd')).toBe('Saturday');
  });

  it('formats in English until a language has loaded, and loads it once for concurrent callers', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/i18n/dates');
    expect(fresh.localDate(KICK_OFF, 'THA').format('dddd')).toBe('Saturday');
    const first = fresh.loadDateLocale('THA');
    expect(fresh.loadDateLocale('THA')).toBe(first);
    expect(await first).toBe('th');
    expect(fresh.localDate(KICK_OFF, 'THA').format('dddd')).toBe('เสาร์');
  });
});
