// Push socket data: goal events, tec (clock/score/status) and js1 (odds) updates.
import * as v from 'valibot';
import type { GoalEvent, OddsUpdate, TecUpdate } from '../../domain/types';
import { decodeList, id, listOf, num, opt } from './common';
import { clockSchema, marketSchema, scoreSchema } from './match';

export const goalEventSchema = v.pipe(
  v.object({ mid: id, sid: num, ev: v.string(), hn: v.string(), an: v.string(), hs: num, as: num, t: num }),
  v.transform(
    (g): GoalEvent => ({
      matchId: g.mid,
      sportId: g.sid,
      event: g.ev,
      homeName: g.hn,
      awayName: g.an,
      homeScore: g.hs,
      awayScore: g.as,
      time: g.t,
    }),
  ),
);

export const tecUpdateSchema = v.pipe(
  v.object({ id, mc: opt(clockSchema), nsg: opt(v.unknown()), ms: opt(num), v: opt(num) }),
  v.transform(
    (u): TecUpdate => ({
      matchId: u.id,
      clock: u.mc,
      // Absent scores mean "unchanged", so they stay undefined rather than [].
      scores: u.nsg === undefined ? undefined : decodeList(scoreSchema, u.nsg, 'tec scores'),
      status: u.ms,
      version: u.v,
    }),
  ),
);

export const oddsUpdateSchema = v.pipe(
  v.object({ id, mks: listOf(marketSchema, 'odds update markets'), v: opt(num) }),
  v.transform((u): OddsUpdate => ({ matchId: u.id, markets: u.mks, version: u.v })),
);
