// The moves page (pages/moves.html): a list whose Basketball tab the user picked is moved 200 times between two
// containers and a second list is inserted and removed 200 times; the list keeps its screen and the page its socket.
import {
  check,
  checkCleanup,
  checkConsole,
  checkLanguageSwitch,
  checkPickReachesSlip,
  checkPropBeforeUpgrade,
  checkRenders,
  openHostPage,
} from '../checks.mjs';

const BASKETBALL = '篮球'; // the tab's label in the page's default language (CMN)

export async function movesPage(browser, { site, api, match }) {
  const host = await openHostPage(browser, `${site}/moves.html?api=${encodeURIComponent(api)}&match=${match.id}`);
  const { page, within } = host;
  const label = 'moves page';
  await checkRenders(host, label);
  await checkPropBeforeUpgrade(host, label, match);

  const tab = page.locator('#left sport-match-list').getByRole('tab', { name: BASKETBALL, exact: true });
  const tabId = await tab.click().then(
    () => tab.getAttribute('id'),
    () => null,
  );
  await within(
    (id) => document.querySelector('sport-match-list').shadowRoot.getElementById(id)?.ariaSelected === 'true',
    tabId,
  );
  await page.evaluate(() => (window.screenBefore = document.querySelector('sport-match-list').shadowRoot.firstChild));
  const before = await page.evaluate(() => window.leftBehind());
  await page.evaluate(() => window.hosts.moveAround());
  // A move's disconnect releases the element in a microtask: any release the moves caused has run after one task.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  const after = await page.evaluate(() => window.leftBehind());
  const state = await page.evaluate((id) => {
    const root = document.querySelector('sport-match-list').shadowRoot;
    return {
      selected: root.getElementById(id)?.ariaSelected === 'true',
      sameScreen: root.firstChild === window.screenBefore,
      lists: document.querySelectorAll('sport-match-list').length,
    };
  }, tabId);
  const rows = await within(
    () => !!document.querySelector('sport-match-list').shadowRoot.querySelector('[data-match-id]'),
    undefined,
    5000,
  );
  check(
    state.selected && state.sameScreen && state.lists === 1 && rows,
    `${label}: moved 200 times and beside 200 inserted and removed lists, the list keeps its screen, the Basketball tab and its rows (${JSON.stringify(state)})`,
  );
  check(
    before.constructed > 0 && after.constructed === before.constructed && after.sockets === before.sockets,
    `${label}: the moves open no new WebSocket (constructed before ${before.constructed}, after ${after.constructed})`,
  );

  // A real event after the moves: logged out, the favourite star asks the host for a login.
  await page
    .locator('sport-match-list [part~="favourite"], sport-match-list .sport-star')
    .first()
    .click()
    .catch(() => {}); // the check below says what is missing
  check(
    await within(() => window.hosts.heard.includes('sport-login-required:favourite')),
    `${label}: the host hears the moved list's sport-login-required through SportWidgets.on`,
  );

  await checkPickReachesSlip(host, label);
  await checkLanguageSwitch(host, label);
  check(
    await within((id) => {
      const selected = document.querySelector('sport-match-list').shadowRoot.getElementById(id);
      return selected?.ariaSelected === 'true' && selected.textContent === 'Basketball';
    }, tabId),
    `${label}: after the switch the selected tab reads Basketball`,
  );
  await checkCleanup(host, label);
  checkConsole(host, label);
  await page.close();
}
