// The simulated world: every match, its clock, and what happens as simulated time passes.
import { MatchStatus } from '../../src/domain/enums.ts';
import type { WireGoalEvent, WireMarket, WireTrackerFrame } from '../../src/api/wire.ts';
import { Rng, hashSeed } from './prng.ts';
import { SPORTS, expectedDuration } from './catalog.ts';
import {
  createMatch,
  finishMatch,
  forceScore,
  playMinute,
  scoreOf,
  stepMatch,
  leagueId,
  teamId,
  type SimGroup,
  type SimMatch,
  type StepEvents,
} from './match.ts';
import { MARKET_TYPE, marketId, reprice } from './pricing.ts';
import { PERIOD, SCORE_TYPE } from './periods.ts';
import { takeTrackerFrame } from './tracker.ts';
import { goalScorer } from './scoreData.ts';

export interface WorldOptions {
  seed: number;
  /** Matches on the board at the start (replacements keep the count as matches end). */
  matchCount: number;
  /** Simulated epoch ms at creation. */
  epoch: number;
}

/** An outright (champion) market of a league, shown as a match without teams. */
export interface Outright {
  id: string;
  sportId: number;
  league: { id: string; na: string; sid: number };
  bt: number;
  group: SimGroup;
}

/** Who hears what the world does: the push socket and the book. */
export interface WorldListener {
  tec?(m: SimMatch): void;
  /** Changed markets of a match, with the match's version after the change. */
  odds?(matchId: string, markets: WireMarket[], version: number): void;
  goal?(ev: WireGoalEvent): void;
  ended?(m: SimMatch): void;
  /** A tracker frame of a match: its state and the events since the last one (tracker.ts). */
  tracker?(frame: WireTrackerFrame): void;
  /** After every simulated step, with the simulated time. */
  tick?(now: number): void;
}

const STEP_MS = 1000;
const GOAL_SUSPEND_MS = 12_000;
const TEC_EVERY_MS = 10_000;

export class World {
  readonly seed: number;
  readonly matches = new Map<string, SimMatch>();
  readonly outrights = new Map<string, Outright>();
  private readonly listeners: WorldListener[] = [];
  private readonly marketIndex = new Map<string, SimMatch>();
  /** Matches whose prices the simulation leaves alone (demo control holdOdds, for tests); goals and moveOdds still move them. */
  private readonly heldOdds = new Set<string>();
  private clock: number;
  private nextIndex: number;
  private lastTec = 0;

  constructor(opts: WorldOptions) {
    this.seed = opts.seed;
    this.clock = opts.epoch;
    this.nextIndex = opts.matchCount;
    for (let i = 0; i < opts.matchCount; i += 1) this.add(this.initialMatch(i));
    this.createOutrights();
  }

  /** Simulated time, epoch ms. */
  now(): number {
    return this.clock;
  }

  /**
   * Whether this instance leads (bus.ts): of several instances sharing one database, only the leader runs the
   * listeners registered `leaderOnly` (what moves shared records on the clock). Alone, an instance always leads.
   */
  leads: () => boolean = () => true;

  /** Registers a listener for pushes and book work; `leaderOnly`: called only while this instance leads. */
  listen(listener: WorldListener, leaderOnly = false): void {
    if (!leaderOnly) {
      this.listeners.push(listener);
      return;
    }
    const led: Record<string, unknown> = {};
    for (const [key, fn] of Object.entries(listener) as [string, (...args: unknown[]) => void][])
      led[key] = (...args: unknown[]) => {
        if (this.leads()) fn(...args);
      };
    this.listeners.push(led as WorldListener);
  }

  /** Moves simulated time forward by ms, one second at a time. */
  advance(ms: number): void {
    let left = ms;
    while (left > 0) {
      const dt = Math.min(STEP_MS, left);
      left -= dt;
      this.clock += dt;
      this.step(dt);
    }
  }

  /** The match owning a market, if any. */
  matchOfMarket(id: string): SimMatch | undefined {
    return this.marketIndex.get(id) ?? this.matches.get(id.split('-')[0]);
  }

  /** Market group (current or, for matches, any the match still shows) of a market id. */
  findMarket(id: string): { match?: SimMatch; outright?: Outright; group: SimGroup } | undefined {
    const outright = this.outrights.get(id.split('-')[0]);
    if (outright) return outright.group.market.id === id ? { outright, group: outright.group } : undefined;
    const match = this.matchOfMarket(id);
    const group = match?.groups.find((g) => g.market.id === id);
    return match && group ? { match, group } : undefined;
  }

  /** Demo control: a goal (or point) for one side of a live match. */
  forceGoal(matchId: string, side: 0 | 1): boolean {
    const m = this.matches.get(matchId);
    if (!m || m.status !== MatchStatus.Live) return false;
    this.after(m, forceScore(m, side, this.clock));
    return true;
  }

  /** Demo control: ends a live match now. */
  forceEnd(matchId: string): boolean {
    const m = this.matches.get(matchId);
    if (!m || m.status !== MatchStatus.Live) return false;
    this.after(m, finishMatch(m, this.clock));
    return true;
  }

  /** Demo control: shifts the balance of a match so every price moves. */
  moveOdds(matchId: string): boolean {
    const m = this.matches.get(matchId);
    if (!m || (m.status !== MatchStatus.Live && m.status !== MatchStatus.Upcoming)) return false;
    m.strength += m.strength > 0 ? -0.4 : 0.4;
    this.publishOdds(m, reprice(m, this.clock));
    return true;
  }

  /** Demo control (tests): stops (or lets again) the simulation's own price moves of a live or upcoming match. */
  holdOdds(matchId: string, held: boolean): boolean {
    const m = this.matches.get(matchId);
    if (!m || (m.status !== MatchStatus.Live && m.status !== MatchStatus.Upcoming)) return false;
    if (held) this.heldOdds.add(matchId);
    else this.heldOdds.delete(matchId);
    return true;
  }

  private add(m: SimMatch): void {
    this.matches.set(m.id, m);
    m.nextOddsMove = this.clock + m.rng.int(2000, 8000);
    if (m.groups.length === 0) reprice(m, this.clock);
    this.index(m);
  }

  private index(m: SimMatch): void {
    for (const g of m.groups) this.marketIndex.set(g.market.id, m);
  }

  /** The opening board: a quarter live, half upcoming, the rest finished, postponed or cancelled. */
  private initialMatch(i: number): SimMatch {
    const plan = new Rng(hashSeed(this.seed, 'plan', i));
    const r = plan.next();
    const now = this.clock;
    if (r < 0.25) {
      const m = createMatch(this.seed, i, 0);
      m.bt = now - plan.int(60, Math.floor(expectedDuration(m.sport.format) * 0.85)) * 1000;
      this.freeTeams(m);
      this.fastForward(m, m.bt, now);
      return m;
    }
    if (r < 0.75) {
      // A few kick off within minutes so a fresh demo sees matches start.
      const soon = i % 10 === 0;
      return this.freeTeams(
        createMatch(
          this.seed,
          i,
          roundTo5Min(now + (soon ? plan.int(2, 15) * 60_000 : plan.int(20, 36 * 60) * 60_000)),
        ),
      );
    }
    if (r < 0.92) {
      const m = this.freeTeams(createMatch(this.seed, i, roundTo5Min(now - plan.int(3 * 60, 40 * 60) * 60_000)));
      this.fastForward(m, m.bt, m.bt + expectedDuration(m.sport.format) * 3000);
      return m;
    }
    const m = createMatch(this.seed, i, roundTo5Min(now + plan.int(-12 * 60, 24 * 60) * 60_000));
    m.status = r < 0.96 ? MatchStatus.Postponed : MatchStatus.Cancelled;
    return m;
  }

  /**
   * A team plays one match at a time: a new match whose teams already play within its time takes the first two
   * free teams of its league, or else of another league of its sport (before anything names them). On a board
   * too full for that, the match moves (later, or earlier for one already played) until two teams are free.
   */
  private freeTeams(m: SimMatch): SimMatch {
    const span = (expectedDuration(m.sport.format) + 30 * 60) * 1000;
    const step = m.bt < this.clock ? -span : span;
    for (let attempt = 0; attempt < 48; attempt++, m.bt = roundTo5Min(m.bt + step)) {
      const busy = new Set<string>();
      for (const o of this.matches.values()) {
        const playing = o.status !== MatchStatus.Postponed && o.status !== MatchStatus.Cancelled;
        if (playing && o !== m && o.sport === m.sport && Math.abs(o.bt - m.bt) < span)
          busy.add(o.home.id).add(o.away.id);
      }
      if (!busy.has(m.home.id) && !busy.has(m.away.id)) return m;
      const own = m.sport.leagues.filter((l) => leagueId(m.sport, l.code) === m.league.id);
      for (const league of [...own, ...m.sport.leagues.filter((l) => !own.includes(l))]) {
        const free = league.teams.filter((team) => !busy.has(teamId(team)));
        if (free.length < 2) continue;
        m.league = { id: leagueId(m.sport, league.code), na: league.name, sid: m.sport.id };
        m.home = { id: teamId(free[0]), na: free[0] };
        m.away = { id: teamId(free[1]), na: free[1] };
        return m;
      }
    }
    return m;
  }

  private fastForward(m: SimMatch, from: number, to: number): void {
    for (let t = from; t <= to && m.status !== MatchStatus.Ended; t += 5000) stepMatch(m, 5, t);
    // What the tracker recorded meanwhile is its history (a subscriber's full frame), not news to publish.
    takeTrackerFrame(m);
  }

  private createOutrights(): void {
    for (const sport of SPORTS) {
      for (const league of sport.leagues) {
        const rng = new Rng(hashSeed(this.seed, 'outright', league.code));
        const lid = leagueId(sport, league.code);
        const id = `9${lid}`;
        const ratings = league.teams.map(() => Math.exp(rng.normal() * 0.8));
        const total = ratings.reduce((a, b) => a + b, 0);
        const op = league.teams.map((team, i) => ({
          na: team,
          nm: team,
          ty: `T${i + 1}`,
          od: Math.round(Math.max(1.2, total / ratings[i] / 1.15) * 100) / 100,
        }));
        const group: SimGroup = {
          key: 'out',
          nm: 'Winner',
          tps: ['outright'],
          mty: MARKET_TYPE.Outright,
          pe: PERIOD.FullTime,
          market: { id: marketId(id, 'out', PERIOD.FullTime), au: 0, ss: 1, op },
        };
        this.outrights.set(id, {
          id,
          sportId: sport.id,
          league: { id: lid, na: league.name, sid: sport.id },
          bt: roundTo5Min(this.clock + 60 * 86_400_000),
          group,
        });
      }
    }
  }

  private step(dt: number): void {
    const now = this.clock;
    const tecDue = now - this.lastTec >= TEC_EVERY_MS;
    if (tecDue) this.lastTec = now;
    for (const m of [...this.matches.values()]) {
      const ev = stepMatch(m, dt / 1000, now);
      this.after(m, ev, tecDue);
      if (m.status === MatchStatus.Live || m.status === MatchStatus.Upcoming) {
        if (m.suspendedUntil !== 0 && now >= m.suspendedUntil) {
          m.suspendedUntil = 0;
          this.publishOdds(m, reprice(m, now));
        } else if (now >= m.nextOddsMove && !this.heldOdds.has(m.id)) {
          const live = m.status === MatchStatus.Live;
          m.strength += m.rng.normal() * (live ? 0.03 : 0.01);
          m.nextOddsMove = now + (live ? 4000 + m.rng.int(0, 3000) : 20_000 + m.rng.int(0, 20_000));
          if (m.suspendedUntil === 0) this.publishOdds(m, reprice(m, now));
        }
      }
    }
    for (const l of this.listeners) l.tick?.(now);
  }

  private after(m: SimMatch, ev: StepEvents, tecDue = false): void {
    const now = this.clock;
    if (ev.started) this.emitGoal(m, 'begin');
    const goals = m.sport.key === 'football' || m.sport.key === 'hockey';
    if (goals && ev.scored.length > 0) {
      m.suspendedUntil = now + GOAL_SUSPEND_MS;
      for (const s of ev.scored) this.emitGoal(m, s === 0 ? 'home' : 'guest');
    }
    if (ev.changed || ev.started) this.publishOdds(m, reprice(m, now));
    if (ev.changed || (tecDue && m.status === MatchStatus.Live)) {
      m.version += 1;
      for (const l of this.listeners) l.tec?.(m);
    }
    const frame = takeTrackerFrame(m);
    if (frame) for (const l of this.listeners) l.tracker?.(frame);
    if (ev.ended) {
      for (const l of this.listeners) l.ended?.(m);
      this.replace();
    }
  }

  private publishOdds(m: SimMatch, markets: WireMarket[]): void {
    if (markets.length === 0) return;
    this.index(m);
    m.version += 1;
    for (const l of this.listeners) l.odds?.(m.id, markets, m.version);
  }

  private emitGoal(m: SimMatch, ev: 'begin' | 'home' | 'guest'): void {
    const [hs, as] = scoreOf(
      m,
      PERIOD.FullTime,
      m.sport.format.kind === 'timed' ? SCORE_TYPE.Goals : SCORE_TYPE.Points,
    );
    const goal: WireGoalEvent = { mid: m.id, sid: m.sport.id, ev, hn: m.home.na, an: m.away.na, hs, as, t: this.clock };
    // The reference server's addition: a goal of a timed sport carries its minute of play (a kick-off does not).
    if (ev !== 'begin' && m.sport.format.kind === 'timed') goal.mn = playMinute(m);
    // And its scorer (issue 29): the newest goal of the scoring side.
    if (ev !== 'begin') goal.sc = goalScorer(this.seed, m, ev === 'home' ? 0 : 1, m.goals.length);
    for (const l of this.listeners) l.goal?.(goal);
  }

  /** Keeps the board full: an ended match makes room for a new upcoming one; old results leave after two days. */
  private replace(): void {
    const now = this.clock;
    const index = this.nextIndex;
    this.nextIndex += 1;
    const plan = new Rng(hashSeed(this.seed, 'plan', index));
    this.add(this.freeTeams(createMatch(this.seed, index, roundTo5Min(now + plan.int(20, 24 * 60) * 60_000))));
    for (const m of this.matches.values()) {
      if (m.endedAt !== undefined && m.endedAt < now - 2 * 86_400_000) this.matches.delete(m.id);
    }
  }
}

function roundTo5Min(t: number): number {
  return Math.round(t / 300_000) * 300_000;
}
