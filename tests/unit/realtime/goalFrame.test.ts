import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { id, num } from '../../../src/api/codecs/common';
import type { GoalEvent } from '../../../src/domain/types';
import type { WireGoalEvent } from '../../../src/api/wire';
import { readGoalFrame } from '../../../src/realtime/goalFrame';

/** The valibot reading of a goal frame, the oracle readGoalFrame must agree with (the shipped code reads it by hand). */
const goalEventSchema = v.pipe(
  v.object({
    mid: id,
    sid: num,
    ev: v.string(),
    hn: v.string(),
    an: v.string(),
    hs: num,
    as: num,
    t: num,
    // Optional and only shown: a malformed minute is dropped, never the goal.
    mn: v.fallback(v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))), undefined),
    // The scorer, also optional and only shown: a blank or malformed one is dropped.
    sc: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))), undefined),
  }),
  v.transform((g): GoalEvent => ({
    matchId: g.mid,
    sportId: g.sid,
    event: g.ev,
    homeName: g.hn,
    awayName: g.an,
    homeScore: g.hs,
    awayScore: g.as,
    time: g.t,
    ...(g.mn === undefined ? {} : { minute: g.mn }),
    ...(g.sc === undefined ? {} : { scorer: g.sc }),
  })),
);

const frame: WireGoalEvent = {
  mid: 'm1',
  sid: 1,
  ev: 'home',
  hn: 'Home FC',
  an: 'Away FC',
  hs: 1,
  as: 0,
  t: 1_700_000_000_000,
};

/** What the API's valibot codec makes of a frame (null when it rejects it). */
const codec = (data: unknown) => {
  const result = v.safeParse(goalEventSchema, data);
  return result.success ? result.output : null;
};

const FRAMES: [string, unknown][] = [
  ['a goal', frame],
  ['a match start', { ...frame, ev: 'begin', hs: 0 }],
  ['a numeric match id', { ...frame, mid: 42 }],
  ['extra fields', { ...frame, extra: true }],
  ['a missing score', { ...frame, hs: undefined }],
  ['a fractional match id', { ...frame, mid: 1.5 }],
  ['a score as text', { ...frame, as: '0' }],
  ['an infinite time', { ...frame, t: Infinity }],
  ['null team name', { ...frame, hn: null }],
  ['no sport', { ...frame, sid: undefined }],
  ['null', null],
  ['a string', 'goal'],
  ['a list', [frame]],
  ['a goal with its minute', { ...frame, mn: 67 }],
  ['a minute of 0', { ...frame, mn: 0 }],
  ['a minute as text', { ...frame, mn: "67'" }],
  ['a negative minute', { ...frame, mn: -1 }],
  ['a fractional minute', { ...frame, mn: 1.5 }],
  ['a null minute', { ...frame, mn: null }],
  ['a goal with its scorer', { ...frame, mn: 67, sc: 'Yuki Novak' }],
  ['a blank scorer', { ...frame, sc: '  ' }],
  ['a scorer as a number', { ...frame, sc: 9 }],
];

describe('the goal push frame reader agrees with the API goal codec (spec §4 push goal)', () => {
  it.each(FRAMES)('%s', (_, data) => {
    expect(readGoalFrame(data)).toEqual(codec(data));
  });

  it('reads the fields by their wire names', () => {
    expect(readGoalFrame(frame)).toEqual({
      matchId: 'm1',
      sportId: 1,
      event: 'home',
      homeName: 'Home FC',
      awayName: 'Away FC',
      homeScore: 1,
      awayScore: 0,
      time: 1_700_000_000_000,
    });
  });

  it('reads the optional minute of play (mn) as minute', () => {
    expect(readGoalFrame({ ...frame, mn: 67 })).toMatchObject({ matchId: 'm1', minute: 67 });
  });

  it('reads the optional scorer (sc) as scorer (issue 29: a goal toast names its scorer)', () => {
    expect(readGoalFrame({ ...frame, sc: 'Yuki Novak' })).toMatchObject({ matchId: 'm1', scorer: 'Yuki Novak' });
    expect(readGoalFrame({ ...frame, sc: '' })).not.toHaveProperty('scorer');
  });

  it('a frame without a minute, or with a malformed one, still decodes, with no minute', () => {
    for (const mn of [undefined, null, '67', -3, 2.5, Infinity]) {
      const goal = readGoalFrame({ ...frame, mn });
      expect(goal).toMatchObject({ matchId: 'm1', homeScore: 1 });
      expect(goal).not.toHaveProperty('minute');
    }
  });
});
