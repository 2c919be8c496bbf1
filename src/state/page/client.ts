// The page's HTTP client and the match feed on it, wired to the runtime once. Kept
// apart from api.ts (every endpoint) so the match list downloads only the endpoints it calls. Expiry
// and kick answers come back here and reach the host as events.
import { createClient, type Client } from '../../api/client';
import { matchFeedEndpoints, type MatchFeedApi } from '../../api/endpoints/matchFeed';
import { getRuntime } from '../../runtime/runtime';
import { markSessionEnded } from '../../runtime/sessionEnd';
import { storage } from '../../runtime/storage';
import { sportHosts } from './hosts';
import { userId } from './userId';

/** The page's one HTTP client, bound to the runtime's token, language, API base and device kind. */
export function client(): Client {
  const runtime = getRuntime();
  return runtime.singleton('api-client', () => {
    const expiredTokens = new Set<string>();
    return createClient({
      // The host page's api-base, else the API host the domain configuration picked (spec §5), else this origin.
      apiBase: () => runtime.config.get().apiBase || sportHosts().api,
      token: () => runtime.token.get(),
      uid: () => userId().get(),
      language: () => runtime.config.get().lang,
      deviceKind: () => (runtime.config.get().mode === 'mobile' ? 'mobile' : 'pc'),
      storage,
      // A late answer to a request sent with an older token must not log out the token that replaced it.
      onExpired(token) {
        if (token !== runtime.token.get() || expiredTokens.has(token)) return;
        expiredTokens.add(token);
        markSessionEnded('expired');
        runtime.setToken(null);
        runtime.emit('sport-token-expired', {});
      },
      onKicked(token) {
        if (token !== runtime.token.get()) return;
        // Logged out, not stopped: the public feed stays live; the chat socket stays closed (chat.ts reads sessionEnd).
        markSessionEnded('replaced');
        runtime.emit('sport-kicked', {});
        runtime.setToken(null);
      },
    });
  });
}

/** The match-list feed (server tables, leagues, list pages, one match) for the match screens. */
export function matchesApi(): MatchFeedApi {
  return getRuntime().singleton('api:matches', () => matchFeedEndpoints(client()));
}
