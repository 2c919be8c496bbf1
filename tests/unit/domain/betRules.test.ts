import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OddsAccept } from '../../../src/domain/enums';
import { RULE_MESSAGES } from '../../../src/domain/ruleMessages';
import {
  oddsChangesToAccept,
  pendingRecord,
  PLACE_GUARD_MS,
  placeButtonArmed,
  refusalMessage,
  seriesLabel,
} from '../../../src/domain/betRules';
import { seriesTotal, seriesWin } from '../../../src/domain/betCompose';
import { formatCents } from './cents';
import { market, pick } from '../state/slip/fixtures';

describe('series labels (spec §3 parlayString, server series convention)', () => {
  it('labels read k串1 ×count, n串1 and n串m', () => {
    expect(seriesLabel({ combination: 2, seriesNumber: 0 }, 3)).toBe('2串1 ×3');
    expect(seriesLabel({ combination: 3, seriesNumber: 1 }, 3)).toBe('3串1');
    expect(seriesLabel({ combination: 3, seriesNumber: 4 }, 3)).toBe('3串4');
  });
});

describe('stakes and returns (decimal.js, spec §5: European odds minus 1 for the win)', () => {
  it('series total is unit × bets; win is unit × seriesOdd minus the total', () => {
    expect(seriesTotal('10', 3)).toBe('30.00');
    expect(seriesWin('10', 5.42, 3)).toBe('24.20');
    expect(seriesWin('abc', 5.42, 3)).toBe('0.00');
  });

  it('matches an integer-cents reference for any stake in cents and odds in hundredths', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 101, max: 100_000 }),
        fc.integer({ min: 1, max: 10 }),
        (cents, oddsHundredths, bets) => {
          const unit = formatCents(BigInt(cents));
          // unit × odds − unit × bets, in ten-thousandths, then floored to cents (exact: 4 decimals round to 3 unchanged below 5).
          const tenThousandths = BigInt(cents) * BigInt(oddsHundredths) - BigInt(cents) * 100n * BigInt(bets);
          const expected = tenThousandths <= 0n ? '0.00' : formatCents(roundThenFloor(tenThousandths));
          expect(seriesWin(unit, oddsHundredths / 100, bets)).toBe(expected);
          expect(seriesTotal(unit, bets)).toBe(formatCents(BigInt(cents) * BigInt(bets)));
        },
      ),
    );
  });
});

/** Round ten-thousandths half up to thousandths, then floor to cents. */
function roundThenFloor(tenThousandths: bigint): bigint {
  const thousandths = (tenThousandths + 5n) / 10n;
  return thousandths / 10n;
}

describe('odds-change acceptance (none / better / any)', () => {
  const legs = [{ matchId: '1', odds: 2 }];
  const at = (odds: number) => [market(pick('1', odds))];

  it('none asks for any change, better only for worse odds, any never', () => {
    expect(oddsChangesToAccept(legs, at(2.1), OddsAccept.None)).toEqual([{ matchId: '1', picked: 2, current: 2.1 }]);
    expect(oddsChangesToAccept(legs, at(1.9), OddsAccept.None)).toEqual([{ matchId: '1', picked: 2, current: 1.9 }]);
    expect(oddsChangesToAccept(legs, at(2.1), OddsAccept.Best)).toEqual([]);
    expect(oddsChangesToAccept(legs, at(1.9), OddsAccept.Best)).toEqual([{ matchId: '1', picked: 2, current: 1.9 }]);
    expect(oddsChangesToAccept(legs, at(1.5), OddsAccept.All)).toEqual([]);
    expect(oddsChangesToAccept(legs, at(2), OddsAccept.None)).toEqual([]);
  });

  it('a leg not priced yet (or priced 0) asks nothing', () => {
    expect(oddsChangesToAccept(legs, [], OddsAccept.None)).toEqual([]);
    expect(oddsChangesToAccept(legs, at(0), OddsAccept.None)).toEqual([]);
  });
});

describe('pending-order record of spec §3 (WAITING_SINGLE_ORDERS)', () => {
  it('holds match info, orderId, optionOdd, parlayString 1串1, matchType, league, teams and bet name', () => {
    const p = pick('7', 1.85);
    expect(pendingRecord('100000000000001', { ...p }, 1.9)).toEqual({
      orderId: '100000000000001',
      matchId: '7',
      optionOdd: 1.9,
      parlayString: '1串1',
      matchType: 1,
      leagueName: 'League 7',
      homeName: 'Home 7',
      awayName: 'Away 7',
      betName: '1x2 Home',
    });
  });
});

describe('server refusals mapped to the messages of spec §5', () => {
  it('stake limits, market states, parlay rules, odds change and balance', () => {
    expect(refusalMessage(1001, '')).toBe(RULE_MESSAGES.stakeBelowMin);
    expect(refusalMessage(1002, '')).toBe(RULE_MESSAGES.stakeAboveMax);
    expect(refusalMessage(1005, 'market closed')).toBe(RULE_MESSAGES.marketClosed);
    expect(refusalMessage(1005, 'market suspended')).toBe(RULE_MESSAGES.marketSuspended);
    expect(refusalMessage(1008, '')).toBe(RULE_MESSAGES.notParlayable);
    expect(refusalMessage(1009, '')).toBe(RULE_MESSAGES.parlayMax10);
    expect(refusalMessage(1004, '')).toBe('slip:oddsChanged');
    expect(refusalMessage(1003, '')).toBe('slip:insufficientBalance');
    expect(refusalMessage(9999, '')).toBeNull();
  });
});

describe('the place button takes no click for a moment after it changes meaning (issue 28 item 3)', () => {
  it('a click right after Accept odds changes turned into Place bet is not taken; one after the guard is', () => {
    expect(placeButtonArmed(1000, 1000)).toBe(false);
    expect(placeButtonArmed(1000, 1000 + PLACE_GUARD_MS - 1)).toBe(false);
    expect(placeButtonArmed(1000, 1000 + PLACE_GUARD_MS)).toBe(true);
  });
  it('a button whose meaning never changed takes clicks at once', () => {
    expect(placeButtonArmed(Number.NEGATIVE_INFINITY, 0)).toBe(true);
  });
});
