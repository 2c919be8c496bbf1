// The engines tier's checks, the same in every engine. Each runs against an engine adapter (firefox.mjs,
// webkit.mjs: goto, run a page function, a real pointer click at a viewport point, keys, screenshot) on the demo
// page served through the tier's proxy (proxy.mjs: its error hook is the first script of every page).
import { mkdirSync } from 'node:fs';
import { nextEvent, waitFor } from './wait.mjs';

const ELEMENTS = [
  'sport-match-list',
  'sport-bet-slip',
  'sport-match-detail',
  'sport-bet-history',
  'sport-live-room',
  'sport-goal-notify',
  'sport-app',
];
// How long a click's target must stay at one place before the click (rows and boards move as their data arrives).
const STILL_MS = 400;
export const SHOTS_DIR = process.env.ENGINES_SHOTS_DIR || '/tmp/engines-shots';

/** The reference server's match list of `playType` (as the e2e flows read it). */
async function serverMatches(serverUrl, body) {
  const response = await fetch(`${serverUrl}/v1/match/getList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ languageType: 'ENG', current: 1, size: 200, ...body }),
  });
  return (await response.json()).data.records;
}

/** Saves `user`'s accept-odds setting as "accept any odds" (as the slip's settings panel does). */
async function acceptAnyOdds(serverUrl, user) {
  const post = async (path, body, token) => {
    const response = await fetch(`${serverUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });
    const envelope = await response.json();
    if (envelope.code !== 1) throw new Error(`${path} refused: ${JSON.stringify(envelope)}`);
    return envelope.data;
  };
  const { token } = await post('/demo/login', { user });
  await post('/api/forehead/system/cfg/set', { collect: 'UserConfig', jsonStr: JSON.stringify({ accept: 2 }) }, token);
}

/**
 * A real pointer click on the element `find(host, css, text)` answers, once it is in view, nothing covers it and it
 * stays put between two polls (WebKitGTK places virtual-list rows at an estimate first and moves them when they are
 * measured: a point read before that move clicks the row's neighbour).
 */
async function pointerClick(engine, what, host, css, text) {
  let since = 0;
  let last = null;
  const point = await waitFor(`${what} to be visible, uncovered and still for ${STILL_MS} ms`, async () => {
    const at = await engine.eval(
      (h, c, t) => window.__engines.target(window.__engines.find(h, c, t ?? undefined)),
      host,
      css,
      text ?? null,
    );
    if (at.why) {
      last = null;
      return { done: false, seen: at.why };
    }
    const moved = !last || Math.abs(last.x - at.x) >= 1 || Math.abs(last.y - at.y) >= 1;
    if (moved) since = Date.now();
    const seen = `at (${at.x}, ${at.y})${last && moved ? `, was (${last.x}, ${last.y})` : ''}`;
    last = at;
    return { done: Date.now() - since >= STILL_MS, value: at, seen };
  });
  await engine.clickAt(point.x, point.y);
  const missed = await engine.eval(() => window.__engines.landed());
  if (missed) throw new Error(`the click at (${point.x}, ${point.y}) for ${what} landed on ${missed}`);
}

/** The page's error hook's records, and the engine's own console errors where it can read them. */
async function pageErrors(engine) {
  const hooked = await engine.eval(
    () => window.__enginesErrors?.splice(0) ?? ['the error hook did not run on this page'],
  );
  return [...hooked, ...engine.nativeErrors()];
}

/**
 * The checks for one engine, in order: [name, run(ctx)], ctx = { engine, proxyUrl, serverUrl, errors }. A run
 * throws on failure; the page errors it collects go to ctx.errors for the last check.
 */
export const CHECKS = [
  [
    'the demo page: every element renders (all seven, the match list with rows)',
    async ({ engine, proxyUrl }) => {
      // The demo page's stored choice of a returning visitor: English.
      await engine.goto(`${proxyUrl}/__engines/blank.html`);
      await engine.eval(() => {
        localStorage.clear();
        localStorage.setItem('sport-demo-prefs', JSON.stringify({ lang: 'ENG' }));
      });
      await engine.goto(`${proxyUrl}/`);
      await waitFor('every element defined with its rendered root, and match rows', async () => {
        const missing = await engine.eval((tags) => {
          document.getElementById('app-section').open = true; // <sport-app> is inside a closed <details>
          const out = tags.filter(
            (t) => !customElements.get(t) || !document.querySelector(t)?.shadowRoot?.querySelector('.sport-root'),
          );
          if (!window.__engines.find('sport-match-list', '[data-match-id]')) out.push('match-list rows');
          return out;
        }, ELEMENTS);
        return missing.length ? { done: false, seen: `not yet: ${missing.join(', ')}` } : { done: true };
      });
    },
  ],
  [
    'log in through the demo header (pointer click on "Log in")',
    async ({ engine, serverUrl }) => {
      // The user's saved setting: accept any odds (the simulation moves prices all the time; the bet check is
      // about the engine, not acceptance). Login reads it from the server.
      await acceptAnyOdds(serverUrl, 'demo');
      // A goal's push alert can sit over the header's corner until confirmed: confirm it first if it is there.
      const alert = await engine.eval(() => !!window.__engines.find('sport-goal-notify', '.goal-alert-confirm'));
      if (alert) await pointerClick(engine, 'the goal alert confirm', 'sport-goal-notify', '.goal-alert-confirm');
      await pointerClick(engine, 'the Log in button', null, '#login-button');
      await waitFor('"Logged in as demo" and the token stored', async () => {
        const seen = await engine.eval(
          () => `${document.getElementById('login-status').textContent}|${!!localStorage.getItem('st-auth')}`,
        );
        return { done: seen === 'Logged in as demo|true', seen };
      });
    },
  ],
  [
    'a pointer click on an odds button of a prematch match puts the pick into the bet slip',
    async (ctx) => {
      const { engine, serverUrl } = ctx;
      // Far from kick-off: a match that starts during the check suspends and reprices its markets.
      const prematch = (await serverMatches(serverUrl, {}))
        .filter((m) => m.ms === 4 && m.bt > Date.now() + 20 * 60_000)
        .map((m) => ({ id: m.id, home: m.ts?.[0]?.na ?? '' }));
      const pick = await waitFor('a rendered row of a prematch match with an open odds button', async () => {
        const found = await engine.eval((candidates) => {
          for (const c of candidates) {
            const css = `[data-match-id="${c.id}"] .sport-odds:not([disabled])`;
            if (window.__engines.find('sport-match-list', css)) return { css, home: c.home };
          }
          // Not rendered yet (a virtual list): scroll the list on.
          const list = window.__engines.find('sport-match-list', '.sport-vlist');
          if (list) list.scrollTop += list.clientHeight;
          return null;
        }, prematch);
        return found
          ? { done: true, value: found }
          : { done: false, seen: `${prematch.length} candidates, none rendered` };
      });
      await pointerClick(engine, `the odds button ${pick.css}`, 'sport-match-list', pick.css);
      await waitFor(`the slip holding the pick (${pick.home}) with a stake field`, async () => {
        const text = await engine.eval(() => {
          const slip = document.querySelector('sport-bet-slip').shadowRoot;
          return slip.querySelector('.slip-stake input') ? slip.textContent : null;
        });
        return { done: !!text && text.includes(pick.home), seen: text ? text.slice(0, 120) : 'no stake field' };
      });
      ctx.picked = pick;
    },
  ],
  [
    'a single is placed by pointer and confirmed on the receipt',
    async ({ engine }) => {
      await pointerClick(engine, 'the stake field', 'sport-bet-slip', '.slip-stake input');
      await engine.type('20');
      await waitFor('the stake field to read 20', async () => {
        const value = await engine.eval(() => window.__engines.find('sport-bet-slip', '.slip-stake input').value);
        return { done: value === '20', seen: JSON.stringify(value) };
      });
      await pointerClick(engine, 'the place button', 'sport-bet-slip', '.slip-place:not([disabled])');
      const status = await waitFor(
        'a receipt line with a final status',
        async () => {
          const line = await engine.eval(() => {
            const li = window.__engines.find('sport-bet-slip', '.slip-receipt li[data-status]');
            const msg = window.__engines.find('sport-bet-slip', '[role="alert"]');
            return li ? `${li.dataset.status}: ${li.textContent}` : msg ? `alert: ${msg.textContent}` : null;
          });
          const final = !!line && !/^(pending|waiting):/.test(line);
          return { done: final, value: line, seen: line ?? 'no receipt' };
        },
        20_000,
      );
      if (!status.startsWith('success:')) throw new Error(`the receipt is not a success: ${status}`);
    },
  ],
  [
    'match video plays through hls.js (canPlayType "" → blob: source, currentTime advances)',
    async ({ engine, serverUrl }) => {
      const live = (await serverMatches(serverUrl, { playType: 'rolling' })).find((m) => m.ms === 5 && m.md?.vd === 1);
      if (!live) throw new Error('no live match with video on the reference server');
      await engine.eval((id) => {
        document.getElementById('match-id-input').value = id;
        document.getElementById('match-form').requestSubmit();
      }, live.id);
      await pointerClick(engine, 'the Live video tab', 'sport-match-detail', '[role="tab"]', 'Live video');
      const first = await waitFor(
        'the video playing',
        async () => {
          const state = await engine.eval(() => {
            const box = window.__engines.find('sport-match-detail', '.sport-video');
            const v = box?.querySelector('video');
            return {
              status: box?.dataset.status ?? 'no player',
              src: v?.currentSrc || v?.src || '',
              t: v?.currentTime ?? 0,
              native: document.createElement('video').canPlayType('application/vnd.apple.mpegurl'),
              hls: performance.getEntriesByType('resource').some((e) => /\/hls\.light-[\w-]+\.js$/.test(e.name)),
            };
          });
          return { done: state.status === 'playing', value: state, seen: JSON.stringify(state) };
        },
        20_000,
      );
      if (first.native !== '') throw new Error(`canPlayType(m3u8) is ${JSON.stringify(first.native)}, not ""`);
      if (!first.src.startsWith('blob:') || !first.hls)
        throw new Error(`not the hls.js path: src ${first.src}, hls.js fetched: ${first.hls}`);
      await waitFor(`currentTime past ${(first.t + 1.5).toFixed(2)} s (from ${first.t.toFixed(2)} s)`, async () => {
        const t = await engine.eval(
          () => window.__engines.find('sport-match-detail', '.sport-video video').currentTime,
        );
        return { done: t > first.t + 1.5, seen: `${t}` };
      });
      // Done with it: a playing video only loads the (shared, busy) machine for the checks that follow.
      await engine.eval(() => window.__engines.find('sport-match-detail', '.sport-video video').pause());
    },
  ],
  [
    'lang SAU: every element renders right to left (dir=rtl)',
    async ({ engine }) => {
      await engine.eval(() => {
        const picker = document.getElementById('lang-picker');
        picker.value = 'SAU';
        picker.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await waitFor('dir=rtl on every element', async () => {
        const ltr = await engine.eval(
          (tags) =>
            tags.filter((t) => document.querySelector(t)?.shadowRoot?.querySelector('.sport-root')?.dir !== 'rtl'),
          ELEMENTS,
        );
        return { done: ltr.length === 0, seen: `not rtl: ${ltr.join(', ')}` };
      });
    },
  ],
  [
    'the demo page at 390 px in SAU: mobile layout, right to left (screenshot)',
    async (ctx) => {
      const { engine } = ctx;
      ctx.errors.push(...(await pageErrors(engine))); // the page may be left below
      const frame = await engine.narrow(390, 844, ctx.proxyUrl);
      // The period labels of the rows ("1st half") follow dir=rtl by up to a second: the shot waits for them too.
      // The market switcher is a phone's own code, loaded as the list turns mobile: the shot waits for it as well.
      const what =
        'the match list in mobile mode, right to left, with rows, Arabic row clocks, its market switcher, at most 390 px wide';
      await waitFor(what, async () => {
        const seen = await engine.eval((inFrame) => {
          const doc = inFrame ? document.getElementById('page').contentDocument : document;
          const root = doc?.querySelector('sport-match-list')?.shadowRoot?.querySelector('.sport-root');
          const row = root?.querySelector('[data-match-id]');
          const latin = [...(root?.querySelectorAll('.sport-clock[data-live]') ?? [])].some((c) =>
            /[A-Za-z]/.test(c.textContent),
          );
          const market = !!root?.querySelector('.sport-market-switch input');
          return `${root?.dataset.mode}|${root?.dir}|${!!row}|${latin}|${market}|${doc?.documentElement.clientWidth}`;
        }, frame);
        const [mode, dir, rows, latin, market, width] = seen.split('|');
        const done =
          mode === 'mobile' &&
          dir === 'rtl' &&
          rows === 'true' &&
          latin === 'false' &&
          market === 'true' &&
          Number(width) <= 390;
        return { done, seen: `mode|dir|rows|latin clock|market switcher|width: ${seen}` };
      });
      mkdirSync(SHOTS_DIR, { recursive: true });
      ctx.shot = `${SHOTS_DIR}/${engine.id}-demo-390-sau.png`;
      await engine.screenshot(ctx.shot);
      if (frame)
        ctx.errors.push(
          ...(await engine.eval(() => document.getElementById('page').contentWindow.__enginesErrors?.splice(0) ?? [])),
        );
    },
  ],
];

/** The last check of every engine: nothing the hook (or the engine's console) saw during all of the above. */
export async function noErrors(ctx) {
  ctx.errors.push(...(await pageErrors(ctx.engine)));
  if (ctx.errors.length) throw new Error(`console errors:\n    ${ctx.errors.join('\n    ')}`);
}

/**
 * Firefox only (issue 33 item 7): leaving the demo page while its element chunks load. Firefox rejects the pending
 * dynamic imports of a document being unloaded; those must not be logged as load failures. The proxy holds the
 * chunks, so each time the page is left while they surely load: for a blank page, another page, and a reload.
 */
export async function leaveWhileLoading({ engine, proxyUrl, proxy }) {
  await engine.goto(`${proxyUrl}/__engines/blank.html`);
  engine.nativeErrors();
  const away = [`${proxyUrl}/__engines/blank.html`, `${proxyUrl}/reference.html`, `${proxyUrl}/`];
  for (const to of away) {
    proxy.hold(true);
    const requested = nextEvent(proxy.events, 'chunk', 'the demo page to request its first element chunk');
    const loading = engine.startGoto(`${proxyUrl}/`);
    await requested;
    const left = engine.goto(to);
    proxy.hold(false); // the next page's chunks pass; the left page's stay held until it is gone
    await left;
    proxy.release();
    await loading;
  }
  // The last page is the demo page again: once its elements are up, every console line of the left pages is in.
  await waitFor('the demo page after the last reload to render its match list', async () => ({
    done: await engine.eval(() => !!window.__engines?.find('sport-match-list', '[data-match-id]')),
  }));
  const failed = engine.nativeErrors().filter((line) => line.includes('[sport-widgets] failed to load'));
  if (failed.length) throw new Error(`logged while leaving:\n    ${failed.join('\n    ')}`);
}
