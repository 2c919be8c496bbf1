// Gifts sent in the live rooms: each user's gold-mall spend per day against the daily limit (spec §7
// activity/goldmall/dailyLimit; the server refuses a gift past it; kept on the user's record, so a restart keeps
// it) and each room's ranking of senders (room/gift/top10; every sender's total is kept in the store, so a
// restart keeps the ranking).
import Decimal from 'decimal.js';
import type { WireGiftRank } from '../../src/api/wire.ts';
import { ApiError, CODE } from './codes.ts';
import type { StoreParts, UserRecord } from './records.ts';
import type { Store } from './store.ts';

/** Coins a user may spend on gifts per day (UTC day of the simulation clock). */
export const GOLD_DAILY_LIMIT = new Decimal(500);
const TOP = 10;

export class GiftLedger {
  /** Per room, each sender's name and total. */
  private readonly senders: StoreParts['giftRanking'];

  constructor(
    private readonly now: () => number,
    private readonly store: Store,
  ) {
    this.senders = store.part('giftRanking', () => ({}));
  }

  private day(): string {
    return new Date(this.now()).toISOString().slice(0, 10);
  }

  /** Coins the user spent on gifts today. */
  usedToday(user: UserRecord): Decimal {
    const entry = user.giftSpend;
    return new Decimal(entry && entry.day === this.day() ? entry.coins : 0);
  }

  /** Coins the user may still spend today. */
  leftToday(user: UserRecord): Decimal {
    return Decimal.max(0, GOLD_DAILY_LIMIT.minus(this.usedToday(user)));
  }

  /** Counts a user's gift against today's limit (the caller saves the record); refuses one that goes past it. */
  spend(user: UserRecord, cost: Decimal): void {
    if (cost.gt(this.leftToday(user)))
      throw new ApiError(CODE.DailyLimit, `daily gift limit: ${this.leftToday(user).toFixed(2)} coins left today`);
    user.giftSpend = { day: this.day(), coins: this.usedToday(user).plus(cost).toFixed(2) };
  }

  /**
   * Adds a sent gift to the room's ranking (viewers and bots alike). Written soon: a viewer's gift is written at
   * once with the coins it took (the same turn's save).
   */
  record(liveRoomId: string, uid: string, nickName: string, cost: Decimal): void {
    const room = (this.senders[liveRoomId] ??= {});
    room[uid] = { nickName, amount: cost.plus(room[uid]?.amount ?? 0).toFixed(2) };
    this.store.saveSoon();
  }

  /** The room's ten biggest senders, highest first. */
  top10(liveRoomId: string): WireGiftRank[] {
    return Object.entries(this.senders[liveRoomId] ?? {})
      .map(([uid, s]) => ({ uid, nickName: s.nickName, amount: new Decimal(s.amount) }))
      .sort((a, b) => b.amount.comparedTo(a.amount))
      .slice(0, TOP)
      .map((s, i) => ({ rank: i + 1, uid: s.uid, nickName: s.nickName, amount: s.amount.toFixed(2) }));
  }
}
