// The room's games and extras in the stores: guessing (refusals before and from the server, balance from the
// answer, a settled guess read again on the push of the goal or full time that settles it), the daily gift limit, the gift ranking refreshed after gifts pause (fake clock), the gift tip in the
// viewer's language with its icon, follows, live-bet pushes and the unlock push.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import { fakeApi, resetFakeApi, resetRuntime } from './fakeLive';

vi.mock('../../../../src/state/page/liveApi', async () => {
  const fakes = await import('./fakeLive');
  return { liveApi: () => fakes.fakeApi };
});

/** A push socket whose channels the test feeds by hand. */
const channels = new Map<string, (data: unknown) => void>();
vi.mock('../../../../src/state/page/pushSocket', () => ({
  push: () => ({
    subscribe: (ch: string, handler: (data: unknown) => void) => {
      channels.set(ch, handler);
      return () => channels.delete(ch);
    },
    onReconnect: () => () => undefined,
  }),
}));

const { applyChatFrame } = await import('../../../../src/state/live/chat');
const { emptyRoom, liveRooms } = await import('../../../../src/state/live/rooms');
const { loadGifts, presentGift } = await import('../../../../src/state/live/gifts');
const { followGuessSettlements, placeGuess, loadGuesses } = await import('../../../../src/state/live/guessing');
const { follows, loadFollows, toggleFollow } = await import('../../../../src/state/live/follows');
const { followRoomPushes } = await import('../../../../src/state/live/liveBets');
const { getRuntime } = await import('../../../../src/runtime/runtime');
const { TOP10_REFRESH_MS } = await import('../../../../src/domain/roomGames');

const ROOM = 'LR1';
const room = () => liveRooms().byId[ROOM];
const game = { guessId: 'G1' };
const option = { optionId: 'G1-home' };

beforeEach(() => {
  vi.useFakeTimers();
  resetRuntime();
  resetFakeApi();
  channels.clear();
  liveRooms().byId[ROOM] = emptyRoom(ROOM, 'H1');
});

describe('host guessing games', () => {
  it('a guess above the coins is refused before any request (decimal comparison)', async () => {
    room().gifts.balance = '9.99';
    expect(await placeGuess(ROOM, game, option, '10')).toBe('room:guess.notEnough');
    expect(fakeApi.guessingBet).not.toHaveBeenCalled();
  });

  it('a placed guess takes the balance the server answers and reloads my guesses', async () => {
    getRuntime().token.set('tok');
    room().gifts.balance = '100.00';
    fakeApi.guessingBet.mockResolvedValueOnce({ betId: 'GB1', coinBalance: '87.50' });
    fakeApi.guessingRecord.mockResolvedValueOnce({
      current: 1,
      pageTotal: 1,
      size: 20,
      total: 1,
      records: [{ betId: 'GB1', status: 0 }],
    });
    expect(await placeGuess(ROOM, game, option, '12.50')).toBeNull();
    expect(fakeApi.guessingBet).toHaveBeenCalledWith({
      liveRoomId: ROOM,
      guessId: 'G1',
      optionId: 'G1-home',
      amount: '12.50',
      clientRef: expect.any(String),
    });
    expect(room().gifts.balance).toBe('87.50');
    await vi.waitFor(() => expect(room().games.records).toHaveLength(1));
  });

  it("the server's refusals are shown in words: not enough coins (1003), closed (1005, and the games reload), unknown outcome", async () => {
    room().gifts.balance = '100';
    fakeApi.guessingBet.mockRejectedValueOnce(new ApiError('business', { code: 1003 }));
    expect(await placeGuess(ROOM, game, option, '10')).toBe('room:guess.notEnough');
    fakeApi.guessingBet.mockRejectedValueOnce(new ApiError('business', { code: 1005 }));
    expect(await placeGuess(ROOM, game, option, '10')).toBe('room:guess.closed');
    expect(fakeApi.guessingList).toHaveBeenCalledWith(ROOM);
    fakeApi.guessingBet.mockRejectedValueOnce(new ApiError('unknown-outcome'));
    expect(await placeGuess(ROOM, game, option, '10')).toBe('room:guess.unknownOutcome');
    expect(room().gifts.balance).toBe('100');
  });

  it('a guess sent again after an unknown outcome (or a 1500) keeps its clientRef; once decided, the same guess is new', async () => {
    room().gifts.balance = '100';
    const refs = () => fakeApi.guessingBet.mock.calls.map(([body]) => (body as { clientRef: string }).clientRef);
    fakeApi.guessingBet.mockRejectedValueOnce(new ApiError('unknown-outcome'));
    await placeGuess(ROOM, game, option, '10');
    fakeApi.guessingBet.mockRejectedValueOnce(new ApiError('server', { code: 1500 }));
    await placeGuess(ROOM, game, option, '10');
    fakeApi.guessingBet.mockResolvedValueOnce({ betId: 'GB1', coinBalance: '90.00' });
    await placeGuess(ROOM, game, option, '10');
    fakeApi.guessingBet.mockResolvedValueOnce({ betId: 'GB2', coinBalance: '80.00' });
    await placeGuess(ROOM, game, option, '10');
    fakeApi.guessingBet.mockRejectedValueOnce(new ApiError('business', { code: 1005 }));
    await placeGuess(ROOM, game, option, '5');
    fakeApi.guessingBet.mockResolvedValueOnce({ betId: 'GB3', coinBalance: '75.00' });
    await placeGuess(ROOM, game, option, '5');
    const [a, b, c, d, e, f] = refs();
    expect(a).toBeTruthy();
    expect([b, c]).toEqual([a, a]);
    expect(d).not.toBe(a);
    expect(e).not.toBe(d);
    expect(f).not.toBe(e);
  });

  it('a failed refresh keeps the games shown; a first failure says so', async () => {
    fakeApi.guessingList.mockRejectedValueOnce(new Error('500'));
    await loadGuesses(ROOM);
    expect(room().games.status).toBe('error');
    fakeApi.guessingList.mockResolvedValueOnce([{ guessId: 'G1' }]);
    await loadGuesses(ROOM);
    fakeApi.guessingList.mockRejectedValueOnce(new Error('500'));
    await loadGuesses(ROOM);
    expect(room().games).toMatchObject({ status: 'ready', guesses: [{ guessId: 'G1' }] });
  });
});

describe('a settled guess shows within seconds (issue 18: not on the 20 s anchor poll)', () => {
  const goal = (mid: string, ev: string) => ({ mid, sid: 1, ev, hn: 'A', an: 'B', hs: 1, as: 0, t: 1 });
  const reads = () => [fakeApi.guessingList.mock.calls.length, fakeApi.guessingRecord.mock.calls.length];

  it("a goal of the room's match reads the games and my guesses again at once; a kick-off or another match's goal does not", () => {
    getRuntime().token.set('tok');
    room().matchId = 'M1';
    const stop = followGuessSettlements(ROOM);
    channels.get('goal')!(goal('M1', 'begin'));
    channels.get('goal')!(goal('M2', 'home'));
    expect(reads()).toEqual([0, 0]);
    channels.get('goal')!(goal('M1', 'guest'));
    expect(reads()).toEqual([1, 1]);
    stop();
    expect(channels.has('goal')).toBe(false);
  });

  it("full time on the match's tec push reads them again once; the room's next match is followed", async () => {
    getRuntime().token.set('tok');
    room().matchId = 'M1';
    const stop = followGuessSettlements(ROOM);
    channels.get('tec.M1')!({ id: 'M1', ms: 5 });
    expect(reads()).toEqual([0, 0]);
    channels.get('tec.M1')!({ id: 'M1', ms: 0 });
    channels.get('tec.M1')!({ id: 'M1', ms: 0 });
    expect(reads()).toEqual([1, 1]);
    room().matchId = 'M2';
    await Promise.resolve();
    expect([channels.has('tec.M1'), channels.has('tec.M2')]).toEqual([false, true]);
    channels.get('tec.M2')!({ id: 'M2', ms: 0 });
    expect(reads()).toEqual([2, 2]);
    stop();
    expect(channels.has('tec.M2')).toBe(false);
  });
});

describe('gifts: daily limit, ranking, tip', () => {
  const rocket = { giftId: '2', giftName: 'Rocket', price: '50' };

  it('a gift past what the daily limit leaves is refused before any request; the server refusal 1019 reads the same', async () => {
    room().gifts.balance = '1000';
    room().gifts.leftToday = '49.99';
    expect(await presentGift(ROOM, rocket)).toBe('room:gift.dailyLimit');
    expect(fakeApi.presentGift).not.toHaveBeenCalled();
    room().gifts.leftToday = null;
    fakeApi.presentGift.mockRejectedValueOnce(new ApiError('business', { code: 1019 }));
    expect(await presentGift(ROOM, rocket)).toBe('room:gift.dailyLimit');
  });

  it('a gift sent again after a network failure keeps its clientRef; after it was sent, the same gift is a new one', async () => {
    room().gifts.balance = '1000';
    const refs = () => fakeApi.presentGift.mock.calls.map(([body]) => (body as { clientRef: string }).clientRef);
    fakeApi.presentGift.mockRejectedValueOnce(new ApiError('network'));
    await presentGift(ROOM, rocket);
    fakeApi.presentGift.mockResolvedValueOnce('950.00');
    await presentGift(ROOM, rocket);
    fakeApi.presentGift.mockResolvedValueOnce('900.00');
    await presentGift(ROOM, rocket);
    const [a, b, c] = refs();
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });

  it('after a sent gift the daily limit and the ranking are read again', async () => {
    room().gifts.balance = '1000';
    fakeApi.presentGift.mockResolvedValueOnce('950.00');
    fakeApi.goldmallDailyLimit.mockResolvedValueOnce({ dailyLimit: '500', leftToday: '450' });
    fakeApi.giftTop10.mockResolvedValueOnce([{ rank: 1, uid: 'u1', nickName: 'demo', amount: '50' }]);
    expect(await presentGift(ROOM, rocket)).toBeNull();
    await vi.waitFor(() => expect(room().gifts.leftToday).toBe('450'));
    await vi.waitFor(() => expect(room().gifts.top10).toHaveLength(1));
  });

  it('G01 tip: named as the gift list names it (viewer language) with its icon; the ranking reloads 2 s after gifts pause', () => {
    room().gifts.gifts = [{ giftId: '2', giftName: '火箭', price: '50', icon: '🚀' }];
    applyChatFrame(ROOM, { code: 'G01', data: { nickName: 'fan88', giftId: 2, giftName: 'Rocket', count: 1 } });
    expect(room().gifts.tip).toMatchObject({ giftName: '火箭', icon: '🚀' });
    vi.advanceTimersByTime(TOP10_REFRESH_MS - 1);
    applyChatFrame(ROOM, { code: 'G01', data: { nickName: 'fan88', giftId: 2, giftName: 'Rocket', count: 1 } });
    vi.advanceTimersByTime(TOP10_REFRESH_MS - 1);
    expect(fakeApi.giftTop10).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fakeApi.giftTop10).toHaveBeenCalledTimes(1);
    // The gift's chat line (in with the next frame, state/live/chatLog.ts) is named the same.
    expect(room().chat.messages.at(-1)?.text).toBe('火箭');
  });

  it('a gift list read again (after a language switch) renames the gift lines already in the chat', async () => {
    room().gifts.gifts = [{ giftId: '2', giftName: '火箭', price: '50', icon: '🚀' }];
    applyChatFrame(ROOM, { code: 'G01', data: { nickName: 'fan88', giftId: 2, giftName: 'Rocket', count: 1 } });
    fakeApi.loadGift.mockResolvedValueOnce({
      gifts: [{ giftId: '2', giftName: 'صاروخ', price: '50' }],
      coinBalance: '0',
    });
    await loadGifts(ROOM);
    expect(
      room()
        .chat.messages.filter((m) => m.kind === 'gift')
        .map((m) => m.text),
    ).toEqual(['صاروخ']);
  });
});

describe('lottery result (spec §7 lottery/win)', () => {
  it("the server's lottery/win answer decides whether the viewer won, over the frame's winner list", async () => {
    getRuntime().token.set('tok');
    fakeApi.lotteryWin.mockResolvedValueOnce(true);
    applyChatFrame(ROOM, {
      code: 'G07',
      data: { lotteryId: 'L1', winners: [{ uid: 'someone', nickName: 'x', prize: '10.00' }] },
    });
    expect(room().gifts.lotteryResult?.youWon).toBe(false);
    await vi.waitFor(() => expect(room().gifts.lotteryResult?.youWon).toBe(true));
    expect(fakeApi.lotteryWin).toHaveBeenCalledWith(ROOM, 'L1');
  });
});

describe('follows (spec §7 user/subscribe/info, subscribe, unsubscribe)', () => {
  it('anonymous follows nothing; logged in, the server says whom; a toggle follows then unfollows', async () => {
    await loadFollows();
    expect(fakeApi.subscribeInfo).not.toHaveBeenCalled();
    getRuntime().token.set('tok');
    fakeApi.subscribeInfo.mockResolvedValueOnce({ hostIds: ['H9'], matchIds: ['m9'] });
    await loadFollows();
    expect(follows().hostIds).toEqual(['H9']);
    fakeApi.followHost.mockResolvedValueOnce({ hostIds: ['H9', 'H1'], matchIds: ['m9', 'm1'] });
    expect(await toggleFollow('H1')).toBeNull();
    expect(fakeApi.followHost).toHaveBeenLastCalledWith('H1', true);
    fakeApi.followHost.mockResolvedValueOnce({ hostIds: ['H9'], matchIds: ['m9'] });
    await toggleFollow('H1');
    expect(fakeApi.followHost).toHaveBeenLastCalledWith('H1', false);
    expect(follows()).toMatchObject({ hostIds: ['H9'], busy: null });
  });

  it('a failed follow keeps the follows and says why', async () => {
    getRuntime().token.set('tok');
    fakeApi.followHost.mockRejectedValueOnce(new ApiError('network'));
    expect(await toggleFollow('H1')).toBe('errors:network');
    expect(follows().hostIds).toEqual([]);
  });
});

describe('room pushes (spec §4 live-betting topic, §7 room unlock)', () => {
  it('livebet.<room> replaces the live bets; a malformed push is ignored; unlock.<room> reads the permission again', () => {
    const onUnlock = vi.fn();
    const stop = followRoomPushes(ROOM, onUnlock);
    channels.get(`livebet.${ROOM}`)!({
      liveRoomId: ROOM,
      list: [
        { betId: 'B1', matchId: 'm1', marketId: 'k1', status: 1 },
        { betId: 'B2', matchId: 'm1', marketId: 'k2', status: 0 },
      ],
    });
    expect(room().games.liveBets.map((b) => b.betId)).toEqual(['B1', 'B2']);
    channels.get(`livebet.${ROOM}`)!({ list: 'junk' });
    expect(room().games.liveBets).toHaveLength(2);
    channels.get(`unlock.${ROOM}`)!({ liveRoomId: ROOM });
    expect(onUnlock).toHaveBeenCalledTimes(1);
    stop();
    expect(channels.size).toBe(0);
  });
});
