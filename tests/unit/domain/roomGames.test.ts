// The live room's rules (spec §3 Anchor state, Live bet status; §4 Live bet status): only Open live bets show,
// followed hosts come first, a guess's and a gift's refusals and returns in decimal, the lottery countdown, which
// events of the match settle guessing games.
import { describe, expect, it } from 'vitest';
import { LiveBetStatus } from '../../../src/domain/liveEnums';
import {
  followedFirst,
  openGamesFirst,
  giftRefusal,
  guessRefusal,
  guessReturn,
  openLiveBets,
  secondsUntil,
  settlesGuesses,
} from '../../../src/domain/roomGames';
import { MatchStatus } from '../../../src/domain/enums';

describe('live room rules', () => {
  it('guessing games settle on a goal (home or guest, not the kick-off) and when play ends (full time, cancelled)', () => {
    expect(['home', 'guest', 'begin'].map((goal) => settlesGuesses({ goal }))).toEqual([true, true, false]);
    const statuses = [MatchStatus.Ended, MatchStatus.Abandoned, MatchStatus.Live, MatchStatus.Suspended];
    expect(statuses.map((status) => settlesGuesses({ status }))).toEqual([true, true, false, false]);
  });

  it('live bets: only Open (1) is shown; Ban (0) and Cancel (999) are not (spec §4)', () => {
    const bets = [
      { betId: 'a', status: LiveBetStatus.Open },
      { betId: 'b', status: LiveBetStatus.Ban },
      { betId: 'c', status: LiveBetStatus.Cancel },
      { betId: 'd', status: LiveBetStatus.Open },
    ];
    expect(openLiveBets(bets).map((b) => b.betId)).toEqual(['a', 'd']);
  });

  it('open guessing games come first, settled rounds after them, each keeping its order', () => {
    const games = [
      { guessId: 'a', status: 3 },
      { guessId: 'b', status: 1 },
      { guessId: 'c', status: 3 },
      { guessId: 'd', status: 1 },
    ];
    expect(openGamesFirst(games).map((g) => g.guessId)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('subscribed hosts come first in the anchor list, each group keeping its order (spec §3 subscribed hostIds)', () => {
    const anchors = ['H1', 'H2', 'H3', 'H4'].map((hostId) => ({ hostId }));
    expect(followedFirst(anchors, ['H3', 'H1']).map((a) => a.hostId)).toEqual(['H1', 'H3', 'H2', 'H4']);
    expect(followedFirst(anchors, [])).toEqual(anchors);
  });

  it('a guess: an empty or malformed amount, less than 1 coin or more than the coins is refused (decimal)', () => {
    expect(guessRefusal('', '100')).toBe('room:guess.enterAmount');
    expect(guessRefusal('1e3', '100')).toBe('room:guess.enterAmount');
    expect(guessRefusal('0.5', '100')).toBe('room:guess.belowMin');
    expect(guessRefusal('100.01', '100')).toBe('room:guess.notEnough');
    expect(guessRefusal('10', null)).toBe('room:guess.notEnough');
    expect(guessRefusal('100.00', '100')).toBeNull();
  });

  it("a guess returns coins × odds by the spec's money rule (3 decimals, then floored to 2)", () => {
    expect(guessReturn('12.5', '2.31')).toBe('28.87');
    expect(guessReturn('0.1', '3')).toBe('0.30');
    expect(guessReturn('x', '2')).toBeNull();
  });

  it('a gift: not enough coins first, then past what the daily limit leaves today; unknown limit lets the server decide', () => {
    expect(giftRefusal('50', 2, '99.99', null)).toBe('live:gift.notEnough');
    expect(giftRefusal('50', 2, '500', '99.99')).toBe('room:gift.dailyLimit');
    expect(giftRefusal('50', 2, '500', '100')).toBeNull();
    expect(giftRefusal('50', 1, '500', null)).toBeNull();
  });

  it('the lottery countdown is whole seconds to the draw, never below 0', () => {
    expect(secondsUntil(10_000, 1_000)).toBe(9);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 12_000)).toBe(0);
  });
});
