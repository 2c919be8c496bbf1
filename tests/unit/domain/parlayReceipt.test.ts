import { describe, expect, it } from 'vitest';
import { seriesReceiptLine } from '../../../src/domain/parlayReceipt';

const legOdds = [2.19, 2.99, 2.66];

describe("a parlay receipt's figures per bet kind (issue 28 item 5)", () => {
  it('three doubles: 3 × 10.00 = 30.00, returning every pair at its accepted odds, with no treble product', () => {
    const line = seriesReceiptLine({ itemCount: 2, seriesValue: 0, unitStake: '10', legOdds });
    // 2.19×2.99 + 2.19×2.66 + 2.99×2.66 = 6.5481 + 5.8254 + 7.9534 = 20.3269
    expect(line).toEqual({
      bets: 3,
      unit: '10.00',
      total: '30.00',
      potentialReturn: '203.26',
      odds: null,
      betterThan: null,
    });
  });

  it('a treble accepted above the shown 17.01 says it is better than 17.01', () => {
    const line = seriesReceiptLine({
      itemCount: 3,
      seriesValue: 1,
      unitStake: '20',
      legOdds,
      shown: { bets: 1, odds: 17.01 },
    });
    // 2.19 × 2.99 × 2.66 = 17.417946
    expect(line).toMatchObject({
      bets: 1,
      total: '20.00',
      odds: '17.41',
      betterThan: '17.01',
      potentialReturn: '348.35',
    });
  });

  it('a treble accepted at the shown price says nothing more', () => {
    const line = seriesReceiptLine({
      itemCount: 3,
      seriesValue: 1,
      unitStake: '20',
      legOdds,
      shown: { bets: 1, odds: 17.41 },
    });
    expect(line.betterThan).toBeNull();
  });

  it('a full system 3串4 returns its doubles and treble at the accepted odds, not the rounded price shown (receipt 247.70 against history 247.74)', () => {
    const line = seriesReceiptLine({
      itemCount: 3,
      seriesValue: 4,
      unitStake: '10',
      legOdds: [2.04, 2.61, 1.95],
      shown: { bets: 4, odds: 24.77 },
    });
    // 5.3244 + 3.978 + 5.0895 + 10.38258 = 24.77448 per unit
    expect(line).toMatchObject({ bets: 4, total: '40.00', potentialReturn: '247.74' });
  });
});
