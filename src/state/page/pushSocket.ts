// The page's one push socket, kept apart from the API so an element that only listens (goal
// notifications) does not download every endpoint.
import { SOCKET_PATHS } from '../../api/socketPaths';
import { createPushClient, type PushClient } from '../../realtime/push';
import { onLanguageSwitch } from '../../runtime/languageSwitch';
import { getRuntime } from '../../runtime/runtime';
import { sportHosts } from './hosts';

/** The websocket URL of a socket path on the API's host: the page's api-base, else the configured one, else this origin. */
export function socketUrl(path: string): string {
  const base = getRuntime().config.get().apiBase || sportHosts().api || location.origin;
  return `${base.replace(/^http/, 'ws')}${path}`;
}

/** The page's one push socket, running while any element is connected; its goal frames name teams in the page's language. */
export function push(): PushClient {
  const runtime = getRuntime();
  return runtime.singleton('push', () => {
    const client = createPushClient({
      url: () => socketUrl(SOCKET_PATHS.push),
      heartbeatMs: () => runtime.config.get().heartbeatMs,
      reconnectDelayMs: () => runtime.config.get().reconnectDelayMs,
      throttleMs: () => runtime.config.get().pushThrottleMs,
      language: () => runtime.config.get().lang,
      onState: (state) => {
        runtime.connection.set(state);
        runtime.emit('sport-connection', { state });
      },
    });
    runtime.lifecycle.service('push', client);
    onLanguageSwitch(() => client.languageChanged());
    return client;
  });
}
