import { describe, expect, it } from 'vitest';
import { OddsAccept } from '../../../src/domain/enums';
import { RULE_MESSAGES } from '../../../src/domain/ruleMessages';
import { addToSlip } from '../../../src/domain/slip';
import type { Slip } from '../../../src/domain/types';
import { composeBet, type ComposeInput } from '../../../src/domain/betCompose';
import { seriesKey } from '../../../src/domain/betRules';
import { market, pick, preBet, series } from '../state/slip/fixtures';

const a = pick('1', 2);
const b = pick('2', 1.5);
const c = pick('3', 3);
const info = { 1: a, 2: b, 3: c };

function slipOf(mode: Slip['mode'], ...picks: (typeof a)[]): Slip {
  return picks.reduce<Slip>((s, p) => addToSlip(s, p), { entries: [], mode });
}

function input(patch: Partial<ComposeInput>): ComposeInput {
  return {
    slip: slipOf('single', a),
    info,
    preBet: preBet([market(a), market(b), market(c)]),
    stakes: {},
    accept: OddsAccept.Best,
    coin: 'CNY',
    ...patch,
  };
}

describe('single mode lists every selection, each a single of its own (issue 15 item 4)', () => {
  it('every entry shows with its own stake; only the staked ones are placed and counted', () => {
    const slip = slipOf('single', a, b);
    const bet = composeBet(input({ slip, stakes: { 2: '100' } }));
    expect(bet.kind).toBe('single');
    expect(bet.legs.map((l) => l.entry.matchId)).toEqual(['1', '2']);
    expect(bet.stakes.map((s) => s.key)).toEqual(['1', '2']);
    expect(bet.total).toBe('100.00');
    expect(bet.ready).toBe(true);
    const both = composeBet(input({ slip, stakes: { 1: '20', 2: '100' } }));
    expect(both.total).toBe('120.00');
  });

  it('nothing staked cannot be placed', () => {
    expect(composeBet(input({ slip: slipOf('single', a, b) })).ready).toBe(false);
  });

  it('parlay mode with one selection is placed as a single bet', () => {
    expect(composeBet(input({ slip: slipOf('parlay', a), stakes: { 1: '10' } })).kind).toBe('single');
  });
});

describe('before the pre-bet info has come', () => {
  it('a typed stake has no fault (the maximum is unknown, not 0); the bet is quoting and not ready until the info comes', () => {
    const waiting = composeBet(input({ preBet: null, stakes: { 1: '10' } }));
    expect(waiting.stakes[0]).toMatchObject({ fault: null, max: null });
    expect(waiting.quoting).toBe(true);
    expect(waiting.ready).toBe(false);
    const quoted = composeBet(input({ stakes: { 1: '10' } }));
    expect(quoted.quoting).toBe(false);
    expect(quoted.ready).toBe(true);
  });

  it('a stake above the balance is said at once, before the maximum is known', () => {
    const bet = composeBet(input({ preBet: null, stakes: { 1: '500' }, balance: '100' }));
    expect(bet.stakes[0].fault).toEqual({ fault: 'aboveBalance', amount: '100.00' });
  });
});

describe('stake validation messages of spec §5', () => {
  it("a stake of 'abc' says please enter principal and cannot be placed", () => {
    const bet = composeBet(input({ stakes: { 1: 'abc' } }));
    expect(bet.stakes[0].message).toBe(RULE_MESSAGES.enterPrincipal);
    expect(bet.ready).toBe(false);
  });

  it('an empty or zero stake says please enter principal', () => {
    expect(composeBet(input({})).stakes[0].message).toBe(RULE_MESSAGES.enterPrincipal);
    expect(composeBet(input({ stakes: { 1: '0' } })).stakes[0].message).toBe(RULE_MESSAGES.enterPrincipal);
  });

  it('the minimum is raised to 10 for a non-USDT default coin; USDT keeps the server minimum (5)', () => {
    const cny = composeBet(input({ stakes: { 1: '6' } }));
    expect(cny.stakes[0]).toMatchObject({ min: '10.00', message: 'rules:stakeMinimum' });
    const usdt = composeBet(input({ stakes: { 1: '6' }, coin: 'USDT' }));
    expect(usdt.stakes[0]).toMatchObject({ min: '5.00', message: null });
    expect(usdt.ready).toBe(true);
  });

  it('above the server maximum names the maximum', () => {
    expect(composeBet(input({ stakes: { 1: '50000.01' } })).stakes[0].fault).toEqual({
      fault: 'aboveMax',
      amount: '50000.00',
    });
    expect(composeBet(input({ stakes: { 1: '50000' } })).stakes[0].message).toBeNull();
  });

  it('an invalid stake is left out of every total and keeps the bet from being placed (issue 28 item 2)', () => {
    const slip = slipOf('single', a, b);
    const bet = composeBet(input({ slip, stakes: { 1: '99999999', 2: '100' } }));
    expect(bet.total).toBe('100.00');
    expect(bet.toReturn).toBe('150.00');
    expect(bet.stakes[0]).toMatchObject({ toReturn: '0.00', win: '0.00', message: 'rules:stakeMaximum' });
    expect(bet.ready).toBe(false);
    expect(composeBet(input({ slip, stakes: { 1: '12.345', 2: '100' } })).total).toBe('100.00');
  });

  it('a stake above the balance names the balance and cannot be placed (the maximum is capped at it)', () => {
    const bet = composeBet(input({ stakes: { 1: '4995' }, balance: '4990.00' }));
    expect(bet.stakes[0].fault).toEqual({ fault: 'aboveBalance', amount: '4990.00' });
    expect(bet.total).toBe('0.00');
    expect(bet.ready).toBe(false);
  });

  it('stakes valid one by one but together above the balance say the balance is short', () => {
    const slip = slipOf('single', a, b);
    const bet = composeBet(input({ slip, stakes: { 1: '3000', 2: '3000' }, balance: '5000.00' }));
    expect(bet.stakes.map((s) => s.fault)).toEqual([null, null]);
    expect(bet.shortOf).toBe('5000.00');
    expect(bet.ready).toBe(false);
  });

  it('a stake typed with a trailing separator ("12.") counts as 12', () => {
    const bet = composeBet(input({ stakes: { 1: '12.' } }));
    expect(bet.stakes[0]).toMatchObject({ fault: null, unit: '12' });
    expect(bet.total).toBe('12.00');
  });
});

describe('potential win (European odds minus 1)', () => {
  it('a single of 100 at 2.00 wins 100.00; at 1.85 wins 85.00', () => {
    expect(composeBet(input({ stakes: { 1: '100' } })).win).toBe('100.00');
    const p = pick('1', 1.85);
    expect(composeBet(input({ info: { ...info, 1: p }, preBet: preBet([market(p)]), stakes: { 1: '100' } })).win).toBe(
      '85.00',
    );
  });
});

describe('leg states from pre-bet info (market closed / suspended / line changed)', () => {
  it.each([
    [{ status: -1 }, 'closed'],
    [{ status: 0 }, 'suspended'],
    [{ line: '2.5' }, 'lineChanged'],
  ] as const)('%o makes the leg %s and blocks placing', (patch, state) => {
    const bet = composeBet(
      input({ info: { ...info, 1: { ...a, line: '1.5' } }, preBet: preBet([market(a, patch)]), stakes: { 1: '100' } }),
    );
    expect(bet.legs[0].state).toBe(state);
    expect(bet.ready).toBe(false);
  });

  it('shows the live odds of pre-bet info', () => {
    const bet = composeBet(input({ preBet: preBet([market(a, { option: { name: 'Home', odds: 2.2, type: 'H' } })]) }));
    expect(bet.legs[0].odds).toBe(2.2);
  });
});

describe('parlay and series (spec §4, §5)', () => {
  const three = slipOf('parlay', a, b, c);
  const sos = [series(2, 0, 11.5, {}, 3), series(3, 1, 9), series(3, 4, 20.5)];

  it('a multiple bet only includes series with a stake', () => {
    const bet = composeBet(
      input({
        slip: three,
        preBet: preBet([market(a), market(b), market(c)], sos),
        stakes: { [seriesKey(sos[1])]: '10' },
      }),
    );
    expect(bet.kind).toBe('multiple');
    expect(bet.stakes.map((s) => s.label)).toEqual(['2串1 ×3', '3串1', '3串4']);
    expect(bet.total).toBe('10.00');
    expect(bet.win).toBe('80.00');
    expect(bet.ready).toBe(true);
  });

  it('a 2串1 ×3 costs three unit stakes', () => {
    const bet = composeBet(
      input({
        slip: three,
        preBet: preBet([market(a), market(b), market(c)], sos),
        stakes: { [seriesKey(sos[0])]: '10' },
      }),
    );
    expect(bet.total).toBe('30.00');
  });

  it("a series costs the server's betCount in unit stakes: the system 3串4 costs four", () => {
    const bet = composeBet(
      input({
        slip: three,
        preBet: preBet([market(a), market(b), market(c)], sos),
        stakes: { [seriesKey(sos[2])]: '10' },
      }),
    );
    expect(bet.total).toBe('40.00');
    const charged = composeBet(
      input({
        slip: three,
        preBet: preBet([market(a), market(b), market(c)], [series(2, 0, 11.5, { betCount: 3 })]),
        stakes: { [seriesKey(sos[0])]: '10' },
      }),
    );
    expect(charged.total).toBe('30.00');
  });

  it('no series staked: nothing to place', () => {
    expect(composeBet(input({ slip: three, preBet: preBet([market(a), market(b), market(c)], sos) })).ready).toBe(
      false,
    );
  });

  it('a market that refuses parlays says it cannot be added to a parlay', () => {
    const bet = composeBet(
      input({
        slip: three,
        preBet: preBet([market(a, { allowParlay: false }), market(b), market(c)], sos),
        stakes: { [seriesKey(sos[1])]: '10' },
      }),
    );
    expect(bet.blocker).toBe(RULE_MESSAGES.notParlayable);
    expect(bet.ready).toBe(false);
  });
});

describe('odds changes under the slip, per accept mode', () => {
  const moved = (odds: number) => preBet([market({ ...a, odds })]);

  it('none: any change must be accepted before placing', () => {
    const bet = composeBet(input({ preBet: moved(2.1), stakes: { 1: '10' }, accept: OddsAccept.None }));
    expect(bet.changes).toEqual([{ matchId: '1', picked: 2, current: 2.1 }]);
    expect(bet.ready).toBe(false);
  });

  it('better: a rise is taken, a drop must be accepted', () => {
    expect(composeBet(input({ preBet: moved(2.1), stakes: { 1: '10' } })).ready).toBe(true);
    expect(composeBet(input({ preBet: moved(1.9), stakes: { 1: '10' } })).ready).toBe(false);
  });

  it('any: every change is taken', () => {
    expect(composeBet(input({ preBet: moved(1.2), stakes: { 1: '10' }, accept: OddsAccept.All })).ready).toBe(true);
  });
});

describe('every figure from the price on screen (issue 28 item 3)', () => {
  it('in "never accept" mode a moved price is shown and the return is worked out at it, the change waiting', () => {
    const moved = preBet([market(a, { option: { name: 'Home', odds: 3.12, type: 'H' } })]);
    const bet = composeBet(input({ preBet: moved, stakes: { 1: '10' }, accept: OddsAccept.None }));
    expect(bet.legs[0].odds).toBe(3.12);
    expect(bet.changes).toEqual([{ matchId: '1', picked: 2, current: 3.12 }]);
    expect(bet.stakes[0].toReturn).toBe('31.20');
    expect(bet.toReturn).toBe('31.20');
    expect(bet.win).toBe('21.20');
    expect(bet.ready).toBe(false);
  });
});
