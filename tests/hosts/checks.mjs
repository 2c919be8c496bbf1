// The hosts tier's report (one ✔/✖ line per check) and the checks every host page shares: rendering, a prop set
// before upgrade, a pick reaching the slip with its event, a live language switch, cleanup after the last element
// leaves, and what the console and the page's policy saw. A page is opened through openHostPage, which counts
// sockets, intervals and policy violations from before any script of the page runs.

/** The messages of the checks that failed. */
export const failures = [];

/** Prints one line for a check and remembers a failure. */
export function check(ok, message) {
  console.log(`${ok ? '✔' : '✖'} ${message}`);
  if (!ok) failures.push(message);
}

// Runs in the page before its own scripts (an init script, so also under the CSP page's policy).
const INSTRUMENT = () => {
  const sockets = new Set();
  const Native = WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      sockets.add(this);
    }
  };
  const intervals = new Set();
  const setInterval = window.setInterval;
  const clearInterval = window.clearInterval;
  window.setInterval = (...args) => {
    const id = setInterval(...args);
    intervals.add(id);
    return id;
  };
  window.clearInterval = (id) => {
    intervals.delete(id);
    clearInterval(id);
  };
  // Requests of the page in flight, from their start until their body has arrived.
  let requests = 0;
  const nativeFetch = window.fetch.bind(window);
  window.fetch = async (...args) => {
    requests += 1;
    try {
      const response = await nativeFetch(...args);
      await response
        .clone()
        .arrayBuffer()
        .catch(() => undefined);
      return response;
    } finally {
      requests -= 1;
    }
  };
  /** Resolves once no request has been in flight for three animation frames in a row. */
  window.quiet = async () => {
    for (let frames = 0; frames < 3;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      frames = requests === 0 ? frames + 1 : 0;
    }
    return true;
  };
  window.leftBehind = () => ({
    constructed: sockets.size,
    sockets: [...sockets].filter((s) => s.readyState < WebSocket.CLOSING).length,
    intervals: intervals.size,
    runtimeTimers: globalThis[Symbol.for('sport-widgets.runtime')]?.lifecycle.timerCount() ?? -1,
  });
  window.violations = [];
  document.addEventListener('securitypolicyviolation', (e) =>
    window.violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
  );
  /** Every element matching `selector` in the document and in every open shadow root (a Lit host's). */
  window.deepAll = (selector) => {
    const found = [];
    const visit = (root) => {
      found.push(...root.querySelectorAll(selector));
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
    };
    visit(document);
    return found;
  };
};

/**
 * Opens `url` in a new page of `browser`, instrumented (and `setup`, a page's own init script, when given; `watch`
 * called with the page before it navigates); resolves { page, response, errors, warnings, within(fn, arg, ms) }.
 * `within` polls fn in the page (plain evaluate calls, which a strict policy does not block) until it is true.
 */
export async function openHostPage(browser, url, { setup, watch } = {}) {
  const page = await browser.newPage();
  page.setDefaultTimeout(20_000);
  const errors = [];
  const warnings = [];
  page.on('console', (m) => (m.type() === 'error' ? errors : m.type() === 'warning' ? warnings : []).push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
  await page.addInitScript(INSTRUMENT);
  if (setup) await page.addInitScript(setup);
  watch?.(page);
  const response = await page.goto(url);
  const within = async (fn, arg, ms = 20_000) => {
    for (const end = Date.now() + ms; Date.now() < end; await page.waitForTimeout(100)) {
      if (await page.evaluate(fn, arg).catch(() => false)) return true;
    }
    return false;
  };
  return { page, response, errors, warnings, within };
}

/** Every `<sport-match-list>` shows the server's matches and every `<sport-bet-slip>` its panel. */
export async function checkRenders(host, label) {
  const rendered = await host.within(() => {
    const lists = window.deepAll('sport-match-list');
    const slips = window.deepAll('sport-bet-slip');
    return (
      lists.length > 0 &&
      lists.every((l) => l.shadowRoot?.querySelector('[data-match-id]')) &&
      slips.every((s) => s.shadowRoot?.querySelector('.slip-panel, .slip-empty, .sport-state'))
    );
  });
  check(rendered, `${label}: the list renders the reference server's matches and the slip its panel`);
}

/** The page set a `<sport-match-detail>`'s matchId property before its tag was defined; the detail shows it. */
export async function checkPropBeforeUpgrade(host, label, match) {
  const shown = await host.within(
    ({ id, home }) => {
      const detail = document.querySelector('sport-match-detail');
      return detail?.matchId === id && !!detail.shadowRoot?.textContent.includes(home);
    },
    { id: match.id, home: match.home },
  );
  const before = await host.page.evaluate(() => window.hosts.propSetBeforeDefine);
  check(
    before && shown,
    `${label}: a matchId property set before <sport-match-detail> was defined is applied (it shows ${match.home})`,
  );
}

/** Clicks the list's first open price (a real click); resolves whether it could. */
export function clickFirstPrice(page) {
  return page
    .locator('sport-match-list .sport-odds:not([disabled])')
    .first()
    .click({ timeout: 20_000 })
    .then(
      () => true,
      () => false,
    );
}

/** A real click on an odds button of the list puts the pick in the slip, and the host hears sport-slip-change. */
export async function checkPickReachesSlip(host, label) {
  const clicked = await clickFirstPrice(host.page);
  const inSlip = await host.within(() =>
    window.deepAll('sport-bet-slip').some((s) => s.shadowRoot?.querySelector('.slip-leg')),
  );
  const heard = await host.within(() => window.hosts.heard.includes('sport-slip-change:1'), undefined, 5000);
  check(
    clicked && inSlip && heard,
    `${label}: a pick in the list reaches the slip, and the host hears sport-slip-change`,
  );
}

/** lang="ENG" set on one list relabels every element of the page (each widget's root, the lists' sport tabs). */
export async function checkLanguageSwitch(host, label) {
  const tabs = () =>
    window.deepAll('sport-match-list').map((l) => l.shadowRoot.querySelector('[role="tablist"]')?.textContent ?? '');
  const before = await host.page.evaluate(tabs);
  await host.page.evaluate(() => window.deepAll('sport-match-list')[0].setAttribute('lang', 'ENG'));
  const switched = await host.within(() => {
    const widgets = window.deepAll('*').filter((el) => el.localName.startsWith('sport-'));
    const roots = widgets.map((el) => el.shadowRoot?.querySelector('.sport-root')).filter(Boolean);
    const lists = window.deepAll('sport-match-list');
    return (
      roots.length > 0 &&
      roots.every((root) => root.lang === 'en') &&
      lists.every((l) => /Football/.test(l.shadowRoot.querySelector('[role="tablist"]')?.textContent ?? ''))
    );
  });
  check(
    switched && before.every((text) => !/Football/.test(text)),
    `${label}: lang="ENG" set on one element relabels every element without a reload (before: "${before[0]?.slice(0, 40)}")`,
  );
}

/** With every element removed (window.hosts.unmountAll), no socket, interval or runtime timer of ours is left. */
export async function checkCleanup(host, label) {
  const busy = await host.page.evaluate(() => window.leftBehind());
  await host.page.evaluate(() => window.hosts.unmountAll());
  const idle = () => {
    const left = window.leftBehind();
    return left.sockets === 0 && left.intervals === 0 && left.runtimeTimers === 0;
  };
  await host.within(idle, undefined, 5000);
  // Nothing starts again once idle: every answer that was on its way when the last element left has arrived.
  await host.page.evaluate(() => window.quiet());
  const left = await host.page.evaluate(() => window.leftBehind());
  check(
    busy.sockets > 0 && (await host.page.evaluate(idle)),
    `${label}: after the last element leaves: 0 open sockets, 0 intervals, 0 runtime timers (while mounted ${JSON.stringify(busy)}, after ${JSON.stringify(left)})`,
  );
}

/** No console error, and no console warning but the one `expectedWarning` matches (exactly once) when given. */
export function checkConsole(host, label, expectedWarning) {
  const expected = expectedWarning ? host.warnings.filter((w) => expectedWarning.test(w)) : [];
  const other = host.warnings.filter((w) => !expected.includes(w));
  check(
    host.errors.length === 0 && other.length === 0 && expected.length === (expectedWarning ? 1 : 0),
    `${label}: no console error${expectedWarning ? `, exactly one warning ${expectedWarning}` : ' or warning'} (errors: ${host.errors.join(' | ') || 'none'}; warnings: ${host.warnings.join(' | ') || 'none'})`,
  );
}

/**
 * The page has a global `* { all: revert }` reset and a 10 px root font (issue 31 item 3): the reset hits the first
 * `<sport-match-list theme="dark">` (its own font size and color-scheme are the page's), not the widget inside,
 * which renders dark at its own 14 px and font.
 */
export async function checkThemeUnderReset(host, label) {
  const look = await host.page.evaluate(() => {
    const list = document.querySelector('sport-match-list');
    const root = getComputedStyle(list.shadowRoot.querySelector('.sport-root'));
    const odds = list.shadowRoot.querySelector('.sport-odds');
    const style = getComputedStyle(list);
    return {
      host: `${style.fontSize} ${style.colorScheme}`,
      background: root.backgroundColor,
      fontSize: root.fontSize,
      oddsFontFamily: odds && getComputedStyle(odds).fontFamily,
      oddsBackground: odds && getComputedStyle(odds).backgroundColor,
    };
  });
  check(
    look.host === '10px normal' &&
      look.background === 'rgb(16, 21, 28)' &&
      look.fontSize === '14px' &&
      !/Georgia/.test(look.oddsFontFamily ?? 'Georgia'),
    `${label}: under a page's \`* { all: revert }\` and 10 px root font, theme="dark" renders dark at the widget's 14 px and font (${JSON.stringify(look)})`,
  );
}

/**
 * Collects, from before `page` navigates, every request to the origin of `site` that is not one of the page's
 * files (an API call or a socket of ours that missed its api-base); returns the list it fills.
 */
export function requestsToPageOrigin(page, site) {
  const { origin, host } = new URL(site);
  const seen = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === origin && !/\.\w+$/.test(url.pathname) && url.pathname !== '/') seen.push(r.url());
  });
  page.on('websocket', (ws) => new URL(ws.url()).host === host && seen.push(ws.url()));
  return seen;
}
