/// <reference types="mocha" />
// The shipped bundle in real Chromium: lazy registration, attributes and properties, live language and
// theme, events, style isolation both ways, and a second bundle on the page.
import { expect } from '@esm-bundle/chai';
import { add, afterPendingTasks, API, until } from './support';

const TAGS = [
  'sport-match-list',
  'sport-match-detail',
  'sport-bet-slip',
  'sport-live-room',
  'sport-bet-history',
  'sport-goal-notify',
  'sport-app',
];
const readyEvents: string[] = [];
const historyLength = history.length;
const hostLocation = location.href;
document.addEventListener('sport-ready', (e) => readyEvents.push((e as CustomEvent).detail.version));

const hostStyle = document.createElement('style');
hostStyle.textContent =
  'h2 { color: rgb(255, 0, 0) !important; font-size: 40px; } p, a { color: rgb(255, 0, 0) !important; }';
document.head.append(hostStyle);
const hostHeading = document.createElement('h2');
hostHeading.id = 'host-heading';
hostHeading.textContent = 'host';
document.body.append(hostHeading);

localStorage.clear();
await import('/dist/sport-widgets.js' as string);
const host = window as unknown as { SportWidgets: { configure(o: object): Promise<void> } };
await host.SportWidgets.configure({ apiBase: API });

const rootOf = (el: HTMLElement) => el.shadowRoot?.querySelector('.sport-root') as HTMLElement | null;

describe('loader', () => {
  it('registers no tag before it appears in the page (lazy)', () => {
    for (const tag of TAGS) expect(customElements.get(tag), tag).to.equal(undefined);
  });

  it("holds each element's space before its code arrives and after (no layout shift); any host rule wins", async () => {
    const hostRule = document.createElement('style');
    hostRule.textContent = 'sport-bet-history.short { min-height: 10px }';
    document.head.append(hostRule);
    const history = add('<sport-bet-history lang="ENG"></sport-bet-history>');
    const short = add('<sport-bet-history class="short"></sport-bet-history>');
    const hidden = add('<sport-bet-history hidden></sport-bet-history>');
    const idle = add('<sport-goal-notify></sport-goal-notify>');
    try {
      expect(customElements.get('sport-bet-history'), 'not loaded yet').to.equal(undefined);
      const height = (el: HTMLElement) => el.getBoundingClientRect().height;
      expect([height(history), height(short), height(hidden), height(idle)]).to.deep.equal([320, 10, 0, 0]);
      await until(() => !!rootOf(history) && !!rootOf(idle), 'rendered');
      expect(height(history), 'the rendered element keeps its space').to.equal(320);
      expect(height(idle), 'an idle goal notifier takes no space').to.equal(0);
    } finally {
      for (const el of [history, short, hidden, idle]) el.remove();
      hostRule.remove();
    }
  });

  it('loads a tag inserted later by script and renders it in an open shadow root', async () => {
    const el = add('<sport-bet-slip lang="ENG"></sport-bet-slip>');
    await customElements.whenDefined('sport-bet-slip');
    await until(() => !!rootOf(el), 'root');
    expect(el.shadowRoot!.mode).to.equal('open');
    expect(customElements.get('sport-match-list')).to.equal(undefined);
    el.remove();
  });

  it('sends sport-ready to the document, bubbling and composed', async () => {
    await until(() => readyEvents.length > 0, 'sport-ready');
    expect(readyEvents[0]).to.match(/^\d+\.\d+\.\d+$/);
  });

  it('applies properties set before the element upgraded', async () => {
    const el = document.createElement('sport-match-detail') as HTMLElement & { matchId?: string };
    el.matchId = 'm-42';
    document.body.append(el);
    await customElements.whenDefined('sport-match-detail');
    await until(() => el.getAttribute('match-id') === 'm-42', 'match-id reflected');
    expect(Object.prototype.hasOwnProperty.call(el, 'matchId')).to.equal(false);
    el.remove();
  });

  it('reads a camelCase prop that React 19 or Vue wrote as an attribute before the tag was defined (matchid)', async () => {
    const el = document.createElement('sport-match-detail') as HTMLElement & { matchId?: string };
    el.setAttribute('matchId', 'm-43'); // HTML lowercases it to matchid, as a framework's first render leaves it
    document.body.append(el);
    await customElements.whenDefined('sport-match-detail');
    await until(() => el.matchId === 'm-43', 'matchId from the matchid attribute');
    el.remove();
  });

  it("keeps its screen and the page's push socket when moved (appendChild elsewhere 200 times)", async () => {
    const [a, b] = [add('<div></div>'), add('<div></div>')];
    const el = document.createElement('sport-match-list');
    el.setAttribute('lang', 'ENG');
    a.append(el);
    await until(() => !!el.shadowRoot?.querySelector('[role="tab"]'), 'tabs');
    const root = el.shadowRoot!.querySelector('.sport-root');
    const tab = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]')].find(
      (t) => t.getAttribute('aria-selected') !== 'true',
    )!;
    tab.click();
    await until(() => tab.getAttribute('aria-selected') === 'true', 'another tab selected');
    const events: string[] = [];
    const onConnection = (e: Event) => events.push((e as CustomEvent).detail.state);
    document.addEventListener('sport-connection', onConnection);
    for (let i = 0; i < 200; i += 1) (i % 2 ? a : b).append(el);
    await afterPendingTasks(); // a disconnect releases the element in a microtask: had any move released it, it has by now
    document.removeEventListener('sport-connection', onConnection);
    expect(el.shadowRoot!.querySelector('.sport-root')).to.equal(root); // the same React tree, not a remount
    expect(tab.getAttribute('aria-selected')).to.equal('true');
    expect(events).to.deep.equal([]); // no socket closed or reopened
    a.remove();
    b.remove();
  });

  it('warns once in the console for a value it does not understand (theme="Dark"), and ignores it', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const one = add('<sport-goal-notify theme="Dark"></sport-goal-notify>');
      const two = add('<sport-goal-notify theme="Dark"></sport-goal-notify>');
      await customElements.whenDefined('sport-goal-notify');
      await until(() => warnings.some((w) => w.includes('theme="Dark"')), 'the warning');
      await until(() => !!one.shadowRoot?.firstChild && !!two.shadowRoot?.firstChild, 'both elements rendered');
      expect(warnings.filter((w) => w.includes('theme="Dark"'))).to.have.length(1);
      one.remove();
      two.remove();
    } finally {
      console.warn = warn;
    }
  });
});

describe('configuration through attributes', () => {
  it('switches language live, and SAU renders right to left', async () => {
    const el = add('<sport-bet-history lang="ENG"></sport-bet-history>');
    const text = () => rootOf(el)?.textContent ?? '';
    await until(() => rootOf(el)?.lang === 'en' && text().length > 0 && text() !== '…', 'English');
    const english = text();
    el.setAttribute('lang', 'SAU');
    await until(() => rootOf(el)?.dir === 'rtl' && rootOf(el)?.lang === 'ar' && text() !== english, 'Arabic');
    el.setAttribute('lang', 'ENG');
    await until(() => rootOf(el)?.dir === 'ltr' && text() === english, 'English again');
    el.remove();
  });

  it('reads a bare boolean attribute as true and its removal as unset', async () => {
    const el = add('<sport-match-detail follow-start-sport></sport-match-detail>') as HTMLElement & {
      followStartSport?: boolean;
    };
    await customElements.whenDefined('sport-match-detail');
    expect(el.followStartSport).to.equal(true);
    el.removeAttribute('follow-start-sport');
    expect(el.followStartSport).to.equal(undefined);
    el.remove();
  });

  it('switches theme live', async () => {
    const el = add('<sport-goal-notify theme="dark" lang="ENG"></sport-goal-notify>');
    await until(() => el.dataset.sportTheme === 'dark', 'dark');
    el.setAttribute('theme', 'light');
    await until(() => el.dataset.sportTheme === 'light', 'light');
    el.remove();
  });

  it('theme="auto" follows the reader\'s colour scheme, and a data-theme the host set stays its own', async () => {
    const el = add('<sport-goal-notify theme="auto" data-theme="brand" lang="ENG"></sport-goal-notify>');
    await until(() => el.dataset.sportTheme === 'auto', 'auto');
    expect(getComputedStyle(el).colorScheme).to.equal('light dark');
    expect(el.dataset.theme).to.equal('brand');
    el.setAttribute('theme', 'dark');
    await until(() => getComputedStyle(el).colorScheme === 'dark', 'dark scheme');
    // The dark half of each light-dark() token: the background of the dark theme.
    const root = el.shadowRoot!.querySelector('.sport-root')!;
    expect(getComputedStyle(root).backgroundColor).to.equal('rgb(16, 21, 28)');
    el.remove();
  });

  it('keeps the token out of attributes: a token attribute is read, then removed without logging out; an empty one logs out', async () => {
    const el = add('<sport-live-room></sport-live-room>') as HTMLElement & { token: string | null };
    await customElements.whenDefined('sport-live-room');
    el.token = 'secret-1';
    expect(el.hasAttribute('token')).to.equal(false);
    expect(localStorage.getItem('st-auth')).to.equal('secret-1');
    el.setAttribute('token', 'secret-2');
    expect(el.hasAttribute('token')).to.equal(false);
    expect(el.outerHTML.includes('secret-2')).to.equal(false);
    expect(el.token).to.equal('secret-2');
    el.setAttribute('token', '');
    expect(el.token).to.equal(null);
    expect(localStorage.getItem('st-auth')).to.equal(null);
    el.remove();
  });

  it('a token written in the markup is read as the element upgrades and is gone from the DOM after', async () => {
    const el = add('<sport-bet-slip token="markup-secret"></sport-bet-slip>') as HTMLElement & { token: string | null };
    await customElements.whenDefined('sport-bet-slip');
    expect(el.token).to.equal('markup-secret');
    expect(el.hasAttribute('token')).to.equal(false);
    expect(document.body.innerHTML.includes('markup-secret')).to.equal(false);
    el.token = null;
    el.remove();
  });
});

describe('isolation', () => {
  it('host CSS does not reach inside, and ours does not leak out', async () => {
    const el = add('<sport-app lang="ENG"></sport-app>');
    const link = () => el.shadowRoot?.querySelector('.app-nav a');
    await until(() => !!link(), 'app navigation');
    expect(getComputedStyle(link()!).color).not.to.equal('rgb(255, 0, 0)');
    expect(getComputedStyle(document.getElementById('host-heading')!).fontSize).to.equal('40px');
    expect(document.querySelectorAll('style').length).to.equal(1);
    el.remove();
  });

  it('a second copy of the bundle on the page does not throw and keeps one runtime', async () => {
    const runtimeKey = Symbol.for('sport-widgets.runtime');
    const before = (globalThis as Record<symbol, unknown>)[runtimeKey];
    await import('/dist/sport-widgets.js?copy=2' as string);
    const el = add('<sport-match-list lang="ENG"></sport-match-list>');
    await customElements.whenDefined('sport-match-list');
    expect((globalThis as Record<symbol, unknown>)[runtimeKey]).to.equal(before);
    el.remove();
  });

  it('the host i18next global and history are untouched', () => {
    expect((window as unknown as { i18next?: unknown }).i18next).to.equal(undefined);
    expect(history.length).to.equal(historyLength);
    expect(location.href).to.equal(hostLocation);
  });
});
