// `npm run screens`: screenshots of the main screens for a person to look at (never a test). Starts the reference
// server, opens <sport-app> (demo/public/app.html) logged in as the demo user, and shoots the match list, a match's
// detail, the slip with a pick, the bet history (with the bet the slip step then placed) and a live room, at each
// width, in each language and engine.
//   npm run screens -- --engines chromium,firefox,webkit --langs CMN,ENG,SAU --widths 390,1280 --out /tmp/screens
//   (--screens list,detail,slip,history,room shoots some of them only)
// Needs `npm run build` first. Firefox and WebKit are driven as the engines tier drives them (tests/engines/).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/support/chromiumArgs.mjs';
import { startReferenceServer } from '../tests/support/referenceServer.mjs';
import { launchFirefox } from '../tests/engines/firefox.mjs';
import { launchWebKit } from '../tests/engines/webkit.mjs';
import { startProxy } from '../tests/engines/proxy.mjs';

const { values } = parseArgs({
  options: {
    engines: { type: 'string', default: 'chromium' },
    langs: { type: 'string', default: 'CMN,ENG,SAU' },
    widths: { type: 'string', default: '390,1280' },
    screens: { type: 'string', default: 'list,detail,slip,history,room' },
    out: { type: 'string', default: '/tmp/screens' },
  },
});
const list = (s) => s.split(',').filter(Boolean);
const wanted = list(values.screens);
const HEIGHT = { 390: 844, 1280: 900 };
const SETTLE_MS = 1500;
/** How long a screen may take to show what it is shot for (a cold first page in a busy engine is slow). */
const READY_LIMIT_MS = 20_000;

/**
 * Finds, through open shadow roots, the first element matching `selector` that is drawn (a kept, hidden screen's
 * copy is skipped), and clicks it (in the page).
 */
function deepClick(selector) {
  const walk = (root) => {
    for (const hit of root.querySelectorAll(selector)) if (hit.getClientRects().length > 0) return hit;
    for (const el of root.querySelectorAll('*')) {
      const found = el.shadowRoot && walk(el.shadowRoot);
      if (found) return found;
    }
    return null;
  };
  const el = walk(document);
  el?.click();
  return Boolean(el);
}

/** Whether an element matching `selector` is anywhere in the page, through open shadow roots (in the page). */
function deepHas(selector) {
  const walk = (root) => {
    if (root.querySelector(selector)) return true;
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot && walk(el.shadowRoot)) return true;
    return false;
  };
  return walk(document);
}

/** Polls `has(selector)` until it holds; throws naming the screen and selector after `limitMs`. */
async function until(has, selector, what, limitMs = READY_LIMIT_MS) {
  const end = Date.now() + limitMs;
  while (!(await has(selector))) {
    if (Date.now() > end) throw new Error(`${what}: no ${selector} after ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The first live (else any) football match id and the first live room id the server lists. */
async function firstIds(url) {
  const post = (path, body) =>
    fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then((r) => r.json())
      .then((j) => j.data);
  const matches = (await post('/v1/match/getList', { languageType: 'ENG', current: 1, size: 50 })).records;
  const match = matches.find((m) => m.lg.sid === 1 && m.ms !== 4) ?? matches[0];
  const anchors = JSON.stringify(await post('/api/forehead/live/anchor/list', {}));
  const room = /"liveRoomId":"?([^",}]+)/.exec(anchors)?.[1];
  return { matchId: match.id, roomId: room };
}

/**
 * After the slip's shot: a stake of 10 placed, so the history that follows shows a bet. The place button is pressed
 * again while no receipt shows (a press before the stake has settled, or one that accepted a moved price, places
 * nothing); after five presses the slip is shot as it stands (-not-placed.png) and the run goes on.
 */
async function placeTen(act, what) {
  await act.click('.slip-chip');
  for (let press = 0; press < 5; press++) {
    await act.click('.slip-place:not([disabled])');
    const placed = await until(act.has, '.slip-receipt-bet, .slip-orders', what, 4000).then(
      () => true,
      () => false,
    );
    if (placed) return;
  }
  // Worth a look, not the end of the run: the history is shot with the bets placed before.
  await act.shot(what.replace(/\.png$/, '-not-placed.png'));
  console.warn(`${what}: no receipt after pressing place 5 times (shot: -not-placed.png)`);
}

/**
 * Each screen: the app route, what shows once it is ready, what to do on it before the shot and what shows after, and
 * what to do after the shot.
 * The slip clicks an open price no earlier screen picked (the picks are kept per visitor: clicking a kept one would
 * take it off and shoot an empty slip).
 */
function screens({ matchId, roomId }) {
  const open = '.sport-odds:not([disabled]):not([aria-pressed="true"])';
  return [
    ['list', '/app/', '.sport-odds'],
    ['detail', `/app/newSport/match-detail?matchId=${matchId}`, '.sport-odds'],
    [
      'slip',
      '/app/',
      open,
      async (act) => (await act.click(open)) && act.click('.slip-bar-button'),
      '.slip-leg',
      placeTen,
    ],
    ['history', '/app/newSport/bet-history', '.sport-state:not([data-kind="loading"]), .history-order'],
    ['room', `/app/newSport/live?liveRoomId=${roomId}`, '.live-line'],
  ];
}

/** One engine's page driver: goto(url), resize(width, height), click(selector), shot(path), close(). */
async function driver(engine, serverUrl) {
  if (engine === 'chromium') {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    let context;
    let page;
    return {
      resize: async (width, height) => {
        await context?.close();
        const phone = width < 600;
        context = await browser.newContext({ viewport: { width, height }, isMobile: phone, hasTouch: phone });
        page = await context.newPage();
      },
      goto: (url) => page.goto(url),
      click: (selector) => page.evaluate(deepClick, selector),
      has: (selector) => page.evaluate(deepHas, selector),
      shot: (path) => page.screenshot({ path }),
      close: () => browser.close(),
    };
  }
  const adapter = engine === 'firefox' ? await launchFirefox() : await launchWebKit();
  // WebKitGTK's window is never narrower than 447 px: its phone width is a 390 px frame the engines proxy serves.
  const proxy = engine === 'webkit' ? await startProxy(serverUrl) : null;
  let framed = false;
  /** Runs `fn(selector)` in the page (inside the 390 px frame on WebKit). */
  const inPage = (fn, selector) =>
    adapter.eval(
      (source, sel, inFrame) => {
        const doc = inFrame ? document.getElementById('page')?.contentDocument : document;
        if (!doc?.body) return false;
        return new Function('selector', 'document', `return (${source})(selector)`)(sel, doc);
      },
      fn.toString(),
      selector,
      framed,
    );
  return {
    resize: async (width, height) => {
      framed = engine === 'webkit' && width < 600;
      if (engine === 'firefox') await adapter.narrow(width, height);
    },
    goto: (url) => {
      const path = url.slice(serverUrl.length);
      return framed
        ? adapter.goto(`${proxy.url}/__engines/frame.html?src=${encodeURIComponent(path)}`)
        : adapter.goto(url);
    },
    click: (selector) => inPage(deepClick, selector),
    has: (selector) => inPage(deepHas, selector),
    shot: (path) => adapter.screenshot(path),
    close: async () => {
      await adapter.close();
      await proxy?.close();
    },
  };
}

const server = await startReferenceServer();
const out = values.out;
mkdirSync(out, { recursive: true });
try {
  const ids = await firstIds(server.url);
  for (const engine of list(values.engines)) {
    const page = await driver(engine, server.url);
    try {
      for (const width of list(values.widths).map(Number)) {
        await page.resize(width, HEIGHT[width] ?? 900);
        for (const lang of list(values.langs)) {
          for (const [name, route, ready, act, after, then] of screens(ids).filter(([n]) => wanted.includes(n))) {
            const sep = route.includes('?') ? '&' : '?';
            const file = join(out, `${engine}-${width}-${lang}-${name}.png`);
            const started = Date.now();
            await page.goto(`${server.url}${route}${sep}lang=${lang}&user=demo`);
            await until(page.has, ready, file);
            const readyMs = Date.now() - started;
            // Then a moment for what follows the first content (names, flags, the strip scrolled to its tab).
            await new Promise((r) => setTimeout(r, SETTLE_MS));
            if (act) {
              await act(page);
              await until(page.has, after, file);
              await new Promise((r) => setTimeout(r, SETTLE_MS));
            }
            await page.shot(file);
            console.log(`${file} (ready in ${readyMs} ms)`);
            if (then) await then(page, file);
          }
        }
      }
    } finally {
      await page.close();
    }
  }
} finally {
  await server.stop();
}
