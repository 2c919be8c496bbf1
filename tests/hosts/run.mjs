// `npm test`'s hosts tier: packs the built package as npm would publish it, checks what the tarball holds,
// installs it into a scratch host app, type-checks React 19 and Vue 3 hosts against its typings, builds a host
// app (React 19, Vue 3, a Lit element with a shadow root, plain markup: tests/hosts/app.js) with Vite the way an
// integrator's build would, and runs it in Chromium against the reference server: rendering, props set before
// upgrade, events, a live language switch, cleanup after the last element leaves, no console error.
// Needs `npm run build` first.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../support/chromiumArgs.mjs';
import { startReferenceServer } from '../support/referenceServer.mjs';

const ROOT = join(import.meta.dirname, '../..');
// Inside the repository, so the host's own imports (react's types, vite) resolve from its node_modules.
const HOST = join(ROOT, '.pack-host');
const run = (cmd, args, cwd = ROOT) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? '✔' : '✖'} ${message}`);
  if (!ok) failures.push(message);
};

if (!existsSync(join(ROOT, 'dist/sport-widgets.js'))) {
  console.error('✖ dist/ is missing: run `npm run build` first');
  process.exit(1);
}
rmSync(HOST, { recursive: true, force: true });
mkdirSync(HOST, { recursive: true });

// 1. What npm would publish.
const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', HOST]));
const files = packed.files.map((f) => f.path);
const allowed = /^(package\.json|README\.md|LICENSE|CHANGELOG\.md|dist\/.+)$/;
check(
  files.every((f) => allowed.test(f)),
  `the tarball holds only dist/, the README, LICENSE and CHANGELOG (${files.length} files)`,
);
for (const needed of [
  'dist/sport-widgets.js',
  'dist/custom-elements.json',
  'dist/sport-widgets.d.ts',
  'dist/jsx-react.d.ts',
  'dist/vue.d.ts',
]) {
  check(files.includes(needed), `the tarball has ${needed}`);
}
check(
  files.some((f) => /^dist\/chunks\/core-.+\.js$/.test(f)),
  'the tarball has the lazily loaded chunks',
);
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
check(
  !pkg.private && !!pkg.license && !!pkg.customElements && !!pkg.types,
  'package.json is publishable (license, types, customElements)',
);
check(!pkg.dependencies, 'installing the package pulls no dependencies (everything is bundled in dist/)');

// 2. Installed into a host app.
const installed = join(HOST, 'node_modules/sport-widgets');
mkdirSync(installed, { recursive: true });
run('tar', ['-xzf', join(HOST, packed.filename), '-C', installed, '--strip-components=1']);
const manifest = JSON.parse(readFileSync(join(installed, 'dist/custom-elements.json'), 'utf8'));
check(manifest.package.version === pkg.version, `the manifest carries the package's version ${pkg.version}`);
const integrity = JSON.parse(readFileSync(join(installed, 'dist/integrity.json'), 'utf8'))['sport-widgets.js'];
check(
  integrity ===
    `sha384-${createHash('sha384')
      .update(readFileSync(join(installed, 'dist/sport-widgets.js')))
      .digest('base64')}`,
  'dist/integrity.json holds the SRI hash of the loader a CDN snippet names',
);
check(
  readFileSync(
    join(installed, 'dist/chunks', files.find((f) => /core-.+\.js$/.test(f)).slice('dist/chunks/'.length)),
    'utf8',
  ).includes(pkg.version),
  'the runtime carries the same version (one source: package.json)',
);

// 3. A React 19 host type-checks against the published typings.
cpSync(join(ROOT, 'tests/hosts/host.tsx'), join(HOST, 'host.tsx'));
cpSync(join(ROOT, 'tests/hosts/host-vue.ts'), join(HOST, 'host-vue.ts'));
writeFileSync(
  join(HOST, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      target: 'es2022',
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      lib: ['es2022', 'dom'],
      types: [],
    },
    files: ['host.tsx', 'host-vue.ts'],
  }),
);
try {
  run(join(ROOT, 'node_modules/.bin/tsc'), ['-p', HOST]);
  check(
    true,
    'a React 19 .tsx host and a Vue 3 host type-check against the package (tags, attributes, events, window.SportWidgets)',
  );
} catch (error) {
  check(false, `a React 19 .tsx host and a Vue 3 host type-check against the package:\n${error.stdout}${error.stderr}`);
}

// 4. The host app builds with Vite, taking the loader from the installed package.
writeFileSync(
  join(HOST, 'index.html'),
  '<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"></head><body>' +
    '<div id="react-host"></div><div id="vue-host"></div><lit-host></lit-host>' +
    '<div id="plain-host"><sport-match-list></sport-match-list><sport-bet-slip></sport-bet-slip></div>' +
    '<script type="module" src="./main.js"></script></body></html>\n',
);
cpSync(join(ROOT, 'tests/hosts/app.js'), join(HOST, 'main.js'));
writeFileSync(join(HOST, 'vite.config.mjs'), 'export default {};\n');
try {
  run(
    join(ROOT, 'node_modules/.bin/vite'),
    ['build', '--logLevel', 'warn', '--config', join(HOST, 'vite.config.mjs')],
    HOST,
  );
  check(existsSync(join(HOST, 'dist/index.html')), 'a Vite host app that imports the installed package builds');
} catch (error) {
  check(false, `a Vite host app that imports the installed package builds:\n${error.stdout}${error.stderr}`);
}

// 5. The built host app in Chromium, its widgets talking to the reference server (another origin, as a CDN-hosted
// API would be). Counts the page's open sockets and live intervals from before any script of the page runs.
const COUNT_SOCKETS_AND_INTERVALS = () => {
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
  window.leftBehind = () => ({
    sockets: [...sockets].filter((s) => s.readyState < WebSocket.CLOSING).length,
    intervals: intervals.size,
    runtimeTimers: globalThis[Symbol.for('sport-widgets.runtime')]?.lifecycle.timerCount() ?? -1,
  });
};

if (existsSync(join(HOST, 'dist/index.html'))) {
  const api = await startReferenceServer();
  const server = createServer((req, res) => {
    const path = join(HOST, 'dist', req.url.split('?')[0] === '/' ? 'index.html' : req.url.split('?')[0]);
    if (!path.startsWith(join(HOST, 'dist')) || !existsSync(path)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': path.endsWith('.js') ? 'text/javascript' : 'text/html' });
    res.end(readFileSync(path));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const consoleErrors = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    page.on('pageerror', (e) => consoleErrors.push(e.message));
    page.on('response', (r) => r.status() >= 400 && consoleErrors.push(`${r.status()} ${r.url()}`));
    await page.addInitScript(COUNT_SOCKETS_AND_INTERVALS);
    await page.goto(`http://127.0.0.1:${server.address().port}/?api=${encodeURIComponent(api.url)}`);
    const within = (fn, arg) =>
      page.waitForFunction(fn, arg, { timeout: 20_000 }).then(
        () => true,
        () => false,
      );

    // Rendering: the plain list and the list inside the Lit host's shadow root show the server's matches.
    const rowsIn = (where) =>
      (where === 'lit' ? document.querySelector('lit-host').shadowRoot : document)
        .querySelector('sport-match-list')
        ?.shadowRoot?.querySelector('[data-match-id]');
    check(await within(rowsIn, 'plain'), "plain markup: <sport-match-list> renders the reference server's matches");
    check(
      (await within(rowsIn, 'lit')) &&
        (await within(
          () =>
            !!document.querySelector('lit-host').shadowRoot.querySelector('sport-bet-history').shadowRoot?.textContent,
        )),
      'a Lit host: the list in its shadow root renders the matches, and <sport-bet-history>, a tag only it has, loads through discover()',
    );

    // Props before upgrade and each framework's handler form.
    const hosts = await page.evaluate(() =>
      ['react', 'vue'].map((name) => {
        const el = document.querySelector(`#${name}-host sport-match-detail`);
        el?.dispatchEvent(new CustomEvent('sport-ready', { detail: {} }));
        return { name, matchId: el?.matchId, heard: window.hosts.heard[name].length };
      }),
    );
    for (const host of hosts) {
      check(
        host.matchId === `${host.name}-match` && host.heard > 0,
        `a ${host.name === 'react' ? 'React 19' : 'Vue 3'} host's camelCase matchId set before upgrade and its sport-* handler work (${JSON.stringify(host)})`,
      );
    }
    // A real event from inside the Lit host's shadow root: logged out, the favourite star asks for a login.
    await page.evaluate(() =>
      document
        .querySelector('lit-host')
        .shadowRoot.querySelector('sport-match-list')
        .shadowRoot.querySelector('[part~="favourite"], .sport-star')
        ?.click(),
    );
    check(
      await within(() => window.hosts.heard.lit.includes('sport-login-required:favourite')),
      "a Lit host's @sport-login-required handler hears the list's event from inside its shadow root",
    );

    // A live language switch on one element relabels every element of every host.
    const tabsText = (where) =>
      (where === 'lit' ? document.querySelector('lit-host').shadowRoot : document)
        .querySelector('sport-match-list')
        .shadowRoot.querySelector('[role="tablist"]')?.textContent ?? '';
    const before = await page.evaluate(tabsText, 'lit');
    await page.evaluate(() => document.querySelector('#plain-host sport-match-list').setAttribute('lang', 'ENG'));
    const switched = await within(
      () =>
        ['lit', 'plain'].every((where) =>
          /Football/.test(
            (where === 'lit' ? document.querySelector('lit-host').shadowRoot : document)
              .querySelector('sport-match-list')
              .shadowRoot.querySelector('[role="tablist"]')?.textContent ?? '',
          ),
        ) &&
        /Log in/i.test(
          document.querySelector('lit-host').shadowRoot.querySelector('sport-bet-history').shadowRoot.textContent,
        ),
    );
    check(
      switched && !/Football/.test(before),
      `lang="ENG" set on one element relabels the elements of every host without a reload (before: "${before.slice(0, 40)}")`,
    );

    // Cleanup: with every host unmounted, nothing of ours keeps running.
    const busy = await page.evaluate(() => window.leftBehind());
    await page.evaluate(() => window.hosts.unmountAll());
    await page.waitForTimeout(1500);
    const left = await page.evaluate(() => window.leftBehind());
    check(
      busy.sockets > 0 && left.sockets === 0 && left.intervals === 0 && left.runtimeTimers === 0,
      `after the last element leaves: 0 open sockets, 0 intervals, 0 runtime timers (while mounted ${JSON.stringify(busy)}, after ${JSON.stringify(left)})`,
    );
    check(consoleErrors.length === 0, `no console error on the host page (${consoleErrors.join(' | ') || 'none'})`);
  } finally {
    await browser.close();
    server.close();
    await api.stop();
  }
}

rmSync(HOST, { recursive: true, force: true });
console.log(failures.length ? `\n${failures.length} host check(s) failed` : '\nhosts: all checks passed');
process.exit(failures.length ? 1 : 0);
