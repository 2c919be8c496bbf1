/// <reference types="mocha" />
// <sport-goal-notify> alone on a page, in real Chromium against the reference server: a forced goal shows
// a notice with names, scores (leader highlighted), label, time and close; the one-time push alert; the
// live region; the 300 ms fade on close; the old UI's single popup; and open-goal-notify.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { API, post, pushReady, until } from './support';

localStorage.clear();
await import('/dist/sport-widgets.js' as string);

/** Live football matches (a goal on each is a fresh event). */
async function liveFootball(): Promise<{ id: string; ts: { na: string }[] }[]> {
  const page = await post<{ records: { id: string; ms: number; ts: { na: string }[] }[] }>('/v1/match/getList', {
    current: 1,
    size: 50,
    sportId: 1,
    playType: 'rolling',
  });
  return page.records.filter((m) => m.ms === 5);
}

const q = (el: HTMLElement, selector: string) => el.shadowRoot?.querySelector<HTMLElement>(selector) ?? null;
const all = (el: HTMLElement, selector: string) => [...(el.shadowRoot?.querySelectorAll<HTMLElement>(selector) ?? [])];

/** The page's session mirror the goal notifications read (a runtime singleton), so the test can switch the UI version. */
type SessionViewAtom = { get(): { uiVersion: 'old' | '2.2' }; set(value: object): void };
const sessionView = () =>
  (globalThis as unknown as Record<symbol, { singleton<T>(key: string, create: () => T): T }>)[
    Symbol.for('sport-widgets.runtime')
  ].singleton('state:session-view', () => null as never) as SessionViewAtom;
const setUiVersion = (uiVersion: 'old' | '2.2') => sessionView().set({ ...sessionView().get(), uiVersion });

const el = document.createElement('sport-goal-notify');
el.setAttribute('lang', 'ENG');
el.setAttribute('api-base', API);
document.body.append(el);

describe('<sport-goal-notify>', () => {
  let matches: { id: string; ts: { na: string }[] }[];

  before(async () => {
    matches = await liveFootball();
    await customElements.whenDefined('sport-goal-notify');
    await until(() => !!q(el, '.sport-root [role="status"]'), 'live region');
    await pushReady(['goal']);
  });

  it('shows a forced goal with both names, scores (leader highlighted), the label, the time and a close button', async () => {
    const match = matches[0];
    await post('/demo/control', { action: 'goal', matchId: match.id, side: 'home' });
    await until(() => all(el, `.goal-notice[data-match-id="${match.id}"]`).length > 0, 'goal notice');
    const notice = all(el, `.goal-notice[data-match-id="${match.id}"]`).at(-1)!;
    expect(notice.textContent).to.contain(match.ts[0].na);
    expect(notice.textContent).to.contain(match.ts[1].na);
    expect(notice.querySelector('.goal-label')!.textContent).to.equal('Goal');
    expect(notice.querySelector('time')!.textContent).to.match(/^\d{2}-\d{2} \d{2}:\d{2}$/);
    const home = Number(notice.querySelector('.goal-score[data-side="home"]')!.textContent);
    const away = Number(notice.querySelector('.goal-score[data-side="away"]')!.textContent);
    const leading = notice.querySelector('.goal-score[data-leading]')?.getAttribute('data-side') ?? null;
    expect(leading).to.equal(home > away ? 'home' : home < away ? 'away' : null);
    expect(notice.querySelector('.goal-close')!.getAttribute('aria-label')).to.equal('Close notification');
    expect(q(el, '.goal-layer')!.matches(':popover-open')).to.equal(true);
  });

  it('announces the notice in the aria-live region, with the minute of play and the scorer', () => {
    const region = q(el, '.sport-root > [role="status"][aria-live="polite"]')!;
    expect(region.textContent).to.match(/^Goal: .+ \d+ – \d+ .+ \d+' · \S+ \S+/);
  });

  it('a notice opens its match: sport-navigate to /match-detail?matchId=… (issue 16)', async () => {
    const notice = all(el, '.goal-notice[data-match-id]').at(-1)!;
    const heard = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('sport-navigate', (e) => resolve(e as CustomEvent), { once: true }),
    );
    (notice.querySelector('.goal-line') as HTMLButtonElement).click();
    const { detail } = await heard;
    expect(detail).to.deep.equal({
      path: `/match-detail?matchId=${notice.dataset.matchId}`,
      element: 'sport-goal-notify',
    });
  });

  it('shows the push alert the first time inside the notices, not as a modal over the host page, and remembers it (issue 16)', async () => {
    const alert = q(el, '.goal-alert')!;
    expect(alert.closest('.goal-layer')).to.not.equal(null);
    expect(alert.textContent).to.contain('Goal alerts');
    expect(q(el, 'dialog')).to.equal(null);
    expect(localStorage.getItem('sport-widgets:push-alert-seen')).to.equal('1');
    (q(el, '.goal-alert-confirm') as HTMLButtonElement).click();
    await until(() => !q(el, '.goal-alert'), 'alert closed');
  });

  it('closing a notice fades it out and removes it after 300 ms', async () => {
    const notice = all(el, '.goal-notice').at(-1)!;
    (notice.querySelector('.goal-close') as HTMLButtonElement).click();
    await until(() => notice.hasAttribute('data-fading'), 'fading');
    await until(() => !notice.isConnected, 'removed', 1000);
  });

  it('the old UI shows a single popup: a second goal replaces the first', async () => {
    setUiVersion('old');
    await until(() => q(el, '.goal-layer')?.dataset.ui === 'old' || all(el, '.goal-notice').length === 0, 'old UI');
    await post('/demo/control', { action: 'goal', matchId: matches[0].id, side: 'away' });
    await post('/demo/control', { action: 'goal', matchId: (matches[1] ?? matches[0]).id, side: 'home' });
    await until(
      () => all(el, '.goal-notice').some((n) => n.dataset.matchId === (matches[1] ?? matches[0]).id),
      'second goal',
    );
    expect(all(el, '.goal-notice')).to.have.length(1);
    expect(q(el, '.goal-layer')!.dataset.ui).to.equal('old');
    setUiVersion('2.2');
  });

  it("open-goal-notify with a matchId shows that match's latest goal again", async () => {
    await until(() => all(el, '.goal-notice').length === 0, 'notices gone', 5000);
    document.dispatchEvent(
      new CustomEvent('open-goal-notify', { detail: { matchId: matches[0].id }, bubbles: true, composed: true }),
    );
    await until(() => all(el, '.goal-notice').length === 1, 'reopened notice');
    expect(all(el, '.goal-notice')[0].dataset.matchId).to.equal(matches[0].id);
  });

  it("a goal's notice names its scorer (issue 29: the reference server's goal push carries it)", async () => {
    const match = matches[0];
    await post('/demo/control', { action: 'goal', matchId: match.id, side: 'away' });
    await until(() => !!all(el, `.goal-notice[data-match-id="${match.id}"] .goal-scorer`).at(-1), 'scorer line');
    const scorer = all(el, `.goal-notice[data-match-id="${match.id}"] .goal-scorer`).at(-1)!;
    expect(scorer.textContent!.replace('⚽', '').trim()).to.match(/^\S+ \S+/);
  });

  /** Forces a goal and waits for its notice on screen (a notice stays 3 s). */
  const showNotice = async () => {
    await post('/demo/control', { action: 'goal', matchId: matches[0].id, side: 'home' });
    await until(() => all(el, '.goal-notice:not([data-fading])').length > 0, 'a notice on screen');
    return q(el, '.goal-layer')!;
  };

  it("by default (position auto) no notice covers the page's top 64 px; offset moves that line (issue 29)", async () => {
    el.setAttribute('offset', '120');
    let layer = await showNotice();
    await until(() => layer.getBoundingClientRect().top >= 120, 'the layer below a 120 px header');
    el.setAttribute('offset', '64');
    layer = await showNotice();
    expect(layer.dataset.position).to.equal('auto');
    await until(() => layer.getBoundingClientRect().top < 120, 'the layer back up to 64 px');
    expect(layer.getBoundingClientRect().top).to.be.at.least(64);
  });

  it('on a phone (390 × 844) the notices rise from the bottom, above the slip bar, clear of the top 64 px (issue 29)', async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      const layer = await showNotice();
      await until(() => layer.getBoundingClientRect().bottom <= 844 - 64, 'the layer above the slip bar');
      expect(layer.getBoundingClientRect().top).to.be.at.least(64);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('position="bottom-start" puts the notices in the bottom start corner, so the host\'s header stays in view (issue 16)', async () => {
    el.setAttribute('position', 'bottom-start');
    await until(() => q(el, '.goal-layer')?.dataset.position === 'bottom-start', 'position');
    const style = getComputedStyle(q(el, '.goal-layer')!);
    expect([style.bottom, style.left]).to.deep.equal(['16px', '16px']);
    el.removeAttribute('position');
  });
});
