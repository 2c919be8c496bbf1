// Host guessing games of the live rooms (spec §7 host/guessing/list, bet, data/host/guessing/bet/record): real
// questions on the room's match, paid in live-room coins and settled from the simulation: "who wins" at full
// time, "who scores next" by the next goal (a new round opens after each), "no more goals" when the match ends.
// Games and guesses live in the store (a restart keeps them; a settled guess is never paid again).
import Decimal from 'decimal.js';
import type { WireGuessGame, WireGuessRecord } from '../../src/api/wire.ts';
import { MatchStatus } from '../../src/domain/enums.ts';
import { nameIn } from './names.ts';
import { ApiError, CODE } from './codes.ts';
import { MARKET_TYPE } from './pricing.ts';
import type { Room } from './room.ts';
import { scoreOf, type SimMatch } from './match.ts';
import { PERIOD, SCORE_TYPE } from './periods.ts';
import type { GuessingRecord, UserRecord } from './records.ts';
import type { Store } from './store.ts';
import type { Users } from './users.ts';
import type { World } from './world.ts';

export const GuessStatus = { Open: 1, Closed: 2, Settled: 3 } as const;
export const GuessBetStatus = { Waiting: 0, Won: 1, Lost: 2, Refunded: 3 } as const;
/** The fewest coins a guess takes. */
export const MIN_GUESS = new Decimal(1);
/** The host's margin on the "who scores next" prices. */
const NEXT_GOAL_MARGIN = 0.92;
/** The chance the host gives that no further goal comes, for "who scores next". */
const NO_GOAL_SHARE = 0.15;

/** The chance given to an outcome the result market no longer prices (an odds-on rout). */
const UNPRICED_SHARE = 0.02;

/** The "who wins" prices of a match's result market, by option key (home, draw, away); unpriced outcomes left out. */
function winnerPrices(m: SimMatch): Map<string, Decimal> {
  const keys: Record<string, string> = { H: 'home', D: 'draw', A: 'away' };
  const group = m.groups.find((g) => g.mty === MARKET_TYPE.MatchResult || g.mty === MARKET_TYPE.Winner);
  const prices = new Map<string, Decimal>();
  for (const o of group?.market.op ?? []) if (keys[o.ty] && o.od > 1) prices.set(keys[o.ty], new Decimal(o.od));
  return prices;
}

/** "Who scores next" prices from the result market's home/away chances, with room for no further goal. */
function nextGoalPrices(m: SimMatch): Map<string, Decimal> {
  const win = winnerPrices(m);
  if (win.size === 0) return new Map();
  const chance = (key: string) => {
    const odds = win.get(key);
    return odds ? new Decimal(1).div(odds) : new Decimal(UNPRICED_SHARE);
  };
  const ph = chance('home');
  const pa = chance('away');
  const scale = new Decimal(1 - NO_GOAL_SHARE).div(ph.plus(pa));
  const price = (p: Decimal) =>
    Decimal.max(new Decimal('1.05'), new Decimal(NEXT_GOAL_MARGIN).div(p)).toDecimalPlaces(2);
  return new Map([
    ['home', price(ph.times(scale))],
    ['away', price(pa.times(scale))],
    ['none', price(new Decimal(NO_GOAL_SHARE))],
  ]);
}

export class Guessing {
  private readonly data: GuessingRecord;

  constructor(
    private readonly world: World,
    private readonly store: Store,
    private readonly users: Users,
    private readonly rooms: () => Iterable<Room>,
  ) {
    this.data = store.part('guessing', () => ({ seq: 0, games: {}, bets: [] }));
    world.listen({
      goal: (ev) => {
        if (ev.ev === 'home' || ev.ev === 'guest') this.goal(ev.mid, ev.ev === 'home' ? 'home' : 'away');
      },
      ended: (m) => this.ended(m),
    });
  }

  /** The room's games, opened on first ask while its match has prices; settled ones stay listed with their result. */
  list(room: Room, lang = 'ENG'): WireGuessGame[] {
    // The teams in the request's language (a game keeps the English names it was opened with).
    return this.gamesOf(room).map((g) => ({ ...g, home: nameIn(lang, g.home), away: nameIn(lang, g.away) }));
  }

  /** Places a guess of `amount` coins on an open game's option; returns the bet id. */
  bet(user: UserRecord, room: Room, guessId: string, optionId: string, amount: Decimal): string {
    const game = this.gamesOf(room).find((g) => g.guessId === guessId);
    if (!game) throw new ApiError(CODE.BadRequest, 'unknown guessId');
    if (game.status !== GuessStatus.Open) throw new ApiError(CODE.MarketClosed, 'this guessing game is closed');
    const option = game.options.find((o) => o.optionId === optionId);
    if (!option) throw new ApiError(CODE.BadRequest, 'unknown optionId');
    if (amount.lt(MIN_GUESS)) throw new ApiError(CODE.StakeBelowMin, `at least ${MIN_GUESS.toFixed(2)} coins`);
    this.users.addCoins(user, amount.neg());
    this.data.seq += 1;
    const betId = `GB${this.data.seq}`;
    this.data.bets.push({
      uid: user.uid,
      betId,
      guessId: game.guessId,
      liveRoomId: game.liveRoomId,
      matchId: game.matchId,
      kind: game.kind,
      round: game.round,
      home: game.home,
      away: game.away,
      optionKey: option.key,
      amount: amount.toFixed(2),
      odds: option.odds,
      status: GuessBetStatus.Waiting,
      payout: '0.00',
      createdTime: this.world.now(),
    });
    this.store.save();
    return betId;
  }

  /** A user's guesses, newest first. */
  records(uid: string): WireGuessRecord[] {
    return this.data.bets
      .filter((b) => b.uid === uid)
      .reverse()
      .map(({ uid: _owner, ...record }) => record);
  }

  private gamesOf(room: Room): WireGuessGame[] {
    const m = room.match;
    if (!m) return [];
    const games = (this.data.games[room.liveRoomId] ??= []);
    const open = m.status === MatchStatus.Live || m.status === MatchStatus.Upcoming;
    // The room's games of its current match (a room goes on with another match once one ends).
    const ofMatch = (g: WireGuessGame) => g.matchId === m.id;
    if (open && !games.some((g) => ofMatch(g) && g.kind === 'winner'))
      this.open(room, m, games, 'winner', winnerPrices(m));
    const goals = m.sport.key === 'football' || m.sport.key === 'hockey';
    if (open && goals && !games.some((g) => ofMatch(g) && g.kind === 'nextGoal' && g.status === GuessStatus.Open))
      this.open(room, m, games, 'nextGoal', nextGoalPrices(m));
    return games;
  }

  private open(room: Room, m: SimMatch, games: WireGuessGame[], kind: string, prices: Map<string, Decimal>): void {
    if (prices.size < 2) return;
    // Past the highest round still listed (older settled rounds are dropped below): a guessId is never reused.
    const round = Math.max(0, ...games.filter((g) => g.kind === kind).map((g) => g.round)) + 1;
    const guessId = `G${room.liveRoomId}-${kind}-${round}`;
    games.push({
      guessId,
      liveRoomId: room.liveRoomId,
      matchId: m.id,
      kind,
      round,
      status: GuessStatus.Open,
      home: m.home.na,
      away: m.away.na,
      options: [...prices].map(([key, odds]) => ({ optionId: `${guessId}-${key}`, key, odds: odds.toFixed(2) })),
    });
    // Older settled rounds of "who scores next" are not listed for ever: the last settled one and the open one.
    const settledNext = games.filter((g) => g.kind === 'nextGoal' && g.status === GuessStatus.Settled);
    for (const old of settledNext.slice(0, -1)) games.splice(games.indexOf(old), 1);
    this.store.save();
  }

  private roomOfMatch(matchId: string): Room | undefined {
    for (const room of this.rooms()) if (room.match?.id === matchId) return room;
    return undefined;
  }

  /** A goal settles the open "who scores next" round, and the next round opens. */
  private goal(matchId: string, side: 'home' | 'away'): void {
    const room = this.roomOfMatch(matchId);
    const games = room ? this.data.games[room.liveRoomId] : undefined;
    const game = games?.find((g) => g.kind === 'nextGoal' && g.status === GuessStatus.Open);
    if (!room || !game) return;
    this.settle(game, side);
    this.gamesOf(room);
  }

  /** Full time settles "who wins" by the final score and an open "who scores next" as no further goal. */
  private ended(m: SimMatch): void {
    const room = this.roomOfMatch(m.id);
    const games = room ? this.data.games[room.liveRoomId] : undefined;
    if (!games) return;
    const [home, away] = scoreOf(
      m,
      PERIOD.FullTime,
      m.sport.format.kind === 'timed' ? SCORE_TYPE.Goals : SCORE_TYPE.Points,
    );
    for (const game of games) {
      if (game.status !== GuessStatus.Open) continue;
      if (game.kind === 'nextGoal') this.settle(game, 'none');
      else this.settle(game, home > away ? 'home' : home < away ? 'away' : 'draw');
    }
  }

  /** Settles a game: winning guesses are paid stake × odds; a result nobody could pick refunds every guess. */
  private settle(game: WireGuessGame, key: string): void {
    const winner = game.options.find((o) => o.key === key);
    game.status = GuessStatus.Settled;
    game.result = winner?.optionId;
    const now = this.world.now();
    for (const bet of this.data.bets) {
      if (bet.guessId !== game.guessId || bet.status !== GuessBetStatus.Waiting) continue;
      bet.settledTime = now;
      let payout = new Decimal(0);
      if (!winner) {
        bet.status = GuessBetStatus.Refunded;
        payout = new Decimal(bet.amount);
      } else if (bet.optionKey === key) {
        bet.status = GuessBetStatus.Won;
        payout = new Decimal(bet.amount).times(bet.odds).toDecimalPlaces(2, Decimal.ROUND_FLOOR);
      } else {
        bet.status = GuessBetStatus.Lost;
      }
      bet.payout = payout.toFixed(2);
      const owner = this.users.byUid(bet.uid);
      // The status and the coins change in the same turn, so the store's one write holds both or neither.
      if (owner && payout.gt(0)) this.users.addCoins(owner, payout);
    }
    this.store.save();
  }
}
