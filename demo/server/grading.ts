// Settlement of one leg from the final scores: won, lost, half won, half lost, push or void.
import Decimal from 'decimal.js';
import { BetResult } from '../../src/domain/betEnums.ts';
import { lineOutcome, lineResult } from './lines.ts';
import { MARKET_TYPE } from './pricing.ts';
import { SCORE_TYPE } from './periods.ts';

/** What a leg needs to be graded. */
export interface GradableLeg {
  mty: number;
  pe: number;
  type: string;
  line?: string;
  /** Correct score "any other": the scores listed when the bet was placed. */
  listed?: string[];
}

export type ScoreLookup = (pe: number, tyg: number) => [number, number];

/** BetResult of a leg, given final scores and the sport's main score type (goals or points/sets). */
export function gradeLeg(leg: GradableLeg, score: ScoreLookup, mainTyg: number): number {
  const tyg = leg.mty === MARKET_TYPE.Corners ? SCORE_TYPE.Corners : mainTyg;
  const [h, a] = score(leg.pe, tyg);
  const line = Number(leg.line ?? 0);
  const won = (cond: boolean) => (cond ? BetResult.Won : BetResult.Lost);
  switch (leg.mty) {
    case MARKET_TYPE.MatchResult:
      return won(leg.type === 'H' ? h > a : leg.type === 'A' ? h < a : h === a);
    case MARKET_TYPE.Winner:
    case MARKET_TYPE.SetWinner:
    case MARKET_TYPE.VolleySetWinner:
    case MARKET_TYPE.GameWinner:
      return won(leg.type === 'H' ? h > a : h < a);
    case MARKET_TYPE.Handicap:
    case MARKET_TYPE.SetHandicap:
    case MARKET_TYPE.VolleySetHandicap:
    case MARKET_TYPE.GameHandicap:
      return lineResult(lineOutcome(leg.type === 'H' ? h - a : a - h, line));
    case MARKET_TYPE.OverUnder:
    case MARKET_TYPE.Corners:
      return lineResult(leg.type === 'O' ? lineOutcome(h + a, -line) : lineOutcome(-(h + a), line));
    case MARKET_TYPE.CorrectScore:
      return won(leg.type === 'OTHER' ? !(leg.listed ?? []).includes(`${h}-${a}`) : leg.type === `${h}-${a}`);
    case MARKET_TYPE.TotalGoals: {
      const [lo, hi] = leg.type.endsWith('+')
        ? [Number(leg.type.slice(0, -1)), Infinity]
        : leg.type.split('-').map(Number);
      return won(h + a >= lo && h + a <= hi);
    }
    case MARKET_TYPE.OddEven:
      return won(((h + a) % 2 === 1) === (leg.type === 'ODD'));
    case MARKET_TYPE.BothScore:
      return won((h > 0 && a > 0) === (leg.type === 'Y'));
    case MARKET_TYPE.DoubleChance:
      return won(leg.type === '1X' ? h >= a : leg.type === 'X2' ? h <= a : h !== a);
    default:
      return BetResult.Cancel;
  }
}

/** Return per unit of stake of a graded leg at its odds (European). */
export function legFactor(result: number, odds: number): Decimal {
  const o = new Decimal(odds);
  switch (result) {
    case BetResult.Won:
      return o;
    case BetResult.WinReturn:
      return o.plus(1).div(2);
    case BetResult.LoseReturn:
      return new Decimal(0.5);
    case BetResult.Lost:
      return new Decimal(0);
    default:
      return new Decimal(1);
  }
}
