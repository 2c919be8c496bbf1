// Decoders of the live room's gift, coin and red-envelope answers (spec §7 Live): the gift list, the coin
// balance (gold mall, or the balance a gift send answers with), the room's red envelope and what opening it won.
import * as v from 'valibot';
import { decodeList, id, num, opt } from './common';
import { money } from './money';

const giftRowSchema = v.pipe(
  v.object({ giftId: id, giftName: v.string(), price: money, icon: opt(v.string()) }),
  v.transform(({ icon, ...gift }) => ({ ...gift, ...(icon ? { icon } : {}) })),
);

/** submit/gift/list: the gifts of a match type (bad rows dropped) and the coin balance it may carry. */
export const giftListSchema = v.pipe(
  v.object({ giftList: v.optional(v.unknown()), coinBalance: opt(money) }),
  v.transform((list) => ({ gifts: decodeList(giftRowSchema, list.giftList, 'gifts'), coinBalance: list.coinBalance })),
);

/** A coin balance: a bare amount, `{ balance }` (gold mall) or `{ coinBalance }` (a gift send's answer). */
export const coinBalanceSchema = v.union([
  money,
  v.pipe(
    v.object({ balance: money }),
    v.transform((b) => b.balance),
  ),
  v.pipe(
    v.object({ coinBalance: money }),
    v.transform((b) => b.coinBalance),
  ),
]);

/** get/room/redEnvelope: the room's envelope, or null when there is none. */
export const roomEnvelopeSchema = v.nullable(v.object({ envelopeId: id, count: opt(num), amount: opt(money) }));

/** submit/receive/redEnvelope: the amount won (the spec's 'failure' answer does not decode: missed). */
export const envelopeWinSchema = v.object({ amount: money });
