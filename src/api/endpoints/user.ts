// The user's own calls of spec §7 (profile, settings, favourites, titles, platform login): downloaded by pages
// once a user is logged in, not by anonymous visitors.
import type { UserTitle } from '../../domain/titles';
import type { GameJump, User, UserConfig } from '../../domain/types';
import type { Client, JsonBody } from '../client';
import { decode, decodeList, id } from '../codecs/common';
import { titlesSchema } from '../codecs/titles';
import { gameJumpSchema, userConfigSchema, userSchema } from '../codecs/user';
import { USER_PATHS } from '../userPaths';

/** User endpoints bound to a client. Payloads the spec does not show resolve as unknown. */
export function userEndpoints(client: Client) {
  const post = (path: string, body?: JsonBody) => client.call({ path, body });
  return {
    /** The user's odds type, accept mode and UI setup. */
    async userConfig(): Promise<UserConfig> {
      return decode(
        userConfigSchema,
        await client.call({ path: USER_PATHS.cfgGet, method: 'get', body: { collect: 'UserConfig' } }),
        'user config',
      );
    },
    /** Saves a config collection as a JSON string. */
    saveUserConfig: (collect: string, value: Record<string, unknown>) =>
      post(USER_PATHS.cfgSet, { collect, jsonStr: JSON.stringify(value) }),
    /** Every title and VIP level there is, named in the request's language. */
    async titleAll(): Promise<UserTitle[]> {
      return decode(titlesSchema, await post(USER_PATHS.titleAll), 'all titles');
    },
    /** The user's own titles of one type (TitleType), the current one marked. */
    async titleList(type: number): Promise<UserTitle[]> {
      return decode(titlesSchema, await post(USER_PATHS.titleList, { type }), 'user titles');
    },
    /** Makes one of the user's titles the current one of its type. */
    titleSet: (titleId: string) => post(USER_PATHS.titleSet, { titleId }),
    /** Adds a match to the favourites. */
    follow: (matchId: string) => post(USER_PATHS.follow, { matchId }),
    /** Removes a match from the favourites. */
    unfollow: (matchId: string) => post(USER_PATHS.unfollow, { matchId }),
    /** The favourite match ids. */
    async followList(): Promise<string[]> {
      return decodeList(id, await post(USER_PATHS.followList), 'favourites');
    },
    /** The logged-in user's balances and push settings. */
    async userInfo(): Promise<User> {
      return decode(userSchema, await post(USER_PATHS.userInfo), 'user');
    },
    /** Logs into a game platform: token and apiSrc to store. */
    async gameJump(gameId: number, coinCode: string): Promise<GameJump> {
      return decode(gameJumpSchema, await post(USER_PATHS.gameJump, { gameId, coinCode }), 'game jump');
    },
  };
}

export type UserApi = ReturnType<typeof userEndpoints>;
