// What the server writes into a room's chat in the reader's language, apart from the simulated crowd's lines: the
// host's pushed-order card (G04, worded again for a viewer who joins while it shows, or after a language switch)
// and a gift's name (G01). A file of its own so the chat socket only asks "in which language" per socket.
import type { WireOption } from '../../src/api/wire.ts';
import { giftById } from './gifts.ts';
import { nameIn } from './names.ts';
import type { Room } from './room.ts';
import { marketTypeIn, optionIn } from './translations.ts';

/** The order the host pushes: its market and pick, worded per reader when sent. */
export interface PushedOrder {
  orderId: string;
  recallAt: number;
  marketId: string;
  /** The pick's option type (H, D, A, O, U…). */
  type: string;
}

/** G04's data for a reader of `lang`: the market and the pick named in that language (a 1X2 pick by its team). */
export function pushedOrderData(room: Room, order: PushedOrder, lang: string) {
  const group = room.match?.groups.find((g) => g.market.id === order.marketId);
  const option: WireOption | undefined = group?.market.op.find((o) => o.ty === order.type);
  if (!room.match || !group || !option) return undefined;
  const worded = optionIn(lang, option);
  const pick =
    option.na && option.ty !== 'D' ? nameIn(lang, option.na) : worded.na && option.ty === 'D' ? worded.na : worded.nm;
  const line = option.li && !pick.includes(option.li) ? ` ${option.li}` : '';
  return {
    orderId: order.orderId,
    hostId: room.hostId,
    matchId: room.match.id,
    marketId: order.marketId,
    type: option.ty,
    odds: option.od,
    betName: `${marketTypeIn(lang, group.mty, group.nm)} · ${pick}${line}`,
  };
}

/** G01's data for a reader of `lang`: who sent how many of which gift, the gift named in that language. */
export function giftData(sender: { uid: string; nickName: string; count: number }, giftId: number, lang: string) {
  const gift = giftById(giftId, lang);
  return gift ? { ...sender, ...gift } : undefined;
}
