/// <reference types="mocha" />
// <sport-bet-history> in real Chromium against the reference server: the log-in prompt, a placed bet in
// the unsettled list with its labels and odds, a partial cash-out through the confirmation dialog, the
// error state with a retry, and the reserved tab.
import { expect } from '@esm-bundle/chai';
import { API, post, until } from './support';

await import('/dist/sport-widgets.js' as string);

type HistoryElement = HTMLElement & { token: string | null };

interface WireMatchRow {
  id: string;
  ms: number;
  mg?: { mks: { id: string; ss: number; op: { ty: string; od: number }[] }[] }[];
}

/** Places a single of `stake` on the favourite of an upcoming football match; resolves with the order id. */
async function placeBet(token: string, stake = '100'): Promise<string> {
  const page = await post<{ records: WireMatchRow[] }>(
    '/v1/match/getList',
    { current: 1, size: 50, sportId: 1 },
    token,
  );
  const match =
    page.records.find((m) => m.ms === 4 && m.mg?.[0]?.mks[0]?.ss === 1) ??
    page.records.find((m) => m.mg?.[0]?.mks[0]?.ss === 1)!;
  const market = match.mg![0].mks[0];
  const option = [...market.op].sort((a, b) => a.od - b.od)[0];
  const placed = await post<{ id: string }[]>(
    '/v1/order/bet/singlePass',
    {
      currencyId: 'CNY',
      singleBetList: [
        {
          clientRef: `bh-${Date.now()}-${Math.random()}`,
          unitStake: stake,
          oddsChange: 2,
          betOptionList: [{ marketId: market.id, odds: option.od, optionType: option.ty, oddsFormat: 1 }],
        },
      ],
    },
    token,
  );
  return placed[0].id;
}

const shadow = (el: HTMLElement) => el.shadowRoot!;
const text = (el: HTMLElement) => shadow(el).textContent ?? '';

function add(attrs: string): HistoryElement {
  const wrap = document.createElement('div');
  wrap.innerHTML = `<sport-bet-history lang="ENG" ${attrs}></sport-bet-history>`;
  const el = wrap.firstElementChild as HistoryElement;
  document.body.append(el);
  return el;
}

describe('<sport-bet-history>', () => {
  let token = '';

  before(async () => {
    token = (await post<{ token: string }>('/demo/login', { user: 'demo' })).token;
  });

  it('asks a logged-out user to log in: the button sends sport-login-required to the page', async () => {
    const el = add(`api-base="${API}"`);
    await customElements.whenDefined('sport-bet-history');
    el.token = null;
    await until(() => !!shadow(el).querySelector('.history-login button'), 'login prompt');
    let reason = '';
    document.addEventListener('sport-login-required', (e) => (reason = (e as CustomEvent).detail.reason), {
      once: true,
    });
    (shadow(el).querySelector('.history-login button') as HTMLButtonElement).click();
    expect(reason).to.equal('bet-history');
    el.remove();
  });

  it('shows a placed bet as unsettled with its outcome label and odds, then cashes out part of it through the dialog', async () => {
    const orderId = await placeBet(token);
    const el = add(`api-base="${API}" tab="unsettled"`);
    el.token = token;
    const card = () => shadow(el).querySelector(`article[aria-label$="${orderId}"]`) as HTMLElement | null;
    await until(() => !!card(), 'the placed order');
    expect(['Waiting', 'Confirmed']).to.include(card()!.querySelector('.history-outcome')!.textContent);
    expect(card()!.querySelector('[data-field="odds"]')!.textContent).to.match(/^@\d+\.\d{2}$/);
    const button = () => card()?.querySelector('.history-cashout-button') as HTMLButtonElement | null;
    await until(() => !!button() && !button()!.disabled, 'an enabled cash-out button', 15000);
    expect(card()!.querySelector('.history-outcome')!.textContent).to.equal('Confirmed');
    button()!.click();
    const input = () => shadow(el).querySelector('input[name="principal"]') as HTMLInputElement | null;
    await until(() => !!input(), 'the cash-out dialog');
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input()!, '40');
    input()!.dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => /Settle 40\.00 of the stake/.test(text(el)), 'the quote for 40.00');
    let cashedOut: { orderId: string; partial: boolean } | null = null;
    document.addEventListener('sport-cashed-out', (e) => (cashedOut = (e as CustomEvent).detail), { once: true });
    (shadow(el).querySelector('.history-cashout-form button[type="submit"]') as HTMLButtonElement).click();
    await until(() => cashedOut !== null, 'sport-cashed-out');
    expect(cashedOut!.orderId).to.equal(orderId);
    expect(cashedOut!.partial).to.equal(true);
    await until(
      () => card()?.querySelector('[data-field="remaining"]')?.textContent === '60.00',
      'remaining principal 60.00',
    );
    expect(card()!.querySelector('.history-records-button')!.textContent).to.equal('Cash-out details (1)');
    await until(() => /Partially cashed out/.test(text(el)), 'the partly settled notice');
    el.remove();
  });

  it('at 390 px the list has no box of its own: the page scrolls it, and it ends with its last bet (issue 29)', async () => {
    await placeBet(token, '10');
    const el = add(`api-base="${API}" tab="unsettled"`);
    el.style.cssText = 'display:block;width:390px';
    el.token = token;
    const scroller = () => shadow(el).querySelector('.history-scroll') as HTMLElement | null;
    await until(() => !!scroller()?.querySelector('article'), 'a bet in the list');
    const box = scroller()!;
    expect(getComputedStyle(box).overflowY, 'left unclipped, so the list follows the page').to.equal('visible');
    const last = box.lastElementChild!;
    const end = last.getBoundingClientRect().bottom + parseFloat(getComputedStyle(last).marginBlockEnd);
    expect(Math.round(box.getBoundingClientRect().bottom - end), 'blank under the last bet (px)').to.equal(0);
    el.remove();
  });

  it('shows an error with a retry when the bet list fails, and the list after the retry', async () => {
    const el = add(`api-base="${API}/unreachable"`);
    el.token = token;
    await until(() => !!shadow(el).querySelector('.sport-state[data-kind="error"] button'), 'error state');
    el.setAttribute('api-base', API);
    (shadow(el).querySelector('.sport-state[data-kind="error"] button') as HTMLButtonElement).click();
    await until(() => !!shadow(el).querySelector('article.history-order'), 'orders after the retry');
    el.remove();
  });

  it('selects the reserved tab from the tab attribute and offers the failed-reservations toggle', async () => {
    const el = add(`api-base="${API}" tab="reserved"`);
    el.token = token;
    await until(() => !!shadow(el).querySelector('input[role="switch"]'), 'failed toggle');
    const selected = shadow(el).querySelector('[role="tab"][aria-selected="true"]');
    expect(selected!.textContent).to.equal('Reserved');
    await until(() => /No reserved bets/.test(text(el)), 'the empty reserved list');
    el.remove();
  });
});
