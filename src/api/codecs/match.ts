// Match in its compact server form (spec §3) -> domain Match, with markets, groups, clock and scores.
import * as v from 'valibot';
import type { Market, MarketGroup, Match, MatchClock, Option, PeriodScore, Team } from '../../domain/types';
import { flag, id, listOf, num, opt } from './common';

export const teamSchema = v.pipe(
  v.object({ id, na: v.string(), lurl: opt(v.string()) }),
  v.transform((t): Team => ({ id: t.id, name: t.na, logoUrl: t.lurl })),
);

/** The team of an outright's home and away: it has none. */
const NO_TEAM: Team = { id: '', name: '' };

export const leagueRefSchema = v.object({ id, na: v.string(), lurl: opt(v.string()), sid: num });

export const clockSchema = v.pipe(
  v.object({ r: v.union([v.boolean(), v.number()]), pe: num, s: num, tp: num }),
  v.transform((c): MatchClock => ({ running: c.r === true || c.r === 1, period: c.pe, seconds: c.s, type: c.tp })),
);

export const scoreSchema = v.pipe(
  v.object({ pe: num, tyg: num, sc: v.tuple([num, num]) }),
  v.transform((s): PeriodScore => ({ period: s.pe, typeGroup: s.tyg, home: s.sc[0], away: s.sc[1] })),
);

export const optionSchema = v.pipe(
  v.object({ na: v.string(), nm: v.string(), od: num, ty: v.union([v.string(), v.number()]), li: opt(v.string()) }),
  v.transform((o): Option => ({ teamName: o.na, name: o.nm, odds: o.od, type: String(o.ty), line: o.li })),
);

export const marketSchema = v.pipe(
  v.object({ id, au: flag, ss: num, op: listOf(optionSchema, 'market options') }),
  v.transform((m): Market => ({ id: m.id, allowParlay: m.au, saleStatus: m.ss, options: m.op })),
);

export const marketGroupSchema = v.pipe(
  v.object({
    nm: v.string(),
    tps: v.optional(v.nullable(v.array(v.string())), []),
    mty: num,
    pe: num,
    mks: listOf(marketSchema, 'markets'),
  }),
  v.transform((g): MarketGroup => ({ name: g.nm, tags: g.tps ?? [], marketType: g.mty, period: g.pe, markets: g.mks })),
);

export const matchSchema = v.pipe(
  v.object({
    id,
    lg: leagueRefSchema,
    // Home is ts[0], away is ts[1]; an outright (champion market of a league) has no teams.
    ts: v.pipe(
      v.array(teamSchema),
      v.check((ts) => ts.length === 0 || ts.length >= 2, 'a match has two teams, an outright none'),
    ),
    mc: opt(clockSchema),
    nsg: listOf(scoreSchema, 'match scores'),
    ms: num,
    v: opt(num),
    ne: opt(flag),
    ssi: opt(num),
    fid: opt(num),
    sb: opt(v.object({ gp: opt(v.array(num)) })),
    bt: num,
    tms: opt(num),
    mg: listOf(marketGroupSchema, 'market groups'),
    lrid: opt(id),
    hid: opt(id),
    ls: opt(num),
    mt: opt(num),
    md: opt(v.object({ vd: opt(flag), an: opt(flag) })),
  }),
  v.transform((m): Match => ({
    id: m.id,
    sportId: m.lg.sid,
    league: { id: m.lg.id, name: m.lg.na, logoUrl: m.lg.lurl, sportId: m.lg.sid },
    home: m.ts[0] ?? NO_TEAM,
    away: m.ts[1] ?? NO_TEAM,
    outright: m.ts.length === 0,
    status: m.ms,
    version: m.v,
    clock: m.mc,
    scores: m.nsg,
    neutral: m.ne ?? false,
    serveSide: m.ssi,
    // fid: the format code (domain/matchFormat.ts): under 100 best of n, else periods × minutes.
    bestOf: m.fid !== undefined && m.fid < 100 ? m.fid : undefined,
    formatId: m.fid,
    gamePoints: m.sb?.gp,
    beginTime: m.bt,
    // tms is the full market count; without it, count what came in the groups.
    marketCount: m.tms ?? m.mg.reduce((n, g) => n + g.markets.length, 0),
    groups: m.mg,
    liveRoomId: m.lrid,
    hostId: m.hid,
    liveStatus: m.ls,
    matchType: m.mt,
    hasVideo: m.md?.vd ?? false,
    hasAnimation: m.md?.an ?? false,
  })),
);
