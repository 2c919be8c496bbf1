// Early settlement (cash-out): prices that follow the match and the odds, full and partial cash-outs.
import Decimal from 'decimal.js';
import { BetResult, OrderStatus } from '../../src/domain/betEnums.ts';
import { autoCashOutDue } from '../../src/domain/cashout.ts';
import { CashOutRecordStatus } from '../../src/domain/cashoutRules.ts';
import type { WireCashOutPrice, WireCashOutRecord } from '../../src/api/wire.ts';
import type { Book } from './book.ts';
import { ApiError, CODE } from './codes.ts';
import { legFactor } from './grading.ts';
import { amount, ids, optStr, str, type Body } from './input.ts';
import { refusalIn } from './translations.ts';
import { stakeLimits } from './limits.ts';
import { MAX_CASH_OUTS, money, wireOrder } from './orders.ts';
import type { Store } from './store.ts';
import { AUTO_REF_SUFFIX, type OrderRecord, type UserRecord } from './records.ts';
import type { Users } from './users.ts';
import type { World } from './world.ts';

/** The request's languageType: an order's names are written in it (a card keeps its language after a cash-out). */
const langOf = (body: Body) => optStr(body, 'languageType', 5) ?? 'ENG';

/** The book keeps 5% of the fair value of a cash-out. */
const CASH_OUT_MARGIN = new Decimal(0.95);
/** A cash-out goes through when the price did not fall by more than 2% from the price the user saw. */
export const PRICE_TOLERANCE = new Decimal(0.02);

export class CashOut {
  /**
   * The orders that may hold an auto cash-out (set here, loaded, or read again from another instance's write): the
   * tick looks at these, not at every order in memory (tens of thousands under load, every second).
   */
  private readonly autos = new Set<string>();

  constructor(
    private readonly store: Store,
    private readonly users: Users,
    private readonly book: Book,
    world: World,
  ) {
    for (const o of Object.values(store.data.orders)) if (o.autoCashOut) this.autos.add(o.id);
    store.onReload((rows) => {
      for (const [table, id] of rows) if (table === 'orders' && store.data.orders[id]?.autoCashOut) this.autos.add(id);
    });
    // Auto cash-outs move shared orders: the leading instance runs them (bus.ts).
    world.listen({ tick: () => this.tick() }, true);
  }

  /**
   * Return offered now for the whole remaining principal: principal x placed odds x the chance of winning
   * (read from the current odds of the same option), less the margin; always below the max win, 0 when
   * any leg is suspended, off, on a moved line, or already lost.
   */
  price(o: OrderRecord): Decimal {
    if (o.st !== OrderStatus.Confirmed || o.betCount > 1 || o.seriesNumber > 1) return new Decimal(0);
    const principal = new Decimal(o.remainingPrincipal);
    if (principal.lte(0)) return new Decimal(0);
    let value = principal;
    for (const leg of o.legs) {
      if (leg.result !== undefined) {
        if (leg.result === BetResult.Lost) return new Decimal(0);
        value = value.times(legFactor(leg.result, leg.odds));
        continue;
      }
      const q = this.book.quote(leg.marketId, leg.type);
      if (!q || q.group.market.ss !== 1 || q.option.od <= 0 || q.option.li !== leg.line) return new Decimal(0);
      value = value.times(leg.odds).div(q.option.od);
    }
    const maxWin = principal.times(o.legs.reduce((p, l) => p.times(l.odds), new Decimal(1)));
    return Decimal.min(value.times(CASH_OUT_MARGIN), maxWin.times(0.99)).toDecimalPlaces(2, Decimal.ROUND_FLOOR);
  }

  /** cashOut/price: {pr: [...]} for the user's orders among orderIds. */
  prices(user: UserRecord, body: Body): { pr: WireCashOutPrice[] } {
    const pr = ids(body, 'orderIds').flatMap((id) => {
      const o = this.store.data.orders[id.slice(0, 15)];
      if (!o || o.uid !== user.uid) return [];
      const amt = this.price(o);
      const lim = stakeLimits(o.currencyId, 'prematch');
      const available = amt.gt(0) && o.crl.length < MAX_CASH_OUTS;
      return [
        {
          oid: o.id,
          amt: amt.toFixed(2),
          st: available ? 1 : 0,
          smis: lim.min.toFixed(2),
          pmis: lim.min.toFixed(2),
          mxc: MAX_CASH_OUTS,
        },
      ];
    });
    return { pr };
  }

  /** cashOut/bet: cashes out cashOutStake of the remaining principal at the current price if `price` still holds. */
  /**
   * Body: orderId, principal (or cashOutStake) to settle, expectedAmount (the return the user saw for that
   * principal) or price (the full price they saw), clientRef. The same clientRef never settles twice.
   */
  /** Orders whose next cash-out the book cancels (demo control cancelCashOut; kept in memory like the demo switches). */
  private readonly cancelling = new Set<string>();

  /** The next cash-out of `orderId` is cancelled by the book (spec §4 cancelled, 取消结算). */
  cancelNext(orderId: string): void {
    this.cancelling.add(orderId);
  }

  cashOut(user: UserRecord, body: Body): { record: WireCashOutRecord; order: ReturnType<typeof wireOrder> } {
    const o = this.book.order(user, str(body, 'orderId'));
    const clientRef = optStr(body, 'clientRef', 64);
    const done = clientRef ? o.crl.find((r) => r.clientRef === clientRef) : undefined;
    if (done) return { record: done, order: wireOrder(o, langOf(body)) };
    const stake = amount(body, body.principal !== undefined ? 'principal' : 'cashOutStake');
    // The book cancels it (demo control cancelCashOut): a record saying so, nothing settled or credited.
    if (this.cancelling.delete(o.id)) {
      const record: WireCashOutRecord = {
        id: String(200_000_000_000_000 + this.store.nextSeq()),
        cop: stake.toFixed(2),
        cot: '0.00',
        ct: this.book.now(),
        st: CashOutRecordStatus.Cancelled,
        ...(clientRef ? { clientRef } : {}),
      };
      return { record, order: wireOrder(o, langOf(body)) };
    }
    const current = this.price(o);
    if (current.lte(0) || o.crl.length >= MAX_CASH_OUTS)
      throw new ApiError(CODE.CashOutUnavailable, 'cash out not available, please try later');
    const remaining = new Decimal(o.remainingPrincipal);
    const seenFull =
      body.expectedAmount !== undefined
        ? amount(body, 'expectedAmount')
            .times(remaining)
            .div(stake.gt(0) ? stake : 1)
        : amount(body, 'price');
    if (current.lt(seenFull.times(new Decimal(1).minus(PRICE_TOLERANCE)))) {
      throw new ApiError(CODE.CashOutPriceMoved, refusalIn(langOf(body), 'cash-out price changed', current.toFixed(2)));
    }
    const principal = new Decimal(o.remainingPrincipal);
    const min = stakeLimits(o.currencyId, 'prematch').min;
    const left = principal.minus(stake);
    if (stake.gt(principal))
      throw new ApiError(CODE.CashOutStakeInvalid, 'cash-out stake above the remaining principal');
    if (stake.lt(min) || (left.gt(0) && left.lt(min)))
      throw new ApiError(
        CODE.CashOutStakeInvalid,
        `cash-out stake and what remains must be at least ${min.toFixed(2)}`,
      );
    return this.settle(user, o, stake, clientRef, langOf(body));
  }

  /** Settles `stake` of the order's remaining principal at the current price: a record, the credit, the order. */
  private settle(
    user: UserRecord,
    o: OrderRecord,
    stake: Decimal,
    clientRef: string | undefined,
    lang = 'ENG',
  ): { record: WireCashOutRecord; order: ReturnType<typeof wireOrder> } {
    const now = this.book.now();
    const principal = new Decimal(o.remainingPrincipal);
    const left = principal.minus(stake);
    const cot = money(this.price(o).times(stake).div(principal));
    const record: WireCashOutRecord = {
      id: String(200_000_000_000_000 + this.store.nextSeq()),
      cop: stake.toFixed(2),
      cot,
      ct: now,
      st: 1,
      ...(clientRef ? { clientRef } : {}),
    };
    o.crl.push(record);
    o.remainingPrincipal = left.toFixed(2);
    if (left.isZero()) {
      o.st = OrderStatus.Settled;
      o.sa = '0.00';
      o.settledTime = now;
      delete o.autoCashOut;
    }
    this.users.credit(user, o.currencyId, new Decimal(cot));
    this.store.save(['orders', o.id]);
    return { record, order: wireOrder(o, lang) };
  }

  /**
   * cashOut/auto {orderId, principal, targetReturn}: holds the order's auto cash-out (replacing one set before);
   * without a principal it removes it. Answers the order as it now stands.
   */
  setAuto(user: UserRecord, body: Body): ReturnType<typeof wireOrder> {
    const o = this.book.order(user, str(body, 'orderId'));
    if (body.principal === undefined || body.principal === '') {
      delete o.autoCashOut;
    } else {
      if (o.st !== OrderStatus.Confirmed) throw new ApiError(CODE.CashOutUnavailable, 'the order cannot be cashed out');
      const principal = amount(body, 'principal');
      const target = amount(body, 'targetReturn');
      if (principal.lte(0) || principal.gt(o.remainingPrincipal) || target.lte(0))
        throw new ApiError(CODE.CashOutStakeInvalid, 'auto cash-out needs a principal within the remaining stake');
      o.autoCashOut = { principal: principal.toFixed(2), targetReturn: target.toFixed(2) };
      this.autos.add(o.id);
    }
    this.store.save(['orders', o.id]);
    return wireOrder(o, langOf(body));
  }

  /** Fires the auto cash-outs whose principal now returns their target (each once; the page need not be open). */
  tick(): void {
    for (const id of this.autos) {
      const o = this.store.data.orders[id];
      const auto = o?.autoCashOut;
      if (!auto) {
        this.autos.delete(id);
        continue;
      }
      if (o.st !== OrderStatus.Confirmed) continue;
      const remaining = new Decimal(o.remainingPrincipal);
      const stake = Decimal.min(auto.principal, remaining);
      const price = this.price(o);
      if (stake.lte(0) || price.lte(0) || o.crl.length >= MAX_CASH_OUTS) continue;
      if (!autoCashOutDue({ principal: stake.toFixed(2), targetReturn: auto.targetReturn }, price, remaining)) continue;
      delete o.autoCashOut;
      this.settle(this.store.data.users[o.uid], o, stake, `${o.id}${AUTO_REF_SUFFIX}`);
    }
  }

  /** getCashOutsByIds: the orders (with their crl) among ids. */
  byIds(user: UserRecord, body: Body): ReturnType<typeof wireOrder>[] {
    return ids(body, 'ids').flatMap((id) => {
      const o = this.store.data.orders[id];
      return o && o.uid === user.uid ? [wireOrder(o, langOf(body))] : [];
    });
  }
}
