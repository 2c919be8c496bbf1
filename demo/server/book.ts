// The book: pre-bet quotes, singles and multiples, confirmation, settlement and bet lists.
import Decimal from 'decimal.js';
import { MatchStatus } from '../../src/domain/enums.ts';
import { BetResult, OrderStatus } from '../../src/domain/betEnums.ts';
import type { WireBetMarket, WireOption, WirePage, WirePreBet, WireSeries } from '../../src/api/wire.ts';
import { liveStreamFilter } from './betSources.ts';
import { ApiError, CODE } from './codes.ts';
import { gradeLeg } from './grading.ts';
import { amount, ids, int, objects, odds, optStr, str, time, type Body } from './input.ts';
import { isCurrency, stakeLimits, type LimitKind } from './limits.ts';
import { scoreOf, type SimGroup, type SimMatch } from './match.ts';
import { comboReturn, money, orderReturn, seriesCombos, wireOrder } from './orders.ts';
import { paginate } from './page.ts';
import { PERIOD, SCORE_TYPE } from './periods.ts';
import { MARKET_TYPE } from './pricing.ts';
import type { Store } from './store.ts';
import { AUTO_REF_SUFFIX, type LegRecord, type OrderRecord, type UserRecord } from './records.ts';
import { leagueIn, marketTypeIn, optionIn, refusalIn } from './translations.ts';
import { matchNameIn, nameIn } from './names.ts';
import type { Users } from './users.ts';
import type { World } from './world.ts';

/** A parlay has at most 10 legs (spec §9). */
export const MAX_LEGS = 10;
/** Simulated delays: created to confirming, and to the decision (in-play bets wait longer). */
const CONFIRMING_MS = 1000;
/** How often (simulated ms) the book drops long-ended orders from memory (Store.prune). */
const PRUNE_EVERY_MS = 60_000;
const DECIDE_MS = { prematch: 2000, live: 4000 };

/** When a new order turns confirming and when it is decided, in simulated ms after placing. */
export interface BookTimings {
  confirmingMs: number;
  prematchDecisionMs: number;
  liveDecisionMs: number;
}

/** The book's timings: the spec's (confirming after 1 s, decided after 2 s, live after 4 s), or all decided after `decisionMs` (tests: BET_DECISION_MS), turning confirming halfway. */
export function bookTimings(decisionMs?: number): BookTimings {
  if (decisionMs === undefined)
    return { confirmingMs: CONFIRMING_MS, prematchDecisionMs: DECIDE_MS.prematch, liveDecisionMs: DECIDE_MS.live };
  return { confirmingMs: Math.floor(decisionMs / 2), prematchDecisionMs: decisionMs, liveDecisionMs: decisionMs };
}

/** A priced option of a market, as the book sees it now. */
export interface Quote {
  group: SimGroup;
  option: WireOption;
  match?: SimMatch;
  matchId: string;
  matchName: string;
  leagueName: string;
  sportId: number;
  inPlay: boolean;
  kind: LimitKind;
}

/** The stored leg of a priced option at the odds the bet takes (a placement's or a triggered reserve's). */
export function legFromQuote(q: Quote, marketId: string, type: string, odds: number): LegRecord {
  const leg: LegRecord = {
    matchId: q.matchId,
    marketId,
    type,
    odds,
    mty: q.group.mty,
    pe: q.group.pe,
    sportId: q.sportId,
    matchName: q.matchName,
    leagueName: q.leagueName,
    marketName: q.group.nm,
    optionName: q.option.nm,
    team: q.option.na || undefined,
    inPlay: q.inPlay ? 1 : 0,
  };
  if (q.option.li !== undefined) leg.line = q.option.li;
  return leg;
}

/** What a placement answers per bet: the order id, its status and the priced option (spec §7 `ops`). */
export interface PlacedBet {
  id: string;
  st: number;
  clientRef?: string;
  duplicate: boolean;
  ops: { mid: string; bod: number }[];
}

export class Book {
  private readonly open = new Set<string>();
  /** Matches whose bets the book leaves undecided (demo control holdDecisions, for tests): decided once let go. */
  private readonly heldDecisions = new Set<string>();
  private prunedAt = 0;

  constructor(
    private readonly store: Store,
    private readonly users: Users,
    private readonly world: World,
    private readonly timings: BookTimings = bookTimings(),
  ) {
    for (const o of Object.values(store.data.orders))
      if (o.st === OrderStatus.Created || o.st === OrderStatus.Confirming) this.open.add(o.id);
    world.listen({ tick: (now) => this.tick(now) });
    // Of several instances on one database, the leader decides and settles every order (bus.ts); the others read
    // the orders it wrote again (store.ts reload).
    world.listen({ ended: () => this.settleAll() }, true);
    if (world.leads()) this.settleAll();
    store.onReload((rows) => {
      let confirmed = false;
      for (const [table, id] of rows) {
        const o = table === 'orders' ? store.data.orders[id] : undefined;
        if (o?.st === OrderStatus.Created || o?.st === OrderStatus.Confirming) this.open.add(id);
        confirmed ||= o?.st === OrderStatus.Confirmed;
      }
      // An order confirmed elsewhere (or whose settling was refused) whose match already ended is settled now.
      if (confirmed && world.leads()) this.settleAll();
    });
  }

  /** Simulated time now. */
  now(): number {
    return this.world.now();
  }

  /** The current quote of an option, or undefined when the market or option is gone. */
  quote(marketId: string, type: string): Quote | undefined {
    const found = this.world.findMarket(marketId);
    const option = found?.group.market.op.find((o) => o.ty === type);
    if (!found || !option) return undefined;
    if (found.outright) {
      const o = found.outright;
      return {
        group: found.group,
        option,
        matchId: o.id,
        matchName: `${o.league.na} winner`,
        leagueName: o.league.na,
        sportId: o.sportId,
        inPlay: false,
        kind: 'outright',
      };
    }
    const m = found.match!;
    const inPlay = m.status === MatchStatus.Live;
    return {
      group: found.group,
      option,
      match: m,
      matchId: m.id,
      matchName: `${m.home.na} vs ${m.away.na}`,
      leagueName: m.league.na,
      sportId: m.sport.id,
      inPlay,
      kind: inPlay ? 'live' : 'prematch',
    };
  }

  /** Pre-bet info (batchBetMatchMarketOfJumpLine): current prices, limits and, for 2+ legs, the series. */
  preBet(body: Body): WirePreBet {
    const currency = this.currency(body);
    // Names in the request's language, as the list and detail answer them.
    const lang = optStr(body, 'languageType', 5) ?? 'ENG';
    const entries = objects(body, 'betMatchMarketList', MAX_LEGS + 5);
    if (entries.length === 0) throw new ApiError(CODE.BadRequest, 'betMatchMarketList is required');
    if (entries.length > MAX_LEGS) throw new ApiError(CODE.TooManyLegs, 'at most 10 matches in a parlay');
    const bms: WireBetMarket[] = entries.map((e) => {
      const marketId = str(e, 'marketId');
      const type = str(e, 'type');
      const q = this.quote(marketId, type);
      if (!q) {
        return {
          marketId,
          matchId: optStr(e, 'matchId') ?? '',
          allowParley: 0,
          isInPlay: 0,
          maxBet: '0',
          minBet: '0',
          status: -1,
          option: { name: '', odd: 0, type },
        };
      }
      const lim = stakeLimits(currency, q.kind);
      const bm: WireBetMarket = {
        marketId,
        matchId: q.matchId,
        allowParley: q.group.market.au,
        isInPlay: q.inPlay ? 1 : 0,
        maxBet: lim.max.toFixed(2),
        minBet: lim.min.toFixed(2),
        status: q.option.od > 0 ? q.group.market.ss : 0,
        option: { name: nameIn(lang, optionIn(lang, q.option).nm), odd: q.option.od, type: q.option.ty },
        matchName: matchNameIn(lang, q.matchName),
        ...(q.match ? { homeName: nameIn(lang, q.match.home.na), awayName: nameIn(lang, q.match.away.na) } : {}),
        leagueName: leagueIn(lang, q.leagueName),
        sportId: q.sportId,
        marketName: marketTypeIn(lang, q.group.mty, q.group.nm),
      };
      if (q.option.li !== undefined) bm.line = q.option.li;
      return bm;
    });
    const parlayable =
      bms.length >= 2 &&
      bms.every((b) => b.allowParley === 1 && b.status !== -1) &&
      new Set(bms.map((b) => b.matchId)).size === bms.length;
    return {
      bms,
      sos: parlayable
        ? this.series(
            bms.map((b) => b.option.odd),
            currency,
          )
        : [],
    };
  }

  private series(legOdds: number[], currency: string): WireSeries[] {
    const n = legOdds.length;
    const lim = stakeLimits(currency, 'parlay');
    const factors = legOdds.map((o) => new Decimal(o));
    const entry = (combination: number, seriesNumber: number): WireSeries => {
      const combos = seriesCombos(n, combination, seriesNumber);
      return {
        seriesNumber,
        combination,
        betCount: combos.length,
        minBet: lim.min.toFixed(2),
        maxBet: lim.max.div(combos.length).floor().toFixed(2),
        seriesOdd: comboReturn(combos, factors).toDecimalPlaces(2).toNumber(),
      };
    };
    const out: WireSeries[] = [];
    for (let k = 2; k < n; k += 1) out.push(entry(k, 0));
    out.push(entry(n, 1));
    if (n >= 3) out.push(entry(n, 2 ** n - n - 1));
    return out;
  }

  private currency(body: Body): string {
    const c = optStr(body, 'currencyId', 10) ?? 'CNY';
    if (!isCurrency(c)) throw new ApiError(CODE.BadRequest, `unknown currency ${c}`);
    return c;
  }

  /** Checks a requested price against the current one under an odds-change mode; returns the odds the bet gets. */
  static accept(requested: number, current: number, oddsChange: number): number {
    if (current === requested) return current;
    if (current > requested && oddsChange >= 1) return current;
    if (current < requested && oddsChange === 2) return current;
    throw new ApiError(CODE.OddsChanged, `odds changed from ${requested} to ${current}`);
  }

  private leg(opt: Body, oddsChange: number, forParlay: boolean): { leg: LegRecord; kind: LimitKind } {
    const marketId = str(opt, 'marketId');
    const type = str(opt, 'optionType', 40);
    const requested = odds(opt, 'odds');
    const q = this.quote(marketId, type);
    if (!q) throw new ApiError(CODE.MarketNotFound, 'market not found');
    if (q.group.market.ss === -1) throw new ApiError(CODE.MarketClosed, 'market closed');
    if (q.group.market.ss === 0 || q.option.od <= 0) throw new ApiError(CODE.MarketClosed, 'market suspended');
    if (forParlay && q.group.market.au !== 1)
      throw new ApiError(CODE.NotParlayable, 'this market cannot be added to a parlay');
    const bod = Book.accept(requested, q.option.od, oddsChange);
    const leg = legFromQuote(q, marketId, type, bod);
    if (type === 'OTHER') leg.listed = q.group.market.op.map((o) => o.ty).filter((t) => t !== 'OTHER');
    return { leg, kind: q.kind };
  }

  private existing(user: UserRecord, clientRef: string | undefined): OrderRecord | undefined {
    if (!clientRef) return undefined;
    const id = this.store.data.clientRefs[`${user.uid}|${clientRef}`];
    return id ? this.store.data.orders[id] : undefined;
  }

  private checkStake(stake: Decimal, currency: string, kind: LimitKind): void {
    const lim = stakeLimits(currency, kind);
    if (stake.lt(lim.min)) throw new ApiError(CODE.StakeBelowMin, `below the lower limit ${lim.min.toFixed(2)}`);
    if (stake.gt(lim.max))
      throw new ApiError(CODE.StakeAboveMax, `stake above the upper limit ${lim.max.toFixed(2)}, please modify`);
  }

  /** Single bets (bet/singlePass): all are checked before any is placed; a known clientRef returns its order. */
  placeSingles(user: UserRecord, body: Body): PlacedBet[] {
    const currency = this.currency(body);
    const bets = objects(body, 'singleBetList', MAX_LEGS);
    if (bets.length === 0) throw new ApiError(CODE.BadRequest, 'singleBetList is required');
    const inRequest = new Set<string>();
    const plans = bets.map((b) => {
      const clientRef = optStr(b, 'clientRef', 64);
      const dup = this.existing(user, clientRef);
      if (dup) return { dup };
      if (clientRef && inRequest.has(clientRef)) return { repeat: clientRef };
      if (clientRef) inRequest.add(clientRef);
      const stake = amount(b, 'unitStake');
      const oddsChange = int(b, 'oddsChange', 0, 0, 2);
      const opts = objects(b, 'betOptionList', 1);
      if (opts.length !== 1) throw new ApiError(CODE.BadRequest, 'a single bet has one betOptionList entry');
      const { leg, kind } = this.leg(opts[0], oddsChange, false);
      this.checkStake(stake, currency, kind);
      return { clientRef, stake, oddsChange, legs: [leg], thirdRemark: optStr(b, 'thirdRemark', 500) };
    });
    const total = plans.reduce((s, p) => s.plus(p.stake ?? 0), new Decimal(0));
    if (total.gt(this.users.balance(user, currency)))
      throw new ApiError(
        CODE.InsufficientBalance,
        refusalIn(optStr(body, 'languageType', 5) ?? 'ENG', 'insufficient balance'),
      );
    return plans.map((p) => {
      if (p.dup) return placed(p.dup, true);
      if (p.repeat) return placed(this.existing(user, p.repeat)!, true); // the same reference twice in one request: one order
      const o = this.create(user, currency, p.legs!, p.stake!, p.oddsChange!, 1, 1, p.clientRef, p.thirdRemark);
      return placed(o, false);
    });
  }

  /** Multiple bets (betMultiple): one order per betMultipleData entry over the same legs. */
  placeMultiple(user: UserRecord, body: Body): PlacedBet[] {
    const currency = this.currency(body);
    const opts = objects(body, 'betOptionList', MAX_LEGS + 1);
    if (opts.length > MAX_LEGS) throw new ApiError(CODE.TooManyLegs, 'at most 10 matches in a parlay');
    if (opts.length < 2) throw new ApiError(CODE.BadRequest, 'a multiple bet needs at least 2 legs');
    const entries = objects(body, 'betMultipleData', 20);
    if (entries.length === 0) throw new ApiError(CODE.BadRequest, 'betMultipleData is required');
    const n = opts.length;
    const inRequest = new Set<string>();
    const plans = entries.map((e) => {
      const clientRef = optStr(e, 'clientRef', 64);
      const dup = this.existing(user, clientRef);
      if (dup) return { dup };
      if (clientRef && inRequest.has(clientRef)) return { repeat: clientRef };
      if (clientRef) inRequest.add(clientRef);
      const combination = int(e, 'itemCount', n, 2, n);
      const seriesNumber = int(e, 'seriesValue', combination === n ? 1 : 0, 0, 2 ** n);
      const valid =
        seriesNumber === 0 ||
        (seriesNumber === 1 && combination === n) ||
        (seriesNumber === 2 ** n - n - 1 && combination === n && n >= 3);
      if (!valid) throw new ApiError(CODE.BadRequest, `no series ${combination}/${seriesNumber} for ${n} legs`);
      const oddsChange = int(e, 'oddsChange', 0, 0, 2);
      const unit = amount(e, 'unitStake');
      const legs = opts.map((o) => this.leg(o, oddsChange, true).leg);
      if (new Set(legs.map((l) => l.matchId)).size !== legs.length)
        throw new ApiError(CODE.NotParlayable, 'one leg per match in a parlay');
      this.checkStake(unit, currency, 'parlay');
      const count = seriesCombos(n, combination, seriesNumber).length;
      return {
        clientRef,
        unit,
        oddsChange,
        legs,
        combination,
        seriesNumber,
        count,
        remark: optStr(e, 'thirdRemark', 500),
      };
    });
    const total = plans.reduce((s, p) => s.plus(p.unit ? p.unit.times(p.count) : 0), new Decimal(0));
    if (total.gt(this.users.balance(user, currency)))
      throw new ApiError(
        CODE.InsufficientBalance,
        refusalIn(optStr(body, 'languageType', 5) ?? 'ENG', 'insufficient balance'),
      );
    return plans.map((p) => {
      if (p.dup) return placed(p.dup, true);
      if (p.repeat) return placed(this.existing(user, p.repeat)!, true);
      return placed(
        this.create(
          user,
          currency,
          p.legs!,
          p.unit!,
          p.oddsChange!,
          p.combination!,
          p.seriesNumber!,
          p.clientRef,
          p.remark,
        ),
        false,
      );
    });
  }

  /** Records a new order in state created, takes the stake, and remembers its clientRef. */
  create(
    user: UserRecord,
    currency: string,
    legs: LegRecord[],
    unit: Decimal,
    oddsChange: number,
    combination: number,
    seriesNumber: number,
    clientRef?: string,
    thirdRemark?: string,
    autoBet = 0,
  ): OrderRecord {
    const now = this.world.now();
    const combos = seriesCombos(legs.length, combination, seriesNumber);
    const stake = unit.times(combos.length);
    this.users.credit(user, currency, stake.neg());
    const live = legs.some((l) => l.inPlay === 1);
    const o: OrderRecord = {
      id: String(100_000_000_000_000 + this.store.nextSeq()),
      uid: user.uid,
      clientRef,
      currencyId: currency,
      betType: legs.length === 1 ? 0 : 1,
      combination,
      seriesNumber,
      betCount: combos.length,
      unitStake: unit.toFixed(2),
      betAmount: stake.toFixed(2),
      oddsChange,
      st: OrderStatus.Created,
      createdTime: now,
      confirmingAt: now + this.timings.confirmingMs,
      decideAt: now + (live ? this.timings.liveDecisionMs : this.timings.prematchDecisionMs),
      mwa: money(
        comboReturn(
          combos,
          legs.map((l) => new Decimal(l.odds)),
        ).times(unit),
      ),
      remainingPrincipal: stake.toFixed(2),
      crl: [],
      legs,
      thirdRemark,
      autoBet,
    };
    this.store.data.orders[o.id] = o;
    if (clientRef) this.store.data.clientRefs[`${user.uid}|${clientRef}`] = o.id;
    this.open.add(o.id);
    this.store.save(['orders', o.id]);
    return o;
  }

  /** Demo control (tests): leaves every bet with a leg on `matchId` undecided (or lets the book decide them again). */
  holdDecisions(matchId: string, held: boolean): void {
    if (held) this.heldDecisions.add(matchId);
    else this.heldDecisions.delete(matchId);
  }

  /** Moves orders created -> confirming -> confirmed or rejected as simulated time passes. */
  tick(now: number): void {
    const leads = this.world.leads();
    for (const id of this.open) {
      const o = this.store.data.orders[id];
      // Gone: a refused write took it back (store.ts ChangedElsewhere).
      if (!o) {
        this.open.delete(id);
        continue;
      }
      if (!leads) continue;
      const st = o.st;
      if (o.st === OrderStatus.Created && now >= o.confirmingAt) o.st = OrderStatus.Confirming;
      const held = o.legs.some((l) => this.heldDecisions.has(l.matchId));
      if (o.st === OrderStatus.Confirming && now >= o.decideAt && !held) this.decide(o, now);
      if (o.st !== OrderStatus.Created && o.st !== OrderStatus.Confirming) this.open.delete(id);
      if (o.st !== st) this.store.save(['orders', o.id]);
    }
    // Orders long ended leave memory (the tables keep them), looked at once a simulated minute.
    if (now - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = now;
      this.store.prune(now);
    }
  }

  private decide(o: OrderRecord, now: number): void {
    for (const leg of o.legs) {
      const q = this.quote(leg.marketId, leg.type);
      const reason =
        !q || q.group.market.ss !== 1 || q.option.od <= 0
          ? 'market suspended'
          : q.option.li !== leg.line
            ? 'market line changed'
            : q.option.od < leg.odds && o.oddsChange < 2
              ? 'odds changed'
              : undefined;
      if (reason) {
        o.st = OrderStatus.Rejected;
        o.sat = o.betAmount;
        o.cancelledTime = now;
        o.remark = reason;
        leg.cancelReason = reason;
        this.users.credit(this.store.data.users[o.uid], o.currencyId, new Decimal(o.betAmount));
        return;
      }
    }
    o.st = OrderStatus.Confirmed;
  }

  /** Grades every leg whose match has ended and settles orders whose legs are all graded. */
  settleAll(): void {
    const now = this.world.now();
    for (const o of Object.values(this.store.data.orders)) {
      if (o.st !== OrderStatus.Confirmed) continue;
      let changed = false;
      for (const leg of o.legs) {
        if (leg.result !== undefined) continue;
        const m = this.world.matches.get(leg.matchId);
        if (m && m.status !== MatchStatus.Ended && m.status !== MatchStatus.Cancelled) continue;
        if (!m && this.world.outrights.has(leg.matchId)) continue;
        changed = true;
        if (!m || m.status === MatchStatus.Cancelled) {
          leg.result = BetResult.Cancel;
          continue;
        }
        const tyg = m.sport.format.kind === 'timed' ? SCORE_TYPE.Goals : SCORE_TYPE.Points;
        leg.result = gradeLeg(leg, (pe, t) => scoreOf(m, pe, t), tyg);
        leg.resultScore = scoreOf(m, PERIOD.FullTime, leg.mty === MARKET_TYPE.Corners ? SCORE_TYPE.Corners : tyg).join(
          '-',
        );
      }
      if (changed && o.legs.every((l) => l.result !== undefined)) this.settle(o, now);
      if (changed) this.store.save(['orders', o.id]);
    }
  }

  private settle(o: OrderRecord, now: number): void {
    const payout = orderReturn(o);
    const principal = new Decimal(o.remainingPrincipal);
    o.sa = money(payout);
    o.st = OrderStatus.Settled;
    o.settledTime = now;
    o.result =
      o.legs.length === 1
        ? o.legs[0].result
        : payout.isZero()
          ? BetResult.Lost
          : payout.gt(principal)
            ? BetResult.Won
            : payout.eq(principal)
              ? BetResult.Return
              : BetResult.LoseReturn;
    if (payout.gt(0)) this.users.credit(this.store.data.users[o.uid], o.currencyId, new Decimal(o.sa));
  }

  /** An order of this user, or 1011. */
  /** How many orders a user has placed (their level title grows with it). */
  placedCount(user: UserRecord): number {
    return (
      Object.values(this.store.data.orders).filter((o) => o.uid === user.uid).length +
      (this.store.prunedCount.get(user.uid) ?? 0)
    );
  }

  order(user: UserRecord, id: string): OrderRecord {
    const o = this.store.data.orders[id];
    if (!o || o.uid !== user.uid) throw new ApiError(CODE.OrderNotFound, 'order not found');
    return o;
  }

  /** getStakeOrderStatus: [{oid, st}] for the user's orders among ids (unknown ids are left out). */
  statuses(user: UserRecord, body: Body): { oid: string; st: number }[] {
    return ids(body, 'orderIds').flatMap((id) => {
      const o = this.store.data.orders[id.slice(0, 15)];
      return o && o.uid === user.uid ? [{ oid: o.id, st: o.st }] : [];
    });
  }

  /**
   * Every order of this user carrying one of the clientRefs sent with the bets (reconciliation after a lost answer),
   * with the thirdRemark it was placed with (its bet source, room and host) when it had one.
   */
  byClientRefs(user: UserRecord, body: Body): (ReturnType<typeof wireOrder> & { thirdRemark?: string })[] {
    const refs = new Set(ids(body, 'clientRefs'));
    return Object.values(this.store.data.orders)
      .filter((o) => o.uid === user.uid && o.clientRef !== undefined && refs.has(o.clientRef))
      .map((o) => ({
        ...wireOrder(o, optStr(body, 'languageType', 5) ?? 'ENG'),
        ...(o.thirdRemark === undefined ? {} : { thirdRemark: o.thirdRemark }),
      }));
  }

  /**
   * Brings back into memory the user's pruned orders that a call names (orderId, orderIds, ids, or a clientRef of a
   * bet it repeats), so the call finds them as it did before they were pruned. Reads the tables only for a user who
   * has pruned orders.
   */
  async recall(user: UserRecord, body: Body): Promise<void> {
    if (!this.store.prunedCount.get(user.uid)) return;
    const wanted = new Set<string>();
    const visit = (value: unknown, key: string): void => {
      if (Array.isArray(value)) value.forEach((v) => visit(v, key));
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value as Record<string, unknown>)) visit(v, k);
      else if (typeof value === 'string' && ['orderId', 'orderIds', 'ids'].includes(key))
        value.split(',').forEach((id) => wanted.add(id.trim().slice(0, 15)));
      else if (typeof value === 'string' && (key === 'clientRef' || key === 'clientRefs'))
        value.split(',').forEach((ref) => {
          const id = this.store.data.clientRefs[`${user.uid}|${ref.trim()}`];
          if (id) wanted.add(id);
        });
    };
    visit(body, '');
    for (const id of wanted) {
      if (this.store.data.orders[id]) continue;
      const o = await this.store.orderById(id);
      if (!o || o.uid !== user.uid || this.store.data.orders[id]) continue;
      this.store.data.orders[id] = o;
      this.store.prunedCount.set(user.uid, (this.store.prunedCount.get(user.uid) ?? 1) - 1);
    }
  }

  /** The user's orders pruned from memory, read from the tables (bet/list adds them). */
  pastOrders(user: UserRecord): Promise<OrderRecord[]> {
    return this.store.pastOrders(user.uid);
  }

  /** bet/list: unsettled (created, confirming, confirmed) or settled (rejected, cancelled, settled), newest first. */
  list(
    user: UserRecord,
    body: Body,
    anchorOnly: boolean,
    /** The user's orders pruned from memory (Store.pastOrders): settled long ago, read from the tables. */
    past: readonly OrderRecord[] = [],
  ): WirePage<ReturnType<typeof wireOrder>> {
    // The anchor bet history lists every state in its window unless a side is asked for.
    const side = anchorOnly && body.isSettled === undefined ? undefined : int(body, 'isSettled', 0, 0, 1) === 1;
    const start = time(body, 'startTime') ?? time(body, 'stime');
    const end = time(body, 'endTime') ?? time(body, 'etime');
    const current = int(body, 'current', int(body, 'page', 1, 1, 100_000), 1, 100_000);
    const size = int(body, 'size', 50, 1, 200);
    const liveStream = liveStreamFilter(body);
    const items = [...Object.values(this.store.data.orders), ...past]
      .filter((o) => o.uid === user.uid && (!anchorOnly || liveStream(o)))
      .filter(
        (o) =>
          side === undefined ||
          side === [OrderStatus.Rejected, OrderStatus.Canceled, OrderStatus.Settled].includes(o.st as 2),
      )
      .filter((o) => {
        const t = side ? (o.settledTime ?? o.cancelledTime ?? o.createdTime) : o.createdTime;
        return (start === undefined || t >= start) && (end === undefined || t <= end);
      })
      .filter(statusFilter(body.status === undefined ? undefined : int(body, 'status', 0, 0, 102)))
      .sort((a, b) => b.createdTime - a.createdTime || b.id.localeCompare(a.id))
      .map((o) => wireOrder(o, optStr(body, 'languageType', 5) ?? 'ENG'));
    return paginate(items, current, size);
  }
}

/** The list's status filter (spec §4): an order status, CashOut 102 (cashed out, by hand or auto) or ReserveCashOut 101 (by the auto cash-out). */
function statusFilter(status: number | undefined): (o: OrderRecord) => boolean {
  if (status === undefined) return () => true;
  if (status === OrderStatus.CashOut) return (o) => o.crl.length > 0;
  if (status === OrderStatus.ReserveCashOut) return (o) => o.crl.some((r) => r.clientRef?.endsWith(AUTO_REF_SUFFIX));
  return (o) => o.st === status;
}

function placed(o: OrderRecord, duplicate: boolean): PlacedBet {
  return {
    id: o.id,
    st: o.st,
    clientRef: o.clientRef,
    duplicate,
    ops: o.legs.map((l) => ({ mid: l.marketId, bod: l.odds })),
  };
}
