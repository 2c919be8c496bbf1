// `npm test`'s hosts tier. Packs the built package as npm would publish it, checks what the tarball holds, installs
// it into a scratch host app and type-checks React 19 and Vue 3 hosts against its typings (package.mjs). Then builds
// the host pages of pages/ with Vite in one multi-page build, the way an integrator's site would, and runs each in
// Chromium against the reference server (another origin), served by server.mjs:
//   index.html                 React 19, Vue 3, a Lit element with a shadow root, plain markup (flows/frameworks.mjs)
//   moves.html                 a list moved 200 times, another inserted and removed 200 times (flows/moves.mjs)
//   copies-snippet-first.html  two copies of the bundle, a pasted snippet before the host build, and
//   copies-host-first.html     the snippet pasted after the host build defined its first tag (flows/copies.mjs)
//   csp.html                   a strict Content Security Policy with nonces and Trusted Types (flows/csp.mjs)
//   integrators.html           a CMS page with a global `all: revert` reset, api-base only on a later tag, listeners
//                              on each element, an Angular-like ShadowDom view (flows/integrators.mjs)
//   (import map page)          the loader and every chunk under an import map's integrity; one changed byte is
//                              refused (flows/importmap.mjs writes its pages)
// and a Next.js App Router app, next/ (tags with attributes in a server component, `import 'sport-widgets'` atop a
// 'use client' component), built with `next build` beside the other builds and served by `next start` (nextHost.mjs):
// its server HTML holds the tags, they upgrade and hydrate with no console error, the api-base of a later tag
// reaches an earlier one, the dark theme holds under a reset, each element hears its own events (flows/next.mjs).
// Each page checks (checks.mjs) rendering, a prop set before upgrade, events, a live language switch, cleanup after
// the last element leaves (0 sockets and timers) and its console, where they apply. Needs `npm run build` first.
// `node tests/hosts/run.mjs prepare` does only what comes before the browser (packing, the typings, both builds): `npm
// test` runs it as the hosts-prep tier in its CPU lane, and this tier then finds it done for the same dist/.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../support/chromiumArgs.mjs';
import { startReferenceServer } from '../support/referenceServer.mjs';
import { check, failures } from './checks.mjs';
import { copiesPages } from './flows/copies.mjs';
import { cspPage } from './flows/csp.mjs';
import { frameworksPage } from './flows/frameworks.mjs';
import { importMapPage } from './flows/importmap.mjs';
import { integratorsPage } from './flows/integrators.mjs';
import { movesPage } from './flows/moves.mjs';
import { nextPage } from './flows/next.mjs';
import { buildNextHost, startNextHost } from './nextHost.mjs';
import { packAndInstall } from './package.mjs';
import { snippetBase, startHostServer } from './server.mjs';

const ROOT = join(import.meta.dirname, '../..');
const PAGES = join(import.meta.dirname, 'pages');
// Inside the repository, so the host's own imports (react, vue, lit, vite) resolve from its node_modules.
const HOST = join(ROOT, '.pack-host');

if (!existsSync(join(ROOT, 'dist/sport-widgets.js'))) {
  console.error('✖ dist/ is missing: run `npm run build` first');
  process.exit(1);
}

// HOSTS_ONLY=<text>: only the pages whose name holds it (a quick look at one page).
const only = process.env.HOSTS_ONLY;
const wanted = (name) => !only || name.includes(only);

/** What the preparation leaves for the flows: the package's version and the Next.js app's build, for this dist/. */
const PREPARED = join(HOST, 'prepared.json');
/** The build the preparation was made from: a rebuilt dist/ is prepared again. */
const distStamp = () => String(statSync(join(ROOT, 'dist/sport-widgets.js')).mtimeMs);

/**
 * Packs and installs the package, type-checks the hosts, and builds the host pages with Vite and the Next.js app
 * (everything but the browser). `npm test` runs this as its own tier (hosts-prep) in the CPU lane, so the browser
 * lane only runs the pages; on its own, the tier prepares first.
 */
async function prepare() {
  rmSync(HOST, { recursive: true, force: true });
  mkdirSync(HOST, { recursive: true });
  // The Next.js app builds in the background from the moment the package is installed, beside the typings check and
  // the Vite build of the other pages.
  let nextBuild;
  const { version } = packAndInstall(HOST, {
    installed: () => (nextBuild = wanted('Next.js page') ? buildNextHost(HOST) : undefined),
  });

  // The host pages build with Vite, taking the package from the installed tarball.
  cpSync(PAGES, HOST, { recursive: true });
  const built = readdirSync(PAGES).filter((file) => file.endsWith('.html'));
  try {
    execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn', '--config', 'vite.config.mjs'], {
      cwd: HOST,
      env: { ...process.env, VITE_SNIPPET: `${snippetBase(version)}sport-widgets.js` },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    check(
      built.every((page) => existsSync(join(HOST, 'dist', page))),
      `a Vite host app that imports the installed package builds its pages (${built.join(', ')})`,
    );
  } catch (error) {
    check(false, `a Vite host app that imports the installed package builds:\n${error.stdout}${error.stderr}`);
  }

  const nextBuilt = await nextBuild;
  if (nextBuilt)
    check(
      nextBuilt.ok,
      `a Next.js App Router app that imports the installed package builds with \`next build\` (${nextBuilt.seconds} s)${nextBuilt.ok ? '' : `:\n${nextBuilt.output}`}`,
    );
  const prepared = { version, nextDir: nextBuilt?.ok ? nextBuilt.dir : null, dist: distStamp(), only };
  if (failures.length === 0) writeFileSync(PREPARED, JSON.stringify(prepared));
  return prepared;
}

/** The preparation hosts-prep left for this dist/ and page selection, if any. */
function readPrepared() {
  try {
    const prepared = JSON.parse(readFileSync(PREPARED, 'utf8'));
    return prepared.dist === distStamp() && prepared.only === only ? prepared : null;
  } catch {
    return null;
  }
}

if (process.argv[2] === 'prepare') {
  await prepare();
  console.log(failures.length ? `\n${failures.length} host check(s) failed` : '\nhosts: prepared');
  process.exit(failures.length ? 1 : 0);
}
const { version, nextDir } = readPrepared() ?? (await prepare());

/** The reference server's first football match: { id, home } (the pages set it on a detail before upgrade). */
async function firstMatch(apiUrl) {
  const response = await fetch(`${apiUrl}/v1/match/getList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sportId: 1, playType: 'all', current: 1, size: 1, languageType: 'CMN' }),
  });
  const [{ id, ts }] = (await response.json()).data.records;
  return { id, home: ts[0].na };
}

if (existsSync(join(HOST, 'dist/index.html'))) {
  const api = await startReferenceServer();
  const site = await startHostServer({
    pages: join(HOST, 'dist'),
    packageDist: join(HOST, 'node_modules/sport-widgets/dist'),
    version,
    apiUrl: api.url,
  });
  // `next start` boots while the other pages run.
  const next = nextDir ? startNextHost(nextDir) : Promise.reject(new Error('no Next.js build'));
  next.catch(() => undefined);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const match = await firstMatch(api.url);
    const context = {
      site: site.url,
      api: api.url,
      match,
      packageDist: join(HOST, 'node_modules/sport-widgets/dist'),
      pages: join(HOST, 'dist'),
      next,
    };
    for (const [name, flow] of [
      ['frameworks page', frameworksPage],
      ['moves page', movesPage],
      ['two copies', copiesPages],
      ['strict CSP page', cspPage],
      ['integrators page', integratorsPage],
      ['import map page', importMapPage],
      ['Next.js page', nextPage],
    ].filter(([name]) => wanted(name))) {
      await flow(browser, context).catch((error) => check(false, `${name}: ${error.message}`));
    }
  } finally {
    await browser.close();
    await next.then((server) => server.close()).catch(() => undefined);
    await site.close();
    await api.stop();
  }
}

rmSync(HOST, { recursive: true, force: true });
console.log(failures.length ? `\n${failures.length} host check(s) failed` : '\nhosts: all checks passed');
process.exit(failures.length ? 1 : 0);
