import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { BetResult } from '../../../../src/domain/betEnums';
import { gradeLeg } from '../../../../demo/server/grading';
import { MARKET_TYPE } from '../../../../demo/server/pricing';
import { orderReturn } from '../../../../demo/server/orders';
import type { OrderRecord } from '../../../../demo/server/records';
import { SCORE_TYPE } from '../../../../demo/server/periods';

const final = (h: number, a: number) => () => [h, a] as [number, number];
const ah = (type: string, line: string) => ({ mty: MARKET_TYPE.Handicap, pe: 1, type, line });
const ou = (type: string, line: string) => ({ mty: MARKET_TYPE.OverUnder, pe: 1, type, line });

describe('settlement per result', () => {
  it('grades quarter handicaps as half won and half lost', () => {
    expect(gradeLeg(ah('H', '-0.25'), final(1, 1), SCORE_TYPE.Goals)).toBe(BetResult.LoseReturn);
    expect(gradeLeg(ah('A', '+0.25'), final(1, 1), SCORE_TYPE.Goals)).toBe(BetResult.WinReturn);
    expect(gradeLeg(ah('H', '-0.75'), final(2, 1), SCORE_TYPE.Goals)).toBe(BetResult.WinReturn);
    expect(gradeLeg(ah('H', '-1'), final(2, 1), SCORE_TYPE.Goals)).toBe(BetResult.Return);
    expect(gradeLeg(ah('H', '-1.5'), final(2, 1), SCORE_TYPE.Goals)).toBe(BetResult.Lost);
    expect(gradeLeg(ah('H', '-0.5'), final(2, 1), SCORE_TYPE.Goals)).toBe(BetResult.Won);
  });

  it('grades quarter totals: over 2.25 on 2 goals is half lost, under 2.75 on 3 goals half lost', () => {
    expect(gradeLeg(ou('O', '2.25'), final(1, 1), SCORE_TYPE.Goals)).toBe(BetResult.LoseReturn);
    expect(gradeLeg(ou('U', '2.25'), final(1, 1), SCORE_TYPE.Goals)).toBe(BetResult.WinReturn);
    expect(gradeLeg(ou('U', '2.75'), final(2, 1), SCORE_TYPE.Goals)).toBe(BetResult.LoseReturn);
    expect(gradeLeg(ou('O', '2.5'), final(2, 1), SCORE_TYPE.Goals)).toBe(BetResult.Won);
  });

  it('grades 1X2, correct score and its "any other" option', () => {
    expect(gradeLeg({ mty: MARKET_TYPE.MatchResult, pe: 1, type: 'D' }, final(0, 0), SCORE_TYPE.Goals)).toBe(
      BetResult.Won,
    );
    expect(gradeLeg({ mty: MARKET_TYPE.CorrectScore, pe: 1, type: '2-1' }, final(2, 1), SCORE_TYPE.Goals)).toBe(
      BetResult.Won,
    );
    expect(
      gradeLeg(
        { mty: MARKET_TYPE.CorrectScore, pe: 1, type: 'OTHER', listed: ['0-0', '1-0'] },
        final(5, 0),
        SCORE_TYPE.Goals,
      ),
    ).toBe(BetResult.Won);
  });

  it('pays half won at (1 + odds) / 2, half lost at half the stake and void at the stake', () => {
    const order = (result: number, odds: number): OrderRecord => ({
      id: '1',
      uid: 'u',
      currencyId: 'CNY',
      betType: 0,
      combination: 1,
      seriesNumber: 1,
      betCount: 1,
      unitStake: '100.00',
      betAmount: '100.00',
      oddsChange: 0,
      st: 4,
      createdTime: 0,
      confirmingAt: 0,
      decideAt: 0,
      mwa: '0',
      remainingPrincipal: '100.00',
      crl: [],
      legs: [
        {
          matchId: 'm',
          marketId: 'x',
          type: 'H',
          odds,
          mty: 2,
          pe: 1,
          sportId: 1,
          matchName: '',
          leagueName: '',
          marketName: '',
          optionName: '',
          inPlay: 0,
          result,
        },
      ],
    });
    expect(orderReturn(order(BetResult.WinReturn, 1.9))).toEqual(new Decimal(145));
    expect(orderReturn(order(BetResult.LoseReturn, 1.9))).toEqual(new Decimal(50));
    expect(orderReturn(order(BetResult.Cancel, 1.9))).toEqual(new Decimal(100));
    expect(orderReturn(order(BetResult.Lost, 1.9))).toEqual(new Decimal(0));
  });
});
