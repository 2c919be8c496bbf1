// @vitest-environment happy-dom
// Every sport as itself in a list row and a room card (issue 16): a live tennis match shows sets won, the
// current set's games, the game's points as called and the serve dot, and no minute clock; football keeps
// its minute and goals.
import { describe, expect, it, vi } from 'vitest';
import { mainTypeGroup, tennisPoints } from '../../../../src/domain/matches';
import type { Match } from '../../../../src/domain/types';
import { minuteText, scoreText } from '../../../../src/features/live-room/matchText';
import { match } from '../../state/matches/fixtures';

vi.mock('../../../../src/state/page/pushSocket', () => ({
  push: () => ({ subscribe: () => () => {}, onReconnect: () => () => {} }),
}));

const { MatchRow } = await import('../../../../src/features/match-list/MatchRow');
const { mountInList } = await import('./mountInList');
const { upsertMatches } = await import('../../../../src/state/matches/cache');

const SET1 = 21;
const SET2 = 22;
const POINTS = 4;

/** A tennis match in its second set: sets 1-0, games 4-3 in set 2, the game at 30-40, the away side serving. */
const tennis = (id: string): Match =>
  match(id, {
    sportId: 5,
    bestOf: 3,
    serveSide: 2,
    gamePoints: [2, 3],
    clock: { running: true, period: SET2, seconds: 0, type: 1 },
    scores: [
      { period: 1, typeGroup: POINTS, home: 1, away: 0 },
      { period: SET1, typeGroup: POINTS, home: 6, away: 4 },
      { period: SET2, typeGroup: POINTS, home: 4, away: 3 },
    ],
  });

function renderRow(m: Match) {
  upsertMatches([m], 'list');
  const { host, unmount } = mountInList(<MatchRow id={m.id} />);
  const teams = [...host.querySelectorAll('.sport-team')].map((team) => ({
    name: team.querySelector('.sport-team-name')!.textContent,
    small: [...team.querySelectorAll('.sport-set-score')].map((n) => n.textContent),
    score: team.querySelector('.sport-score')?.textContent,
    serving: !!team.querySelector('.sport-serve'),
  }));
  const clock = host.querySelector('.sport-clock')!.textContent;
  unmount();
  host.remove();
  return { teams, clock };
}

describe('set sports in a list row (spec §3 nsg points lines, ssi, fid, sb.gp)', () => {
  it('shows sets won as the score, then the current set and the game points, the serve dot, and no minute', () => {
    const { teams, clock } = renderRow(tennis('t1'));
    expect(teams).toEqual([
      { name: 'Home t1', small: ['30', '4'], score: '1', serving: false },
      { name: 'Away t1', small: ['40', '3'], score: '0', serving: true },
    ]);
    expect(clock).not.toMatch(/'/);
  });

  it('football keeps its goals and the running minute, with no set or serve', () => {
    const { teams, clock } = renderRow(
      match('f1', { scores: [{ period: 1, typeGroup: 1, home: 2, away: 1 }], serveSide: undefined }),
    );
    expect(teams.map((side) => [side.score, side.small.length, side.serving])).toEqual([
      ['2', 0, false],
      ['1', 0, false],
    ]);
    expect(clock).toContain("11'");
  });
});

describe('tennis points as called', () => {
  it('0, 15, 30, 40; 40 all from deuce, A for the side with the advantage', () => {
    expect(tennisPoints([0, 1])).toEqual(['0', '15']);
    expect(tennisPoints([2, 3])).toEqual(['30', '40']);
    expect(tennisPoints([3, 3])).toEqual(['40', '40']);
    expect(tennisPoints([5, 4])).toEqual(['A', '40']);
    expect(tennisPoints([6, 7])).toEqual(['40', 'A']);
  });

  it('the main score type is points when a match has point lines and no goal lines', () => {
    expect(mainTypeGroup(tennis('t2').scores)).toBe(POINTS);
    expect(mainTypeGroup(match('f2').scores)).toBe(1);
  });
});

describe('the live room card of a set sport', () => {
  it('shows the sets won and no minute', () => {
    const m = tennis('t3');
    expect(scoreText(m)).toBe('1 - 0');
    expect(minuteText(m)).toBe('');
  });

  it("a timed sport's clock: the minute of play counting up, the time left in a basketball quarter counting down (issue 30 item 6)", () => {
    const up = { clock: { running: true, seconds: 600, type: 1, period: 2 } };
    expect(minuteText(up)).toBe("11'");
    expect(minuteText(up, 61)).toBe("12'");
    const down = { clock: { running: true, seconds: 465, type: 2, period: 13 } };
    expect(minuteText(down)).toBe('07:45');
    expect(minuteText(down, 5)).toBe('07:40');
    expect(minuteText({ clock: { ...down.clock, running: false } }, 5)).toBe('07:45');
  });
});
