// Score-service data of one match (spec §3 "Other match data", §7 score service GETs): statistics,
// line-ups with incidents, analysis and text commentary. The spec gives no wire form for these; the
// shapes decoded here are the reference server's (demo/server/scoreData.ts). Malformed rows are dropped.
import * as v from 'valibot';
import { decode, decodeList, id, listOf, num, opt } from './common';

const pair = v.pipe(
  v.tuple([num, num]),
  v.transform(([home, away]) => ({ home, away })),
);

/** One statistic of both sides (attacks, possession, shots, a quarter's points, …). */
export interface StatRow {
  key: string;
  home: number;
  away: number;
}

export interface MatchStats {
  weather?: { condition: string; temperature?: number };
  rows: StatRow[];
}

const FOOTBALL_STAT_KEYS = [
  'attacks',
  'dangerAttacks',
  'possession',
  'shots',
  'shotsOnTarget',
  'corners',
  'yellowCards',
] as const;

const footballStatsSchema = v.object({
  weather: opt(v.object({ condition: v.string(), temperature: opt(num) })),
  attacks: opt(pair),
  dangerAttacks: opt(pair),
  possession: opt(pair),
  shots: opt(pair),
  shotsOnTarget: opt(pair),
  corners: opt(pair),
  yellowCards: opt(pair),
});

const basketballStatsSchema = v.object({
  quarters: listOf(v.object({ period: num, score: pair }), 'quarters'),
  total: opt(pair),
});

/** Football matchInfo: weather and the side-by-side statistics present, in a fixed order. */
export function decodeFootballStats(raw: unknown): MatchStats {
  const data = decode(footballStatsSchema, raw, 'match info');
  const rows = FOOTBALL_STAT_KEYS.flatMap((key) => {
    const value = data[key];
    return value ? [{ key, ...value }] : [];
  });
  return { weather: data.weather, rows };
}

/** Basketball technic: points per quarter (key `period:<code>`) and the total. */
export function decodeBasketballStats(raw: unknown): MatchStats {
  const data = decode(basketballStatsSchema, raw, 'technic');
  const rows = data.quarters.map((q) => ({ key: `period:${q.period}`, ...q.score }));
  return { rows: data.total ? [...rows, { key: 'total', ...data.total }] : rows };
}

export interface Player {
  number?: number;
  name: string;
  position?: string;
}
export interface TeamLineup {
  name: string;
  logo?: string;
  starters: Player[];
  backups: Player[];
}
export interface Incident {
  minute: number;
  side: 'home' | 'away';
  type: string;
  player?: string;
}
export interface Lineups {
  home: TeamLineup;
  away: TeamLineup;
  incidents: Incident[];
}

const playerSchema = v.object({ number: opt(num), name: v.string(), position: opt(v.string()) });
const teamLineupSchema = v.object({
  name: v.string(),
  logo: opt(v.string()),
  starters: listOf(playerSchema, 'starters'),
  backups: listOf(playerSchema, 'backups'),
});
const sideSchema = v.pipe(
  v.union([v.picklist(['home', 'away']), v.picklist([0, 1])]),
  v.transform((s): 'home' | 'away' => (s === 'home' || s === 0 ? 'home' : 'away')),
);
const incidentSchema = v.object({ minute: num, side: sideSchema, type: v.string(), player: opt(v.string()) });

/** Line-ups: starters, backups and logos of both teams, and the incidents (goals, cards). */
export function decodeLineups(raw: unknown): Lineups {
  return decode(
    v.object({ home: teamLineupSchema, away: teamLineupSchema, incidents: listOf(incidentSchema, 'incidents') }),
    raw,
    'lineup',
  );
}

export interface BriefMatch {
  matchId: string;
  beginTime: number;
  home: string;
  away: string;
  score: { home: number; away: number };
}
export interface RankingRow {
  rank: number;
  team: string;
  played: number;
  points: number;
}
export interface GoalMinute {
  minute: number;
  side: 'home' | 'away';
}
export interface Injury {
  team: string;
  player: string;
  reason?: string;
}

export interface Analysis {
  history: BriefMatch[];
  homeLast: BriefMatch[];
  awayLast: BriefMatch[];
  ranking: RankingRow[];
  homeFuture: BriefMatch[];
  awayFuture: BriefMatch[];
  goalDist: GoalMinute[];
  injury: Injury[];
}

const briefSchema = v.pipe(
  v.object({ matchId: id, bt: num, home: v.string(), away: v.string(), score: pair }),
  v.transform((b): BriefMatch => ({ matchId: b.matchId, beginTime: b.bt, home: b.home, away: b.away, score: b.score })),
);
const briefs = (label: string) => listOf(briefSchema, label);

const analysisSchema = v.pipe(
  v.object({
    historyMatch: briefs('head to head'),
    homeLastMatch: briefs('home recent'),
    awayLastMatch: briefs('away recent'),
    leagueRanking: listOf(v.object({ rank: num, team: v.string(), played: num, points: num }), 'ranking'),
    homeFutureMatch: briefs('home upcoming'),
    awayFutureMatch: briefs('away upcoming'),
    goalDist: listOf(v.object({ minute: num, side: sideSchema }), 'goal distribution'),
    injury: listOf(v.object({ team: v.string(), player: v.string(), reason: opt(v.string()) }), 'injuries'),
  }),
  v.transform((a): Analysis => ({
    history: a.historyMatch,
    homeLast: a.homeLastMatch,
    awayLast: a.awayLastMatch,
    ranking: a.leagueRanking,
    homeFuture: a.homeFutureMatch,
    awayFuture: a.awayFutureMatch,
    goalDist: a.goalDist,
    injury: a.injury,
  })),
);

/** Analysis: head to head, recent form, league ranking, upcoming matches, goal distribution, injuries. */
export function decodeAnalysis(raw: unknown): Analysis {
  return decode(analysisSchema, raw, 'analysis');
}

/** Pre-match intelligence: short notes about each team and the match (texts in the request's language). */
export interface Intelligence {
  home: string[];
  away: string[];
  neutral: string[];
}

const notes = (label: string) => listOf(v.string(), label);
const intelligenceSchema = v.object({
  home: notes('home notes'),
  away: notes('away notes'),
  neutral: notes('match notes'),
});

/** Intelligence; an answer without a single note is nothing to show (undefined). */
export function decodeIntelligence(raw: unknown): Intelligence | undefined {
  const value = decode(intelligenceSchema, raw, 'intelligence');
  return value.home.length + value.away.length + value.neutral.length ? value : undefined;
}

export interface CommentaryLine {
  id: string;
  time: number;
  minute: string;
  text: string;
}

const commentarySchema = v.object({ id, time: num, minute: v.string(), text: v.string() });

/** Text live commentary, newest first as the server sends it. */
export function decodeCommentary(raw: unknown): CommentaryLine[] {
  return decodeList(commentarySchema, raw, 'text live');
}

export interface MatchMedia {
  animation?: string;
  videos: string[];
}

const mediaSchema = v.record(v.string(), v.unknown());

/** Media of one match from sportUnionData: the animation stream and the video lines (video2…video5, videoPM) in order. */
export function decodeMatchMedia(raw: unknown, matchId: string): MatchMedia {
  const all = decode(mediaSchema, raw ?? {}, 'sport union data');
  const entry = decode(v.optional(mediaSchema, {}), all[matchId], 'match media');
  const text = (key: string) => (typeof entry[key] === 'string' && entry[key] ? (entry[key] as string) : undefined);
  const videos = ['video2', 'video3', 'video4', 'video5', 'videoPM'].flatMap((key) => text(key) ?? []);
  return { animation: text('animation'), videos };
}
