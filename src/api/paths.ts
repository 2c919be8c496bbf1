// Every HTTP path of spec §7 the widgets call, shared by the client (src/api) and the reference
// server (demo/server). Paths the spec leaves "not shown" are our choice and marked so.

export const PATHS = {
  // System and user
  seoDomain: '/api/forehead/system/config/check/seo/domain',
  images: '/api/forehead/system/config/images/query',
  titleAll: '/api/forehead/user/title/all/info',
  proxySwitch: '/api/forehead/live/get/switch/from/proxy',
  cfgGet: '/api/forehead/system/cfg/get', // GET ?collect=UserConfig
  cfgSet: '/api/forehead/system/cfg/set',
  domainList: '/api/forehead/system/domain/list/v2',
  file: '/api/forehead/system/file/get', // + /{file}
  follow: '/api/forehead/system/match/user/submit/follow',
  unfollow: '/api/forehead/system/match/user/submit/unfollow',
  titleList: '/api/forehead/user/title/list/info',
  titleSet: '/api/forehead/user/title/set/info',
  /** Not shown in the spec: the logged-in user's balances and push settings. */
  userInfo: '/api/forehead/user/info',
  /** Not shown in the spec: the user's favourite match ids. */
  followList: '/api/forehead/system/match/user/follow/list',
  gameJump: '/api/forehead/gamebet/game/jump',

  // Match data (sport API)
  staticList: '/language/staticList',
  onSaleLeagues: '/v1/match/getOnSaleLeagues',
  byRecommend: '/v1/match/queryMatchByRecommend',
  matchList: '/v1/match/getList',
  statistical: '/v1/match/statistical',
  resultList: '/v1/match/matchResultList',
  resultInfo: '/v1/match/matchResultInfo',
  matchDetail: '/v1/match/getMatchDetail',
  sportUnionData: '/match/sportUnionData',
  textLive: (sport: 'zq' | 'lq') => `/api/score/${sport}/TextLive`,
  lineup: '/api/score/lineup',
  analysis: '/api/match/analysis',
  intelligence: (sport: 'zq' | 'lq') => `/api/match/${sport}/intelligence`,
  technic: '/api/score/lq/teahnic',
  matchInfo: '/api/match/zq/matchInfo',

  // Betting
  preBet: '/v1/order/batchBetMatchMarketOfJumpLine',
  betSingle: '/v1/order/bet/singlePass',
  betMultiple: '/v1/order/betMultiple',
  reserveParams: '/v1/order/reserve/getBetParameter',
  reserveBet: '/v1/order/reserve/bet',
  /** Not shown in the spec: reserve limits (mid, mis, mly). */
  reserveLimit: '/v1/order/reserve/limit',
  orderStatus: '/v1/order/getStakeOrderStatus',
  betList: '/v1/order/bet/list',
  newBetList: '/v1/order/new/bet/list',
  reserveList: '/v1/order/new/reserve/betList',
  cashOutBet: '/v1/order/cashOut/bet',
  cashOutPrice: '/v1/order/cashOut/price',
  cashOutsByIds: '/v1/order/getCashOutsByIds',
  reserveCancel: '/v1/order/reserve/cancel',
  reserveUpdate: '/v1/order/reserve/update',
  reserveStatus: '/v1/order/reserve/statusInfoByIds',
  /** Not shown in the spec: find orders by the client reference sent with a bet (reconciliation). */
  orderByRef: '/v1/order/byClientRef',

  // Live
  liveBase: '/api/forehead/live',
  /** Not shown in the spec: the anchor list. */
  anchorList: '/api/forehead/live/anchor/list',
  chatToken: '/api/forehead/user/chat/token/v2',
  emojiList: '/api/forehead/live/emoji/list',

  // Demo only: not part of the product's API
  demoLogin: '/demo/login',
} as const;

export { SOCKET_PATHS } from './socketPaths';

/** Live-room, chat and data calls of spec §7 "Live" and "Chat" (added with the API client). */
export const LIVE_PATHS = {
  loadGift: '/api/forehead/live/load/gift',
  presentGift: '/api/forehead/live/submit/gift/present',
  redEnvelope: '/api/forehead/live/get/room/redEnvelope',
  receiveRedEnvelope: '/api/forehead/live/submit/receive/redEnvelope',
  lotteryWin: '/api/forehead/live/lottery/win',
  lotteryWinList: '/api/forehead/live/lottery/winList',
  watch: '/api/forehead/live/submit/watch',
  activitySelect: '/api/forehead/live/match/activity/select',
  messageSelect: '/api/forehead/live/match/message/select',
  enterAnimation: '/api/forehead/live/enter/animation',
  statisticsSubmit: '/api/forehead/live/statiscs/submit/v2',
  guessingList: '/api/forehead/live/host/guessing/list',
  guessingBet: '/api/forehead/live/host/guessing/bet',
  roomPermission: '/api/forehead/live/get/room/permission',
  subscribeInfo: '/api/forehead/live/user/subscribe/info',
  subscribe: '/api/forehead/live/subscribe',
  unsubscribe: '/api/forehead/live/unsubscribe',
  giftTop10: '/api/forehead/live/room/gift/top10',
  sixEight: '/api/forehead/live/getSixEight',
  messagePermission: '/api/forehead/live/match/message/permission',
  showOrderReport: '/api/forehead/live/showorder/reportExt',
  /** GET, query sportsId. */
  sportsTop: '/api/forehead/live/sports/message/v2/sports/top',
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
} as const;

/** Other calls of spec §7 not in PATHS (added with the API client). */
export const MORE_PATHS = {
  gameBetList: '/api/forehead/data/betting/gameBetList',
  completedResults: (source: 'im' | 'ob') => `/api/forehead/gamebet${source}/getCompletedResults`,
  idMatch: '/id/match',
} as const;
