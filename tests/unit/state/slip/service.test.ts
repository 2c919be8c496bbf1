// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OddsAccept, OddsType } from '../../../../src/domain/enums';
import { getRuntime } from '../../../../src/runtime/runtime';
import { closeReserve, createReserve, openReserve, reserveForm } from '../../../../src/state/slip/reserve';
import { betState, takeNotices } from '../../../../src/state/slip/betState';
import { startBetService } from '../../../../src/state/slip/service';
// Loaded up front as on a page that placed a bet: the service's dynamic import of it then resolves at once, not
// after the module's first load from disk (which fake timers do not wait for).
import '../../../../src/state/slip/machinery';
import '../../../../src/state/slip/renameBets';
import { betLedger, saveSubmission } from '../../../../src/state/slip/ledger';
import { session } from '../../../../src/state/session/session';
import { changeSettings } from '../../../../src/state/session/settings';
import { removePick, slipSelections, togglePick } from '../../../../src/state/slip/selections';
import { clearPicks, setSlipMode } from '../../../../src/state/slip/edits';
import { fakeApi, freshRuntime, logIn, market, pick, preBet, refusal } from './fixtures';

const a = pick('1', 2);
const b = pick('2', 1.5);
let api: ReturnType<typeof fakeApi>;
let element: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  freshRuntime();
  api = fakeApi(() => preBet([market(a), market(b)]));
  session().settings.accept = OddsAccept.Best;
  element = document.createElement('sport-bet-slip');
  document.body.append(element);
  getRuntime().lifecycle.acquire(element);
  startBetService();
});

afterEach(() => {
  getRuntime().lifecycle.release(element);
  element.remove();
  vi.useRealTimers();
});

describe('pre-bet info (spec §4, §5)', () => {
  it('is fetched on every change of entries, in the default currency, with series asked in parlay mode', async () => {
    togglePick(a);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.preBet).toHaveBeenLastCalledWith([{ marketId: 'm1', matchId: '1', type: 'H' }], 'CNY', false);
    togglePick(b);
    setSlipMode('parlay');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.preBet).toHaveBeenLastCalledWith(
      expect.arrayContaining([{ marketId: 'm2', matchId: '2', type: 'H' }]),
      'CNY',
      true,
    );
    expect(betState().preBet?.betInfo).toHaveLength(2);
  });

  it('refreshes on the in-play interval of 5000 ms', async () => {
    togglePick(a);
    await vi.advanceTimersByTimeAsync(0);
    const calls = api.preBet.mock.calls.length;
    await vi.advanceTimersByTimeAsync(4999);
    expect(api.preBet.mock.calls.length).toBe(calls);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.preBet.mock.calls.length).toBe(calls + 1);
  });

  it('an answer slower than the 5000 ms refresh is still taken (a refresh for the same picks does not drop it); one for picks since changed is not', async () => {
    const slow = (ms: number, info = preBet([market(a), market(b)])) =>
      new Promise<ReturnType<typeof preBet>>((resolve) => setTimeout(() => resolve(info), ms));
    api.preBet.mockImplementation(() => slow(6000));
    togglePick(a);
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.preBet).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(betState().preBet?.betInfo).toHaveLength(2);
    // Picks changed while an answer was on its way: that answer describes the old picks.
    betState().preBet = null;
    api.preBet.mockImplementationOnce(() => slow(1000, preBet([market(a), market(b)])));
    api.preBet.mockImplementationOnce(() => slow(3000, preBet([market(a)])));
    togglePick(b);
    await vi.advanceTimersByTimeAsync(1);
    removePick(b.matchId);
    await vi.advanceTimersByTimeAsync(1000);
    expect(betState().preBet).toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    expect(betState().preBet?.betInfo).toHaveLength(1);
  });

  it('is skipped while submitting and while temporary order statuses exist', async () => {
    togglePick(a);
    await vi.advanceTimersByTimeAsync(0);
    const calls = api.preBet.mock.calls.length;
    betState().submitting = true;
    await vi.advanceTimersByTimeAsync(5000);
    betState().submitting = false;
    betState().tempOrderStatus = [{ orderId: '1', status: 0 }];
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.preBet.mock.calls.length).toBe(calls);
  });

  it('deleting one or all entries clears the temporary order status and refreshes', async () => {
    togglePick(a);
    togglePick(b);
    await vi.advanceTimersByTimeAsync(0);
    betState().tempOrderStatus = [{ orderId: '1', status: 0 }];
    removePick('1');
    await vi.advanceTimersByTimeAsync(0);
    expect(betState().tempOrderStatus).toEqual([]);
    expect(api.preBet).toHaveBeenLastCalledWith([{ marketId: 'm2', matchId: '2', type: 'H' }], 'CNY', false);
    betState().tempOrderStatus = [{ orderId: '2', status: 0 }];
    clearPicks();
    await vi.advanceTimersByTimeAsync(0);
    expect(betState().tempOrderStatus).toEqual([]);
    expect(betState().preBet).toBeNull();
  });
});

describe('添加串关成功 (notices:parlayAdded)', () => {
  it('is said when a pick is added in parlay mode, not in single mode nor on a mode switch', async () => {
    togglePick(a);
    await vi.advanceTimersByTimeAsync(0);
    setSlipMode('parlay');
    await vi.advanceTimersByTimeAsync(0);
    expect(takeNotices()).toEqual([]);
    togglePick(b);
    await vi.advanceTimersByTimeAsync(0);
    expect(takeNotices()).toEqual([expect.objectContaining({ title: 'notices:parlayAdded' })]);
  });
});

describe('reserved bets (spec §4, §8)', () => {
  beforeEach(() => logIn());

  it('opens with the target range of the reserve info and the limits of the server', async () => {
    await openReserve(a, element);
    expect(reserveForm()).toMatchObject({
      currentOdds: 1.9,
      minOdds: 1.91,
      maxOdds: 5.7,
      target: '1.91',
      limit: { minStake: '10' },
    });
  });

  it('refuses a target at or below the current odds, or above the maximum, and a bad stake', async () => {
    await openReserve(a, element);
    Object.assign(reserveForm(), { target: '1.9', stake: '100' });
    expect(await createReserve()).toBe(false);
    expect(reserveForm().message?.key).toBe('slip:reserve.targetInvalid');
    Object.assign(reserveForm(), { target: '6', stake: '100' });
    expect(await createReserve()).toBe(false);
    Object.assign(reserveForm(), { target: '2.5', stake: 'abc' });
    expect(await createReserve()).toBe(false);
    expect(reserveForm().message?.key).toBe('rules:enterPrincipal');
    expect(api.reserveBet).not.toHaveBeenCalled();
  });

  it('creates the reserve once with its target odds; the message names the pick, the stake and the odds the server recorded (issue 28 item 7)', async () => {
    await openReserve(a, element);
    Object.assign(reserveForm(), { target: '2.5', stake: '100' });
    expect(await createReserve()).toBe(true);
    expect(api.reserveBet).toHaveBeenCalledWith(
      expect.objectContaining({
        unitStake: '100.00',
        legs: [{ marketId: 'm1', odds: 2.5, optionType: 'H', oddsFormat: 1 }],
      }),
    );
    expect(takeNotices()).toEqual([
      expect.objectContaining({
        title: 'slip:reserve.created',
        content: {
          key: 'slip:reserve.createdAt',
          values: { odds: '2.50', league: 'League 1', stake: '100.00' },
          pick: expect.objectContaining({ type: 'H', optionName: a.optionName, home: a.home, away: a.away }),
        },
      }),
    ]);
    closeReserve();
  });

  it('a refusal shows the place-bet failure with the rule message', async () => {
    await openReserve(a, element);
    Object.assign(reserveForm(), { target: '2.5', stake: '100' });
    api.reserveBet.mockRejectedValueOnce(refusal(1001, 'below the lower limit 10.00'));
    expect(await createReserve()).toBe(false);
    expect(reserveForm().message?.key).toBe('rules:stakeBelowMin');
    expect(takeNotices()).toEqual([expect.objectContaining({ title: 'errors:placeBetFailed' })]);
  });
});

describe('user settings (spec §2) saved to system/cfg/set', () => {
  beforeEach(() => logIn());

  it('applies the odds format and accept mode live and saves UserConfig', async () => {
    expect(await changeSettings({ oddsFormat: OddsType.HongKong, accept: OddsAccept.All })).toBeNull();
    expect(getRuntime().config.get().oddsFormat).toBe(OddsType.HongKong);
    expect(session().settings.accept).toBe(OddsAccept.All);
    expect(api.saveUserConfig).toHaveBeenCalledWith('UserConfig', {
      handicap: OddsType.HongKong,
      accept: OddsAccept.All,
      setup: JSON.stringify({ uiVersion: '2.2' }),
    });
  });

  it('restores the previous settings when the server refuses', async () => {
    api.saveUserConfig.mockRejectedValueOnce(refusal(1000, 'bad'));
    expect(await changeSettings({ uiVersion: 'old' })).toBe('errors:business');
    expect(session().settings.uiVersion).toBe('2.2');
  });
});

describe('names after a language switch (issue 30)', () => {
  it('asks for pre-bet info again at once and renames the kept picks with its names in the new language', async () => {
    togglePick(a);
    await vi.advanceTimersByTimeAsync(0);
    const calls = api.preBet.mock.calls.length;
    api.preBet.mockImplementation(async () =>
      preBet([market(a, { homeName: '阿森纳', awayName: '切尔西', leagueName: '英格兰超级联赛' })]),
    );
    getRuntime().configure({ lang: 'CMN' === getRuntime().config.get().lang ? 'ENG' : 'CMN' });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.preBet.mock.calls.length).toBe(calls + 1);
    const kept = slipSelections().info[a.matchId];
    expect([kept.home, kept.away, kept.league]).toEqual(['阿森纳', '切尔西', '英格兰超级联赛']);
  });
});

describe('a language switch renames the bets the slip shows (issue 30)', () => {
  it("the receipt's picks take the pre-bet names of the new language; its order statuses stay", async () => {
    const { odds: _odds, allowParlay: _allow, ...label } = a;
    saveSubmission({
      ref: 'r1',
      kind: 'single',
      state: 'placed',
      sentAt: Date.now(),
      currencyId: 'CNY',
      singles: [],
      series: [],
      legs: [],
      picks: [{ ...label, odds: 2 }],
      seriesLabels: [],
      amount: '10',
      orders: [{ orderId: 'o1', status: 1, odds: [2] }],
    } as Parameters<typeof saveSubmission>[0]);
    betState().receiptRef = 'r1';
    api.preBet.mockImplementation(async () =>
      preBet([
        {
          ...market(a),
          homeName: '主队 1',
          awayName: '客队 1',
          leagueName: '联赛 1',
          marketName: '独赢',
          option: { name: '主胜', odds: 2, type: 'H' },
        },
      ]),
    );
    getRuntime().configure({ lang: 'CMN' });
    getRuntime().configure({ lang: 'ENG' });
    await vi.advanceTimersByTimeAsync(0);
    expect(betLedger().items.r1.picks[0]).toMatchObject({
      home: '主队 1',
      away: '客队 1',
      league: '联赛 1',
      marketName: '独赢',
      optionName: '主胜',
    });
    expect(betLedger().items.r1.orders).toEqual([{ orderId: 'o1', status: 1, odds: [2] }]);
  });
});
