// Chat routes (spec §7 Chat, show-order, user titles): the chat token with ban info and admin rights, emojis,
// reports, a chat admin's delete and ban, showing an order in a room, and the user's titles and VIP levels.
import type { Hono } from 'hono';
import { LIVE_PATHS } from '../../../src/api/livePaths.ts';
import { USER_PATHS } from '../../../src/api/userPaths.ts';
import { orderSchema } from '../../../src/api/codecs/order.ts';
import { decode } from '../../../src/api/codecs/common.ts';
import type {
  WireChatToken,
  WireEmojiList,
  WireOrderShowRule,
  WireReportCategory,
  WireUserTitle,
} from '../../../src/api/wire.ts';
import type { OrderShowRule } from '../../../src/domain/chat.ts';
import { CHAT_ORDER_SHOW_COUNT } from '../../../src/domain/constants.ts';
import { chatOrderItem, legPick, showableOrders } from '../../../src/domain/chatOrders.ts';
import type { BetOption } from '../../../src/domain/types.ts';
import { parseBanRequest } from '../../../src/domain/chatModeration.ts';
import type { Book } from '../book.ts';
import type { ChatHub } from '../chat.ts';
import { TTL_CONFIG } from '../moderation.ts';
import { ChatReports } from '../chatReports.ts';
import { ApiError, CODE } from '../codes.ts';
import { needUser, route } from '../http.ts';
import { optStr, str, type Body } from '../input.ts';
import { wireOrder } from '../orders.ts';
import type { Names } from '../periods.ts';
import { allTitles, setTitle, titlesOf } from '../titles.ts';
import { marketTypeIn, textIn } from '../translations.ts';
import type { UserRecord } from '../records.ts';
import type { Users } from '../users.ts';

const EMOJIS: WireEmojiList = {
  emojiGroupList: [
    {
      groupName: 'smileys',
      emojis: ['😀', '😂', '🤣', '😍', '😎', '🤔', '😮', '😭', '😡', '🥳', '😴', '🤯', '😱', '🙈', '😅', '😇'],
    },
    {
      groupName: 'sport',
      emojis: [
        '⚽',
        '🏀',
        '🎾',
        '🏐',
        '🥅',
        '🏆',
        '🥇',
        '🔥',
        '👍',
        '👎',
        '👏',
        '💪',
        '🙏',
        '🎉',
        '💰',
        '🍀',
        '❤️',
        '💯',
      ],
    },
  ],
};

const REPORT_CATEGORIES: { id: string; name: Names }[] = [
  {
    id: '1',
    name: {
      ENG: 'Spam or advertising',
      CMN: '垃圾广告',
      BRA: 'Spam ou publicidade',
      JPN: 'スパム・広告',
      SAU: 'رسائل مزعجة أو إعلانات',
      SPA: 'Spam o publicidad',
      THA: 'สแปมหรือโฆษณา',
      VIE: 'Thư rác hoặc quảng cáo',
    },
  },
  {
    id: '2',
    name: {
      ENG: 'Abuse or harassment',
      CMN: '辱骂骚扰',
      BRA: 'Abuso ou assédio',
      JPN: '暴言・嫌がらせ',
      SAU: 'إساءة أو تحرش',
      SPA: 'Abuso o acoso',
      THA: 'ด่าทอหรือคุกคาม',
      VIE: 'Lăng mạ hoặc quấy rối',
    },
  },
  {
    id: '3',
    name: {
      ENG: 'Fraud or fake tips',
      CMN: '诈骗或虚假推荐',
      BRA: 'Fraude ou dicas falsas',
      JPN: '詐欺・偽の予想',
      SAU: 'احتيال أو توقعات مزيفة',
      SPA: 'Fraude o pronósticos falsos',
      THA: 'หลอกลวงหรือทิปปลอม',
      VIE: 'Lừa đảo hoặc mẹo giả',
    },
  },
  {
    id: '4',
    name: {
      ENG: 'Illegal or adult content',
      CMN: '违法或色情内容',
      BRA: 'Conteúdo ilegal ou adulto',
      JPN: '違法・成人向けの内容',
      SAU: 'محتوى غير قانوني أو للبالغين',
      SPA: 'Contenido ilegal o para adultos',
      THA: 'เนื้อหาผิดกฎหมายหรือสำหรับผู้ใหญ่',
      VIE: 'Nội dung phạm pháp hoặc người lớn',
    },
  },
];

const BANNED: Names = {
  ENG: 'You are banned from chatting until {time} UTC',
  CMN: '您已被禁言，解禁时间 {time} UTC',
  BRA: 'Você está proibido de conversar até {time} UTC',
  JPN: '{time} UTC までチャットを禁止されています',
  SAU: 'أنت ممنوع من الدردشة حتى {time} UTC',
  SPA: 'Tienes prohibido chatear hasta las {time} UTC',
  THA: 'คุณถูกห้ามแชทจนถึง {time} UTC',
  VIE: 'Bạn bị cấm chat đến {time} UTC',
};

/** orderShowRule: 10 orders; the minimum stake is 100 (the spec's default) except in dollars. */
const ORDER_SHOW_RULE: WireOrderShowRule & OrderShowRule = {
  showCount: CHAT_ORDER_SHOW_COUNT,
  coins: [
    { thirdCoin: 'USD', minAmount: '20' },
    { thirdCoin: 'USDT', minAmount: '20' },
  ],
};

const lang = (body: Body) => optStr(body, 'languageType', 5) ?? 'ENG';

/** A list of message ids: a JSON array, or form fields msgIds.0, msgIds.1 … (decoded as an array). */
function msgIds(body: Body): string[] {
  const ids = body.msgIds;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > 50)
    throw new ApiError(CODE.BadRequest, 'msgIds must list 1 to 50 message ids');
  return ids.map((id) => {
    if (typeof id !== 'string' && typeof id !== 'number') throw new ApiError(CODE.BadRequest, 'bad message id');
    return String(id);
  });
}

/** Registers the chat routes. */
export function chatRoutes(app: Hono, users: Users, chat: ChatHub, book: Book, reports = new ChatReports()): void {
  const admin = (user: UserRecord) => {
    if (!users.isChatAdmin(user)) throw new ApiError(CODE.Forbidden, 'chat admins only');
  };
  const facts = (user: UserRecord) => ({ placed: book.placedCount(user), vip: users.vipLevel(user) });

  route(
    app,
    'get',
    LIVE_PATHS.chatToken,
    'required',
    users,
    needUser(({ user, token, query }): WireChatToken => {
      const ban = chat.banOf(user.uid);
      const isPermission = users.isChatAdmin(user);
      const time = ban ? new Date(ban.until).toISOString().slice(0, 16).replace('T', ' ') : '';
      return {
        token: chat.issueToken(token),
        chatBanInfo: {
          banText: ban ? textIn(BANNED, query.languageType ?? 'ENG').replace('{time}', time) : '',
          isBan: Boolean(ban),
          isPermission,
          ...(isPermission ? { ttlConfig: TTL_CONFIG } : {}),
        },
        chatRule: { isAvailable: true, betLimitRule: chat.betLimitRule(query.liveRoomId, user) },
      };
    }),
  );
  route(app, 'post', LIVE_PATHS.emojiList, 'none', users, () => EMOJIS);
  route(app, 'post', LIVE_PATHS.chatReportCate, 'optional', users, ({ body }): WireReportCategory[] =>
    REPORT_CATEGORIES.map((c) => ({ id: c.id, name: textIn(c.name, lang(body)) })),
  );
  route(
    app,
    'post',
    LIVE_PATHS.chatReportAdd,
    'required',
    users,
    needUser(({ user, body }) => {
      const room = chat.room(str(body, 'liveRoomId'));
      const cateId = str(body, 'cateId', 10);
      if (!REPORT_CATEGORIES.some((c) => c.id === cateId)) throw new ApiError(CODE.BadRequest, 'unknown cateId');
      const ids = msgIds(body);
      if (!ids.every((id) => room.kept.history.some((m) => m.msgId === id)))
        throw new ApiError(CODE.BadRequest, 'no such message in the room');
      reports.add({ uid: user.uid, liveRoomId: room.liveRoomId, msgIds: ids, cateId, at: Date.now() });
      return true;
    }),
  );
  route(
    app,
    'post',
    LIVE_PATHS.chatDeleteMessage,
    'required',
    users,
    needUser(({ user, body }) => {
      admin(user);
      return { msgIds: chat.deleteMessages(chat.room(str(body, 'liveRoomId')), msgIds(body)) };
    }),
  );
  route(
    app,
    'post',
    LIVE_PATHS.chatBanUser,
    'required',
    users,
    needUser(({ user, body }) => {
      admin(user);
      chat.room(str(body, 'liveRoomId'));
      const uid = str(body, 'uid', 40);
      if (uid === user.uid) throw new ApiError(CODE.BadRequest, 'an admin cannot ban themselves');
      const config = parseBanRequest(body.ttl, body.unit);
      if (!config || !TTL_CONFIG.some((c) => c.ttl === config.ttl && c.unit === config.unit))
        throw new ApiError(CODE.BadRequest, 'ttl and unit must be one of ttlConfig');
      return { uid, banUntil: chat.ban(uid, config) };
    }),
  );
  route(app, 'get', LIVE_PATHS.chatLiveShow, 'optional', users, (): WireOrderShowRule => ORDER_SHOW_RULE);
  route(
    app,
    'post',
    LIVE_PATHS.showOrderReport,
    'required',
    users,
    needUser(({ user, token, body }) => {
      const room = chat.room(str(body, 'liveRoomId'));
      const record = book.order(user, str(body, 'orderId', 60));
      const order = decode(orderSchema, wireOrder(record, lang(body)), 'order');
      // The spec's rule (§5) holds here too: only an order a client may list can be shown.
      const allowed = room.match ? showableOrders([order], room.match.id, ORDER_SHOW_RULE).length > 0 : false;
      if (!allowed) throw new ApiError(CODE.BadRequest, 'this order cannot be shown in this room');
      // The card names the market in the sharer's language, as this server names it.
      const [leg] = record.legs;
      const section = (option: BetOption) =>
        `${marketTypeIn(lang(body), leg.mty, leg.marketName)} · ${legPick(option)}`;
      return { shown: chat.showOrder(room, { user, session: token }, chatOrderItem(order, section)) };
    }),
  );
  route(app, 'post', USER_PATHS.titleAll, 'optional', users, (): WireUserTitle[] => allTitles());
  route(
    app,
    'post',
    USER_PATHS.titleList,
    'required',
    users,
    needUser(({ user, body }): WireUserTitle[] => titlesOf(user, facts(user), Number(str(body, 'type', 2)))),
  );
  route(
    app,
    'post',
    USER_PATHS.titleSet,
    'required',
    users,
    needUser(({ user, body }) => {
      setTitle(user, facts(user), str(body, 'titleId', 10));
      users.save(user);
      return true;
    }),
  );
}
