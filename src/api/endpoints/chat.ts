// Chat calls of spec §7 "Chat", and the live room's show-order calls (showorder/reportExt, live/show/v2).
import type { Client, JsonBody } from '../client';
import { decode } from '../codecs/common';
import { emojiListSchema, orderShowRuleSchema, reportCategoriesSchema, type ReportCategory } from '../codecs/chat';
import { chatTokenSchema } from '../codecs/live';
import { LIVE_PATHS } from '../livePaths';
import type { OrderShowRule } from '../../domain/chat';
import type { EmojiGroup } from '../../domain/chatEmoji';
import type { ChatToken } from '../../domain/types';

/** Chat endpoints bound to a client. */
export function chatEndpoints(client: Client) {
  const post = (path: string, body?: JsonBody) => client.call({ path, body });
  return {
    /** The chat token and rule; `liveRoomId` (our addition) names the room whose bet limit applies. */
    async chatToken(liveRoomId?: string): Promise<ChatToken> {
      return decode(
        chatTokenSchema,
        await client.call({
          path: LIVE_PATHS.chatToken,
          method: 'get',
          ...(liveRoomId ? { body: { liveRoomId } } : {}),
        }),
        'chat token',
      );
    },
    /** Emoji groups (emojiGroupList). */
    async emojiList(): Promise<EmojiGroup[]> {
      return decode(emojiListSchema, await post(LIVE_PATHS.emojiList), 'emoji list');
    },
    /** Report categories, named in the request's language. */
    async reportCategories(): Promise<ReportCategory[]> {
      return decode(reportCategoriesSchema, await post(LIVE_PATHS.chatReportCate), 'report categories');
    },
    /** Reports messages of a room under a category. */
    report: (body: { liveRoomId: string; msgIds: string[]; cateId: string }) =>
      post(LIVE_PATHS.chatReportAdd, { ...body }),
    /** Deletes messages of a room (JSON body; chat admins only). */
    deleteMessage: (body: { liveRoomId: string; msgIds: string[] }) =>
      client.call({ path: LIVE_PATHS.chatDeleteMessage, body: { ...body }, json: true }),
    /** Bans a user from chatting for ttl units (min 1, hour 2, day 3), removing their messages (chat admins only). */
    banUser: (body: { liveRoomId: string; uid: string; ttl: number; unit: number }) =>
      post(LIVE_PATHS.chatBanUser, { ...body }),
    /** The show-order rule of a game (GET, query gameId). */
    async orderShowRule(gameId: string): Promise<OrderShowRule> {
      return decode(
        orderShowRuleSchema,
        await client.call({ path: LIVE_PATHS.chatLiveShow, method: 'get', body: { gameId } }),
        'order show rule',
      );
    },
    /** Shows one of the user's orders in a room's chat (the room gets an order message; R06 past the limit). */
    showOrder: (body: { liveRoomId: string; orderId: string }) => post(LIVE_PATHS.showOrderReport, { ...body }),
  };
}

export type ChatApi = ReturnType<typeof chatEndpoints>;
