// `npm run test:engines`: the widgets in the other engines a visitor may use, from Debian's packages (nothing
// downloaded): Firefox ESR (puppeteer-core over WebDriver BiDi) and WebKitGTK (selenium-webdriver against
// WebKitWebDriver, under Xvfb), one after the other, on the demo page of the reference server (needs `dist/`: run
// `npm run build` first). In each: every element renders; a pointer click on odds reaches the slip; log in and a
// single confirmed; video through hls.js; SAU right to left; a 390 px screenshot (/tmp/engines-shots/); no console
// error. In Firefox also: leaving the page while the element chunks load logs nothing.
// `node tests/engines/run.mjs firefox` (or webkit) runs one engine. Ends with "N passed, N failed".
import { existsSync } from 'node:fs';
import { startReferenceServer } from '../support/referenceServer.mjs';
import { CHECKS, leaveWhileLoading, noErrors } from './checks.mjs';
import { FIREFOX_PATH, launchFirefox } from './firefox.mjs';
import { startProxy } from './proxy.mjs';
import { WEBKIT_DRIVER, launchWebKit } from './webkit.mjs';

const root = new URL('../..', import.meta.url).pathname;
const ENGINES = [
  [
    'firefox',
    'Firefox ESR',
    FIREFOX_PATH,
    launchFirefox,
    [['leaving the demo page while its element chunks load logs no load failure', leaveWhileLoading]],
  ],
  ['webkit', 'WebKitGTK', WEBKIT_DRIVER, launchWebKit, []],
];
const only = process.argv.slice(2);
const tierStarted = Date.now();
let passed = 0;
let failed = 0;

function report(ok, name, detail = '') {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? '✔' : '❌'} ${name}${detail ? `\n    ${detail.replace(/\n/g, '\n    ')}` : ''}`);
}

if (!existsSync(`${root}dist/sport-widgets.js`)) {
  report(false, 'the built bundle', 'dist/sport-widgets.js is missing: run `npm run build` first');
} else {
  const server = await startReferenceServer();
  const proxy = await startProxy(server.url);
  try {
    for (const [id, label, binary, launch, extra] of ENGINES) {
      if (only.length && !only.includes(id)) continue;
      if (!existsSync(binary)) {
        report(
          false,
          `${label}: ${binary}`,
          'not installed (Debian: firefox-esr, webkit2gtk-driver; .ci/run installs them)',
        );
        continue;
      }
      const started = Date.now();
      let engine;
      try {
        engine = await launch();
      } catch (error) {
        report(false, `${label}: starts`, error.stack ?? String(error));
        continue;
      }
      console.log(`\n${label} (${engine.version})`);
      const ctx = { engine, proxy, proxyUrl: proxy.url, serverUrl: server.url, errors: [] };
      for (const [name, run] of [...CHECKS, ['no console error during all of the above', noErrors], ...extra]) {
        const t = Date.now();
        try {
          await run(ctx);
          report(true, `${label}: ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
        } catch (error) {
          report(false, `${label}: ${name}`, error.message);
        }
      }
      if (ctx.shot) console.log(`    screenshot: ${ctx.shot}`);
      await engine.close();
      console.log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await proxy.close();
    await server.stop();
  }
}
console.log(`\nengines tier: ${((Date.now() - tierStarted) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
