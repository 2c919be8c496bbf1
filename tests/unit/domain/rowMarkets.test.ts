// The phone list's market switcher: which kind each row market group is (src/domain/rowMarkets.ts).
import { describe, expect, it } from 'vitest';
import { rowMarketKind } from '../../../src/domain/rowMarkets';
import type { Option } from '../../../src/domain/types';

const group = (name: string, options: Partial<Option>[]) => ({
  name,
  markets: [
    {
      id: name,
      allowParlay: true,
      saleStatus: 1,
      options: options.map((o) => ({ teamName: '', name: '', odds: 2, type: '', ...o })),
    },
  ],
});
const result = group('1x2', [{ type: 'H' }, { type: 'D' }, { type: 'A' }]);
const winner = group('winner', [{ type: 'H' }, { type: 'A' }]);
const handicap = group('ah', [
  { type: 'H', line: '-0.25' },
  { type: 'A', line: '+0.25' },
]);
const total = group('ou', [
  { type: 'O', line: '2.5' },
  { type: 'U', line: '2.5' },
]);
const oddEven = group('oe', [{ type: 'ODD' }, { type: 'EVEN' }]);
const correctScore = group('cs', [{ type: '1-0' }, { type: '0-0' }, { type: '0-1' }, { type: 'OTHER' }]);

describe('rowMarketKind: a market group is a result, a handicap, a total or none of them', () => {
  it('home/draw/away and home/away without lines are results (1X2, a winner)', () => {
    expect(rowMarketKind(result)).toBe('result');
    expect(rowMarketKind(winner)).toBe('result');
  });
  it('two sides with lines are a handicap; over and under a line are a total', () => {
    expect(rowMarketKind(handicap)).toBe('handicap');
    expect(rowMarketKind(total)).toBe('total');
  });
  it('odd/even, a correct score and an empty group are none of the three', () => {
    expect(rowMarketKind(oddEven)).toBeNull();
    expect(rowMarketKind(correctScore)).toBeNull();
    expect(rowMarketKind({ markets: [] })).toBeNull();
  });
});
