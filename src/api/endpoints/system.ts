// System calls of spec §7 that every page makes without a user (the user's own calls are in user.ts).
import { isApiError } from '../errors';
import type { Client, JsonBody } from '../client';
import { fetchDomainList } from '../domainConfig';
import { SYSTEM_PATHS } from '../systemPaths';

/** System endpoints bound to a client. Payloads the spec does not show resolve as unknown. */
export function systemEndpoints(client: Client) {
  const post = (path: string, body?: JsonBody) => client.call({ path, body });
  return {
    /** Anchor-proxy switch; a failure reads as off (spec §8: a proxy-switch failure sets 0). */
    async proxySwitch(): Promise<boolean> {
      try {
        return (await post(SYSTEM_PATHS.proxySwitch)) === 1;
      } catch (error) {
        if (isApiError(error, 'cancel')) throw error;
        return false;
      }
    },
    /** Domain configuration: type -> domains. */
    domainList: () => fetchDomainList(client),
    /** URL of a server file, for use as an image source. */
    fileUrl: (file: string) => client.url(`${SYSTEM_PATHS.file}/${encodeURIComponent(file)}`),
  };
}

export type SystemApi = ReturnType<typeof systemEndpoints>;
