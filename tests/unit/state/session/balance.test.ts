// The balance follows the money (issue 15 item 2): a refresh asked for several times at once fetches the user
// once after BALANCE_REFRESH_DELAY_MS and shows the new balances; an answer for a user who left is dropped.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../src/domain/types';
import { getRuntime } from '../../../../src/runtime/runtime';
import {
  BALANCE_POLL_MS,
  BALANCE_REFRESH_DELAY_MS,
  pollBalance,
  refreshBalance,
} from '../../../../src/state/session/balance';
import { session } from '../../../../src/state/session/session';
// Loaded up front: the refresh imports it dynamically, and a first import transformed on a loaded machine took over
// the 1 s of vi.waitFor (the test then failed with the behaviour right).
import '../../../../src/state/page/userApi';

const user = (balance: string): User =>
  ({ uid: '80001', balances: [{ coinCode: 'CNY', isDefault: true, balance }] }) as unknown as User;

let userInfo: ReturnType<typeof vi.fn<() => Promise<User>>>;

beforeEach(() => {
  vi.useFakeTimers();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('sport-widgets.runtime')];
  userInfo = vi.fn(async () => user('9900.00'));
  getRuntime().singleton('api:user', () => ({ userInfo }));
  getRuntime().setToken('tok');
  session().user = user('10000.00');
});
afterEach(() => vi.useRealTimers());

describe('balance refresh', () => {
  it('asked three times at once (bet placed, status decided, cash-out): one fetch, and the new balance shows', async () => {
    refreshBalance();
    refreshBalance();
    refreshBalance();
    await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_DELAY_MS - 1);
    expect(userInfo).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(session().user?.balances[0].balance).toBe('9900.00'));
    expect(userInfo).toHaveBeenCalledTimes(1);
    refreshBalance();
    await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_DELAY_MS);
    await vi.waitFor(() => expect(userInfo).toHaveBeenCalledTimes(2));
  });

  it('drops an answer that arrives after a logout, and asks nothing without a token', async () => {
    let answer: (u: User) => void = () => {};
    userInfo.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    refreshBalance();
    await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_DELAY_MS);
    await vi.waitFor(() => expect(userInfo).toHaveBeenCalledTimes(1));
    getRuntime().setToken(null);
    answer(user('1.00'));
    await vi.advanceTimersByTimeAsync(0);
    expect(session().user?.balances[0].balance).not.toBe('1.00');
    refreshBalance();
    await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_DELAY_MS * 2);
    expect(userInfo).toHaveBeenCalledTimes(1);
  });

  it('asks again every 20 s while an element is connected (a settlement has no push), and stops with the last one', async () => {
    const element = new EventTarget() as Element; // events the runtime sends meanwhile (game-jump) land here
    getRuntime().lifecycle.acquire(element);
    pollBalance();
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS - 1);
    expect(userInfo).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1 + BALANCE_REFRESH_DELAY_MS);
    expect(userInfo).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    expect(userInfo).toHaveBeenCalledTimes(2);
    getRuntime().lifecycle.release(element);
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 3);
    expect(userInfo).toHaveBeenCalledTimes(2);
  });
});
