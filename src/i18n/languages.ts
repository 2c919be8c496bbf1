// The nine interface languages of spec §1, their text direction and the aliases hosts commonly pass.
import { LANGUAGES, type Language } from '../domain/enums';

/** Spec §4 and §9: unknown codes fall back to Simplified Chinese. */
export const DEFAULT_LANGUAGE: Language = 'CMN';

/** BCP 47 tag of each language, for the `lang` attribute and Intl formatting. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  CMN: 'zh-CN',
  ZHO: 'zh-TW',
  ENG: 'en',
  JPN: 'ja',
  SAU: 'ar',
  SPA: 'es',
  BRA: 'pt-BR',
  THA: 'th',
  VIE: 'vi',
};

// Lowercase tags (and tag prefixes) mapped to our codes; 'jp', 'vn' and 'cn' are common country-code mix-ups.
const ALIASES: Record<string, Language> = {
  zh: 'CMN',
  cn: 'CMN',
  'zh-hans': 'CMN',
  'zh-cn': 'CMN',
  'zh-sg': 'CMN',
  'zh-hant': 'ZHO',
  'zh-tw': 'ZHO',
  'zh-hk': 'ZHO',
  'zh-mo': 'ZHO',
  tw: 'ZHO',
  en: 'ENG',
  ja: 'JPN',
  jp: 'JPN',
  ar: 'SAU',
  es: 'SPA',
  pt: 'BRA',
  th: 'THA',
  vi: 'VIE',
  vn: 'VIE',
};

/** True when the value is exactly one of the nine codes. */
export function isLanguage(code: unknown): code is Language {
  return typeof code === 'string' && (LANGUAGES as readonly string[]).includes(code);
}

/** The one of the nine a code names (any case, BCP 47 tags, aliases); undefined when it names none of them. */
export function languageOf(code: unknown): Language | undefined {
  if (typeof code !== 'string') return undefined;
  const upper = code.trim().toUpperCase();
  if (isLanguage(upper)) return upper;
  const subtags = code.trim().toLowerCase().replace(/_/g, '-').split('-');
  // Longest prefix first, so 'zh-Hant-HK' reads as traditional and 'en-US' as English.
  for (let n = subtags.length; n > 0; n--) {
    const alias = ALIASES[subtags.slice(0, n).join('-')];
    if (alias) return alias;
  }
  return undefined;
}

/** Maps any code a host or storage may hold (any case, BCP 47 tags, aliases) to one of the nine; else CMN. */
export function normaliseLanguage(code: unknown): Language {
  return languageOf(code) ?? DEFAULT_LANGUAGE;
}

/**
 * The language the host page declares on `<html lang>` (en → ENG, zh-CN → CMN, zh-TW/zh-HK → ZHO, ar → SAU…);
 * undefined when it declares none or one of none of the nine.
 */
export function pageLanguage(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  return languageOf(document.documentElement?.getAttribute('lang'));
}

/** Spec §1: SAU (Arabic) is shown right to left, every other language left to right. */
export function isRtl(lang: Language): boolean {
  return lang === 'SAU';
}

/** The `dir` attribute value for a language's root element. */
export function textDirection(lang: Language): 'rtl' | 'ltr' {
  return isRtl(lang) ? 'rtl' : 'ltr';
}
