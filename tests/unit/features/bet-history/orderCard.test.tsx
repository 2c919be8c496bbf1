// @vitest-environment happy-dom
// The rendered order: outcome label and amount caption by status, the series label, odds in the user's
// format, the in-play mark, and a cash-out button enabled only by the spec §5 rule.
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OddsType } from '../../../../src/domain/enums';
import { BetResult, OrderStatus } from '../../../../src/domain/betEnums';
import type { BetOrder } from '../../../../src/domain/types';
import { OrderCard } from '../../../../src/features/bet-history/OrderCard';
import { getRuntime } from '../../../../src/runtime/runtime';
import { getI18n } from '../../../../src/runtime/language';
import { cashOutState } from '../../../../src/state/history/cashout';
import { historyState } from '../../../../src/state/history/lists';
import { fakeApi, freshRuntime, order, price } from '../../state/history/fixtures';

/** Waits until `check` passes (React commits asynchronously; the library build has no act()). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

let host: HTMLElement;

async function render(o: BetOrder): Promise<HTMLElement> {
  const i18n = await getI18n();
  await i18n.loadNamespaces(['history', 'notices']);
  createRoot(host).render(<OrderCard order={o} />);
  await until(() => !!host.querySelector('.history-outcome')?.textContent);
  return host;
}

beforeEach(() => {
  freshRuntime(fakeApi());
  getRuntime().configure({ lang: 'ENG', oddsFormat: OddsType.HongKong });
  host = document.createElement('div');
  document.body.append(host);
});

afterEach(() => host.remove());

describe('order card', () => {
  it('shows the max payout, and the exchange rate only for an order not in CNY (spec §3 Bet order maxPayoutAmount, exchangeRate)', async () => {
    const usd = await render(order({ currencyId: 'USD', maxPayoutAmount: '138888.00', exchangeRate: 7.2 }));
    expect(usd.querySelector('[data-field="max-payout"]')?.textContent).toBe('138888.00 USD');
    expect(usd.querySelector('[data-field="exchange-rate"]')?.textContent).toBe('1 USD = 7.2 CNY');
    host.remove();
    host = document.createElement('div');
    document.body.append(host);
    const cny = await render(order({ currencyId: 'CNY', maxPayoutAmount: '1000.00', exchangeRate: 1 }));
    expect(cny.querySelector('[data-field="max-payout"]')).not.toBeNull();
    expect(cny.querySelector('[data-field="exchange-rate"]')).toBeNull();
  });

  it("every amount of a card names the order's currency: stake, return, profit and max payout (the return read bare beside them)", async () => {
    const el = await render(
      order({
        currencyId: 'USD',
        orderStatus: OrderStatus.Settled,
        result: BetResult.Won,
        settledAmount: '250',
        maxPayoutAmount: '300',
      }),
    );
    const amounts = [...el.querySelectorAll('.history-amounts dd')].map((dd) => dd.textContent);
    expect(amounts.length).toBeGreaterThanOrEqual(4);
    for (const amount of amounts) expect(amount).toMatch(/^\d+\.\d{2} USD$/);
  });

  it('a resulted leg drops its in-play mark; an open bet without cash-out says it is not offered (issue 15 item 6)', async () => {
    const base = order();
    const el = await render(
      order({
        orderStatus: OrderStatus.Confirmed,
        allowSettleInAdvance: false,
        betType: 1,
        matchCount: 2,
        betCount: 3,
        seriesType: '2串1×3',
        options: [{ ...base.options[0], settledResult: BetResult.Won }],
      }),
    );
    expect(el.querySelector('.history-inplay')).toBeNull();
    expect(el.querySelector('[data-field="cash-out-none"]')?.textContent).toBe('Cash-out is not offered for this bet');
  });

  it('a won parlay shows Won, the settled return, the series label 2串1 ×3 named in English (2-fold ×3), and its legs in European odds though the user chose Hong Kong (issue 15 item 11)', async () => {
    const el = await render(
      order({
        orderStatus: OrderStatus.Settled,
        result: BetResult.Won,
        settledAmount: '250.0049',
        betType: 1,
        matchCount: 3,
        betCount: 3,
        seriesType: '2串1×3',
      }),
    );
    expect(el.querySelector('.history-outcome')?.textContent).toBe('Won');
    expect(el.querySelector('.history-kind')?.textContent).toBe('2-fold ×3');
    expect(el.querySelector('[data-field="amount"]')?.textContent).toBe('250.00');
    expect(el.textContent).toContain('Return');
    expect(el.querySelector('[data-field="odds"]')?.textContent).toBe('@2.00');
    expect(el.querySelector('.history-inplay')?.textContent).toBe('In-play');
  });

  it('an open order shows Confirmed with what it returns (To return), and its cash-out button follows the price', async () => {
    const o = order();
    historyState().orders.unsettled.items = [o];
    const el = await render(o);
    expect(el.querySelector('.history-outcome')?.textContent).toBe('Confirmed');
    expect(el.textContent).toContain('To return');
    const button = () => el.querySelector('.history-cashout-button') as HTMLButtonElement;
    expect(button().disabled).toBe(true);
    cashOutState().prices[o.id] = price(o.id, '150');
    await until(() => !button().disabled);
    expect(button().textContent).toBe('Cash out 150.00');
    cashOutState().busy[o.id] = 'sending';
    await until(() => button().disabled);
    expect(button().textContent).toBe('Cashing out…');
  });
});
