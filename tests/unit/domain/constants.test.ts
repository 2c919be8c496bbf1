import { describe, expect, it } from 'vitest';
import * as C from '../../../src/domain/constants';
import { OddsAccept, OddsType } from '../../../src/domain/enums';

describe('business constants of spec §9, by name', () => {
  it('page sizes and counts', () => {
    expect([
      C.BET_HISTORY_PAGE_SIZE,
      C.SETTLED_LOOKUP_PAGE_SIZE,
      C.MATCH_PAGE_SIZE,
      C.MATCH_FALLBACK_TOTAL,
      C.BANNER_COUNT,
    ]).toEqual([50, 20, 50, 200, 6]);
  });

  it('limits', () => {
    expect([
      C.SLIP_MAX_ENTRIES,
      C.PARLAY_MAX_LEGS,
      C.FAVOURITES_MAX,
      C.MIN_BET_FLOOR,
      C.CASH_OUT_POLL_ID_LENGTH,
    ]).toEqual([10, 10, 50, 10, 15]);
    expect(C.MIN_BET_EXEMPT_COIN).toBe('USDT');
  });

  it('date windows in days', () => {
    expect([
      C.BET_RECORD_DAYS,
      C.SETTLED_DEFAULT_DAYS,
      C.ANCHOR_HISTORY_DAYS,
      C.THIS_WEEK_DAYS,
      C.RESERVED_FAILED_DAYS,
    ]).toEqual([45, 1, 30, 7, 7]);
  });

  it('timers in milliseconds', () => {
    expect({
      lottery: C.LOTTERY_RESULT_CLEAR_MS,
      giftTip: C.GIFT_TIP_MS,
      betPanel: C.BET_PANEL_FLAG_MS,
      proxyPoll: C.PROXY_POLL_MS,
      domainRefresh: C.DOMAIN_REFRESH_MS,
      domainRetry: C.DOMAIN_RETRY_MS,
      socketThrottle: C.SOCKET_THROTTLE_MS,
      chunkTimeout: C.CHUNK_TIMEOUT_MS,
      matchPoll: C.MATCH_POLL_MS,
      anchorPoll: C.ANCHOR_POLL_MS,
      heartbeat: C.HEARTBEAT_MS,
      inPlay: C.IN_PLAY_MS,
      pendingOrderPoll: C.PENDING_ORDER_POLL_MS,
      statusPoll: C.ORDER_STATUS_POLL_MS,
      statisticsRetry: C.STATISTICS_RETRY_MS,
      gameJumpDebounce: C.GAME_JUMP_DEBOUNCE_MS,
      toast: C.TOAST_MS,
      toastShort: C.TOAST_SHORT_MS,
      toastClose: C.TOAST_CLOSE_MS,
      goalPopup: C.GOAL_POPUP_MS,
      goalPopupFade: C.GOAL_POPUP_FADE_MS,
      reconnectDelay: C.RECONNECT_DELAY_MS,
    }).toEqual({
      lottery: 60000,
      giftTip: 3000,
      betPanel: 5000,
      proxyPoll: 60000,
      domainRefresh: 60000,
      domainRetry: 1000,
      socketThrottle: 1000,
      chunkTimeout: 120000,
      matchPoll: 60000,
      anchorPoll: 20000,
      heartbeat: 10000,
      inPlay: 5000,
      pendingOrderPoll: 3000,
      statusPoll: 1000,
      statisticsRetry: 1500,
      gameJumpDebounce: 1000,
      toast: 5000,
      toastShort: 2000,
      toastClose: 300,
      goalPopup: 3000,
      goalPopupFade: 300,
      reconnectDelay: 3000,
    });
    expect(C.RECONNECT_ATTEMPTS).toBe(5);
    expect(C.TOAST_WIDTH_PX).toBe(350);
  });

  it('chat', () => {
    expect([C.CHAT_ORDER_SHOW_COUNT, C.CHAT_ORDER_MIN_AMOUNT, C.EMOJI_ROW_SIZE]).toEqual([10, 100, 8]);
  });

  it('defaults', () => {
    expect(C.DEFAULT_ODDS_TYPE).toBe(OddsType.Europe);
    expect(C.DEFAULT_ODDS_TYPE_ALT).toBe(OddsType.HongKong);
    expect(C.DEFAULT_ODDS_ACCEPT).toBe(OddsAccept.Best);
    expect([C.DEFAULT_CURRENCY, C.DEFAULT_LANGUAGE, C.DEFAULT_MARKET_ID]).toEqual(['CNY', 'CMN', 1]);
    expect(C.DEFAULT_CHANNELS).toEqual([7, 29]);
    expect([C.DEFAULT_APP_VERSION, C.DEFAULT_WEB_VERSION]).toEqual(['1.0.8', '1.0']);
  });

  it('formats', () => {
    expect([C.DATE_FORMAT, C.MATCH_TIME_FORMAT, C.MATCH_TIME_FORMAT_RTL]).toEqual([
      'YYYY-MM-DD',
      'MM-DD HH:mm',
      'DD-MM HH:mm',
    ]);
  });
});
