// The runtime's configuration: what a host sets through attributes or SportWidgets.configure().
import { CURRENCIES, OddsType, type Language, type SportIdReading } from '../domain/enums';
import { normaliseLanguage } from '../i18n/languages';

/** 'auto' follows the reader's prefers-color-scheme. */
export type Theme = 'light' | 'dark' | 'auto';
/** 'auto' lays an element out by its own width (mobile when narrower than NARROW_WIDTH_PX); the others force it. */
export type Mode = 'auto' | 'desktop' | 'mobile';

export interface SportConfig {
  lang: Language;
  theme: Theme;
  mode: Mode;
  /** Origin of the sportsbook API ('' = the page's origin). */
  apiBase: string;
  oddsFormat: OddsType;
  currency: string;
  /** Which of the spec's two sport-id readings the server uses. */
  sportIds: SportIdReading;
}

export const DEFAULT_CONFIG: SportConfig = {
  lang: 'CMN',
  theme: 'light',
  mode: 'auto',
  apiBase: '',
  oddsFormat: OddsType.Europe,
  currency: 'CNY',
  sportIds: 'main',
};

const ODDS_FORMAT_NAMES: Record<string, OddsType> = {
  europe: OddsType.Europe,
  eu: OddsType.Europe,
  decimal: OddsType.Europe,
  '1': OddsType.Europe,
  hongkong: OddsType.HongKong,
  hk: OddsType.HongKong,
  '2': OddsType.HongKong,
  malaysia: OddsType.Malaysia,
  malay: OddsType.Malaysia,
  '3': OddsType.Malaysia,
  indonesia: OddsType.Indonesia,
  indo: OddsType.Indonesia,
  '4': OddsType.Indonesia,
};

/** Parses one host-supplied value into the config; invalid values are ignored (keep the current one). */
export function parseConfigValue<K extends keyof SportConfig>(key: K, raw: unknown): SportConfig[K] | undefined {
  if (raw === null || raw === undefined || raw === '') return undefined;
  const text = String(raw).trim();
  switch (key) {
    case 'lang':
      return normaliseLanguage(text) as SportConfig[K];
    case 'theme':
      return (text === 'dark' || text === 'light' || text === 'auto' ? text : undefined) as SportConfig[K] | undefined;
    case 'mode':
      return (text === 'mobile' || text === 'desktop' || text === 'auto' ? text : undefined) as
        SportConfig[K] | undefined;
    case 'apiBase':
      return text.replace(/\/+$/, '') as SportConfig[K];
    case 'oddsFormat':
      return ODDS_FORMAT_NAMES[text.toLowerCase().replace(/[\s_-]/g, '')] as SportConfig[K] | undefined;
    case 'currency':
      return ((CURRENCIES as readonly string[]).includes(text.toUpperCase()) ? text.toUpperCase() : undefined) as
        SportConfig[K] | undefined;
    case 'sportIds':
      return (text === 'main' || text === 'labels' ? text : undefined) as SportConfig[K] | undefined;
    default:
      return undefined;
  }
}
