// One simulated match: its state and how it moves forward in time.
import { MatchStatus } from '../../src/domain/enums.ts';
import type { WireMarket } from '../../src/api/wire.ts';
import { Rng, hashSeed } from './prng.ts';
import { SPORTS, type SportDef, type SetFormat, type TimedFormat } from './catalog.ts';
import { PERIOD, SCORE_TYPE } from './periods.ts';
import type { CommentaryFacts, CommentaryKey } from './commentary.ts';
import { stepTracker, syncTrackerScore, trackEvent, type TrackerKind, type TrackerSim } from './tracker.ts';

/** A market group as the simulation keeps it: the wire fields plus the key that identifies it in its match. */
export interface SimGroup {
  key: string;
  nm: string;
  tps: string[];
  mty: number;
  pe: number;
  market: WireMarket;
}

export interface Commentary {
  t: number;
  minute: string;
  /** What happened; the line is written in the request's language when asked (commentary.ts). */
  key: CommentaryKey;
  facts: CommentaryFacts;
}

export interface SimMatch {
  id: string;
  index: number;
  /** Bumped with every push about this match (tec or js1); snapshots carry it so a client drops older pushes. */
  version: number;
  sport: SportDef;
  league: { id: string; na: string; sid: number };
  home: { id: string; na: string };
  away: { id: string; na: string };
  /** Begin time, epoch ms of the simulation clock. */
  bt: number;
  status: number;
  /** Home superiority, drifting slowly: moves the prices. */
  strength: number;
  rng: Rng;
  /** Timed sports: index into periodCodes, seconds into it, and break seconds left (> 0 while on a break). */
  periodIndex: number;
  periodElapsed: number;
  breakLeft: number;
  /** Set sports: current set index, game points (tennis), serving side 1 home / 2 away. */
  setIndex: number;
  gamePoints: [number, number];
  serve: 1 | 2;
  /** Scores by `${pe}:${tyg}`. */
  scores: Record<string, [number, number]>;
  /** Goal timeline (match seconds and side), for 15-minute markets and commentary. */
  goals: { sec: number; side: 0 | 1 }[];
  stats: {
    attacks: [number, number];
    danger: [number, number];
    shots: [number, number];
    onTarget: [number, number];
    possession: number;
  };
  commentary: Commentary[];
  groups: SimGroup[];
  suspendedUntil: number;
  nextOddsMove: number;
  endedAt?: number;
  liveRoom?: { liveRoomId: string; hostId: string };
  /** The live tracker's feed (tracker.ts), created with its first event. */
  trk?: TrackerSim;
}

/** What a step of a match produced, for the world to broadcast. */
export interface StepEvents {
  started: boolean;
  scored: (0 | 1)[];
  changed: boolean;
  ended: boolean;
}

const SPORT_WEIGHTS: [string, number][] = [
  ['football', 0.45],
  ['basketball', 0.2],
  ['tennis', 0.12],
  ['volleyball', 0.08],
  ['hockey', 0.08],
  ['tabletennis', 0.07],
];

function pickSport(rng: Rng): SportDef {
  let r = rng.next();
  for (const [key, w] of SPORT_WEIGHTS) {
    if (r < w) return SPORTS.find((s) => s.key === key)!;
    r -= w;
  }
  return SPORTS[0];
}

/** Stable ids: leagues and teams by their codes, matches by seed and index. */
export function leagueId(sport: SportDef, code: string): string {
  return `${sport.id}${String(hashSeed(code) % 100000).padStart(5, '0')}`;
}

export function teamId(name: string): string {
  return String(100000 + (hashSeed('team', name) % 900000));
}

/** A new match in its pre-match state; the caller sets its begin time and status. */
export function createMatch(seed: number, index: number, bt: number): SimMatch {
  const rng = new Rng(hashSeed(seed, 'match', index));
  const sport = pickSport(rng);
  const league = rng.pick(sport.leagues);
  const hi = rng.int(0, league.teams.length - 1);
  let ai = rng.int(0, league.teams.length - 2);
  if (ai >= hi) ai += 1;
  const m: SimMatch = {
    id: `1${String(seed % 1000).padStart(3, '0')}${String(index).padStart(7, '0')}`,
    index,
    version: 0,
    sport,
    league: { id: leagueId(sport, league.code), na: league.name, sid: sport.id },
    home: { id: teamId(league.teams[hi]), na: league.teams[hi] },
    away: { id: teamId(league.teams[ai]), na: league.teams[ai] },
    bt,
    status: MatchStatus.Upcoming,
    strength: rng.normal() * 0.35,
    rng,
    periodIndex: 0,
    periodElapsed: 0,
    breakLeft: 0,
    setIndex: 0,
    gamePoints: [0, 0],
    serve: rng.chance(0.5) ? 1 : 2,
    scores: {},
    goals: [],
    stats: { attacks: [0, 0], danger: [0, 0], shots: [0, 0], onTarget: [0, 0], possession: 50 },
    commentary: [],
    groups: [],
    suspendedUntil: 0,
    nextOddsMove: 0,
  };
  return m;
}

/** Score [home, away] of a period and score type (zeros when none yet). */
export function scoreOf(m: SimMatch, pe: number, tyg: number = SCORE_TYPE.Goals): [number, number] {
  return m.scores[`${pe}:${tyg}`] ?? [0, 0];
}

/** A period (or set) that has begun has a score, 0-0 until someone scores: results and boards show every one. */
function openPeriod(m: SimMatch, pe: number): void {
  const key = `${pe}:${m.sport.format.kind === 'timed' ? SCORE_TYPE.Goals : SCORE_TYPE.Points}`;
  m.scores[key] ??= [0, 0];
}

function addScore(m: SimMatch, pe: number, tyg: number, side: 0 | 1, points: number): void {
  const key = `${pe}:${tyg}`;
  const s = m.scores[key] ?? [0, 0];
  s[side] += points;
  m.scores[key] = s;
}

/** Seconds of play elapsed in a timed match (breaks excluded). */
export function playedSeconds(m: SimMatch): number {
  if (m.sport.format.kind !== 'timed') return 0;
  if (m.status === MatchStatus.Ended) return m.sport.format.periodCodes.length * m.sport.format.periodSeconds;
  return m.periodIndex * m.sport.format.periodSeconds + m.periodElapsed;
}

/** Scoring rate per team per second of play; strength tilts it towards the stronger side. */
export function scoringRates(m: SimMatch, f: TimedFormat): [number, number] {
  const perSecond = f.scoringEvents / (f.periodCodes.length * f.periodSeconds);
  const tilt = Math.exp(m.strength * 0.5);
  return [perSecond * tilt, perSecond / tilt];
}

/** Average points of one scoring event. */
export function pointsPerEvent(f: TimedFormat): number {
  return f.eventPoints.reduce((s, e) => s + e.points * e.weight, 0);
}

/** Probability that home wins a rally/point, from strength. */
export function pointWinProbability(m: SimMatch): number {
  return Math.min(0.75, Math.max(0.25, 0.5 + m.strength * 0.06));
}

/** The minute of play now, counted from 1 as football does (the 30th second is the 1st minute). */
export function playMinute(m: SimMatch): number {
  return Math.floor(playedSeconds(m) / 60) + 1;
}

function minuteLabel(m: SimMatch): string {
  if (m.sport.format.kind === 'timed') return `${playMinute(m)}'`;
  return `S${m.setIndex + 1}`;
}

function comment(m: SimMatch, now: number, key: CommentaryKey, facts: CommentaryFacts = {}): void {
  m.commentary.push({ t: now, minute: minuteLabel(m), key, facts });
  if (m.commentary.length > 200) m.commentary.shift();
}

/** Where in the match an event happens, for the tracker: minute of play and period (or set) index. */
function trackerAt(m: SimMatch): { mn: number; pi: number } {
  const f = m.sport.format;
  if (f.kind !== 'timed') return { mn: 0, pi: m.setIndex };
  // The minute the period ends on is its last one (45', not 46').
  return { mn: Math.min(playMinute(m), ((m.periodIndex + 1) * f.periodSeconds) / 60), pi: m.periodIndex };
}

/** An event on the tracker's feed. */
function feed(m: SimMatch, kind: TrackerKind, s?: 0 | 1, points?: number): void {
  trackEvent(m, kind, trackerAt(m), s, points);
}

/** The tracker shows the simulation's own full-time score. */
function syncFeedScore(m: SimMatch): void {
  if (m.trk)
    syncTrackerScore(
      m,
      scoreOf(m, PERIOD.FullTime, m.sport.format.kind === 'timed' ? SCORE_TYPE.Goals : SCORE_TYPE.Points),
    );
}

function side(m: SimMatch, s: 0 | 1): string {
  return s === 0 ? m.home.na : m.away.na;
}

function scoreTimed(m: SimMatch, f: TimedFormat, s: 0 | 1, pts: number, now: number, ev: StepEvents): void {
  const pe = f.periodCodes[m.periodIndex];
  addScore(m, PERIOD.FullTime, SCORE_TYPE.Goals, s, pts);
  addScore(m, pe, SCORE_TYPE.Goals, s, pts);
  if (m.sport.key === 'basketball' && m.periodIndex < 2) addScore(m, PERIOD.FirstHalf, SCORE_TYPE.Goals, s, pts);
  ev.changed = true;
  if (m.sport.key === 'football') {
    addScore(m, PERIOD.Segment1 + Math.min(5, Math.floor(playedSeconds(m) / 900)), SCORE_TYPE.Goals, s, 1);
    m.goals.push({ sec: playedSeconds(m), side: s });
    ev.scored.push(s);
    feed(m, 'goal', s);
    comment(m, now, 'goal', { team: side(m, s), score: scoreOf(m, PERIOD.FullTime).join('-') });
  } else if (m.sport.key === 'hockey') {
    ev.scored.push(s);
    feed(m, 'goal', s);
    comment(m, now, 'score', { team: side(m, s), score: scoreOf(m, PERIOD.FullTime).join('-') });
  } else {
    if (m.sport.key === 'basketball') feed(m, 'pts', s, pts);
    if (pts === 3) comment(m, now, 'three', { team: side(m, s) });
  }
  syncFeedScore(m);
}

function stepTimed(m: SimMatch, f: TimedFormat, dt: number, now: number, ev: StepEvents): void {
  if (m.breakLeft > 0) {
    m.breakLeft -= dt;
    if (m.breakLeft <= 0) {
      m.breakLeft = 0;
      m.periodIndex += 1;
      m.periodElapsed = 0;
      openPeriod(m, f.periodCodes[m.periodIndex]);
      comment(m, now, 'periodStart', { period: f.periodCodes[m.periodIndex] });
      feed(m, 'ko');
      ev.changed = true;
    }
    return;
  }
  m.periodElapsed += dt;
  const pe = f.periodCodes[m.periodIndex];
  const rates = scoringRates(m, f);
  for (const s of [0, 1] as const) {
    if (m.rng.chance(rates[s] * dt)) scoreTimed(m, f, s, pickPoints(m.rng, f), now, ev);
  }
  if (m.sport.key === 'football') stepFootballExtras(m, rates, dt, now, ev);
  stepTracker(m, dt, trackerAt(m));
  if (m.periodElapsed >= f.periodSeconds) {
    m.periodElapsed = f.periodSeconds;
    ev.changed = true;
    if (m.periodIndex === f.periodCodes.length - 1) {
      if (!f.draws) breakTie(m, now);
      ev.ended = true;
    } else {
      m.breakLeft = f.breakSeconds[m.periodIndex] ?? 60;
      comment(m, now, 'periodEnd', { period: pe, score: scoreOf(m, PERIOD.FullTime).join('-') });
      feed(m, 'pend');
    }
  }
}

function pickPoints(rng: Rng, f: TimedFormat): number {
  let r = rng.next();
  for (const e of f.eventPoints) {
    if (r < e.weight) return e.points;
    r -= e.weight;
  }
  return f.eventPoints[0].points;
}

// Overtime is not simulated: a tie after regulation is settled by one last basket.
function breakTie(m: SimMatch, now: number): void {
  const [h, a] = scoreOf(m, PERIOD.FullTime);
  if (h !== a) return;
  const s: 0 | 1 = m.rng.chance(0.5) ? 0 : 1;
  addScore(m, PERIOD.FullTime, SCORE_TYPE.Goals, s, 2);
  addScore(
    m,
    m.sport.format.kind === 'timed' ? m.sport.format.periodCodes.at(-1)! : PERIOD.FullTime,
    SCORE_TYPE.Goals,
    s,
    2,
  );
  comment(m, now, 'overtimeWinner', { team: side(m, s) });
  if (m.sport.key === 'basketball') feed(m, 'pts', s, 2);
  syncFeedScore(m);
}

function stepFootballExtras(m: SimMatch, rates: [number, number], dt: number, now: number, ev: StepEvents): void {
  for (const s of [0, 1] as const) {
    if (m.rng.chance(rates[s] * 3.7 * dt)) {
      addScore(m, PERIOD.FullTime, SCORE_TYPE.Corners, s, 1);
      comment(m, now, 'corner', { team: side(m, s) });
      feed(m, 'cor', s);
      ev.changed = true;
    }
    if (m.rng.chance(0.00037 * dt)) {
      addScore(m, PERIOD.FullTime, SCORE_TYPE.Cards, s, 1);
      comment(m, now, 'yellow', { team: side(m, s) });
      feed(m, 'yc', s);
      ev.changed = true;
    }
    if (m.rng.chance(rates[s] * 40 * dt)) {
      m.stats.attacks[s] += 1;
      feed(m, 'att', s);
    }
    if (m.rng.chance(rates[s] * 20 * dt)) {
      m.stats.danger[s] += 1;
      feed(m, 'dng', s);
    }
    if (m.rng.chance(rates[s] * 9 * dt)) {
      m.stats.shots[s] += 1;
      if (m.rng.chance(0.4)) {
        m.stats.onTarget[s] += 1;
        feed(m, 'son', s);
      } else feed(m, 'sof', s);
    }
  }
  const target = 50 + m.strength * 12;
  m.stats.possession = Math.round(m.stats.possession + (target - m.stats.possession) * 0.02 + m.rng.normal() * 0.3);
}

function stepSets(m: SimMatch, f: SetFormat, dt: number, now: number, ev: StepEvents): void {
  if (!m.rng.chance(Math.min(1, dt / f.secondsPerPoint))) return;
  playPoint(m, f, m.rng.chance(pointWinProbability(m)) ? 0 : 1, now, ev);
}

function playPoint(m: SimMatch, f: SetFormat, s: 0 | 1, now: number, ev: StepEvents): void {
  const setCode = f.setCodes[m.setIndex];
  const deciding = m.setIndex === f.bestOf - 1;
  ev.changed = true;
  if (f.scoring === 'tennis') {
    m.gamePoints[s] += 1;
    const [a, b] = m.gamePoints;
    const won = (a >= 4 || b >= 4) && Math.abs(a - b) >= 2;
    if (!won) return;
    m.gamePoints = [0, 0];
    m.serve = m.serve === 1 ? 2 : 1;
    addScore(m, setCode, SCORE_TYPE.Points, s, 1);
    const [ga, gb] = scoreOf(m, setCode, SCORE_TYPE.Points);
    const hi = Math.max(ga, gb);
    const lo = Math.min(ga, gb);
    if (!((hi >= 6 && hi - lo >= 2) || hi === 7)) return;
  } else {
    addScore(m, setCode, SCORE_TYPE.Points, s, 1);
    m.serve = s === 0 ? 1 : 2;
    const [pa, pb] = scoreOf(m, setCode, SCORE_TYPE.Points);
    const need = deciding ? f.decidingSetPoints : f.setPoints;
    if (!(Math.max(pa, pb) >= need && Math.abs(pa - pb) >= 2)) return;
  }
  addScore(m, PERIOD.FullTime, SCORE_TYPE.Points, s, 1);
  ev.scored.push(s);
  feed(m, 'set', s);
  syncFeedScore(m);
  comment(m, now, 'setWon', {
    team: side(m, s),
    n: m.setIndex + 1,
    score: scoreOf(m, PERIOD.FullTime, SCORE_TYPE.Points).join('-'),
  });
  const sets = scoreOf(m, PERIOD.FullTime, SCORE_TYPE.Points);
  if (Math.max(...sets) === (f.bestOf + 1) / 2) ev.ended = true;
  else {
    m.setIndex += 1;
    openPeriod(m, f.setCodes[m.setIndex]);
  }
}

/** Moves a match forward by dt seconds at simulated time `now` (epoch ms). */
export function stepMatch(m: SimMatch, dt: number, now: number): StepEvents {
  const ev: StepEvents = { started: false, scored: [], changed: false, ended: false };
  if (m.status === MatchStatus.Upcoming) {
    if (now < m.bt) return ev;
    m.status = MatchStatus.Live;
    ev.started = true;
    ev.changed = true;
    m.scores[`${PERIOD.FullTime}:${m.sport.format.kind === 'timed' ? SCORE_TYPE.Goals : SCORE_TYPE.Points}`] = [0, 0];
    const f = m.sport.format;
    openPeriod(m, f.kind === 'timed' ? f.periodCodes[0] : f.setCodes[0]);
    comment(m, now, 'kickOff', { home: m.home.na, away: m.away.na });
    feed(m, 'ko');
    return ev;
  }
  if (m.status !== MatchStatus.Live) return ev;
  const f = m.sport.format;
  if (f.kind === 'timed') stepTimed(m, f, dt, now, ev);
  else stepSets(m, f, dt, now, ev);
  if (ev.ended) endMatch(m, now);
  return ev;
}

function endMatch(m: SimMatch, now: number): void {
  const tyg = m.sport.format.kind === 'timed' ? SCORE_TYPE.Goals : SCORE_TYPE.Points;
  m.status = MatchStatus.Ended;
  m.endedAt = now;
  comment(m, now, 'fullTime', { home: m.home.na, away: m.away.na, score: scoreOf(m, PERIOD.FullTime, tyg).join('-') });
  syncFeedScore(m);
  feed(m, 'end');
}

/** Demo control: a score for one side now (goal sports: a goal; basketball: two points; set sports: a won point). */
export function forceScore(m: SimMatch, s: 0 | 1, now: number): StepEvents {
  const ev: StepEvents = { started: false, scored: [], changed: false, ended: false };
  const f = m.sport.format;
  if (m.status !== MatchStatus.Live) return ev;
  if (f.kind === 'timed') scoreTimed(m, f, s, f.eventPoints[0].points, now, ev);
  else playPoint(m, f, s, now, ev);
  if (ev.ended) endMatch(m, now);
  return ev;
}

/** Demo control: plays the match to its end at once (the scores stay as they are; set sports play out points for the leader). */
export function finishMatch(m: SimMatch, now: number): StepEvents {
  const ev: StepEvents = { started: false, scored: [], changed: true, ended: true };
  const f = m.sport.format;
  if (m.status !== MatchStatus.Live) return { ...ev, changed: false, ended: false };
  if (f.kind === 'timed') {
    m.periodIndex = f.periodCodes.length - 1;
    m.periodElapsed = f.periodSeconds;
    m.breakLeft = 0;
    if (!f.draws) breakTie(m, now);
  } else {
    const [h, a] = scoreOf(m, PERIOD.FullTime, SCORE_TYPE.Points);
    const leader: 0 | 1 = h >= a ? 0 : 1;
    const inner: StepEvents = { ...ev, ended: false };
    while (!inner.ended) playPoint(m, f, leader, now, inner);
  }
  endMatch(m, now);
  return ev;
}
