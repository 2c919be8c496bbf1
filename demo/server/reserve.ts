// Reserved bets: a stake waiting for a market's odds to reach a target, then placed as a real bet.
import Decimal from 'decimal.js';
import { MatchStatus } from '../../src/domain/enums.ts';
import { ReserveState } from '../../src/domain/betEnums.ts';
import type { WireReserved, WireReserveLimit, WirePage } from '../../src/api/wire.ts';
import { legFromQuote, type Book, type Quote } from './book.ts';
import { ApiError, CODE } from './codes.ts';
import { amount, ids, int, objects, odds, optStr, str, time, type Body } from './input.ts';
import { stakeLimits } from './limits.ts';
import { paginate } from './page.ts';
import { PERIOD, SCORE_TYPE } from './periods.ts';
import { scoreOf } from './match.ts';
import type { Store } from './store.ts';
import type { ReserveRecord, UserRecord } from './records.ts';
import type { Users } from './users.ts';
import type { World } from './world.ts';
import { matchNameIn, nameIn } from './names.ts';
import { leagueIn, marketTypeIn, optionIn } from './translations.ts';

/** Highest target a reserve may ask for, as a multiple of the current odds. */
const MAX_TARGET_FACTOR = 3;

export class Reserves {
  constructor(
    private readonly store: Store,
    private readonly users: Users,
    private readonly book: Book,
    private readonly world: World,
  ) {
    // Reserves become shared orders: the leading instance runs them (bus.ts).
    world.listen({ tick: () => this.tick() }, true);
  }

  private quoteOf(body: Body): Quote {
    const q = this.book.quote(
      str(body, 'marketId'),
      str(body, body.optionType !== undefined ? 'optionType' : 'type', 40),
    );
    if (!q) throw new ApiError(CODE.MarketNotFound, 'market not found');
    if (q.group.market.ss === -1) throw new ApiError(CODE.MarketClosed, 'market closed');
    return q;
  }

  /**
   * reserve/limit {matchId, marketId, currencyId} (spec §7: no option type): mid max target odds, mis min stake,
   * mly max stake. Without a type the market's highest-priced option bounds the target; with one, that option.
   */
  limit(body: Body): WireReserveLimit {
    const type = optStr(body, 'optionType', 40) ?? optStr(body, 'type', 40);
    const types = type
      ? [type]
      : (this.world.findMarket(str(body, 'marketId'))?.group.market.op.map((o) => o.ty) ?? []);
    const quotes = types.map((t) => this.quoteOf({ ...body, type: t }));
    if (!quotes.length) throw new ApiError(CODE.MarketNotFound, 'market not found');
    const q = quotes.reduce((best, next) => (next.option.od > best.option.od ? next : best));
    const lim = stakeLimits(optStr(body, 'currencyId', 10) ?? 'CNY', q.kind);
    return { mid: (q.option.od * MAX_TARGET_FACTOR).toFixed(2), mis: lim.min.toFixed(2), mly: lim.max.toFixed(2) };
  }

  /** reserve/getBetParameter: current odds and the range a target may take. */
  parameters(body: Body): {
    marketId: string;
    type: string;
    currentOdds: number;
    minOdds: number;
    maxOdds: number;
    minStake: string;
    maxStake: string;
  } {
    const q = this.quoteOf(body);
    const lim = this.limit(body);
    return {
      marketId: q.group.market.id,
      type: q.option.ty,
      currentOdds: q.option.od,
      minOdds: Math.round((q.option.od + 0.01) * 100) / 100,
      maxOdds: Number(lim.mid),
      minStake: lim.mis!.toString(),
      maxStake: lim.mly!.toString(),
    };
  }

  /** reserve/bet: {unitStake, oddsChange, betOptionList[{marketId, odds (target), optionType}], currencyId, clientRef}. */
  create(user: UserRecord, body: Body): WireReserved {
    const clientRef = optStr(body, 'clientRef', 64);
    const known = Object.values(this.store.data.reserves).find(
      (r) => clientRef && r.uid === user.uid && r.clientRef === clientRef,
    );
    if (known) return this.wire(known, optStr(body, 'languageType', 5) ?? 'ENG');
    const opts = objects(body, 'betOptionList', 1);
    if (opts.length !== 1) throw new ApiError(CODE.BadRequest, 'a reserve has one betOptionList entry');
    const q = this.quoteOf(opts[0]);
    const target = odds(opts[0], 'odds');
    const currency = optStr(body, 'currencyId', 10) ?? 'CNY';
    const stake = amount(body, 'unitStake');
    this.checkTarget(q, target);
    this.checkStake(stake, currency, q);
    if (stake.gt(this.users.balance(user, currency)))
      throw new ApiError(CODE.InsufficientBalance, 'insufficient balance');
    const m = q.match;
    const r: ReserveRecord = {
      reserveId: String(300_000_000_000_000 + this.store.nextSeq()),
      uid: user.uid,
      marketId: q.group.market.id,
      matchId: q.matchId,
      type: q.option.ty,
      targetOdds: target,
      unitStake: stake.toFixed(2),
      oddsChange: int(body, 'oddsChange', 1, 0, 2),
      currencyId: currency,
      status: ReserveState.Valid,
      createdTime: this.world.now(),
      clientRef,
      display: {
        sportId: q.sportId,
        leagueName: q.leagueName,
        homeName: m?.home.na ?? q.matchName,
        awayName: m?.away.na ?? '',
        betName: q.group.nm,
        optionBetName: q.option.nm,
        optionTeam: q.option.na || undefined,
      },
    };
    this.store.data.reserves[r.reserveId] = r;
    this.store.save(['reserves', r.reserveId]);
    return this.wire(r, optStr(body, 'languageType', 5) ?? 'ENG');
  }

  private checkTarget(q: Quote, target: number): void {
    if (target <= q.option.od)
      throw new ApiError(CODE.ReserveOddsInvalid, `target odds must be above the current ${q.option.od}`);
    if (target > q.option.od * MAX_TARGET_FACTOR) throw new ApiError(CODE.ReserveOddsInvalid, 'target odds too high');
  }

  private checkStake(stake: Decimal, currency: string, q: Quote): void {
    const lim = stakeLimits(currency, q.kind);
    if (stake.lt(lim.min)) throw new ApiError(CODE.StakeBelowMin, `below the lower limit ${lim.min.toFixed(2)}`);
    if (stake.gt(lim.max))
      throw new ApiError(CODE.StakeAboveMax, `stake above the upper limit ${lim.max.toFixed(2)}, please modify`);
  }

  private mine(user: UserRecord, id: string): ReserveRecord {
    const r = this.store.data.reserves[id];
    if (!r || r.uid !== user.uid || r.status !== ReserveState.Valid)
      throw new ApiError(CODE.ReserveNotFound, 'reserve not found or no longer valid');
    return r;
  }

  /** reserve/update {reserveId, odds?, unitStake?}. */
  update(user: UserRecord, body: Body): WireReserved {
    const r = this.mine(user, str(body, 'reserveId'));
    const q = this.book.quote(r.marketId, r.type);
    if (!q) throw new ApiError(CODE.MarketNotFound, 'market not found');
    if (body.odds !== undefined) {
      const target = odds(body, 'odds');
      this.checkTarget(q, target);
      r.targetOdds = target;
    }
    if (body.unitStake !== undefined) {
      const stake = amount(body, 'unitStake');
      this.checkStake(stake, r.currencyId, q);
      r.unitStake = stake.toFixed(2);
    }
    this.store.save(['reserves', r.reserveId]);
    return this.wire(r, optStr(body, 'languageType', 5) ?? 'ENG');
  }

  /** reserve/cancel {reserveId}. */
  cancel(user: UserRecord, body: Body): WireReserved {
    const r = this.mine(user, str(body, 'reserveId'));
    r.status = ReserveState.Cancelled;
    this.store.save(['reserves', r.reserveId]);
    return this.wire(r, optStr(body, 'languageType', 5) ?? 'ENG');
  }

  /** reserve/statusInfoByIds {reserveIds}. */
  statuses(user: UserRecord, body: Body): { reserveId: string; status: number; orderId?: string }[] {
    return ids(body, 'reserveIds').flatMap((id) => {
      const r = this.store.data.reserves[id];
      return r && r.uid === user.uid ? [{ reserveId: r.reserveId, status: r.status, orderId: r.orderId }] : [];
    });
  }

  /** new/reserve/betList {isFailed, startTime, endTime, current, size}: valid (or failed) reserves, newest first. */
  list(user: UserRecord, body: Body): WirePage<WireReserved> {
    const failed = int(body, 'isFailed', 0, 0, 1) === 1;
    const start = time(body, 'startTime');
    const end = time(body, 'endTime');
    const items = Object.values(this.store.data.reserves)
      .filter(
        (r) => r.uid === user.uid && (failed ? r.status === ReserveState.Failed : r.status !== ReserveState.Failed),
      )
      .filter((r) => (start === undefined || r.createdTime >= start) && (end === undefined || r.createdTime <= end))
      .sort((a, b) => b.createdTime - a.createdTime)
      .map((r) => this.wire(r, optStr(body, 'languageType', 5) ?? 'ENG'));
    return paginate(items, int(body, 'current', 1, 1, 100_000), int(body, 'size', 50, 1, 200));
  }

  /** Fires reserves whose odds reached the target; fails those whose market closed or that can no longer be paid. */
  tick(): void {
    for (const r of Object.values(this.store.data.reserves)) {
      if (r.status !== ReserveState.Valid) continue;
      const q = this.book.quote(r.marketId, r.type);
      if (!q || q.group.market.ss === -1) {
        this.fail(r, 'market closed');
        continue;
      }
      if (q.group.market.ss !== 1 || q.option.od < r.targetOdds) continue;
      const user = this.store.data.users[r.uid];
      const stake = new Decimal(r.unitStake);
      if (stake.gt(this.users.balance(user, r.currencyId))) {
        this.fail(r, 'insufficient balance');
        continue;
      }
      const leg = legFromQuote(q, r.marketId, r.type, q.option.od);
      const o = this.book.create(user, r.currencyId, [leg], stake, r.oddsChange, 1, 1, undefined, undefined, 1);
      r.status = ReserveState.Successful;
      r.orderId = o.id;
      this.store.save(['reserves', r.reserveId]);
    }
  }

  private fail(r: ReserveRecord, remark: string): void {
    r.status = ReserveState.Failed;
    r.remark = remark;
    this.store.save(['reserves', r.reserveId]);
  }

  /** Wire form of a reserve, its names in `lang` (the record keeps the English ones of the moment it was made). */
  private wire(r: ReserveRecord, lang = 'ENG'): WireReserved {
    const m = this.world.matches.get(r.matchId);
    const found = this.world.findMarket(r.marketId);
    // The option as reserved (its line then, not now), its words in `lang`.
    const stored = r.display.optionBetName;
    const li = r.type === 'O' || r.type === 'U' ? stored.split(' ').pop() : undefined;
    const option = optionIn(lang, { ty: r.type, nm: stored, na: r.display.optionTeam ?? '', od: 0, li });
    const tyg = m?.sport.format.kind === 'sets' ? SCORE_TYPE.Points : SCORE_TYPE.Goals;
    const [homeScore, awayScore] = m ? scoreOf(m, PERIOD.FullTime, tyg) : [0, 0];
    return {
      reserveId: r.reserveId,
      marketId: r.marketId,
      matchId: r.matchId,
      type: r.type,
      sportId: r.display.sportId,
      leagueName: leagueIn(lang, r.display.leagueName),
      homeName: matchNameIn(lang, r.display.homeName),
      awayName: nameIn(lang, r.display.awayName),
      matchType: m?.sport.key === 'basketball' ? 2 : 1,
      betName: found ? marketTypeIn(lang, found.group.mty, r.display.betName) : r.display.betName,
      optionBetName: nameIn(lang, option.nm),
      optionOdd: r.targetOdds,
      optionTeam: r.display.optionTeam && nameIn(lang, r.display.optionTeam),
      homeScore,
      awayScore,
      isInPlay: m?.status === MatchStatus.Live ? 1 : 0,
      status: r.status,
      unitStake: r.unitStake,
      createdTime: r.createdTime,
    };
  }
}
