// The widgets' i18next instance: nine languages, CMN fallback, RTL only for SAU, lazy loading, global i18next untouched.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/domain/enums';
import { changeLanguage, createI18n, isRtl, normaliseLanguage, textDirection } from '../../../src/i18n/instance';

describe('normaliseLanguage', () => {
  it('keeps each of the nine codes, in any case', () => {
    for (const lang of LANGUAGES) {
      expect(normaliseLanguage(lang)).toBe(lang);
      expect(normaliseLanguage(lang.toLowerCase())).toBe(lang);
    }
  });

  it('maps common tags and aliases to the nine codes', () => {
    expect(normaliseLanguage('en')).toBe('ENG');
    expect(normaliseLanguage('en-US')).toBe('ENG');
    expect(normaliseLanguage('zh-CN')).toBe('CMN');
    expect(normaliseLanguage('zh_Hans')).toBe('CMN');
    expect(normaliseLanguage('zh-TW')).toBe('ZHO');
    expect(normaliseLanguage('zh-Hant-HK')).toBe('ZHO');
    expect(normaliseLanguage('ar')).toBe('SAU');
    expect(normaliseLanguage('ar-SA')).toBe('SAU');
    expect(normaliseLanguage('ja')).toBe('JPN');
    expect(normaliseLanguage('pt-BR')).toBe('BRA');
    expect(normaliseLanguage('es-MX')).toBe('SPA');
    expect(normaliseLanguage('th')).toBe('THA');
    expect(normaliseLanguage('vi-VN')).toBe('VIE');
  });

  it('falls back to Simplified Chinese (CMN) for unknown codes (spec §4)', () => {
    for (const code of ['xx', 'KOR', 'fr-FR', '', '  ', null, undefined, 42])
      expect(normaliseLanguage(code)).toBe('CMN');
  });
});

describe('text direction', () => {
  it('is right to left only for SAU (spec §1)', () => {
    for (const lang of LANGUAGES) {
      expect(isRtl(lang)).toBe(lang === 'SAU');
      expect(textDirection(lang)).toBe(lang === 'SAU' ? 'rtl' : 'ltr');
    }
  });
});

describe('createI18n', () => {
  it('translates in the requested language', async () => {
    const i18n = await createI18n('ENG');
    expect(i18n.language).toBe('ENG');
    expect(i18n.t('loading')).toBe('Loading…');
    expect(i18n.t('errors:network')).toBe('Network error');
    expect(i18n.t('notices:betContentParlay', { series: '3串1' })).toBe('Parlay 3串1');
  });

  it('does not HTML-escape interpolated server text (React renders it as text)', async () => {
    const i18n = await createI18n('ENG');
    expect(i18n.t('notices:betContentSingle', { league: 'A & B <C>', bet: 'Over 2.5' })).toBe('A & B <C>: Over 2.5');
  });

  it('starts in Simplified Chinese for an unknown code', async () => {
    const i18n = await createI18n('klingon');
    expect(i18n.language).toBe('CMN');
    expect(i18n.t('errors:network')).toBe('网络错误');
  });

  it('downloads only the active language, not the CMN fallback beside it', async () => {
    const i18n = await createI18n('JPN');
    expect(Object.keys(i18n.store.data)).toEqual(['JPN']);
    expect(i18n.hasResourceBundle('JPN', 'rules')).toBe(true);
  });

  it('loads only the namespaces it is given, and more on demand', async () => {
    const i18n = await createI18n('ENG', ['common']);
    expect(i18n.hasResourceBundle('ENG', 'rules')).toBe(false);
    await i18n.loadNamespaces('rules');
    expect(i18n.t('rules:marketClosed')).toBe('Market closed');
  });
});

describe('changeLanguage', () => {
  it('loads the new language lazily before switching to it', async () => {
    const i18n = await createI18n('ENG');
    expect(i18n.hasResourceBundle('SAU', 'common')).toBe(false);
    await expect(changeLanguage(i18n, 'ar')).resolves.toBe('SAU');
    expect(i18n.language).toBe('SAU');
    expect(i18n.hasResourceBundle('SAU', 'notices')).toBe(true);
    expect(i18n.t('sport.football')).toBe('كرة القدم');
  });

  it('switches an unknown code to CMN', async () => {
    const i18n = await createI18n('ENG');
    await expect(changeLanguage(i18n, 'xx-YY')).resolves.toBe('CMN');
    expect(i18n.t('notices:settleTitle')).toBe('提前结算');
  });

  it('also loads namespaces added after creation for the next language', async () => {
    const i18n = await createI18n('ENG', ['common']);
    await i18n.loadNamespaces('notices');
    await changeLanguage(i18n, 'ZHO');
    expect(i18n.t('notices:betFailed')).toBe('投注失敗');
  });
});

describe('isolation from the host page', () => {
  it('leaves the global i18next instance uninitialised after init and change', async () => {
    const i18n = await createI18n('THA');
    await changeLanguage(i18n, 'VIE');
    expect(i18n).not.toBe(i18next);
    expect(i18next.isInitialized).toBeFalsy();
    expect(i18next.language).toBeUndefined();
    expect(i18next.store).toBeUndefined();
    expect((globalThis as { i18next?: unknown }).i18next).toBeUndefined();
  });
});
