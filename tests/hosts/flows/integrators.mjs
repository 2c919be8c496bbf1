// The integrators page (pages/integrators.html, issue 31): what an operator's CMS page does to the widgets.
// - A global `* { all: revert }` reset and a 10 px root font: a list asked for theme="dark" renders dark, at its own
//   14 px and font (item 3).
// - The API base only on a later tag, no configure(): the bare list, whose code arrives first (the history's
//   definition is held until the list has rendered), sends nothing to the page's own origin (item 4).
// - A listener on each element hears its own events: sport-ready on each, sport-slip-change on each after a pick,
//   and document hears the change once (item 2).
// - An Angular-like ShadowDom view: the <sport-bet-history> in its shadow root holds its reserved 320 px before its
//   code arrives (item 5).
import { check, checkConsole, checkRenders, checkThemeUnderReset, clickFirstPrice, openHostPage } from '../checks.mjs';

// Runs in the page first: <sport-bet-history>'s definition waits for window.releaseHistory() (its chunk "arrives
// late"), so the list upgrades and sends its first requests while the history's api-base is still only markup.
const HOLD_HISTORY = () => {
  const define = customElements.define.bind(customElements);
  let release;
  const held = new Promise((resolve) => (release = resolve));
  window.releaseHistory = release;
  customElements.define = (name, ...rest) =>
    name === 'sport-bet-history' ? void held.then(() => define(name, ...rest)) : define(name, ...rest);
};

export async function integratorsPage(browser, { site, api }) {
  const label = 'integrators page';
  const host = await openHostPage(browser, `${site}/integrators.html?api=${encodeURIComponent(api)}`, {
    setup: HOLD_HISTORY,
  });
  const { page, within } = host;
  const siteOrigin = new URL(site).origin;
  // Every request to the page's own origin that is not one of its files (an API call or a socket of ours).
  const toPageOrigin = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === siteOrigin && !/\.\w+$/.test(url.pathname) && url.pathname !== '/') toPageOrigin.push(r.url());
  });
  page.on('websocket', (ws) => new URL(ws.url()).host === new URL(site).host && toPageOrigin.push(ws.url()));

  await checkRenders(host, label);
  check(
    toPageOrigin.length === 0 && (await page.evaluate(() => !customElements.get('sport-bet-history'))),
    `${label}: api-base on a later, not yet defined <sport-bet-history> reaches the bare list that upgraded first: no request to the page's origin (${toPageOrigin.join(', ') || 'none'})`,
  );

  // Item 3.
  await checkThemeUnderReset(host, label);

  // Item 5: an Angular-like ShadowDom view inserted now; its history's code is still held.
  await page.evaluate(() => window.hosts.insertShadowView());
  const reserved = await within(
    () =>
      document.querySelector('ng-shadow-view').shadowRoot.querySelector('sport-bet-history').getBoundingClientRect()
        .height === 320,
    undefined,
    5000,
  );
  const height = await page.evaluate(
    () =>
      document.querySelector('ng-shadow-view').shadowRoot.querySelector('sport-bet-history').getBoundingClientRect()
        .height,
  );
  check(
    reserved && (await page.evaluate(() => !customElements.get('sport-bet-history'))),
    `${label}: a <sport-bet-history> in a host's shadow root (an Angular ShadowDom view) holds its reserved space before its code arrives (${height} px)`,
  );
  await page.evaluate(() => window.releaseHistory());
  check(
    await within(() =>
      [
        ...document.querySelectorAll('sport-bet-history'),
        document.querySelector('ng-shadow-view').shadowRoot.firstChild,
      ].every((h) => !!h.shadowRoot?.querySelector('.sport-root')),
    ),
    `${label}: the held <sport-bet-history> tags upgrade once their code arrives`,
  );

  // Item 2: each element's own listener; a pick in the list.
  const clicked = await clickFirstPrice(page);
  const tags = ['sport-match-list', 'sport-bet-slip', 'sport-bet-history'];
  const heardAll = await within(
    (names) =>
      names.every(
        (tag) =>
          window.hosts.heard[tag].includes('sport-ready') && window.hosts.heard[tag].includes('sport-slip-change:1'),
      ),
    tags,
    10_000,
  );
  const heard = await page.evaluate(() => window.hosts.heard);
  const once = (name) => heard.document.filter((e) => e === name).length === 1;
  check(
    clicked && heardAll && once('sport-slip-change:1'),
    `${label}: a listener on each element hears its own sport-ready and sport-slip-change, and document hears the pick once (${JSON.stringify(heard)})`,
  );

  checkConsole(host, label);
  await page.close();
}
