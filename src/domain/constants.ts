// Every business constant and limit of spec §9 (and the numbers of §4 and §5), by name.
import { OddsAccept, OddsType } from './enums';

// Page sizes
export const BET_HISTORY_PAGE_SIZE = 50;
export const SETTLED_LOOKUP_PAGE_SIZE = 20;
export const MATCH_PAGE_SIZE = 50;
/** Total of the default empty page returned when the match list fails. */
export const MATCH_FALLBACK_TOTAL = 200;
export const BANNER_COUNT = 6;

// Limits
export const SLIP_MAX_ENTRIES = 10;
export const PARLAY_MAX_LEGS = 10;
export const FAVOURITES_MAX = 50;
/** Minimum bet floor when the default coin is not USDT. */
export const MIN_BET_FLOOR = 10;
/** The coin whose minimum bet is the server's value as is. */
export const MIN_BET_EXEMPT_COIN = 'USDT';
/** Cash-out price polls use the first 15 characters of an order id. */
export const CASH_OUT_POLL_ID_LENGTH = 15;

// Date windows, in days
export const BET_RECORD_DAYS = 45;
export const SETTLED_DEFAULT_DAYS = 1;
export const ANCHOR_HISTORY_DAYS = 30;
export const THIS_WEEK_DAYS = 7;
export const RESERVED_FAILED_DAYS = 7;

// Timers, in milliseconds
export const LOTTERY_RESULT_CLEAR_MS = 60_000;
export const GIFT_TIP_MS = 3_000;
/** A red envelope's result card shows this long, then fades out over ENVELOPE_RESULT_FADE_MS (issue 29: it covers the
    stage's Watch live button). */
export const ENVELOPE_RESULT_MS = 3_000;
export const ENVELOPE_RESULT_FADE_MS = 300;
export const BET_PANEL_FLAG_MS = 5_000;
export const PROXY_POLL_MS = 60_000;
export const DOMAIN_REFRESH_MS = 60_000;
export const DOMAIN_RETRY_MS = 1_000;
export const SOCKET_THROTTLE_MS = 1_000;
export const CHUNK_TIMEOUT_MS = 120_000;
export const MATCH_POLL_MS = 60_000;
export const ANCHOR_POLL_MS = 20_000;
export const HEARTBEAT_MS = 10_000;

/** A socket that heard nothing (not even the heartbeat's answer) for two heartbeats is half-open: reconnect. Checked every 5 s, so found within 25 s. */
export const SOCKET_SILENCE_LIMIT_MS = 2 * HEARTBEAT_MS;
/** In-play loop interval, also the pre-bet refresh interval. */
export const IN_PLAY_MS = 5_000;
export const PENDING_ORDER_POLL_MS = 3_000;
export const ORDER_STATUS_POLL_MS = 1_000;
/** Asks at ORDER_STATUS_POLL_MS for one order before it falls back to PENDING_ORDER_POLL_MS (a stuck order is not asked about every second forever). */
export const ORDER_STATUS_FAST_ASKS = 30;
export const STATISTICS_RETRY_MS = 1_500;
export const GAME_JUMP_DEBOUNCE_MS = 1_000;
export const TOAST_MS = 5_000;
/** The one place where a toast lasts 2000 ms. */
export const TOAST_SHORT_MS = 2_000;
export const TOAST_CLOSE_MS = 300;
export const TOAST_WIDTH_PX = 350;
export const GOAL_POPUP_MS = 3_000;
export const GOAL_POPUP_FADE_MS = 300;
export const RECONNECT_ATTEMPTS = 5;
export const RECONNECT_DELAY_MS = 3_000;

// Chat
export const CHAT_ORDER_SHOW_COUNT = 10;
export const CHAT_ORDER_MIN_AMOUNT = 100;
export const EMOJI_ROW_SIZE = 8;

// Defaults
export const DEFAULT_ODDS_TYPE = OddsType.Europe;
/** The one place that defaults to Hong Kong odds. */
export const DEFAULT_ODDS_TYPE_ALT = OddsType.HongKong;
export const DEFAULT_ODDS_ACCEPT = OddsAccept.Best;
export const DEFAULT_CURRENCY = 'CNY';
export const DEFAULT_LANGUAGE = 'CMN';
export const DEFAULT_MARKET_ID = 1;
export const DEFAULT_CHANNELS = [7, 29] as const;
export const DEFAULT_APP_VERSION = '1.0.8';
export const DEFAULT_WEB_VERSION = '1.0';

// Formats
export const DATE_FORMAT = 'YYYY-MM-DD';
export const MATCH_TIME_FORMAT = 'MM-DD HH:mm';
/** Match time format for the Arabic (SAU) locale. */
export const MATCH_TIME_FORMAT_RTL = 'DD-MM HH:mm';
