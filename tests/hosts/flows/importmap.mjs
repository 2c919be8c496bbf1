// The import map page (issue 31 item 6): the snippet with the package's dist/importmap.json filled in for where dist/
// is served, so the browser checks every chunk the loader imports, not only the loader. The published copy loads
// through it; a copy whose core chunk has one byte changed is refused, and runs without the import map (so what
// refused it was the integrity check, not a broken file).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { check, checkConsole, checkRenders, openHostPage } from '../checks.mjs';
import { PUBLISHED, TAMPERED } from '../server.mjs';

/** The host page: the loader from `base` with its integrity, the import map (when `withMap`), a list. */
function pageHtml(importMap, base, api, withMap) {
  const integrity = Object.fromEntries(
    Object.entries(importMap.integrity).map(([file, hash]) => [new URL(file, base).href, hash]),
  );
  const map = withMap ? `<script type="importmap">${JSON.stringify({ integrity })}</script>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">${map}
<script type="module" src="${base}sport-widgets.js" integrity="${integrity[`${base}sport-widgets.js`]}"></script>
</head><body><sport-match-list sport="football" lang="ENG" api-base="${api}"></sport-match-list></body></html>`;
}

/** Serves `html` as `name` from the host site (a real loopback page: Chromium lets it reach the loopback API). */
function open(browser, { site, pages }, name, html) {
  writeFileSync(join(pages, name), html);
  return openHostPage(browser, `${site}/${name}`);
}

/** Resolves whether `fn()` became true within `ms` (polled every 100 ms). */
async function until(fn, ms) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100)))
    if (fn()) return true;
  return fn();
}

export async function importMapPage(browser, context) {
  const { site, api, packageDist } = context;
  const importMap = JSON.parse(readFileSync(join(packageDist, 'importmap.json'), 'utf8'));
  const label = 'import map page';
  const published = `${site}${PUBLISHED}`;
  const tampered = `${site}${TAMPERED}`;

  const good = await open(browser, context, 'importmap-published.html', pageHtml(importMap, published, api, true));
  await checkRenders(good, `${label}: the published copy with every chunk's integrity in the import map`);
  checkConsole(good, `${label}: the published copy`);
  await good.page.close();

  const bad = await open(browser, context, 'importmap-tampered.html', pageHtml(importMap, tampered, api, true));
  const failed = () => bad.errors.some((e) => /\[sport-widgets\] failed to load <sport-match-list>/.test(e));
  const refused = await until(failed, 20_000);
  const blocked = bad.errors.filter((e) => /integrity/i.test(e) && e.includes('/chunks/core-'));
  const rendered = await bad.page.evaluate(
    () => !!document.querySelector('sport-match-list').shadowRoot?.querySelector('[data-match-id]'),
  );
  check(
    refused && blocked.length > 0 && !rendered,
    `${label}: a core chunk with one changed byte is refused by the import map's integrity (${blocked[0]?.slice(0, 140) ?? 'not blocked'})`,
  );
  await bad.page.close();

  const control = await open(browser, context, 'importmap-no-map.html', pageHtml(importMap, tampered, api, false));
  await checkRenders(
    control,
    `${label}: the same changed copy without the import map runs (the refusal was integrity's)`,
  );
  await control.page.close();
}
