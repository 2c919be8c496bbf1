// What the slip would place right now, as one pure value the screen renders and placement sends: the bets,
// each stake's message, the leg states, the odds changes to accept, totals and returns.
import Decimal from 'decimal.js';
import { legState, type LegState } from './betLegs';
import type { OddsAccept } from './enums';
import { roundMoney } from './exactMoney';
import { MoneyDecimal, parseStake, potentialReturn, potentialWin } from './money';
import type { RuleMessageKey } from './ruleMessages';
import { parlayBlocker, parlayLegs, placementKind } from './slipPlacement';
import { effectiveMinStake } from './stake';
import { STAKE_FAULT_MESSAGE, stakeFault, stakeToSend, type StakeFaultOf } from './stakeEntry';
import type { BetMarket, Money, PreBetInfo, SeriesInfo, Slip, SlipEntry } from './types';
import { oddsChangesToAccept, seriesKey, seriesLabel, type OddsChange } from './betRules';
import type { PickInfo } from './slip';

/** Total stake of a series entry: the unit stake times its bet count. */
export function seriesTotal(unit: string, betCount: number): Money {
  const stake = parseStake(unit);
  return roundMoney(stake ? stake.times(betCount) : 0);
}

/** What a series entry wins if every leg wins: unit × seriesOdd (the return of all its combinations) minus the total stake. */
export function seriesWin(unit: string, seriesOdd: number, betCount: number): Money {
  const stake = parseStake(unit);
  if (!stake) return roundMoney(0);
  return roundMoney(Decimal.max(0, new MoneyDecimal(stake).times(seriesOdd).minus(stake.times(betCount))));
}

/** What a series entry returns if every leg wins: unit × seriesOdd (the return of all its combinations). */
export function seriesReturn(unit: string, seriesOdd: number): Money {
  const stake = parseStake(unit);
  return stake ? roundMoney(new MoneyDecimal(stake).times(seriesOdd)) : roundMoney(0);
}

/** Sum of money strings. */
export function sumMoney(values: readonly Money[]): Money {
  return roundMoney(values.reduce((sum, v) => sum.plus(v), new MoneyDecimal(0)));
}

export interface ComposeInput {
  slip: Slip;
  info: Record<string, PickInfo>;
  preBet: PreBetInfo | null;
  stakes: Record<string, string>;
  accept: OddsAccept;
  /** The user's default coin (the minimum of 10 applies unless it is USDT). */
  coin: string;
  /** The balance stakes are paid from, when known (the maximum is capped at it). */
  balance?: Money;
}

export interface ComposedLeg {
  entry: SlipEntry;
  pick: PickInfo;
  market?: BetMarket;
  state: LegState;
  /** Live odds from pre-bet info (the picked odds until it arrives). */
  odds: number;
}

export interface ComposedStake {
  key: string;
  stake: string;
  min: string;
  /** The maximum, null until the pre-bet info has come. */
  max: string | null;
  /** The message key of the stake's fault (issue 28 item 2), or null when valid. */
  message: string | null;
  /** The fault and the figure its message names. */
  fault: StakeFaultOf | null;
  /** The stake as sent ("12." -> "12"); meaningful only without a fault. */
  unit: string;
  /** How many unit stakes it costs (1 for a single). */
  bets: number;
  /** What the stake returns if every leg wins (stake × odds). */
  toReturn: Money;
  /** What it wins: the return minus the stake (spec §5 "potential win", the profit). */
  win: Money;
  label?: string;
  series?: SeriesInfo;
}

export interface ComposedBet {
  kind: 'single' | 'multiple';
  /** The legs shown: the selected entry in single mode, every entry in parlay mode. */
  legs: ComposedLeg[];
  /** Single stakes (kind single) or series rows (kind multiple). */
  stakes: ComposedStake[];
  /** Why the parlay cannot be placed (not parlayable, more than 10 legs). */
  blocker: RuleMessageKey | null;
  changes: OddsChange[];
  total: Money;
  toReturn: Money;
  win: Money;
  /** The valid stakes together cost more than the balance (each alone may not): the balance they exceed. */
  shortOf: Money | null;
  /** Everything needed to send is valid (stakes, leg states, no odds change waiting, pre-bet info loaded). */
  ready: boolean;
  /** A leg to be placed has no pre-bet info yet (its limits and live price are being asked for). */
  quoting: boolean;
}

/** Composes from store snapshots (frozen, hence typed readonly; nothing here mutates them). */
export function composeSnapshot(
  selections: { readonly slip: unknown; readonly info: unknown },
  state: { readonly preBet: unknown; readonly stakes: unknown },
  accept: OddsAccept,
  coin: string,
  balance?: Money,
): ComposedBet {
  return composeBet({
    balance,
    slip: selections.slip as Slip,
    info: selections.info as ComposeInput['info'],
    preBet: state.preBet as PreBetInfo | null,
    stakes: state.stakes as Record<string, string>,
    accept,
    coin,
  });
}

function composeLeg(entry: SlipEntry, input: ComposeInput): ComposedLeg {
  const pick = input.info[entry.matchId];
  const market = input.preBet?.betInfo.find((m) => m.marketId === entry.marketId && m.matchId === entry.matchId);
  return {
    entry,
    pick,
    market,
    state: market ? legState(market, pick.line) : 'open',
    odds: market && market.option.odds > 0 ? market.option.odds : pick.odds,
  };
}

function stakeRow(
  key: string,
  stake: string,
  bounds: { min: string; max: string | null; bets: number },
  input: ComposeInput,
): Omit<ComposedStake, 'bets' | 'win' | 'toReturn'> {
  const min = effectiveMinStake(bounds.min, input.coin);
  const fault = stakeFault(stake, { min, max: bounds.max, balance: input.balance, bets: bounds.bets });
  return {
    key,
    stake,
    unit: stakeToSend(stake),
    min: min.toFixed(2),
    max: bounds.max,
    fault,
    message: fault ? STAKE_FAULT_MESSAGE[fault.fault] : null,
  };
}

/** Composes the bet the slip stands for (see ComposedBet). */
export function composeBet(input: ComposeInput): ComposedBet {
  // Every entry shows: each is a single of its own in single mode, a leg in parlay mode.
  const entries = input.slip.entries.filter((e) => input.info[e.matchId]);
  const legs = entries.map((e) => composeLeg(e, input));
  const markets = input.preBet?.betInfo ?? [];
  const kind = input.slip.mode === 'single' ? 'single' : placementKind({ ...input.slip, entries });
  let stakes: ComposedStake[];
  let blocker: RuleMessageKey | null = null;
  if (kind === 'single') {
    stakes = legs.map((leg) => {
      const stake = input.stakes[leg.entry.matchId] ?? '';
      const bounds = { min: leg.market?.minBet ?? '0', max: leg.market?.maxBet ?? null, bets: 1 };
      const row = stakeRow(leg.entry.matchId, stake, bounds, input);
      // Every figure from the price on screen: the live price (an odds change waiting to be accepted included).
      const priced = row.fault === null;
      return {
        ...row,
        bets: 1,
        toReturn: priced ? potentialReturn(row.unit, [leg.odds]) : '0.00',
        win: priced ? potentialWin(row.unit, [leg.odds]) : '0.00',
      };
    });
  } else {
    const parlay = { ...input.slip, entries: parlayLegs({ ...input.slip, entries }) };
    blocker = parlayBlocker(parlay, markets);
    const n = parlay.entries.length;
    stakes = (input.preBet?.seriesInfo ?? []).map((series) => {
      const key = seriesKey(series);
      const stake = input.stakes[key] ?? '';
      // The server's betCount is what it charges: one unit stake per combination.
      const bets = series.betCount;
      const row = stakeRow(key, stake, { min: series.minBet, max: series.maxBet, bets }, input);
      const priced = row.fault === null;
      return {
        ...row,
        bets,
        series,
        label: seriesLabel(series, n),
        toReturn: priced ? seriesReturn(row.unit, series.seriesOdd) : '0.00',
        win: priced ? seriesWin(row.unit, series.seriesOdd, bets) : '0.00',
      };
    });
  }
  // Only staked bets are placed: the series given a stake (spec §5), and in single mode the picks given one.
  // A typed stake with a fault is in no total and keeps the bet from being placed (issue 28 item 2).
  const typed = stakes.filter((s) => s.stake.trim() !== '');
  const counted = typed.filter((s) => s.fault === null);
  const placedLegs = kind === 'single' ? legs.filter((_, i) => stakes[i].stake.trim() !== '') : legs;
  const total = sumMoney(counted.map((s) => seriesTotal(s.unit, s.bets)));
  const shortOf =
    input.balance !== undefined && new MoneyDecimal(total).gt(input.balance) ? roundMoney(input.balance) : null;
  const changes = oddsChangesToAccept(
    legs.map((l) => ({ matchId: l.entry.matchId, odds: l.pick.odds })),
    markets,
    input.accept,
  );
  const quoting = placedLegs.some((l) => !l.market);
  const ready =
    !!input.preBet &&
    !quoting &&
    placedLegs.length > 0 &&
    counted.length > 0 &&
    typed.every((s) => s.fault === null) &&
    !shortOf &&
    placedLegs.every((l) => l.state === 'open') &&
    !blocker &&
    !changes.some((c) => placedLegs.some((l) => l.entry.matchId === c.matchId));
  return {
    kind,
    legs,
    stakes,
    blocker,
    changes,
    total,
    shortOf,
    toReturn: sumMoney(counted.map((s) => s.toReturn)),
    win: sumMoney(counted.map((s) => s.win)),
    ready,
    quoting,
  };
}
