// Match-data HTTP paths of spec §7 beyond the list feed (results, statistics, detail data, analysis): their
// own module, so the match list does not download them. Shared with the reference server.

export const MATCH_DATA_PATHS = {
  byRecommend: '/v1/match/queryMatchByRecommend',
  statistical: '/v1/match/statistical',
  resultList: '/v1/match/matchResultList',
  resultInfo: '/v1/match/matchResultInfo',
  sportUnionData: '/match/sportUnionData',
  textLive: (sport: 'zq' | 'lq') => `/api/score/${sport}/TextLive`,
  lineup: '/api/score/lineup',
  analysis: '/api/match/analysis',
  intelligence: (sport: 'zq' | 'lq') => `/api/match/${sport}/intelligence`,
  technic: '/api/score/lq/teahnic',
  matchInfo: '/api/match/zq/matchInfo',
} as const;
