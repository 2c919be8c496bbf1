/// <reference types="mocha" />
// <sport-bet-slip> from the built bundle in real Chromium against the reference server: legs from the shared
// slip, logged-out placing asks the host to log in and keeps the slip, stake messages, odds format applied
// live, and the mobile bottom sheet.
import { expect } from '@esm-bundle/chai';
import { add, API, loginToken, requestsSent, seedSlipWith, settled, until } from './support';

interface WireMatch {
  id: string;
  ms: number;
  lg: { na: string; sid: number };
  ts: { na: string }[];
  mg: { nm: string; mks: { id: string; au: number; ss: number; op: { nm: string; od: number; ty: string }[] }[] }[];
}

const list = await (
  await fetch(`${API}/v1/match/getList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ languageType: 'ENG', current: 1, size: 50 }),
  })
).json();
const match = (list.data.records as WireMatch[]).find((m) => m.ms === 4 && m.mg[0]?.mks[0]?.ss === 1)!;
// The shared slip as a match list click leaves it (restored by the slip store on first use).
seedSlipWith(match);

await import('/dist/sport-widgets.js' as string);

const el = add(`<sport-bet-slip lang="ENG" api-base="${API}"></sport-bet-slip>`);
const $ = (css: string) => el.shadowRoot?.querySelector(css) as HTMLElement | null;
const text = (css: string) => $(css)?.textContent ?? '';

describe('<sport-bet-slip>', () => {
  it('shows the leg from the shared slip: league, teams, pick and the live odds', async () => {
    await until(() => !!$('.slip-leg'), 'a leg');
    expect(text('.slip-league')).to.equal(match.lg.na);
    expect(text('.slip-teams')).to.equal(`${match.ts[0].na} - ${match.ts[1].na}`);
    await until(() => Number(text('.slip-odds')) > 1, 'odds');
  });

  it('logged out: placing asks the host to log in (sport-login-required) and keeps the slip', async () => {
    const reasons: string[] = [];
    el.addEventListener('sport-login-required', (e) => reasons.push((e as CustomEvent).detail.reason));
    // The live odds may move before the click; the button then accepts the change first, and a second click places.
    await until(() => {
      ($('.slip-place') as HTMLButtonElement).click();
      return reasons.length > 0;
    }, 'sport-login-required');
    expect(reasons[0]).to.equal('place-bet');
    expect(el.shadowRoot!.querySelectorAll('.slip-leg').length).to.equal(1);
  });

  it("logged in: a stake of 'abc' is kept out of the field, says digits only, and Place says please enter principal and places nothing (issue 28 item 2)", async () => {
    (el as unknown as { token: string }).token = await loginToken('demo');
    const input = $('.slip-stake input') as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, 'abc');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => text('.slip-stake .slip-error') === 'Digits and one “.” only', 'the stake message');
    expect(input.value).to.equal('');
    ($('.slip-place') as HTMLButtonElement).click();
    await settled('the click on Place bet handled');
    await until(() => text('.slip-stake .slip-error') === 'Please enter principal', 'the empty-stake message');
    expect($('.slip-receipt')).to.equal(null);
    expect(requestsSent().filter((url) => url.includes('/order/bet/'))).to.deep.equal([]);
  });

  it('the settings panel explains each odds format in a line, and Hong Kong leaves a 1X2 pick European (issue 15 item 11)', async () => {
    const european = text('.slip-odds');
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.slip-header button')]
      .find((b) => b.textContent === 'Settings')!
      .click();
    await until(() => !!$('dialog[open] .slip-choice'), 'the settings dialog');
    const hongKong = [...el.shadowRoot!.querySelectorAll('dialog[open] .slip-choice label')].find((l) =>
      l.textContent?.includes('Hong Kong odds'),
    )!;
    // The explanations arrive with the dialog's own namespace.
    await until(() => !!hongKong.querySelector('.slip-choice-hint')?.textContent, 'the one-line explanations');
    expect(hongKong.querySelector('.slip-choice-hint')!.textContent).to.contain('handicap and over/under');
    (hongKong.querySelector('input') as HTMLInputElement).click();
    await until(() => (hongKong.querySelector('input') as HTMLInputElement).checked, 'Hong Kong chosen');
    // A line-less price stays European (Hong Kong would be a full 1.00 lower; the simulation may nudge the price).
    await settled('the slip re-rendered in Hong Kong odds');
    expect(Math.abs(Number(text('.slip-odds')) - Number(european))).to.be.lessThan(0.5);
    ($('dialog[open] .slip-choice label input') as HTMLInputElement).click();
    ($('dialog[open] .sport-dialog-close') as HTMLButtonElement).click();
  });

  it('mobile: a bottom bar pinned to the viewport with the selection counter opens the slip as a modal bottom sheet', async () => {
    el.setAttribute('mode', 'mobile');
    await until(() => !!$('.slip-bar'), 'the bottom bar');
    expect(text('.slip-bar .slip-count')).to.equal('1');
    // Pinned to the viewport's bottom across its width, whatever the element's place in the page (issue 16).
    const bar = $('.slip-bar')!.getBoundingClientRect();
    expect([Math.round(bar.bottom), Math.round(bar.left), Math.round(bar.width)]).to.deep.equal([
      window.innerHeight,
      0,
      document.documentElement.clientWidth,
    ]);
    ($('.slip-bar-button') as HTMLButtonElement).click();
    await until(() => !!$('dialog[open][data-sheet] .slip-panel'), 'the sheet');
    expect($('dialog[open]')!.matches(':modal')).to.equal(true);
    expect($('dialog[open]')!.getAttribute('aria-labelledby')).to.be.a('string');
  });
});
