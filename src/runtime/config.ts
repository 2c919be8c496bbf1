// The runtime's configuration: what a host sets through attributes or SportWidgets.configure().
import { HEARTBEAT_MS, RECONNECT_DELAY_MS, SOCKET_THROTTLE_MS } from '../domain/constants';
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
  /**
   * The sockets' heartbeat interval (spec §4: 10 s); a socket silent for two of them is half-open and replaced.
   * For test pages (a half-open socket found in about a second); read when a socket opens.
   */
  heartbeatMs: number;
  /** The push socket's least gap between two deliveries (spec §4: 1 s). For test pages; 0 delivers at once. */
  pushThrottleMs: number;
  /** The sockets' wait before a reconnect, before up to 20 % jitter (spec §4: 3 s). For test pages. */
  reconnectDelayMs: number;
  /**
   * What the browser's Back does with an open sheet or dialog of a standalone element: 'none' (the default) adds no
   * entry to the host's history (the CloseWatcher API, i.e. Escape and Android's back gesture, closes it), 'push'
   * adds one entry per open sheet or dialog, so Back closes it. Inside <sport-app routing="history"> the app owns
   * history and always pushes.
   */
  sheetHistory: 'none' | 'push';
  /**
   * The league id of the European-football special (spec §9: it differs between test and production hosts). Its
   * matches carry the special's mark in the detail. Default: the test host's (the reference server's Premier League).
   */
  specialLeagueId: string;
}

/** The bounds configure() takes for the socket timings (outside them the value is ignored). */
export const HEARTBEAT_BOUNDS_MS = { min: 100, max: 60_000 };
export const PUSH_THROTTLE_BOUNDS_MS = { min: 0, max: 10_000 };
export const RECONNECT_DELAY_BOUNDS_MS = { min: 100, max: 60_000 };

/** The European-football special's league id on the test host (the reference server); production sets its own. */
export const TEST_SPECIAL_LEAGUE_ID = '187988';

export const DEFAULT_CONFIG: SportConfig = {
  lang: 'CMN',
  theme: 'light',
  mode: 'auto',
  apiBase: '',
  oddsFormat: OddsType.Europe,
  currency: 'CNY',
  sportIds: 'main',
  heartbeatMs: HEARTBEAT_MS,
  pushThrottleMs: SOCKET_THROTTLE_MS,
  reconnectDelayMs: RECONNECT_DELAY_MS,
  sheetHistory: 'none',
  specialLeagueId: TEST_SPECIAL_LEAGUE_ID,
};

/** A whole number of milliseconds within the bounds, else undefined. */
function msWithin(text: string, bounds: { min: number; max: number }): number | undefined {
  if (!/^\d+$/.test(text)) return undefined;
  const ms = Number(text);
  return ms >= bounds.min && ms <= bounds.max ? ms : undefined;
}

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
    case 'heartbeatMs':
      return msWithin(text, HEARTBEAT_BOUNDS_MS) as SportConfig[K] | undefined;
    case 'pushThrottleMs':
      return msWithin(text, PUSH_THROTTLE_BOUNDS_MS) as SportConfig[K] | undefined;
    case 'reconnectDelayMs':
      return msWithin(text, RECONNECT_DELAY_BOUNDS_MS) as SportConfig[K] | undefined;
    case 'sheetHistory':
      return (text === 'push' || text === 'none' ? text : undefined) as SportConfig[K] | undefined;
    case 'specialLeagueId':
      return (/^\w{1,32}$/.test(text) ? text : undefined) as SportConfig[K] | undefined;
    default:
      return undefined;
  }
}
