// Chat calls of spec §7 "Chat".
import type { Client, JsonBody } from '../client';
import { decode } from '../codecs/common';
import { chatTokenSchema } from '../codecs/live';
import { LIVE_PATHS } from '../livePaths';
import type { ChatToken } from '../../domain/types';

/** Chat endpoints bound to a client. */
export function chatEndpoints(client: Client) {
  const post = (path: string, body?: JsonBody) => client.call({ path, body });
  return {
    /** Chat token, ban info and chat rule (GET). */
    async chatToken(): Promise<ChatToken> {
      return decode(chatTokenSchema, await client.call({ path: LIVE_PATHS.chatToken, method: 'get' }), 'chat token');
    },
    /** Emoji groups (emojiGroupList). */
    emojiList: () => post(LIVE_PATHS.emojiList),
    /** Report categories. */
    reportCategories: () => post(LIVE_PATHS.chatReportCate),
    /** Reports a message. */
    report: (body: JsonBody) => post(LIVE_PATHS.chatReportAdd, body),
    /** Deletes messages (JSON body). */
    deleteMessage: (body: JsonBody) => client.call({ path: LIVE_PATHS.chatDeleteMessage, body, json: true }),
    /** Bans a user. */
    banUser: (body: JsonBody) => post(LIVE_PATHS.chatBanUser, body),
    /** Live show of a game (GET, query gameId). */
    liveShow: (gameId: string) => client.call({ path: LIVE_PATHS.chatLiveShow, method: 'get', body: { gameId } }),
  };
}

export type ChatApi = ReturnType<typeof chatEndpoints>;
