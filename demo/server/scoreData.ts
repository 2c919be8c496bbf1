// Score-service data of a match: line-ups, statistics, analysis and text commentary (intelligence: intelligence.ts).
import { MatchStatus } from '../../src/domain/enums.ts';
import { Rng, hashSeed } from './prng.ts';
import { PERIOD, SCORE_TYPE, type Names } from './periods.ts';
import { textIn } from './translations.ts';
import { FIRST, LAST } from './people.ts';
import { nameIn } from './names.ts';
import { commentaryIn } from './commentary.ts';
import { scoreOf, type SimMatch } from './match.ts';
import type { World } from './world.ts';
import { teamCrest } from './crests.ts';

/** Positions by shirt order: football's keeper, defenders, midfielders and forwards; basketball's five positions. */
const POSITIONS: Record<string, string[]> = {
  football: ['GK', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'FW', 'FW', 'FW', 'MF', 'DF', 'FW', 'GK', 'MF'],
  basketball: ['PG', 'SG', 'SF', 'PF', 'C', 'PG', 'SG', 'SF', 'PF', 'C', 'SF', 'PF'],
};

/**
 * A team's squad. Every player plays for one team of his league: the league's first and last name pairs are dealt out
 * in a seeded order, `size` to each team by its place in the league (a team lent to another league by the fixture
 * planner keeps its own league's players).
 */
function squad(
  seed: number,
  sport: SimMatch['sport'],
  team: string,
  size: number,
): { number: number; name: string; position: string }[] {
  const league = sport.leagues.find((l) => l.teams.includes(team));
  const index = league ? league.teams.indexOf(team) : 0;
  const rng = new Rng(hashSeed(seed, 'squads', league?.code ?? team));
  const pairs = FIRST.flatMap((first) => LAST.map((last) => `${first} ${last}`));
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [pairs[i], pairs[j]] = [pairs[j], pairs[i]];
  }
  const positions = POSITIONS[sport.key] ?? POSITIONS.football;
  return Array.from({ length: size }, (_, i) => ({
    number: i + 1,
    name: pairs[(index * size + i) % pairs.length],
    position: positions[i % positions.length],
  }));
}

/** Who scored a match's `goalIndex`-th goal (issue 29: the goal push names its scorer): one of the scoring side's
    starters, not its keeper, chosen by the seed so a replay names the same player. */
export function goalScorer(seed: number, m: SimMatch, side: 0 | 1, goalIndex: number): string {
  const team = side === 0 ? m.home : m.away;
  const starters = m.sport.key === 'basketball' ? 5 : 11;
  const players = squad(seed, m.sport, team.na, m.sport.key === 'basketball' ? 12 : 16);
  return players[1 + new Rng(hashSeed(seed, 'scorer', m.id, goalIndex)).int(0, starters - 2)].name;
}

/** Line-ups: starters, backups and incidents (goals) of both teams, named in `lang`. */
export function lineup(world: World, m: SimMatch, lang = 'ENG'): unknown {
  const size = m.sport.key === 'basketball' ? 12 : 16;
  const starters = m.sport.key === 'basketball' ? 5 : 11;
  const side = (team: { id: string; na: string }) => {
    const players = squad(world.seed, m.sport, team.na, size).map((p) => ({ ...p, name: nameIn(lang, p.name) }));
    return {
      teamId: team.id,
      name: nameIn(lang, team.na),
      logo: teamCrest(team.id, team.na),
      starters: players.slice(0, starters),
      backups: players.slice(starters),
    };
  };
  return {
    home: side(m.home),
    away: side(m.away),
    incidents: m.goals.map((g) => ({
      minute: Math.floor(g.sec / 60) + 1,
      side: g.side === 0 ? 'home' : 'away',
      type: 'goal',
    })),
  };
}

const WEATHER: Names[] = [
  { ENG: 'Sunny', CMN: '晴', BRA: 'Ensolarado', JPN: '晴れ', SAU: 'مشمس', SPA: 'Soleado', THA: 'แดดจัด', VIE: 'Nắng' },
  {
    ENG: 'Cloudy',
    CMN: '多云',
    BRA: 'Nublado',
    JPN: '曇り',
    SAU: 'غائم',
    SPA: 'Nublado',
    THA: 'มีเมฆมาก',
    VIE: 'Nhiều mây',
  },
  {
    ENG: 'Light rain',
    CMN: '小雨',
    BRA: 'Chuva fraca',
    JPN: '小雨',
    SAU: 'مطر خفيف',
    SPA: 'Lluvia ligera',
    THA: 'ฝนตกเล็กน้อย',
    VIE: 'Mưa nhỏ',
  },
];

/** Football technical statistics (matchInfo) in `lang` (the query's language): weather, attacks, possession, shots, corners, cards. */
export function footballStats(m: SimMatch, lang: string): unknown {
  const corners = scoreOf(m, PERIOD.FullTime, SCORE_TYPE.Corners);
  const cards = scoreOf(m, PERIOD.FullTime, SCORE_TYPE.Cards);
  return {
    matchId: m.id,
    weather: { condition: textIn(WEATHER[m.index % 3], lang), temperature: 12 + (m.index % 15) },
    attacks: m.stats.attacks,
    dangerAttacks: m.stats.danger,
    possession: [m.stats.possession, 100 - m.stats.possession],
    shots: m.stats.shots,
    shotsOnTarget: m.stats.onTarget,
    corners,
    yellowCards: cards,
  };
}

/**
 * Basketball technical statistics (technic): points by quarter begun, and the total once one has; a match not
 * started has none (no row of 0-0 bars for quarters not played).
 */
export function basketballStats(m: SimMatch): unknown {
  const f = m.sport.format;
  const codes = f.kind === 'timed' ? f.periodCodes : [];
  const begun = m.status === MatchStatus.Live ? m.periodIndex + 1 : m.status === MatchStatus.Ended ? codes.length : 0;
  const quarters = codes.slice(0, begun).map((pe) => ({ period: pe, score: scoreOf(m, pe) }));
  return { matchId: m.id, quarters, ...(begun > 0 ? { total: scoreOf(m, PERIOD.FullTime) } : {}) };
}

/** Analysis: head-to-head and recent results from finished matches, a league table, goal distribution; names in `lang`. */
export function analysis(world: World, m: SimMatch, lang = 'ENG'): unknown {
  const finished = [...world.matches.values()].filter(
    (x) => x.status === MatchStatus.Ended && x.sport.id === m.sport.id,
  );
  const brief = (x: SimMatch) => ({
    matchId: x.id,
    bt: x.bt,
    home: nameIn(lang, x.home.na),
    away: nameIn(lang, x.away.na),
    score: scoreOf(x, PERIOD.FullTime, x.sport.format.kind === 'timed' ? SCORE_TYPE.Goals : SCORE_TYPE.Points),
  });
  const involving = (team: string) => finished.filter((x) => x.home.na === team || x.away.na === team).map(brief);
  const upcoming = (team: string) =>
    [...world.matches.values()]
      .filter((x) => x.status === MatchStatus.Upcoming && x.id !== m.id && (x.home.na === team || x.away.na === team))
      .map(brief);
  const league = m.sport.leagues.find((l) => l.name === m.league.na);
  const rng = new Rng(hashSeed(world.seed, 'table', m.league.id));
  const table = (league?.teams ?? [])
    .map((team) => ({ team: nameIn(lang, team), played: 20, points: rng.int(10, 50) }))
    .sort((a, b) => b.points - a.points)
    .map((row, i) => ({ rank: i + 1, ...row }));
  return {
    historyMatch: finished
      .filter((x) => [x.home.na, x.away.na].includes(m.home.na) && [x.home.na, x.away.na].includes(m.away.na))
      .map(brief),
    homeLastMatch: involving(m.home.na),
    awayLastMatch: involving(m.away.na),
    leagueRanking: table,
    homeFutureMatch: upcoming(m.home.na),
    awayFutureMatch: upcoming(m.away.na),
    goalDist: m.goals.map((g) => ({ minute: Math.floor(g.sec / 60) + 1, side: g.side })),
    injury: [],
  };
}

/** Text commentary, newest first, written in `lang` (the query's language). */
export function textLive(m: SimMatch, lang = 'ENG'): unknown {
  return [...m.commentary].reverse().map((c, i) => ({
    id: m.commentary.length - i,
    time: c.t,
    minute: c.minute,
    text: commentaryIn(lang, c.key, c.facts),
  }));
}
