// Public surface of the API layer for the runtime and the state stores.
export { createApi, endpointsOver, type Api } from './api';
export { createClient, type Client } from './client';
export { systemEndpoints, type SystemApi } from './endpoints/system';
export { userEndpoints, type UserApi } from './endpoints/user';
export type { ApiContext, ClientOptions } from './client';
export { ApiError, isApiError, type ApiErrorKind } from './errors';
export { createDomainConfigRefresher, storeStDomain, stDomainFor, type DomainConfigRefresher } from './domainConfig';
export type * from './models';
export type { BetLeg, SingleBet, SeriesBet, ReserveBet, PreBetPick, CashOutRequest } from './endpoints/betting';
export type { BetListQuery, ReserveListQuery } from './endpoints/history';
export type { ScoreQuery } from './endpoints/matches';
