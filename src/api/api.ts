// createApi: every endpoint of spec §7 over one client, created from the runtime's context.
import { createClient, type ApiContext, type Client, type ClientOptions } from './client';
import { bettingEndpoints, type BettingApi } from './endpoints/betting';
import { chatEndpoints, type ChatApi } from './endpoints/chat';
import { historyEndpoints, type HistoryApi } from './endpoints/history';
import { liveEndpoints, type LiveApi } from './endpoints/live';
import { matchEndpoints, type MatchesApi } from './endpoints/matches';
import { ssapiEndpoints, type SsapiApi } from './endpoints/ssapi';
import { systemEndpoints, type SystemApi } from './endpoints/system';
import { userEndpoints, type UserApi } from './endpoints/user';

export type Api = SystemApi & UserApi & MatchesApi & BettingApi & HistoryApi & LiveApi & ChatApi & SsapiApi;

/** Creates the API bound to the runtime's context; options are transport knobs (tests, timeouts). */
export function createApi(ctx: ApiContext, options?: ClientOptions): Api {
  return endpointsOver(createClient(ctx, options));
}

/** Every endpoint over an existing client (the page shares one client between the full API and lighter slices). */
export function endpointsOver(client: Client): Api {
  return {
    ...systemEndpoints(client),
    ...userEndpoints(client),
    ...matchEndpoints(client),
    ...bettingEndpoints(client),
    ...historyEndpoints(client),
    ...liveEndpoints(client),
    ...chatEndpoints(client),
    ...ssapiEndpoints(client),
  };
}
