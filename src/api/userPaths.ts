// The logged-in user's HTTP paths of spec §7 (profile, settings, favourites, titles, platform login): their
// own module, so pages of anonymous visitors do not download them. Shared with the reference server.

export const USER_PATHS = {
  titleAll: '/api/forehead/user/title/all/info',
  cfgGet: '/api/forehead/system/cfg/get', // GET ?collect=UserConfig
  cfgSet: '/api/forehead/system/cfg/set',
  follow: '/api/forehead/system/match/user/submit/follow',
  unfollow: '/api/forehead/system/match/user/submit/unfollow',
  titleList: '/api/forehead/user/title/list/info',
  titleSet: '/api/forehead/user/title/set/info',
  /** Not shown in the spec: the logged-in user's balances and push settings. */
  userInfo: '/api/forehead/user/info',
  /** Not shown in the spec: the user's favourite match ids. */
  followList: '/api/forehead/system/match/user/follow/list',
  gameJump: '/api/forehead/gamebet/game/jump',
  // Demo only: not part of the product's API
  demoLogin: '/demo/login',
} as const;

/** The game jump's answer code while the platform is in maintenance (the spec shows no code: this server's). */
export const GAME_MAINTENANCE_CODE = 1018;
