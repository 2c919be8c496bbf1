// The two-copies pages (pages/copies-*.html): the host build's copy and a pasted snippet of another version, in
// either order. The first copy to define a tag serves every tag; the other stays idle with one console warning.
import {
  checkCleanup,
  checkConsole,
  checkLanguageSwitch,
  checkPickReachesSlip,
  checkPropBeforeUpgrade,
  checkRenders,
  openHostPage,
} from '../checks.mjs';

export async function copiesPages(browser, { site, api, match }) {
  for (const order of ['snippet-first', 'host-first']) {
    const host = await openHostPage(
      browser,
      `${site}/copies-${order}.html?api=${encodeURIComponent(api)}&match=${match.id}`,
    );
    const label = `two copies, ${order}`;
    await checkRenders(host, label);
    await checkPropBeforeUpgrade(host, label, match);
    await checkPickReachesSlip(host, label);
    // host-first: the page pastes the snippet once its first tag is defined (its warning is checked at the end).
    await host.within(() => !!document.querySelector('script[data-snippet]'), undefined, 5000);
    await checkLanguageSwitch(host, label);
    await checkCleanup(host, label);
    checkConsole(host, label, /stays idle/);
    await host.page.close();
  }
}
