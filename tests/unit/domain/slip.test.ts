import { describe, expect, it } from 'vitest';
import { PARLAY_MAX_LEGS, SLIP_MAX_ENTRIES } from '../../../src/domain/constants';
import { addToSlip, clearSlip, removeFromSlip } from '../../../src/domain/slip';
import { parlayBlocker, placementKind, preBetRefreshAllowed } from '../../../src/domain/slipPlacement';
import type { Slip, SlipEntry } from '../../../src/domain/types';

const pick = (n: number, market = `k${n}`) => ({ matchId: `m${n}`, marketId: market, type: '1' });
const fill = (count: number, mode: Slip['mode']): Slip =>
  Array.from({ length: count }, (_, i) => pick(i + 1)).reduce(addToSlip, { entries: [], mode });
const leg = (n: number): SlipEntry => ({ ...pick(n), inParlay: true, showInSingle: false });

describe('bet slip: adding (spec §4, §5)', () => {
  it('single mode: the new entry is the only one shown and is not in the parlay', () => {
    const slip = fill(2, 'single');
    expect(slip.entries).toEqual([
      { ...pick(1), inParlay: false, showInSingle: false },
      { ...pick(2), inParlay: false, showInSingle: true },
    ]);
  });

  it('parlay mode: new entries default to inParlay true', () => {
    expect(fill(2, 'parlay').entries.every((entry) => entry.inParlay)).toBe(true);
  });

  it('adding a match already in the slip replaces its entry in place', () => {
    const slip = addToSlip(fill(3, 'parlay'), { matchId: 'm2', marketId: 'other', type: '2' });
    expect(slip.entries).toHaveLength(3);
    expect(slip.entries[1]).toEqual({
      matchId: 'm2',
      marketId: 'other',
      type: '2',
      inParlay: true,
      showInSingle: true,
    });
  });

  it('replacing in single mode keeps the entry in the parlay', () => {
    const slip = addToSlip({ entries: [leg(1)], mode: 'single' }, { matchId: 'm1', marketId: 'x', type: '2' });
    expect(slip.entries[0]?.inParlay).toBe(true);
  });

  it('holds at most 10 entries; an 11th new match is silently ignored', () => {
    const full = fill(SLIP_MAX_ENTRIES, 'parlay');
    expect(SLIP_MAX_ENTRIES).toBe(10);
    expect(full.entries).toHaveLength(10);
    expect(addToSlip(full, pick(11))).toBe(full);
  });

  it('a full slip still replaces a match it holds', () => {
    const slip = addToSlip(fill(10, 'parlay'), { matchId: 'm10', marketId: 'new', type: '1' });
    expect(slip.entries.map((entry) => entry.marketId).at(-1)).toBe('new');
  });
});

describe('bet slip: removing and clearing (spec §4)', () => {
  it('removes one match', () => {
    expect(removeFromSlip(fill(3, 'parlay'), 'm2').entries.map((entry) => entry.matchId)).toEqual(['m1', 'm3']);
  });

  it('clears all entries and keeps the mode', () => {
    expect(clearSlip(fill(3, 'parlay'))).toEqual({ entries: [], mode: 'parlay' });
  });
});

describe('bet slip: placement and multiple bets (spec §4, §5)', () => {
  it('single mode goes as single bets', () => {
    expect(placementKind(fill(3, 'single'))).toBe('single');
  });

  it('only one selection goes as a single bet', () => {
    expect(placementKind(fill(1, 'parlay'))).toBe('single');
  });

  it('two or more parlay legs go as a multiple bet', () => {
    expect(placementKind(fill(2, 'parlay'))).toBe('multiple');
  });

  it('a parlay has at most 10 legs', () => {
    expect(PARLAY_MAX_LEGS).toBe(10);
    const legs = Array.from({ length: 11 }, (_, i) => leg(i + 1));
    expect(parlayBlocker({ entries: legs.slice(0, 10), mode: 'parlay' }, [])).toBeNull();
    expect(parlayBlocker({ entries: legs, mode: 'parlay' }, [])).toBe('rules:parlayMax10');
  });

  it('a leg whose market cannot be added to a parlay blocks the multiple bet', () => {
    const slip: Slip = { entries: [leg(1), leg(2)], mode: 'parlay' };
    const markets = [
      { marketId: 'k1', allowParlay: true },
      { marketId: 'k2', allowParlay: false },
    ];
    expect(parlayBlocker(slip, markets)).toBe('rules:notParlayable');
    expect(parlayBlocker({ ...slip, entries: [leg(1)] }, markets)).toBeNull();
  });
});

describe('pre-bet refresh (spec §5)', () => {
  it('is skipped while submitting or while temp order statuses exist', () => {
    expect(preBetRefreshAllowed(false, 0)).toBe(true);
    expect(preBetRefreshAllowed(true, 0)).toBe(false);
    expect(preBetRefreshAllowed(false, 2)).toBe(false);
  });
});
