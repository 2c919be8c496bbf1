// The live room's calls over the page's one client: spec §7 Live and Chat, a match's detail, the anchor-proxy
// switch and server files. Apart from api.ts (every endpoint) so the room's first load carries no betting,
// history or search endpoint.
import { chatEndpoints, type ChatApi } from '../../api/endpoints/chat';
import { liveEndpoints, type LiveApi } from '../../api/endpoints/live';
import { matchFeedEndpoints, type MatchFeedApi } from '../../api/endpoints/matchFeed';
import { systemEndpoints, type SystemApi } from '../../api/endpoints/system';
import { getRuntime } from '../../runtime/runtime';
import { client } from './client';

export type LiveRoomApi = LiveApi & ChatApi & SystemApi & MatchFeedApi;

/** The live room's endpoints. */
export function liveApi(): LiveRoomApi {
  return getRuntime().singleton('api:live', () => ({
    ...liveEndpoints(client()),
    ...chatEndpoints(client()),
    ...systemEndpoints(client()),
    ...matchFeedEndpoints(client()),
  }));
}
