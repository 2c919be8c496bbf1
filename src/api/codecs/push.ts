// Push socket data: tec (clock/score/status) and js1 (odds) updates (goal frames: realtime/goalFrame.ts).
import * as v from 'valibot';
import type { OddsUpdate, TecUpdate } from '../../domain/types';
import { decodeList, id, listOf, num, opt } from './common';
import { clockSchema, marketSchema, scoreSchema } from './match';

export const tecUpdateSchema = v.pipe(
  v.object({ id, mc: opt(clockSchema), nsg: opt(v.unknown()), ms: opt(num), v: opt(num) }),
  v.transform((u): TecUpdate => ({
    matchId: u.id,
    clock: u.mc,
    // Absent scores mean "unchanged", so they stay undefined rather than [].
    scores: u.nsg === undefined ? undefined : decodeList(scoreSchema, u.nsg, 'tec scores'),
    status: u.ms,
    version: u.v,
  })),
);

export const oddsUpdateSchema = v.pipe(
  v.object({ id, mks: listOf(marketSchema, 'odds update markets'), v: opt(num) }),
  v.transform((u): OddsUpdate => ({ matchId: u.id, markets: u.mks, version: u.v })),
);
