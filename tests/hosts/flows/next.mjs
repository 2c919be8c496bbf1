// The Next.js page (next/, built with `next build` and served with `next start` by nextHost.mjs; issue 31 item 1):
// - the server's HTML holds the tags with their attributes (a server component wrote them), and a client component
//   importing 'sport-widgets' at its top did not break the build or the server render;
// - they upgrade in the browser and React hydrates the page with no error or warning in the console;
// - the API base only on the later <sport-bet-slip> reaches the bare list before it: no request to the page's
//   origin;
// - under the layout's `* { all: revert }` reset the list renders dark at its own 14 px;
// - a listener on each element, added by the client component once hydrated, hears its own sport-slip-change.
import {
  check,
  checkConsole,
  checkRenders,
  checkThemeUnderReset,
  clickFirstPrice,
  openHostPage,
  requestsToPageOrigin,
} from '../checks.mjs';

export async function nextPage(browser, { next, api }) {
  const label = 'Next.js page';
  const site = (await next).url;
  let toPageOrigin = [];
  const host = await openHostPage(browser, `${site}/?api=${encodeURIComponent(api)}`, {
    watch: (page) => (toPageOrigin = requestsToPageOrigin(page, site)),
  });
  const { page, within } = host;

  const html = await host.response.text();
  check(
    host.response.status() === 200 &&
      html.includes('<sport-match-list sport="football" lang="ENG" theme="dark"></sport-match-list>') &&
      html.includes(`<sport-bet-slip api-base="${api}"></sport-bet-slip>`),
    `${label}: \`next build\` passes with \`import 'sport-widgets'\` atop a 'use client' component, and \`next start\`'s HTML holds the server component's tags with their attributes`,
  );
  await checkRenders(host, label);
  const hydrated = await within(() => window.hosts?.hydrated === true);
  check(
    hydrated && toPageOrigin.length === 0,
    `${label}: the page hydrates, and api-base on the later <sport-bet-slip> reaches the bare list before it: no request to the page's origin (${toPageOrigin.join(', ') || 'none'})`,
  );
  await checkThemeUnderReset(host, label);

  const clicked = await clickFirstPrice(page);
  const tags = ['sport-match-list', 'sport-bet-slip'];
  const heardAll = await within(
    (names) => names.every((tag) => window.hosts.heard[tag].includes('sport-slip-change:1')),
    tags,
    10_000,
  );
  const heard = await page.evaluate(() => window.hosts.heard);
  check(
    clicked && heardAll && heard.document.filter((e) => e === 'sport-slip-change:1').length === 1,
    `${label}: a listener on each element hears its own sport-slip-change, and document hears the pick once (${JSON.stringify(heard)})`,
  );

  // React reports a hydration mismatch as a console error: none.
  checkConsole(host, label);
  await page.close();
}
