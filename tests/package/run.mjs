// `npm test`'s package tier: packs the built package as npm would publish it, checks what the tarball holds,
// installs it into a scratch host app, type-checks a React 19 host against its typings, builds the host with
// Vite (the way an integrator's build would take it) and opens it in Chromium. Needs `npm run build` first.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../support/chromiumArgs.mjs';

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
cpSync(join(ROOT, 'tests/package/host.tsx'), join(HOST, 'host.tsx'));
cpSync(join(ROOT, 'tests/package/host-vue.ts'), join(HOST, 'host-vue.ts'));
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
  '<!doctype html><sport-match-list></sport-match-list><div id="react-host"></div><div id="vue-host"></div>' +
    '<script type="module" src="./main.js"></script>\n',
);
// React 19 and Vue 3 render our tags from the installed package (tests/package/frameworks.js).
cpSync(join(ROOT, 'tests/package/frameworks.js'), join(HOST, 'main.js'));
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

// 5. The built host app in Chromium: the installed loader defines the tag and renders it in a shadow root.
// (It would not if package.json's sideEffects listed files: the build would drop our own define modules.)
if (existsSync(join(HOST, 'dist/index.html'))) {
  const server = createServer((req, res) => {
    const path = join(HOST, 'dist', req.url === '/' ? 'index.html' : req.url.split('?')[0]);
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
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    const rendered = await page
      .waitForFunction(() => document.querySelector('sport-match-list')?.shadowRoot?.childElementCount > 0, null, {
        timeout: 15_000,
      })
      .then(
        () => true,
        () => false,
      );
    check(rendered, 'in Chromium, the host app built from the package defines <sport-match-list> and renders it');
    // The camelCase prop each framework set before the tag was defined (a lowercase attribute) reached the element,
    // and each framework's handler form (React onsport-ready, Vue onSportReady) listens to the element's events.
    await page.waitForFunction(() => customElements.get('sport-match-detail'), null, { timeout: 15_000 });
    const hosts = await page.evaluate(() =>
      ['react', 'vue'].map((name) => {
        const el = document.querySelector(`#${name}-host sport-match-detail`);
        el?.dispatchEvent(new CustomEvent('sport-ready', { detail: {} }));
        return { name, matchId: el?.matchId, heard: window.heard[name].length };
      }),
    );
    for (const host of hosts) {
      check(
        host.matchId === `${host.name}-match` && host.heard > 0,
        `a ${host.name === 'react' ? 'React 19' : 'Vue 3'} host's camelCase matchId set before upgrade and its sport-* handler work (${JSON.stringify(host)})`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
}

rmSync(HOST, { recursive: true, force: true });
console.log(failures.length ? `\n${failures.length} package check(s) failed` : '\npackage: all checks passed');
process.exit(failures.length ? 1 : 0);
