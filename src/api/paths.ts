// The system and match-data HTTP paths of spec §7 (betting in betPaths.ts, live in livePaths.ts), shared by
// the client (src/api) and the reference server (demo/server). Paths the spec leaves "not shown" are our
// choice and marked so.

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

  // Demo only: not part of the product's API
  demoLogin: '/demo/login',
} as const;

export { SOCKET_PATHS } from './socketPaths';

/** Other calls of spec §7 not in PATHS (added with the API client). */
export const MORE_PATHS = {
  gameBetList: '/api/forehead/data/betting/gameBetList',
  completedResults: (source: 'im' | 'ob') => `/api/forehead/gamebet${source}/getCompletedResults`,
  idMatch: '/id/match',
} as const;
