// Dates in the user's language: dayjs locales loaded on demand and the spec §9 formats. Every helper
// localises its own dayjs instance; dayjs's global locale is never changed (the host may use dayjs too).
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import type { Language } from '../domain/enums';
import { formatMatchTime as formatMatchTimeOf } from '../domain/matchTime';

/** Spec §9 date format. */
export const DATE_FORMAT = 'YYYY-MM-DD';
/** Spec §9 match time format. */
export const MATCH_TIME_FORMAT = 'MM-DD HH:mm';
/** Spec §9 match time format for the Arabic locale (SAU): day before month. */
export const MATCH_TIME_FORMAT_ARABIC = 'DD-MM HH:mm';

// One literal import per language so the bundler makes each locale its own chunk; English is built into dayjs.
const LOCALE_LOADERS: Record<Exclude<Language, 'ENG'>, () => Promise<{ default: ILocale }>> = {
  CMN: () => import('dayjs/locale/zh-cn.js'),
  ZHO: () => import('dayjs/locale/zh-tw.js'),
  JPN: () => import('dayjs/locale/ja.js'),
  SAU: () => import('dayjs/locale/ar-sa.js'),
  SPA: () => import('dayjs/locale/es.js'),
  BRA: () => import('dayjs/locale/pt-br.js'),
  THA: () => import('dayjs/locale/th.js'),
  VIE: () => import('dayjs/locale/vi.js'),
};

const loadedNames = new Map<Language, string>([['ENG', 'en']]);
const loading = new Map<Language, Promise<string>>();

/** Loads (once) the dayjs locale of a language and resolves to its dayjs name; call before localised formatting. */
export function loadDateLocale(lang: Language): Promise<string> {
  const name = loadedNames.get(lang);
  if (name) return Promise.resolve(name);
  const inFlight = loading.get(lang);
  if (inFlight) return inFlight;
  const promise = LOCALE_LOADERS[lang as Exclude<Language, 'ENG'>]()
    .then((module) => {
      // isLocal = true registers the locale without making it dayjs's global default.
      const registered = dayjs.locale(module.default, undefined, true);
      loadedNames.set(lang, registered);
      return registered;
    })
    .finally(() => loading.delete(lang));
  loading.set(lang, promise);
  return promise;
}

/** A dayjs instance in the language's locale (English until `loadDateLocale` has finished for it). */
export function localDate(input: ConfigType, lang: Language): Dayjs {
  return dayjs(input).locale(loadedNames.get(lang) ?? 'en');
}

/** Formats a date as YYYY-MM-DD (spec §9). */
export function formatDate(input: ConfigType): string {
  return dayjs(input).format(DATE_FORMAT);
}

/** The match time format of a language: DD-MM HH:mm for SAU, MM-DD HH:mm for the others (spec §9). */
export function matchTimeFormat(lang: Language): string {
  return lang === 'SAU' ? MATCH_TIME_FORMAT_ARABIC : MATCH_TIME_FORMAT;
}

/** Formats a match's begin time in the language's match time format. */
export function formatMatchTime(input: ConfigType, lang: Language): string {
  return formatMatchTimeOf(dayjs(input).valueOf(), lang);
}
