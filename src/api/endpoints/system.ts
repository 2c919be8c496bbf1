// System calls of spec §7 that every page makes without a user (the user's own calls are in user.ts).
import type { DomainConfig } from '../../domain/types';
import { isApiError } from '../errors';
import type { Client, JsonBody } from '../client';
import { decodeDomainConfig } from '../codecs/domainConfig';
import { PATHS } from '../paths';

/** System endpoints bound to a client. Payloads the spec does not show resolve as unknown. */
export function systemEndpoints(client: Client) {
  const post = (path: string, body?: JsonBody) => client.call({ path, body });
  return {
    /** SEO domain check. */
    seoDomain: (body?: JsonBody) => post(PATHS.seoDomain, body),
    /** Image query (notice icons, banners). */
    images: (query: JsonBody) => post(PATHS.images, query),
    /** Anchor-proxy switch; a failure reads as off (spec §8: a proxy-switch failure sets 0). */
    async proxySwitch(): Promise<boolean> {
      try {
        return (await post(PATHS.proxySwitch)) === 1;
      } catch (error) {
        if (isApiError(error, 'cancel')) throw error;
        return false;
      }
    },
    /** Domain configuration: type -> domains. */
    async domainList(): Promise<DomainConfig> {
      return decodeDomainConfig(await post(PATHS.domainList));
    },
    /** URL of a server file, for use as an image source. */
    fileUrl: (file: string) => client.url(`${PATHS.file}/${encodeURIComponent(file)}`),
  };
}

export type SystemApi = ReturnType<typeof systemEndpoints>;
