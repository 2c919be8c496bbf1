// Compact wire form (spec §3) of simulated matches and outrights.
import { formatCode } from '../../src/domain/matchFormat.ts';
import { MatchStatus } from '../../src/domain/enums.ts';
import type { WireClock, WireMarketGroup, WireMatch, WireOption, WireScore } from '../../src/api/wire.ts';
import { PERIOD } from './periods.ts';
import { playedSeconds, type SimGroup, type SimMatch } from './match.ts';
import type { Outright } from './world.ts';
import { leagueCrest, teamCrest } from './crests.ts';
import { hasVideo } from './media.ts';
import { leagueIn, optionIn } from './translations.ts';
import { nameIn } from './names.ts';

/** Market types shown in list rows (the full set comes with the detail). */
const LIST_TYPES = new Set([1, 2, 3, 10, 11, 13, 15]);

function clock(m: SimMatch): WireClock {
  const f = m.sport.format;
  if (f.kind === 'sets') {
    const live = m.status === MatchStatus.Live;
    return {
      r: live,
      pe: live ? f.setCodes[m.setIndex] : m.status === MatchStatus.Ended ? PERIOD.Ended : PERIOD.NotStarted,
      s: 0,
      tp: 1,
    };
  }
  if (m.status === MatchStatus.Ended) return { r: false, pe: PERIOD.Ended, s: playedSeconds(m), tp: f.clockType };
  if (m.status !== MatchStatus.Live) return { r: false, pe: PERIOD.NotStarted, s: 0, tp: f.clockType };
  if (m.breakLeft > 0) {
    const half = f.periodCodes.length % 2 === 0 && m.periodIndex === f.periodCodes.length / 2 - 1;
    return {
      r: false,
      pe: half ? PERIOD.HalfTime : PERIOD.Break,
      s: f.clockType === 1 ? Math.floor(playedSeconds(m)) : 0,
      tp: f.clockType,
    };
  }
  // tp 1: seconds played in the match; tp 2: seconds left in the current period.
  const s = f.clockType === 1 ? playedSeconds(m) : f.periodSeconds - m.periodElapsed;
  return { r: true, pe: f.periodCodes[m.periodIndex], s: Math.floor(s), tp: f.clockType };
}

function scores(m: SimMatch): WireScore[] {
  return (
    Object.entries(m.scores)
      .map(([key, sc]) => {
        const [pe, tyg] = key.split(':').map(Number);
        return { pe, tyg, sc: [sc[0], sc[1]] as [number, number] };
      })
      // The 15-minute segment scores settle bets; clients do not show them.
      .filter((s) => s.pe < PERIOD.Segment1 || s.pe > PERIOD.Segment6)
      .sort((a, b) => a.pe - b.pe || a.tyg - b.tyg)
  );
}

/** An option named in `lang`: its words (optionIn) and the team or player it names (an outright's is its nm too). */
function optionNamed(lang: string, op: WireOption): WireOption {
  const worded = optionIn(lang, op);
  if (!op.na || op.ty === 'D') return worded;
  const na = nameIn(lang, op.na);
  return op.nm === op.na ? { ...worded, na, nm: na } : { ...worded, na };
}

/** Wire form of one market group, its options named in `lang` (the request's languageType). */
export function wireGroup(g: SimGroup, lang: string): WireMarketGroup {
  return {
    nm: g.nm,
    tps: g.tps,
    mty: g.mty,
    pe: g.pe,
    mks: [{ ...g.market, op: g.market.op.map((op) => optionNamed(lang, op)) }],
  };
}

/** Wire form of a match in `lang`; `detail` sends every group, lists only the main full-time ones. */
export function wireMatch(m: SimMatch, detail: boolean, lang: string): WireMatch {
  const groups = detail ? m.groups : m.groups.filter((g) => g.pe === PERIOD.FullTime && LIST_TYPES.has(g.mty));
  const live = m.status === MatchStatus.Live;
  const f = m.sport.format;
  const out: WireMatch = {
    id: m.id,
    lg: { ...m.league, na: leagueIn(lang, m.league.na), lurl: leagueCrest(m.league.id, m.league.na) },
    // Crests only in the detail: the list's pages stay small.
    ts: [m.home, m.away].map((t) =>
      detail ? { ...t, na: nameIn(lang, t.na), lurl: teamCrest(t.id, t.na) } : { ...t, na: nameIn(lang, t.na) },
    ),
    mc: clock(m),
    nsg: scores(m),
    ms: m.status,
    v: m.version,
    ne: 0,
    bt: m.bt,
    tms: m.groups.length,
    mg: groups.map((g) => wireGroup(g, lang)),
    md: {
      vd: hasVideo(m) ? 1 : 0,
      an: m.sport.key === 'football' || m.sport.key === 'basketball' ? 1 : 0,
    },
  };
  // The format code (spec 3.62, src/domain/matchFormat.ts): best of n, or periods × minutes.
  if (f.kind === 'timed')
    out.fid = formatCode({ kind: 'timed', periods: f.periodCodes.length, minutes: f.periodSeconds / 60 });
  if (f.kind === 'sets') {
    out.fid = formatCode({ kind: 'bestOf', n: f.bestOf });
    if (live) out.ssi = m.serve;
    if (f.scoring === 'tennis') out.sb = { gp: [...m.gamePoints] };
  }
  if (m.liveRoom) {
    out.lrid = m.liveRoom.liveRoomId;
    out.hid = m.liveRoom.hostId;
    out.ls = live ? 1 : m.status === MatchStatus.Upcoming ? 0 : 2;
    out.mt = m.sport.key === 'football' ? 1 : 2;
  }
  return out;
}

/** Wire form of an outright in `lang`: a match row without teams and with one Winner group. */
export function wireOutright(o: Outright, lang: string): WireMatch {
  return {
    id: o.id,
    lg: { ...o.league, na: leagueIn(lang, o.league.na), lurl: leagueCrest(o.league.id, o.league.na) },
    ts: [],
    ms: MatchStatus.Upcoming,
    bt: o.bt,
    tms: 1,
    mg: [wireGroup(o.group, lang)],
  };
}
