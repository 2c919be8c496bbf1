// Reserved bet display and reserve limit (mid, mis, mly; all default 0) -> domain ReservedBet, ReserveLimit.
import * as v from 'valibot';
import type { ReservedBet, ReserveLimit, ReserveStatusItem } from '../../domain/types';
import { flag, id, num, opt } from './common';
import { money, moneyOrZero } from './money';

export const reservedSchema = v.pipe(
  v.object({
    reserveId: id,
    marketId: id,
    matchId: id,
    type: v.union([v.string(), v.number()]),
    sportId: num,
    leagueName: v.string(),
    homeName: v.string(),
    awayName: v.string(),
    matchType: opt(num),
    betName: v.string(),
    optionBetName: v.string(),
    optionOdd: num,
    optionTeam: opt(v.string()),
    homeScore: opt(num),
    awayScore: opt(num),
    isInPlay: opt(flag),
    status: num,
    unitStake: money,
    createdTime: num,
  }),
  v.transform((r): ReservedBet => ({ ...r, type: String(r.type), isInPlay: r.isInPlay ?? false })),
);

export const reserveLimitSchema = v.pipe(
  v.optional(v.nullable(v.object({ mid: moneyOrZero, mis: moneyOrZero, mly: moneyOrZero })), {}),
  v.transform((l): ReserveLimit => ({ maxOdds: l?.mid ?? '0', minStake: l?.mis ?? '0', maxStake: l?.mly ?? '0' })),
);

export const reserveStatusSchema = v.pipe(
  v.object({ reserveId: id, status: num }),
  v.transform((r): ReserveStatusItem => ({ ...r })),
);

/** reserve/getBetParameter: the pick's current odds and the target-odds range the server offers. */
export const reserveParamsSchema = v.object({
  currentOdds: num,
  minOdds: opt(num),
  maxOdds: opt(num),
  minStake: opt(money),
  maxStake: opt(money),
});

/** A created reserve: its id and the odds the server recorded (the reserve messages use them, spec §5). */
export const reserveCreatedSchema = v.object({ reserveId: id, optionOdd: num });
