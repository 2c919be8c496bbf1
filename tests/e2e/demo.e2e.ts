// The demo page as a host uses it: every element upgrades into a shadow root, the header's login
// hands the token to the widgets, the language picker switches them live, and the event log hears them.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { LANGUAGE_TAGS } from '../../src/i18n/languages';
import { baseUrl, launch, login } from './browser';

const TAGS = [
  'sport-match-list',
  'sport-match-detail',
  'sport-bet-slip',
  'sport-bet-history',
  'sport-goal-notify',
  'sport-live-room',
];

/** Names listed between the first `open` and the next `close` of a source file. */
function namesIn(file: string, open: string, close: string, pattern: RegExp): string[] {
  const source = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
  const start = source.indexOf(open);
  const block = source.slice(start, source.indexOf(close, start));
  return [...block.matchAll(pattern)].map((m) => m[1]).sort();
}

describe('demo page', () => {
  let browser: Browser;
  let page: Page;

  before(async () => {
    browser = await launch();
    page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${baseUrl()}/`);
  });

  after(async () => {
    await browser?.close();
  });

  it('logs every event of the SportEventMap (events.ts and demo.js list the same names)', () => {
    const mapped = namesIn('src/runtime/events.ts', 'interface SportEventMap', '\n}', /^\s+'([a-z-]+)':/gm);
    const logged = namesIn('demo/public/demo.js', 'WIDGET_EVENTS', '];', /'([a-z-]+)'/g);
    assert.ok(mapped.includes('sport-ready'));
    assert.deepEqual(logged, mapped);
  });

  it('adds <sport-app> only while its section is open, rendered in its own shadow root in the chosen language', async () => {
    await page.locator('#app-section summary').click();
    await page.locator('#app-section sport-app .app-nav').waitFor();
    assert.equal(
      await page.locator('#app-section > sport-app').getAttribute('lang'),
      await page.locator('#lang-picker').inputValue(),
    );
    await page.locator('#app-section summary').click();
    // The details element's toggle event (which removes the app) is dispatched after the click returns.
    await page.locator('#app-section > sport-app').waitFor({ state: 'detached' });
  });

  it('defines the six page elements, each rendered in its own shadow root', async () => {
    for (const tag of TAGS) {
      // Playwright's css engine pierces open shadow roots, so this finds the element's inner root.
      await page.locator(`${tag} .sport-root`).waitFor({ state: 'attached' });
      const state = await page.evaluate((name) => {
        const el = document.querySelector(name);
        return {
          defined: Boolean(customElements.get(name)),
          shadow: Boolean(el?.shadowRoot?.querySelector('.sport-root')),
        };
      }, tag);
      assert.deepEqual(state, { defined: true, shadow: true }, tag);
    }
  });

  it('shows sport-ready in the event log', async () => {
    await page.locator('#event-log li[data-event="sport-ready"]').first().waitFor();
  });

  it('logs in through the header: the runtime stores the token under st-auth, no element gets a token attribute', async () => {
    const token = await login(page, 'demo');
    assert.ok(token.length > 0);
    assert.equal(await page.evaluate(() => localStorage.getItem('st-auth')), token);
    const withTokenAttribute = await page.evaluate(
      (tags) => tags.filter((tag) => document.querySelector(tag)?.hasAttribute('token')),
      TAGS,
    );
    assert.deepEqual(withTokenAttribute, []);
  });

  it('switches every element to ENG (left to right) and to SAU (right to left) without reload', async () => {
    for (const [code, dir] of [
      ['ENG', 'ltr'],
      ['SAU', 'rtl'],
    ] as const) {
      await page.locator('#lang-picker').selectOption(code);
      // The root names its language by our code or by its BCP 47 tag; either proves the switch reached it.
      const names = [code, LANGUAGE_TAGS[code]];
      await page.waitForFunction(
        ([tags, langs, d]) =>
          tags.every((tag) => {
            const root = document.querySelector(tag)?.shadowRoot?.querySelector('.sport-root');
            return langs.includes(root?.getAttribute('lang') ?? '') && root?.getAttribute('dir') === d;
          }),
        [TAGS, names, dir] as const,
      );
      const attributes = await page.evaluate(
        (tags) => tags.map((tag) => document.querySelector(tag)?.getAttribute('lang')),
        TAGS,
      );
      assert.deepEqual(
        attributes,
        TAGS.map(() => code),
        `lang attribute ${code} on every element`,
      );
    }
  });

  it('clicking a match row opens that match in <sport-match-detail> (sport-navigate /match-detail?matchId=…)', async () => {
    const row = page.locator('sport-match-list .sport-row:not([data-outright])').first();
    const matchId = await row.getAttribute('data-match-id');
    assert.ok(matchId);
    const home = await row.locator('.sport-team-name').first().textContent();
    await row.locator('.sport-row-open').click();
    await page.waitForFunction(
      (id) => document.querySelector('sport-match-detail')?.getAttribute('match-id') === id,
      matchId,
    );
    assert.equal(await page.locator('#match-id-input').inputValue(), matchId);
    await page
      .locator('sport-match-detail .detail-board')
      .getByText(home ?? '', { exact: true })
      .first()
      .waitFor();
  });

  it('the playground offers every declared attribute, read from the built manifest (view, follow-start-sport)', async () => {
    const playground = await browser.newPage();
    await playground.goto(`${baseUrl()}/playground.html`);
    const controls = () =>
      playground.locator('#pg-attributes [name]').evaluateAll((els) => els.map((e) => e.getAttribute('name')));
    await playground.locator('#pg-attributes [name="view"]').waitFor();
    assert.deepEqual(await playground.locator('#pg-attributes select[name="view"] option').allTextContents(), [
      '(not set)',
      'results',
      'search',
      'league-search',
      'home',
    ]);
    await playground.locator('#pg-tag').selectOption('sport-match-detail');
    await playground.locator('#pg-attributes [name="follow-start-sport"]').waitFor();
    const names = await controls();
    assert.ok(names.includes('match-id') && names.includes('theme') && !names.includes('token'), names.join(','));
    await playground.locator('#pg-attributes [name="match-id"]').fill('10010000001');
    assert.match(await playground.locator('#pg-snippet').inputValue(), /<sport-match-detail match-id="10010000001">/);
    await playground.close();
  });

  it('serves hashed chunks immutable and compressed (brotli, else gzip), and the loader revalidated', async () => {
    const core = readdirSync(new URL('../../dist/chunks/', import.meta.url)).find((f) => /^core-.+\.js$/.test(f));
    const chunk = await fetch(`${baseUrl()}/dist/chunks/${core}`, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(chunk.headers.get('content-encoding'), 'br');
    assert.ok((await chunk.text()).length > 100_000);
    const gzip = await fetch(`${baseUrl()}/dist/chunks/${core}`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers.get('content-encoding'), 'gzip');
    const loader = await fetch(`${baseUrl()}/dist/sport-widgets.js`, { headers: { 'accept-encoding': 'identity' } });
    assert.equal(loader.headers.get('cache-control'), 'no-cache');
    assert.equal(loader.headers.get('content-encoding'), null);
  });

  it("the integration reference page lists every element with its attributes, events and parts from the manifest, the CDN snippet with this build's SRI hash, the chunks' import map and the strict CSP policy", async () => {
    const reference = await browser.newPage();
    await reference.goto(`${baseUrl()}/reference.html`);
    await reference.locator('#sport-app').waitFor();
    assert.equal(await reference.locator('#ref > section').count(), 7);
    const detail = reference.locator('#sport-match-detail');
    assert.ok((await detail.locator('td').allTextContents()).includes('follow-start-sport'));
    // Each element lists the events it fires: the page-wide slip change on the detail too, a bet placed only on the slip.
    assert.ok((await detail.locator('td').allTextContents()).includes('sport-slip-change'));
    assert.ok(!(await detail.locator('td').allTextContents()).includes('sport-bet-placed'));
    assert.ok((await reference.locator('#sport-bet-slip td').allTextContents()).includes('sport-bet-placed'));
    // The CDN snippet carries this build's loader hash, and the policy is the strict page's own header.
    const integrity = (await (await fetch(`${baseUrl()}/dist/integrity.json`)).json()) as Record<string, string>;
    const snippet = (await reference.locator('#cdn-snippet').textContent()) ?? '';
    assert.ok(snippet.includes(`integrity="${integrity['sport-widgets.js']}"`), snippet);
    // The import map gives every chunk of this build its hash, under the CDN path.
    const { integrity: chunks } = (await (await fetch(`${baseUrl()}/dist/importmap.json`)).json()) as {
      integrity: Record<string, string>;
    };
    const [core] = Object.keys(chunks).filter((file) => file.startsWith('./chunks/core-'));
    const importMap = (await reference.locator('#import-map-snippet').textContent()) ?? '';
    assert.match(importMap, /^<script type="importmap">/);
    assert.ok(importMap.includes(`/dist/${core.slice(2)}": "${chunks[core]}"`), importMap.slice(0, 300));
    const policy = (await reference.locator('#csp-policy').textContent()) ?? '';
    assert.match(policy, /require-trusted-types-for 'script'/);
    assert.match(policy, /script-src 'nonce-…' 'strict-dynamic'/);
    await reference.close();
  });
});
