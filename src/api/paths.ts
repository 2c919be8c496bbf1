// The HTTP paths of spec §7 every page calls: domain list and match feed (other system calls in
// systemPaths.ts, the user's own in userPaths.ts, the rest of the match data in matchDataPaths.ts, betting
// in betPaths.ts, live in livePaths.ts), shared by the client (src/api) and the reference server
// (demo/server). Paths the spec leaves "not shown" are our choice and marked so.

export const PATHS = {
  // System
  domainList: '/api/forehead/system/domain/list/v2',

  // Match data (sport API)
  staticList: '/language/staticList',
  onSaleLeagues: '/v1/match/getOnSaleLeagues',
  matchList: '/v1/match/getList',
  matchDetail: '/v1/match/getMatchDetail',
} as const;

export { SOCKET_PATHS } from './socketPaths';
