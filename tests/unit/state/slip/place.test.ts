// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OddsAccept } from '../../../../src/domain/enums';
import { BetSource } from '../../../../src/domain/betSource';
import { ORDER_STATUS_FAST_ASKS } from '../../../../src/domain/constants';
import { OrderStatus } from '../../../../src/domain/betEnums';
import { getRuntime } from '../../../../src/runtime/runtime';
import { betLedger, readSubmission, type Submission } from '../../../../src/state/slip/ledger';
import { waitingOrders } from '../../../../src/state/slip/waitingOrders';
import { reconcile, reconcileLoop, resend } from '../../../../src/state/slip/send';
import { acceptOddsChanges, placeBet } from '../../../../src/state/slip/place';
import { tryLease } from '../../../../src/state/slip/refs';
import { betState, setStake, takeNotices } from '../../../../src/state/slip/betState';
import { startBetService } from '../../../../src/state/slip/service';
// Loaded up front as on a page that placed a bet: the service's dynamic import of it then resolves at once, not
// after the module's first load from disk (which fake timers do not wait for).
import '../../../../src/state/slip/machinery';
import { session } from '../../../../src/state/session/session';
import { slipSelections, togglePick } from '../../../../src/state/slip/selections';
import { setSlipMode } from '../../../../src/state/slip/edits';
import { fakeApi, freshRuntime, logIn, lostAnswer, market, pick, preBet, refusal, series } from './fixtures';

const a = pick('1', 2);
const b = pick('2', 1.5);
let quote = preBet([market(a), market(b)]);
let api: ReturnType<typeof fakeApi>;
let element: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  freshRuntime();
  quote = preBet([market(a), market(b)]);
  api = fakeApi(() => quote);
  // session.ts reads a missing 'accept' key as 0 (none); the spec's default is 'best'.
  session().settings.accept = OddsAccept.Best;
  element = document.createElement('sport-bet-slip');
  document.body.append(element);
  getRuntime().lifecycle.acquire(element);
});

afterEach(() => {
  getRuntime().lifecycle.release(element);
  element.remove();
  vi.useRealTimers();
});

/** Picks `p`, loads pre-bet info and types a stake for it. */
async function ready(p = a, stake = '100') {
  togglePick(p);
  betState().preBet = quote;
  setStake(p.matchId, stake);
}

const bodyOfFirstSingle = () => api.placeSingle.mock.calls[0][0][0];

describe('logged-out users', () => {
  it('placing asks the host to log in (sport-login-required) and keeps the slip', async () => {
    await ready();
    const seen = vi.fn();
    element.addEventListener('sport-login-required', (e) => seen((e as CustomEvent).detail));
    expect(await placeBet(element)).toBeNull();
    expect(seen).toHaveBeenCalledWith({ reason: 'place-bet' });
    expect(slipSelections().slip.entries).toHaveLength(1);
    expect(api.placeSingle).not.toHaveBeenCalled();
  });
});

describe('placement (spec §4)', () => {
  beforeEach(() => logIn());

  it('single mode goes to bet/singlePass with the picked odds, the accept mode and a client reference', async () => {
    await ready();
    session().settings.accept = OddsAccept.None;
    const sub = await placeBet(element);
    expect(sub?.state).toBe('placed');
    expect(api.placeSingle).toHaveBeenCalledTimes(1);
    expect(bodyOfFirstSingle()).toMatchObject({
      unitStake: '100',
      oddsChange: OddsAccept.None,
      legs: [{ marketId: 'm1', odds: 2, optionType: 'H', oddsFormat: 1 }],
    });
    expect(bodyOfFirstSingle().clientRef).toMatch(/^[0-9a-f-]{36}:0$/);
    expect(JSON.parse(bodyOfFirstSingle().thirdRemark ?? 'null')).toEqual({ betSource: BetSource.Myself });
    expect(api.placeSingle.mock.calls[0][1]).toBe('CNY');
  });

  it('a pick followed from a host in a live room carries its bet source as thirdRemark (spec §3 bet sources)', async () => {
    const source = {
      betSource: BetSource.AnchorPushOrderRoom,
      liveRoomId: 'LR1',
      pushOrderHostId: 'H9',
      pushOrderId: 'P1',
    };
    await ready(pick('1', 2, { source }));
    await placeBet(element);
    expect(JSON.parse(bodyOfFirstSingle().thirdRemark ?? 'null')).toEqual(source);
  });

  it('parlay mode with two legs goes to betMultiple with only the staked series', async () => {
    togglePick(a);
    togglePick(b);
    setSlipMode('parlay');
    quote = preBet([market(a), market(b)], [series(2, 1, 3)]);
    betState().preBet = quote;
    setStake('series:2x1', '20');
    const sub = await placeBet(element);
    expect(sub?.kind).toBe('multiple');
    expect(api.placeMultiple).toHaveBeenCalledTimes(1);
    const [entries, legs] = api.placeMultiple.mock.calls[0];
    expect(entries).toEqual([
      {
        clientRef: `${sub!.ref}:0`,
        itemCount: 2,
        seriesValue: 1,
        unitStake: '20',
        oddsChange: OddsAccept.Best,
        thirdRemark: JSON.stringify({ betSource: BetSource.Myself }),
      },
    ]);
    expect(legs.map((l) => l.marketId)).toEqual(['m1', 'm2']);
  });

  it("a parlay with a leg picked in a live room carries that leg's source in every series (spec §3 bet sources)", async () => {
    const source = { betSource: BetSource.LiveRoom, liveRoomId: 'LR1', pushOrderHostId: 'H9' };
    togglePick(a);
    togglePick({ ...b, source });
    setSlipMode('parlay');
    quote = preBet([market(a), market(b)], [series(2, 1, 3)]);
    betState().preBet = quote;
    setStake('series:2x1', '20');
    await placeBet(element);
    const [entries] = api.placeMultiple.mock.calls[0];
    expect(JSON.parse((entries[0] as { thirdRemark?: string }).thirdRemark ?? 'null')).toEqual(source);
  });

  it('the bet is saved in localStorage with its body BEFORE the POST', async () => {
    await ready();
    let savedAtSend: unknown = null;
    api.placeSingle.mockImplementationOnce(async (bets) => {
      savedAtSend = readSubmission(bets[0].clientRef.split(':')[0]);
      return [{ orderId: '100000000000001', clientRef: bets[0].clientRef, legs: [{ marketId: 'm1', odds: 2 }] }];
    });
    await placeBet(element);
    expect(savedAtSend).toMatchObject({ state: 'sending', singles: [{ unitStake: '100' }] });
  });

  it('a double click (or Enter right after a click) sends one bet', async () => {
    await ready();
    const [first, second] = await Promise.all([placeBet(element), placeBet(element)]);
    expect(first?.state).toBe('placed');
    expect(second).toBeNull();
    expect(api.placeSingle).toHaveBeenCalledTimes(1);
  });

  it('a second tab holding the lock of the same bet makes this tab send nothing', async () => {
    await ready();
    // The other tab composed the same bet first: same draft reference, and it holds the lease on it.
    const ref = (await import('../../../../src/state/slip/refs')).draftRef(
      JSON.stringify(['single', [['m1', 'H', 2]], ['100'], 'CNY', OddsAccept.Best]),
    );
    localStorage.setItem(
      `sport-widgets:lease:send:${ref}`,
      JSON.stringify({ tab: 'other-tab', until: Date.now() + 30_000 }),
    );
    await placeBet(element);
    expect(api.placeSingle).not.toHaveBeenCalled();
  });

  it('emits sport-bet-placed with order ids, amount, currency and kind, never the token', async () => {
    await ready();
    const seen = vi.fn();
    element.addEventListener('sport-bet-placed', (e) => seen((e as CustomEvent).detail));
    await placeBet(element);
    expect(seen).toHaveBeenCalledWith({
      orderIds: ['100000000000000'],
      amount: '100.00',
      currency: 'CNY',
      kind: 'single',
    });
    expect(JSON.stringify(seen.mock.calls)).not.toContain('token-1');
  });

  it('a refusal is not kept as pending: 投注失败 with the rule message (stake above the upper limit)', async () => {
    await ready();
    api.placeSingle.mockRejectedValueOnce(refusal(1002, 'stake above the upper limit 50000.00, please modify'));
    expect(await placeBet(element)).toBeNull();
    expect(betState().failure?.key).toBe('rules:stakeAboveMax');
    expect(takeNotices()).toEqual([
      expect.objectContaining({ title: 'notices:betFailed', content: { key: 'rules:stakeAboveMax' } }),
    ]);
    expect(Object.keys(betLedger().items)).toEqual([]);
  });

  it("a stake of 'abc' cannot be placed", async () => {
    await ready(a, 'abc');
    expect(await placeBet(element)).toBeNull();
    expect(api.placeSingle).not.toHaveBeenCalled();
    expect(betState().showErrors).toBe(true);
  });

  it('an odds change the mode refuses must be accepted first; the accepted odds are sent', async () => {
    await ready();
    session().settings.accept = OddsAccept.Best;
    betState().preBet = preBet([market({ ...a, odds: 1.8 })]);
    expect(await placeBet(element)).toBeNull();
    expect(api.placeSingle).not.toHaveBeenCalled();
    acceptOddsChanges();
    await placeBet(element);
    expect(bodyOfFirstSingle().legs[0].odds).toBe(1.8);
  });
});

describe('after a bet: status poll 1000 ms, pending singles 3000 ms, toasts', () => {
  beforeEach(() => logIn());

  it('polls the receipt every 1000 ms while created or confirming, then stops; 投注成功 names the league and bet', async () => {
    await ready();
    await placeBet(element);
    takeNotices();
    expect(waitingOrders().map((w) => w.orderId)).toEqual(['100000000000000']);
    api.orderStatus.mockResolvedValueOnce([{ orderId: '100000000000000', status: OrderStatus.Confirming }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.orderStatus).toHaveBeenCalledTimes(1);
    api.orderStatus.mockResolvedValueOnce([{ orderId: '100000000000000', status: OrderStatus.Confirmed }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(betState().tempOrderStatus).toEqual([{ orderId: '100000000000000', status: OrderStatus.Confirmed }]);
    expect(takeNotices()).toEqual([
      expect.objectContaining({
        title: 'notices:betSuccess',
        content: {
          key: 'notices:betContentPick',
          values: { league: 'League 1', bet: 'Home 1 - Away 1' },
          pick: expect.objectContaining({ optionName: 'Home', home: 'Home 1', away: 'Away 1' }),
        },
      }),
    ]);
    expect(waitingOrders()).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.orderStatus).toHaveBeenCalledTimes(2);
  });

  it('a receipt order still undecided after the fast asks is asked every 3000 ms and the bettor is told so once', async () => {
    await ready();
    await placeBet(element);
    takeNotices();
    api.orderStatus.mockResolvedValue([{ orderId: '100000000000000', status: OrderStatus.Created }]);
    await vi.advanceTimersByTimeAsync(ORDER_STATUS_FAST_ASKS * 1000);
    expect(api.orderStatus).toHaveBeenCalledTimes(ORDER_STATUS_FAST_ASKS);
    expect(takeNotices()).toEqual([]);
    await vi.advanceTimersByTimeAsync(6000);
    expect(api.orderStatus).toHaveBeenCalledTimes(ORDER_STATUS_FAST_ASKS + 2);
    expect(takeNotices()).toEqual([expect.objectContaining({ kind: 'info', title: 'notices:statusSlow' })]);
  });

  it('a rejected parlay says 投注失败 naming the parlay', async () => {
    togglePick(a);
    togglePick(b);
    setSlipMode('parlay');
    betState().preBet = preBet([market(a), market(b)], [series(2, 1, 3)]);
    setStake('series:2x1', '20');
    await placeBet(element);
    takeNotices();
    api.orderStatus.mockResolvedValueOnce([{ orderId: '200000000000000', status: OrderStatus.Rejected }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(takeNotices()).toEqual([
      expect.objectContaining({
        title: 'notices:betFailed',
        content: { key: 'notices:betContentParlay', values: { series: '\u20682串1\u2069' } },
      }),
    ]);
  });

  it('pending singles recorded under WAITING_SINGLE_ORDERS are polled every 3000 ms (after a reload)', async () => {
    localStorage.setItem(
      'WAITING_SINGLE_ORDERS',
      JSON.stringify([
        {
          orderId: '100000000000009',
          matchId: '1',
          optionOdd: 2,
          parlayString: '1串1',
          leagueName: 'L',
          homeName: 'H',
          awayName: 'A',
          betName: 'B',
        },
      ]),
    );
    startBetService();
    await vi.advanceTimersByTimeAsync(2999);
    expect(api.orderStatus).not.toHaveBeenCalled();
    api.orderStatus.mockResolvedValueOnce([{ orderId: '100000000000009', status: OrderStatus.Confirmed }]);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.orderStatus).toHaveBeenCalledWith(['100000000000009']);
    expect(waitingOrders()).toEqual([]);
  });
});

describe('never lose, never double: unknown outcome and reconciliation', () => {
  beforeEach(() => logIn());

  it('a lost answer makes the bet unknown; reconciliation finds it by reference and it is placed once', async () => {
    await ready();
    api.placeSingle.mockRejectedValueOnce(lostAnswer());
    const placed = vi.fn();
    element.addEventListener('sport-bet-placed', placed);
    const sub = await placeBet(element);
    expect(sub?.state).toBe('unknown');
    expect(api.placeSingle).toHaveBeenCalledTimes(1);
    api.ordersByRef.mockImplementation(async (refs) => [
      { clientRef: refs[0], orderId: '100000000000005', status: OrderStatus.Confirming },
    ]);
    const stop = reconcileLoop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.ordersByRef).toHaveBeenCalledWith([`${sub!.ref}:0`]);
    expect(readSubmission(sub!.ref)).toMatchObject({ state: 'placed', orders: [{ orderId: '100000000000005' }] });
    await vi.advanceTimersByTimeAsync(3000);
    stop();
    expect(placed).toHaveBeenCalledTimes(1);
    expect(api.placeSingle).toHaveBeenCalledTimes(1);
  });

  it('a lost answer whose bet the book already decided: reconciliation announces 投注成功 (or 投注失败) once', async () => {
    await ready();
    api.placeSingle.mockRejectedValueOnce(lostAnswer());
    const sub = await placeBet(element);
    takeNotices();
    api.ordersByRef.mockImplementation(async (refs) => [
      { clientRef: refs[0], orderId: '100000000000006', status: OrderStatus.Confirmed },
    ]);
    api.orderStatus.mockResolvedValue([{ orderId: '100000000000006', status: OrderStatus.Confirmed }]);
    const stop = reconcileLoop();
    await vi.advanceTimersByTimeAsync(4000);
    stop();
    expect(readSubmission(sub!.ref)).toMatchObject({ state: 'placed', orders: [{ status: OrderStatus.Confirmed }] });
    expect(takeNotices().map((n) => n.title)).toEqual(['notices:betSuccess']);
    expect(waitingOrders()).toEqual([]);
  });

  it('placing the same bet again while its outcome is unknown sends nothing', async () => {
    await ready();
    api.placeSingle.mockRejectedValueOnce(lostAnswer());
    await placeBet(element);
    setStake('1', '100');
    const again = await placeBet(element);
    expect(again?.state).toBe('unknown');
    expect(api.placeSingle).toHaveBeenCalledTimes(1);
  });

  it('after a reload, a bet left "sending" by a crash is reconciled', async () => {
    await ready();
    api.placeSingle.mockRejectedValueOnce(lostAnswer());
    const sub = await placeBet(element);
    localStorage.setItem(
      `sport-widgets:bet:${sub!.ref}`,
      JSON.stringify({ ...readSubmission(sub!.ref), state: 'sending' }),
    );
    // Reload: a new runtime reads the ledger back from storage.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('sport-widgets.runtime')];
    api = fakeApi(() => quote);
    getRuntime().setToken('token-1');
    getRuntime().lifecycle.acquire(element);
    expect(betLedger().items[sub!.ref].state).toBe('sending');
    api.ordersByRef.mockImplementation(async (refs) => [
      { clientRef: refs[0], orderId: '100000000000006', status: OrderStatus.Confirmed },
    ]);
    startBetService();
    await vi.advanceTimersByTimeAsync(1000);
    expect(betLedger().items[sub!.ref]).toMatchObject({
      state: 'placed',
      orders: [{ orderId: '100000000000006', status: OrderStatus.Confirmed }],
    });
  });

  it('a slip started with an empty ledger still follows a bet that appears later: a lost answer another tab wrote is reconciled here and shown on the receipt', async () => {
    startBetService();
    await vi.advanceTimersByTimeAsync(2000);
    expect(api.ordersByRef).not.toHaveBeenCalled();
    const sub: Submission = {
      ref: 'other-tab-bet',
      kind: 'single',
      state: 'unknown',
      sentAt: Date.now(),
      currencyId: 'CNY',
      singles: [{ clientRef: 'other-tab-bet:0', unitStake: '100', oddsChange: 1, legs: [] }],
      series: [],
      legs: [],
      picks: [
        {
          matchId: '1',
          league: 'L',
          home: 'H',
          away: 'A',
          marketName: 'M',
          optionName: '1',
          sportId: 1,
          marketId: 'm1',
          odds: 2,
        },
      ],
      seriesLabels: [],
      amount: '100',
      orders: [],
    };
    localStorage.setItem(`sport-widgets:bet:${sub.ref}`, JSON.stringify(sub));
    window.dispatchEvent(new StorageEvent('storage', { key: `sport-widgets:bet:${sub.ref}` }));
    api.ordersByRef.mockImplementation(async (refs) => [
      { clientRef: refs[0], orderId: '100000000000007', status: OrderStatus.Confirmed },
    ]);
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(1000);
      expect(readSubmission(sub.ref)).toMatchObject({ state: 'placed', orders: [{ orderId: '100000000000007' }] });
    });
    expect(betState().receiptRef).toBe(sub.ref);
  });

  it('no trace on the server after the grace period: not placed; sending again reuses the same references', async () => {
    await ready();
    api.placeSingle.mockRejectedValueOnce(lostAnswer());
    const sub = await placeBet(element);
    await reconcile(readSubmission(sub!.ref)!, sub!.sentAt + 1000);
    expect(readSubmission(sub!.ref)?.state).toBe('unknown');
    await reconcile(readSubmission(sub!.ref)!, sub!.sentAt + 16_000);
    expect(readSubmission(sub!.ref)?.state).toBe('notPlaced');
    await resend(sub!.ref, element);
    expect(api.placeSingle).toHaveBeenCalledTimes(2);
    expect(api.placeSingle.mock.calls[1][0][0].clientRef).toBe(api.placeSingle.mock.calls[0][0][0].clientRef);
    expect(readSubmission(sub!.ref)?.state).toBe('placed');
  });

  it('a failed lookup (offline) keeps the bet unknown', async () => {
    await ready();
    api.placeSingle.mockRejectedValueOnce(lostAnswer());
    const sub = await placeBet(element);
    api.ordersByRef.mockRejectedValueOnce(new Error('offline'));
    await reconcile(readSubmission(sub!.ref)!, sub!.sentAt + 60_000);
    expect(readSubmission(sub!.ref)?.state).toBe('unknown');
  });

  it('two tabs do not both reconcile the same bet: the holder of the lease asks, the other skips', async () => {
    await ready();
    api.placeSingle.mockRejectedValueOnce(lostAnswer());
    const sub = await placeBet(element);
    localStorage.setItem(
      `sport-widgets:lease:reconcile:${sub!.ref}`,
      JSON.stringify({ tab: 'other-tab', until: Date.now() + 3000 }),
    );
    await reconcile(readSubmission(sub!.ref)!);
    expect(api.ordersByRef).not.toHaveBeenCalled();
    // The other tab died: its lease runs out and this tab takes over.
    expect(tryLease(`reconcile:${sub!.ref}`, 3000, Date.now() + 3001)).toBe(true);
  });

  it('a tab leaving the page gives its reconcile lease back, so another tab takes the bet over at its next round', async () => {
    await ready();
    api.placeSingle.mockRejectedValueOnce(lostAnswer());
    const sub = await placeBet(element);
    api.ordersByRef.mockResolvedValueOnce([]); // not found yet, within the grace period: the lease is kept
    await reconcile(readSubmission(sub!.ref)!);
    const leaseKey = `sport-widgets:lease:reconcile:${sub!.ref}`;
    expect(localStorage.getItem(leaseKey)).not.toBeNull();
    localStorage.setItem(
      'sport-widgets:lease:reconcile:other-bet',
      JSON.stringify({ tab: 'other-tab', until: Date.now() + 3000 }),
    );
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(leaseKey)).toBeNull();
    expect(localStorage.getItem('sport-widgets:lease:reconcile:other-bet')).not.toBeNull();
  });
});

describe('never double when storage refuses (full or disabled)', () => {
  beforeEach(() => logIn());
  /** Storage at quota: every write throws, as a full localStorage does. */
  function fillStorage() {
    const kept = new Map<string, string>();
    const full: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'> = {
      getItem: (key) => kept.get(key) ?? null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: (key) => void kept.delete(key),
      key: (index) => [...kept.keys()][index] ?? null,
      length: 0,
    };
    vi.stubGlobal('localStorage', full);
  }
  afterEach(() => vi.unstubAllGlobals());

  it('storage full: after a lost answer the same bet clicked again reuses its client reference and is not posted twice', async () => {
    fillStorage();
    await ready();
    api.placeSingle.mockRejectedValueOnce(lostAnswer());
    const first = await placeBet(element);
    setStake('1', '100');
    const again = await placeBet(element);
    expect(api.placeSingle).toHaveBeenCalledTimes(1);
    expect(again?.ref).toBe(first?.ref);
    expect(again?.state).toBe('unknown');
  });

  it('storage full: the pending bet is kept in the page and marked unsaved, so the slip can say it will not survive a reload', async () => {
    fillStorage();
    await ready();
    api.placeSingle.mockRejectedValueOnce(lostAnswer());
    const sub = await placeBet(element);
    expect(betLedger().unsaved[sub!.ref]).toBe(true);
    expect(betLedger().items[sub!.ref].state).toBe('unknown');
    api.ordersByRef.mockImplementation(async (refs) => [
      { clientRef: refs[0], orderId: '100000000000009', status: OrderStatus.Confirmed },
    ]);
    const stop = reconcileLoop();
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    expect(betLedger().items[sub!.ref]).toMatchObject({ state: 'placed', orders: [{ orderId: '100000000000009' }] });
    expect(api.placeSingle).toHaveBeenCalledTimes(1);
  });
});

describe("another tab resolved this tab's bet", () => {
  beforeEach(() => logIn());
  it('the tab that clicked shows the receipt when another tab writes the bet placed (no silent disappearance)', async () => {
    await ready();
    api.placeSingle.mockRejectedValueOnce(lostAnswer());
    const sub = await placeBet(element);
    expect(betState().receiptRef).toBeNull();
    // Another tab reconciled it and wrote the ledger; this tab hears the storage event.
    const placedThere = {
      ...readSubmission(sub!.ref)!,
      state: 'placed',
      orders: [{ orderId: '100000000000010', status: OrderStatus.Confirmed, odds: [2] }],
    };
    localStorage.setItem(`sport-widgets:bet:${sub!.ref}`, JSON.stringify(placedThere));
    window.dispatchEvent(new StorageEvent('storage', { key: `sport-widgets:bet:${sub!.ref}` }));
    await vi.advanceTimersByTimeAsync(0);
    expect(betState().receiptRef).toBe(sub!.ref);
    expect(betState().tempOrderStatus).toEqual([{ orderId: '100000000000010', status: OrderStatus.Confirmed }]);
    expect(betState().stakes).toEqual({});
  });
});

describe('the same bet clicked in two tabs, storage catching up late', () => {
  beforeEach(() => logIn());
  it("finding the other tab's placed bet only under the send lock shows its receipt (the slip never just loses its stake)", async () => {
    await ready();
    // The other tab placed the bet; its ledger write reaches this tab's storage only once this tab holds the
    // bet's send lock (tabs' storage is kept in step asynchronously, the Web Locks are not).
    const requests: string[] = [];
    const locks = {
      request: (name: string, ...rest: unknown[]) => {
        requests.push(name);
        const run = rest[rest.length - 1] as (lock: unknown) => unknown;
        const ref = name.slice('sport-bet:'.length);
        if (name.startsWith('sport-bet:'))
          localStorage.setItem(
            `sport-widgets:bet:${ref}`,
            JSON.stringify({
              ref,
              kind: 'single',
              state: 'placed',
              sentAt: Date.now(),
              currencyId: 'CNY',
              singles: [],
              series: [],
              legs: [],
              picks: [],
              seriesLabels: [],
              amount: '100.00',
              orders: [{ orderId: '100000000000011', status: OrderStatus.Confirmed, odds: [2] }],
            }),
          );
        return Promise.resolve(run({ name }));
      },
    };
    vi.stubGlobal('navigator', { ...navigator, locks });
    try {
      const sub = await placeBet(element);
      expect(requests).toEqual([expect.stringMatching(/^sport-draft:/), `sport-bet:${sub?.ref}`]);
      expect(api.placeSingle).not.toHaveBeenCalled();
      expect(sub?.state).toBe('placed');
      expect(betState().receiptRef).toBe(sub?.ref);
      expect(betState().tempOrderStatus).toEqual([{ orderId: '100000000000011', status: OrderStatus.Confirmed }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
