// The live-room, chat and data calls of spec §7 "Live" and "Chat": their own module, so a page without a
// live room does not download them with the match feed.

/** The push channel saying a room's permission changed (spec §7 WebSocket "room unlock"); data WireRoomUnlock. */
export const roomUnlockChannel = (liveRoomId: string) => `unlock.${liveRoomId}`;

export const LIVE_PATHS = {
  liveBase: '/api/forehead/live',
  /** Not shown in the spec: the anchor list. */
  anchorList: '/api/forehead/live/anchor/list',
  /** Not shown in the spec: the room's live bets (the livebet push carries the same list). */
  liveBetList: '/api/forehead/live/liveBet/list',
  chatToken: '/api/forehead/user/chat/token/v2',
  emojiList: '/api/forehead/live/emoji/list',
  loadGift: '/api/forehead/live/load/gift',
  presentGift: '/api/forehead/live/submit/gift/present',
  redEnvelope: '/api/forehead/live/get/room/redEnvelope',
  receiveRedEnvelope: '/api/forehead/live/submit/receive/redEnvelope',
  lotteryWin: '/api/forehead/live/lottery/win',
  lotteryWinList: '/api/forehead/live/lottery/winList',
  watch: '/api/forehead/live/submit/watch',
  guessingList: '/api/forehead/live/host/guessing/list',
  guessingBet: '/api/forehead/live/host/guessing/bet',
  roomPermission: '/api/forehead/live/get/room/permission',
  subscribeInfo: '/api/forehead/live/user/subscribe/info',
  subscribe: '/api/forehead/live/subscribe',
  unsubscribe: '/api/forehead/live/unsubscribe',
  giftTop10: '/api/forehead/live/room/gift/top10',
  messagePermission: '/api/forehead/live/match/message/permission',
  showOrderReport: '/api/forehead/live/showorder/reportExt',
  guessingRecord: '/api/forehead/data/host/guessing/bet/record',
  goldmallBalance: '/api/forehead/activity/goldmall/balance',
  goldmallDailyLimit: '/api/forehead/activity/goldmall/dailyLimit',
  chatReportCate: '/api/forehead/live/chat/report/cate',
  chatReportAdd: '/api/forehead/live/chat/report/add',
  /** JSON body. */
  chatDeleteMessage: '/api/forehead/live/chat/delete/message',
  chatBanUser: '/api/forehead/live/chat/ban/user',
  /** GET, query gameId. */
  chatLiveShow: '/api/forehead/user/chat/live/show/v2',
  /** GET, query sportsId: the experts' picks of a sport (expert news). */
  sportsTop: '/api/forehead/live/sports/message/v2/sports/top',
} as const;
