// What happens in a live room while it is on air (spec §8 codes): the simulated crowd's lines (M01) and gifts (G01),
// the host's pushed orders (G04, recalled by G05), red envelopes (G02) and lotteries (G06, drawn G07), and the room's
// own moderation of a crowd line now and then (B06, B08). An envelope, a lottery and its winners are kept in the
// store like money; a lottery due while the server was down is drawn when it starts again.
import Decimal from 'decimal.js';
import { LiveState } from '../../src/domain/liveEnums.ts';
import { CROWD_LINES } from './crowdLines.ts';
import { liveStatus, type LiveRooms } from './chatRooms.ts';
import type { GiftLedger } from './giftLedger.ts';
import { giftsIn } from './gifts.ts';
import { VIEWERS } from './people.ts';
import type { RoomRecord, UserRecord } from './records.ts';
import type { Room } from './room.ts';
import { giftData, pushedOrderData } from './roomWords.ts';
import type { RoomFanout } from './roomFanout.ts';
import type { Store } from './store.ts';
import { viewerTitles } from './titles.ts';
import type { Users } from './users.ts';
import type { World } from './world.ts';

/** The lottery winners a room keeps (lottery/winList answers them). */
const WINNERS_KEPT = 20;
/** A lottery started by the demo control draws this soon unless told otherwise. */
export const FORCED_DRAW_MS = 8_000;

/** G06's data: a lottery's id, prize and draw time. */
export function lotteryFrame(lot: NonNullable<RoomRecord['lottery']>) {
  return { lotteryId: lot.id, prize: lot.prize, drawAt: lot.drawAt };
}

/** G02's data: an envelope's id, its coins and shares left. */
export function envelopeFrame(env: NonNullable<RoomRecord['redEnvelope']>) {
  return { envelopeId: env.id, amount: env.left, count: env.count };
}

export class RoomActivity {
  constructor(
    private readonly world: World,
    private readonly store: Store,
    private readonly users: Users,
    private readonly rooms: LiveRooms,
    private readonly fanout: RoomFanout,
    private readonly gifts: GiftLedger,
  ) {
    // A lottery whose time ran out while the server was down is drawn now, as it would have been live.
    for (const room of rooms.byId.values()) {
      const lot = room.kept.lottery;
      if (lot && lot.drawAt <= world.now()) this.drawLottery(room, lot);
    }
    world.listen({ tick: (now) => this.tick(now) });
  }

  /**
   * What a viewer joining the room is told of what runs in it: a lottery (G06), an envelope they did not grab (G02),
   * the host's order still shown (G04, worded in the joiner's language: a viewer switching language joins again).
   */
  joinFrames(room: Room, user: UserRecord | undefined, lang: string): { code: string; data: unknown }[] {
    const frames: { code: string; data: unknown }[] = [];
    // A viewer joining while a lottery runs (also after a restart) is told of it as the room was: its prize, its draw.
    if (room.kept.lottery) frames.push({ code: 'G06', data: lotteryFrame(room.kept.lottery) });
    // Likewise an open red envelope the viewer has not grabbed: one dropped between the page's envelope read and
    // this join would otherwise be missed.
    const envelope = room.kept.redEnvelope;
    if (envelope && !(user && envelope.grabbed.includes(user.uid)))
      frames.push({ code: 'G02', data: envelopeFrame(envelope) });
    const pushed = room.pushedOrder && pushedOrderData(room, room.pushedOrder, lang);
    if (pushed) frames.push({ code: 'G04', data: pushed });
    return frames;
  }

  private tick(now: number): void {
    for (const room of this.rooms.byId.values()) {
      this.rooms.moveOnIfDue(room, now);
      if (liveStatus(room) !== LiveState.Living) continue;
      const rng = room.rng;
      room.popularity += rng.int(-3, 5);
      if (rng.chance(0.12)) {
        const n = rng.int(1, 999);
        const nickName = rng.pick(VIEWERS);
        const bot = rng.int(0, CROWD_LINES.length - 1);
        this.fanout.say(room, `v-${n}`, nickName, CROWD_LINES[bot].ENG, { titles: viewerTitles(n), bot });
      }
      if (rng.chance(0.02)) {
        const gift = rng.pick(giftsIn('ENG'));
        // A regular viewer sends it: one uid per viewer name, so the gift ranking adds up what each one gave.
        const nickName = rng.pick(VIEWERS);
        const sender = { uid: `v-${nickName}`, nickName, count: rng.int(1, 5) };
        this.gifts.record(room.liveRoomId, sender.uid, sender.nickName, new Decimal(gift.price).times(sender.count));
        this.fanout.broadcastWorded(room, 'G01', (lang) => giftData(sender, gift.giftId, lang));
      }
      if (rng.chance(0.003) && !room.kept.redEnvelope) this.dropRedEnvelope(room, now);
      this.hostOrders(room, now);
      this.lotteries(room, now);
      // The room's own moderation removes a simulated viewer's line now and then (never a real user's: a real
      // ban is a chat admin's, through chat/ban/user).
      const victim = room.kept.history.at(-1);
      if (rng.chance(0.004) && victim?.uid.startsWith('v-')) {
        room.kept.history.pop();
        this.store.saveSoon();
        if (rng.chance(0.5)) this.fanout.broadcast(room, 'B06', { msgId: victim.msgId });
        else this.fanout.broadcast(room, 'B08', { uid: victim.uid, msgIds: [victim.msgId] });
      }
    }
  }

  private hostOrders(room: Room, now: number): void {
    if (room.pushedOrder && now >= room.pushedOrder.recallAt) {
      this.fanout.broadcast(room, 'G05', { orderId: room.pushedOrder.orderId });
      room.pushedOrder = undefined;
    }
    if (!room.pushedOrder && room.rng.chance(0.006)) this.pushOrder(room, now);
  }

  /** G04: the host pushes an order on an open market of the room's match; false when there is none. */
  private pushOrder(room: Room, now: number): boolean {
    const market = room.match?.groups.find((g) => g.market.ss === 1);
    if (!market) return false;
    const option = room.rng.pick(market.market.op);
    // An order still shown is recalled first (G05): a reader never keeps a card the host replaced.
    if (room.pushedOrder) this.fanout.broadcast(room, 'G05', { orderId: room.pushedOrder.orderId });
    const order = {
      orderId: `P${room.liveRoomId}-${now}`,
      recallAt: now + 60_000,
      marketId: market.market.id,
      type: option.ty,
    };
    room.pushedOrder = order;
    // The card names the market and the pick in each reader's language (roomWords.ts).
    this.fanout.broadcastWorded(room, 'G04', (lang) => pushedOrderData(room, order, lang));
    return true;
  }

  /** G02: a red envelope of 20-200 coins in 3-10 shares drops in the room. */
  private dropRedEnvelope(room: Room, now: number): void {
    const rng = room.rng;
    const env = {
      id: `RE${room.kept.seq}-${now}`,
      left: new Decimal(rng.int(20, 200)).toFixed(2),
      count: rng.int(3, 10),
      grabbed: [],
    };
    room.kept.redEnvelope = env;
    this.store.save();
    this.fanout.broadcast(room, 'G02', envelopeFrame(env));
  }

  /**
   * Lets a user grab a share of the room's red envelope; returns the share or 0. The caller pays it in the same
   * turn, so the store's one write holds the share taken and the coins, or neither.
   */
  grabRedEnvelope(room: Room, user: UserRecord): Decimal {
    const env = room.kept.redEnvelope;
    if (!env || env.grabbed.includes(user.uid)) return new Decimal(0);
    const left = new Decimal(env.left);
    const share =
      env.count === 1
        ? left
        : left
            .div(env.count)
            .times(room.rng.next() + 0.5)
            .toDecimalPlaces(2, Decimal.ROUND_FLOOR);
    env.left = left.minus(share).toFixed(2);
    env.count -= 1;
    env.grabbed.push(user.uid);
    // A fully grabbed envelope is over: the room keeps none.
    if (env.count === 0) room.kept.redEnvelope = undefined;
    this.store.save();
    return share;
  }

  /** Demo control: the host pushes an order (G04) now, replacing one still shown; false without an open market. */
  forcePushedOrder(liveRoomId: string): boolean {
    const room = this.rooms.byId.get(liveRoomId);
    return room ? this.pushOrder(room, this.world.now()) : false;
  }

  /** Demo control: a red envelope (G02) drops in the room now; false for an unknown room. */
  forceRedEnvelope(liveRoomId: string): boolean {
    const room = this.rooms.byId.get(liveRoomId);
    if (room) this.dropRedEnvelope(room, this.world.now());
    return Boolean(room);
  }

  /** Demo control: a lottery (G06) starts in the room now and is drawn after `drawInMs`; false for an unknown room. */
  forceLottery(liveRoomId: string, drawInMs = FORCED_DRAW_MS): boolean {
    const room = this.rooms.byId.get(liveRoomId);
    if (!room) return false;
    this.startLottery(room, this.world.now(), drawInMs);
    return true;
  }

  private lotteries(room: Room, now: number): void {
    const lot = room.kept.lottery;
    if (lot && now >= lot.drawAt) this.drawLottery(room, lot);
    else if (!lot && room.rng.chance(0.002)) this.startLottery(room, now, 120_000);
  }

  /** G06: a lottery of 10-100 coins starts, drawn `drawInMs` later. */
  private startLottery(room: Room, now: number, drawInMs: number): void {
    const lot = {
      id: `LT${room.liveRoomId}-${now}`,
      prize: new Decimal(room.rng.int(10, 100)).toFixed(2),
      drawAt: now + drawInMs,
      entrants: [...room.kept.watchers],
    };
    room.kept.lottery = lot;
    this.store.save();
    this.fanout.broadcast(room, 'G06', lotteryFrame(lot));
  }

  /**
   * G07: one winner among the room's watchers and its regular viewers; a winning user is paid the prize. The
   * payment, the winner and the lottery's end change in one turn: the store's one write holds all or none of them,
   * so a lottery is never paid twice.
   */
  private drawLottery(room: Room, lot: NonNullable<RoomRecord['lottery']>): void {
    const pool = [...lot.entrants, ...room.kept.watchers, ...VIEWERS];
    const winner = pool[room.rng.int(0, pool.length - 1)];
    const user = this.users.byUid(winner);
    if (user) this.users.addCoins(user, new Decimal(lot.prize));
    const entry = {
      lotteryId: lot.id,
      uid: winner,
      nickName: user?.name ?? this.users.nameOf(winner) ?? winner,
      prize: lot.prize,
    };
    room.kept.winners = [...room.kept.winners, entry].slice(-WINNERS_KEPT);
    room.kept.lottery = undefined;
    this.store.save();
    this.fanout.broadcast(room, 'G07', { lotteryId: lot.id, winners: [entry] });
  }
}
