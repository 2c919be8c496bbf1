// System and user calls of spec §7, plus the demo login.
import type { DomainConfig, User, UserConfig } from '../../domain/types';
import { isApiError } from '../errors';
import type { Client, JsonBody } from '../client';
import { decode, decodeList, id } from '../codecs/common';
import { decodeDomainConfig } from '../codecs/domainConfig';
import { gameJumpSchema, loginSchema, userConfigSchema, userSchema } from '../codecs/user';
import type { GameJump, LoginResult } from '../models';
import { PATHS } from '../paths';

/** System and user endpoints bound to a client. Payloads the spec does not show resolve as unknown. */
export function systemEndpoints(client: Client) {
  const post = (path: string, body?: JsonBody) => client.call({ path, body });
  return {
    /** SEO domain check. */
    seoDomain: (body?: JsonBody) => post(PATHS.seoDomain, body),
    /** Image query (notice icons, banners). */
    images: (query: JsonBody) => post(PATHS.images, query),
    /** Every user title. */
    titleAll: () => post(PATHS.titleAll),
    /** User titles of one type. */
    titleList: (type: number | string) => post(PATHS.titleList, { type }),
    /** Sets the user's title. */
    titleSet: (body: JsonBody) => post(PATHS.titleSet, body),
    /** Anchor-proxy switch; a failure reads as off (spec §8: a proxy-switch failure sets 0). */
    async proxySwitch(): Promise<boolean> {
      try {
        return (await post(PATHS.proxySwitch)) === 1;
      } catch (error) {
        if (isApiError(error, 'cancel')) throw error;
        return false;
      }
    },
    /** The user's odds type, accept mode and UI setup. */
    async userConfig(): Promise<UserConfig> {
      return decode(userConfigSchema, await client.call({ path: PATHS.cfgGet, method: 'get', body: { collect: 'UserConfig' } }), 'user config');
    },
    /** Saves a config collection as a JSON string. */
    saveUserConfig: (collect: string, value: Record<string, unknown>) => post(PATHS.cfgSet, { collect, jsonStr: JSON.stringify(value) }),
    /** Domain configuration: type -> domains. */
    async domainList(): Promise<DomainConfig> {
      return decodeDomainConfig(await post(PATHS.domainList));
    },
    /** URL of a server file, for use as an image source. */
    fileUrl: (file: string) => client.url(`${PATHS.file}/${encodeURIComponent(file)}`),
    /** Adds a match to the favourites. */
    follow: (matchId: string) => post(PATHS.follow, { matchId }),
    /** Removes a match from the favourites. */
    unfollow: (matchId: string) => post(PATHS.unfollow, { matchId }),
    /** The favourite match ids. */
    async followList(): Promise<string[]> {
      return decodeList(id, await post(PATHS.followList), 'favourites');
    },
    /** The logged-in user's balances and push settings. */
    async userInfo(): Promise<User> {
      return decode(userSchema, await post(PATHS.userInfo), 'user');
    },
    /** Logs into a game platform: token and apiSrc to store. */
    async gameJump(gameId: number, coinCode: string): Promise<GameJump> {
      return decode(gameJumpSchema, await post(PATHS.gameJump, { gameId, coinCode }), 'game jump');
    },
    /** Demo-only login against the reference server. */
    async login(user: string): Promise<LoginResult> {
      return decode(loginSchema, await client.call({ path: PATHS.demoLogin, body: { user }, auth: false }), 'login');
    },
  };
}

export type SystemApi = ReturnType<typeof systemEndpoints>;
