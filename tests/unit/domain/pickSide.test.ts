import { describe, expect, it } from 'vitest';
import { pickSide, teamNamed } from '../../../src/domain/optionName';

const match = { home: 'Fulham', away: 'Newcastle United' };

describe('a pick names its side in words (issue 28 item 1)', () => {
  it('a 1X2 or moneyline pick is its team winning', () => {
    expect(pickSide({ ...match, type: 'H', optionName: '1' })).toEqual({ kind: 'toWin', team: 'Fulham' });
    expect(pickSide({ ...match, type: 'A', optionName: '2' })).toEqual({ kind: 'toWin', team: 'Newcastle United' });
  });
  it('a history leg ("Everton 1") is its team winning', () => {
    expect(pickSide({ team: 'Everton', optionName: '1' })).toEqual({ kind: 'toWin', team: 'Everton' });
  });
  it('the draw is a draw, by type or by its X', () => {
    expect(pickSide({ ...match, type: 'D', optionName: 'X' })).toEqual({ kind: 'draw' });
    expect(pickSide({ team: 'Draw', optionName: 'X' })).toEqual({ kind: 'draw' });
  });
  it("a handicap is the side's team and its line, never the line alone", () => {
    expect(pickSide({ ...match, type: 'A', optionName: '-0.25', line: '-0.25' })).toEqual({
      kind: 'line',
      team: 'Newcastle United',
      line: '-0.25',
    });
    expect(pickSide({ ...match, type: 'H', optionName: '+0.25' })).toEqual({
      kind: 'line',
      team: 'Fulham',
      line: '+0.25',
    });
    expect(pickSide({ team: 'Newcastle United', optionName: '-0.25' })).toEqual({
      kind: 'line',
      team: 'Newcastle United',
      line: '-0.25',
    });
  });
  it('a total keeps its words and line once', () => {
    expect(pickSide({ ...match, type: 'O', optionName: 'Over 2.5', line: '2.5' })).toEqual({
      kind: 'plain',
      text: 'Over 2.5',
    });
    expect(pickSide({ ...match, type: 'O', optionName: '大', line: '2.5' })).toEqual({
      kind: 'plain',
      text: '大',
      line: '2.5',
    });
  });
});

describe('an option named with its team (the detail and a live room)', () => {
  it("a 1X2's 1 or 2 is its team; a handicap is its team, then its line isolated left to right (so Arabic never shows +1 as 1+)", () => {
    expect(teamNamed({ name: '1', teamName: 'مانشستر سيتي' }).name).toBe('مانشستر سيتي');
    expect(teamNamed({ name: '+1', teamName: 'مانشستر سيتي' }).name).toBe('مانشستر سيتي \u2066+1\u2069');
    expect(teamNamed({ name: 'Over 2.5', teamName: '' }).name).toBe('Over 2.5');
    const once = teamNamed({ name: '-0.25', teamName: 'Fulham' });
    expect(teamNamed(once)).toBe(once);
  });
});
