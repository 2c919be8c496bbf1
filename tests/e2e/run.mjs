// The end-to-end tier: starts the reference server (a child process on a free port, SEED=1, a fresh data dir, the
// test timings of TEST_TIMINGS_ENV) and one headless Chromium (a browser server the flows connect to, each file in
// its own contexts), runs every tests/e2e/*.e2e.ts flow (or the files given as arguments) with node's test runner
// through tsx against them, and stops both whatever happens. With E2E_BASE_URL already set, runs against that
// server instead; with E2E_BROWSER_WS already set, connects to that browser instead.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../support/chromiumArgs.mjs';
import { startReferenceServer, TEST_TIMINGS_ENV } from '../support/referenceServer.mjs';

const TIER_LIMIT_MS = 480_000; // the whole tier stays under 8 minutes, so CI stays under 15
const root = new URL('../..', import.meta.url).pathname;
/**
 * Flow files run at once (E2E_CONCURRENCY to try another number): the flows mostly wait on the server and the page
 * (bet decisions, pushes), so three use about half of the two cores; four made clean-clone runs fail more often
 * (flows timing out on a loaded machine, see the session note of 2026-11-28).
 */
const CONCURRENCY = Number(process.env.E2E_CONCURRENCY ?? 3);
/**
 * The flow files that take longest (30 to 60 s each on a clean-clone CI, the rest 2 to 25 s), started first: the
 * runner takes files in the order given, and a long file started last kept the tier running on one of its three
 * slots after the others were done. A scheduling hint only: a file missing here runs after these, in name order.
 */
const LONGEST_FIRST = ['bet-safety', 'money', 'betting', 'app-routes', 'history'];
const rank = (file) => {
  const i = LONGEST_FIRST.indexOf(file.replace(/\.e2e\.ts$/, ''));
  return i === -1 ? LONGEST_FIRST.length : i;
};
// The flow files named on the command line (a rerun of the failed ones), else every one.
const named = process.argv.slice(2);
const flows = named.length
  ? named
  : readdirSync(join(root, 'tests/e2e'))
      .filter((f) => f.endsWith('.e2e.ts'))
      .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
      .map((f) => join('tests/e2e', f));

/** Runs the flow files with node's test runner; resolves with its exit code. */
function runFlows(url, browserWs) {
  return new Promise((resolve) => {
    // Several files at a time: each logs in as its own copies of the demo users (browser.ts userName), so no login
    // kicks another file's session (spec §8) and no file sees another's bets or settings.
    const runner = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', `--test-concurrency=${CONCURRENCY}`, '--test-reporter=spec', ...flows],
      {
        cwd: root,
        env: { ...process.env, E2E_BASE_URL: url, E2E_BROWSER_WS: browserWs },
        stdio: 'inherit',
      },
    );
    const limit = setTimeout(() => {
      console.error(`e2e: over ${TIER_LIMIT_MS / 1000}s, stopping the flows`);
      runner.kill('SIGKILL');
    }, TIER_LIMIT_MS);
    runner.once('exit', (code, signal) => {
      clearTimeout(limit);
      resolve(signal ? 1 : (code ?? 1));
    });
  });
}

/** One Chromium for the whole run (Debian's, or CHROME_PATH), served over a websocket the flows connect to. */
function launchBrowser() {
  return chromium.launchServer({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

async function main() {
  if (flows.length === 0) {
    console.log('e2e: no flows');
    return 0;
  }
  let server;
  let browser;
  const cleanUp = async () => {
    await browser?.close().catch(() => undefined);
    await server?.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => Promise.resolve(cleanUp()).then(() => process.exit(130)));
  try {
    let url = process.env.E2E_BASE_URL;
    if (!url) {
      if (!existsSync(join(root, 'dist/sport-widgets.js')))
        throw new Error('dist/ is missing: run `npm run build` first');
      if (!existsSync(join(root, 'demo/server/main.ts')))
        throw new Error('demo/server/main.ts is missing: no reference server to run against');
      server = await startReferenceServer(TEST_TIMINGS_ENV);
      url = server.url;
      process.env.E2E_CONTROL_SECRET = server.controlSecret;
    }
    let browserWs = process.env.E2E_BROWSER_WS;
    if (!browserWs) {
      browser = await launchBrowser();
      browserWs = browser.wsEndpoint();
    }
    console.log(`e2e: reference server at ${url}; one Chromium; ${flows.length} flow file(s)`);
    return await runFlows(url, browserWs);
  } finally {
    await cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`e2e: ${error.message}`);
    process.exit(1);
  },
);
