import { describe, expect, it } from 'vitest';
import { BetSource } from '../../../../src/domain/betSource';
import { roomSourceOf } from '../../../../src/features/match-detail/roomSource';
import {
  decodeAnalysis,
  decodeBasketballStats,
  decodeCommentary,
  decodeFootballStats,
  decodeLineups,
  decodeMatchMedia,
} from '../../../../src/api/codecs/matchData';
import { goalBands } from '../../../../src/features/match-detail/AnalysisSection';
import { filterKeysOf, groupsInFilter, visibleFilters } from '../../../../src/features/match-detail/filterGroups';
import {
  clockSeconds,
  clockText,
  leadingSide,
  matchTitle,
  periodLines,
  compactPeriods,
  periodShort,
  totalOf,
} from '../../../../src/features/match-detail/score';
import { isStartSport } from '../../../../src/features/match-detail/useStartSport';
import { goalLabelKey, goalLeader } from '../../../../src/features/goal-notify/goalText';
import { scoreSportOf } from '../../../../src/state/matches/detailData';

const group = (name: string, ...tags: string[]) => ({ name, tags });

describe('market filter groups (spec §2)', () => {
  it('football tabs: all, handicap and over/under, correct score, goals, corners, first half, 15 minutes, special, other', () => {
    expect(filterKeysOf('football')).toEqual([
      'all',
      'main',
      'correctscore',
      'goals',
      'corners',
      'firsthalf',
      'fifteen',
      'special',
      'other',
    ]);
  });

  it('basketball tabs: all, full time, half, quarter; set sports and hockey their own (issue 30 item 6); other sports all only', () => {
    expect(filterKeysOf('basketball')).toEqual(['all', 'fulltime', 'half', 'quarter']);
    for (const sport of ['tennis', 'volleyball', 'tabletennis'] as const)
      expect(filterKeysOf(sport)).toEqual(['all', 'fulltime', 'set', 'correctscore']);
    expect(filterKeysOf('hockey')).toEqual(['all', 'fulltime', 'period', 'special']);
    expect(filterKeysOf('baseball')).toEqual(['all']);
  });

  it('the handicap and over/under tab holds groups tagged handicap or overunder; a group may sit in several tabs', () => {
    const groups = [
      group('1x2', 'handicap', 'overunder'),
      group('ah', 'handicap'),
      group('ou', 'overunder'),
      group('cs', 'correctscore'),
    ];
    expect(groupsInFilter(groups, 'main').map((g) => g.name)).toEqual(['1x2', 'ah', 'ou']);
    expect(groupsInFilter(groups, 'correctscore').map((g) => g.name)).toEqual(['cs']);
    expect(groupsInFilter(groups, 'all')).toHaveLength(4);
  });

  it('each server tag maps to its tab', () => {
    const tags = [
      'correctscore',
      'goals',
      'corners',
      'firsthalf',
      'fifteen',
      'special',
      'other',
      'fulltime',
      'half',
      'quarter',
    ] as const;
    for (const tag of tags) expect(groupsInFilter([group('g', tag)], tag)).toHaveLength(1);
  });

  it('tabs without a group right now are hidden; all always shows', () => {
    expect(visibleFilters('football', [group('ah', 'handicap'), group('c', 'corners')])).toEqual([
      'all',
      'main',
      'corners',
    ]);
    expect(visibleFilters('basketball', [])).toEqual(['all']);
  });
});

describe('scoreboard rules', () => {
  it('names a match by its teams, and an outright (no teams) by its league and market', () => {
    const teams = {
      home: { name: 'Arsenal' },
      away: { name: 'Chelsea' },
      league: { name: 'Premier League' },
      groups: [{ name: 'Full time' }],
    };
    expect(matchTitle(teams)).toBe('Arsenal – Chelsea');
    expect(
      matchTitle({ ...teams, outright: true, home: { name: '' }, away: { name: '' }, groups: [{ name: 'Winner' }] }),
    ).toBe('Premier League – Winner');
  });

  const scores = [
    { period: 1, typeGroup: 1, home: 2, away: 1 },
    { period: 1, typeGroup: 2, home: 5, away: 3 },
    { period: 3, typeGroup: 1, home: 1, away: 1 },
    { period: 2, typeGroup: 1, home: 1, away: 0 },
  ];

  it('the score is the full-time line (not the sum of it and the period lines)', () => {
    expect(totalOf(scores, 1)).toEqual({ home: 2, away: 1 });
    expect(totalOf(scores, 2)).toEqual({ home: 5, away: 3 });
  });

  it('without a full-time line the score is the sum of the period lines', () => {
    expect(
      totalOf(
        scores.filter((s) => s.period !== 1),
        1,
      ),
    ).toEqual({ home: 2, away: 1 });
  });

  it('period lines are the main score type without the full-time line, in period order', () => {
    expect(periodLines(scores).map((s) => s.period)).toEqual([2, 3]);
    expect(
      periodLines([
        { period: 1, typeGroup: 4, home: 1, away: 0 },
        { period: 21, typeGroup: 4, home: 6, away: 3 },
      ]).map((s) => s.period),
    ).toEqual([21]);
  });

  it('the compact period table lists quarters alone, in play order, not the halves first (issue 29)', () => {
    const line = (period: number) => ({ period, typeGroup: 4, home: 20, away: 18 });
    expect(compactPeriods([line(1), line(2), line(11), line(12), line(3), line(13)]).map((s) => s.period)).toEqual([
      11, 12, 13,
    ]);
    expect(compactPeriods(scores).map((s) => s.period)).toEqual([2, 3]);
  });

  it('short period headings: halves, quarters, sets, segments and parts numbered; others none', () => {
    expect([2, 3, 12, 23, 31, 43].map(periodShort)).toEqual([
      { kind: 'half', n: 1 },
      { kind: 'half', n: 2 },
      { kind: 'quarter', n: 2 },
      { kind: 'set', n: 3 },
      { kind: 'segment', n: 1 },
      { kind: 'part', n: 3 },
    ]);
    expect(periodShort(1)).toBeNull();
    expect(periodShort(5)).toBeNull();
  });

  it('the leading side is highlighted; a level score highlights none', () => {
    expect(leadingSide({ home: 2, away: 1 })).toBe('home');
    expect(leadingSide({ home: 0, away: 3 })).toBe('away');
    expect(leadingSide({ home: 1, away: 1 })).toBeNull();
  });

  it('a running clock counts up (type 1) or down (type 2, never below 0); a stopped clock stays', () => {
    expect(clockSeconds({ running: true, seconds: 600, type: 1 }, 5)).toBe(605);
    expect(clockSeconds({ running: true, seconds: 3, type: 2 }, 5)).toBe(0);
    expect(clockSeconds({ running: false, seconds: 600, type: 1 }, 5)).toBe(600);
    expect(clockText(4029)).toBe('67:09');
    expect(clockText(59)).toBe('00:59');
  });

  it('goal distribution counts goals in 15-minute bands; stoppage time joins the last band', () => {
    const bands = goalBands([
      { minute: 1, side: 'home' },
      { minute: 15, side: 'away' },
      { minute: 16, side: 'home' },
      { minute: 94, side: 'away' },
    ]);
    expect(bands.map((b) => [b.from, b.home, b.away])).toEqual([
      [0, 1, 1],
      [15, 1, 0],
      [30, 0, 0],
      [45, 0, 0],
      [60, 0, 0],
      [75, 0, 1],
    ]);
  });
});

describe('start-sport (spec §2: channel 44, game 44, matchId, matchSource, hostId)', () => {
  it('accepts the ST sport platform payload naming a match', () => {
    expect(isStartSport({ channel: 44, game: 44, matchId: 'm1', matchSource: 'st', hostId: 'h1' })).toBe(true);
  });

  it("a card's event naming its room makes the detail's picks live-room bets (bet source LiveRoom 7); without a room, none", () => {
    const event = { channel: 44, game: 44, matchId: 'm1', matchSource: 'st', hostId: 'h1' } as const;
    expect(roomSourceOf({ ...event, liveRoomId: 'LR1' })).toEqual({
      betSource: BetSource.LiveRoom,
      liveRoomId: 'LR1',
      pushOrderHostId: 'h1',
    });
    expect(roomSourceOf(event)).toBeUndefined();
  });

  it('ignores other platforms and payloads without a match', () => {
    expect(isStartSport({ channel: 45, game: 45, matchId: 'm1', matchSource: 'fb', hostId: 'h1' })).toBe(false);
    expect(isStartSport({ channel: 44, game: 44, matchId: '', matchSource: 'st', hostId: 'h1' })).toBe(false);
    expect(isStartSport(null)).toBe(false);
  });
});

describe('goal notification labels', () => {
  it('begin is "match start"; home and guest scores are "goal"', () => {
    expect(goalLabelKey('begin')).toBe('notices:matchStart');
    expect(goalLabelKey('home')).toBe('notices:goal');
    expect(goalLabelKey('guest')).toBe('notices:goal');
  });

  it('highlights the leading side', () => {
    expect(goalLeader({ homeScore: 2, awayScore: 1 })).toBe('home');
    expect(goalLeader({ homeScore: 1, awayScore: 2 })).toBe('away');
    expect(goalLeader({ homeScore: 1, awayScore: 1 })).toBeNull();
  });
});

describe('score-service decoders (reference server shapes)', () => {
  it('football matchInfo: weather and the statistics present, in a fixed order', () => {
    const stats = decodeFootballStats({
      matchId: 'm1',
      weather: { condition: 'Sunny', temperature: 21 },
      attacks: [30, 20],
      possession: [55, 45],
      shots: [8, 3],
      shotsOnTarget: [3, 1],
    });
    expect(stats.weather).toEqual({ condition: 'Sunny', temperature: 21 });
    expect(stats.rows.map((r) => [r.key, r.home, r.away])).toEqual([
      ['attacks', 30, 20],
      ['possession', 55, 45],
      ['shots', 8, 3],
      ['shotsOnTarget', 3, 1],
    ]);
  });

  it('basketball technic: a row per quarter and the total', () => {
    const stats = decodeBasketballStats({ quarters: [{ period: 11, score: [25, 20] }], total: [25, 20] });
    expect(stats.rows).toEqual([
      { key: 'period:11', home: 25, away: 20 },
      { key: 'total', home: 25, away: 20 },
    ]);
  });

  it('line-ups keep good rows and incidents with side home/away or 0/1', () => {
    const team = { name: 'A', starters: [{ number: 1, name: 'X', position: 'GK' }, { bad: true }], backups: [] };
    const lineups = decodeLineups({
      home: team,
      away: { ...team, name: 'B' },
      incidents: [
        { minute: 12, side: 'away', type: 'goal' },
        { minute: 50, side: 0, type: 'goal' },
      ],
    });
    expect(lineups.home.starters).toEqual([{ number: 1, name: 'X', position: 'GK' }]);
    expect(lineups.incidents.map((i) => i.side)).toEqual(['away', 'home']);
  });

  it('analysis maps the spec names (historyMatch, homeLastMatch, leagueRanking, goalDist, injury, …)', () => {
    const brief = { matchId: 7, bt: 1, home: 'A', away: 'B', score: [1, 0] };
    const a = decodeAnalysis({
      historyMatch: [brief],
      homeLastMatch: [],
      awayLastMatch: [brief],
      leagueRanking: [{ rank: 1, team: 'A', played: 20, points: 40 }],
      homeFutureMatch: [],
      awayFutureMatch: [],
      goalDist: [{ minute: 3, side: 1 }],
      injury: [],
    });
    expect(a.history[0]).toEqual({ matchId: '7', beginTime: 1, home: 'A', away: 'B', score: { home: 1, away: 0 } });
    expect(a.goalDist).toEqual([{ minute: 3, side: 'away' }]);
    expect(a.ranking).toHaveLength(1);
  });

  it('commentary lines and media lines (video2…video5, videoPM; empty ones skipped)', () => {
    expect(decodeCommentary([{ id: 2, time: 5, minute: "12'", text: 'Corner' }])).toEqual([
      { id: '2', time: 5, minute: "12'", text: 'Corner' },
    ]);
    expect(decodeMatchMedia({ m1: { animation: 'an-1', video2: 'v-1', video3: '', videoPM: 'pm' } }, 'm1')).toEqual({
      animation: 'an-1',
      videos: ['v-1', 'pm'],
    });
    expect(decodeMatchMedia({}, 'm1')).toEqual({ animation: undefined, videos: [] });
  });

  it('score-service family: zq for football, lq for basketball, none for other sports', () => {
    expect(scoreSportOf('football')).toBe('zq');
    expect(scoreSportOf('basketball')).toBe('lq');
    expect(scoreSportOf('tennis')).toBeNull();
  });
});
