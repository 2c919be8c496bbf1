// `npm run bench`: bundle sizes against their budgets, then render timings in headless Chromium
// against the reference server (MATCHES=1000). Exits non-zero when a budget is broken; a timing case
// whose feature cannot be measured yet is reported and skipped. Never part of `npm test`.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launch } from '../e2e/browser';
import { CONTROL_HEADER } from '../support/referenceServer.mjs';
import { buildBaseline } from './baseline/build';
import { startBenchHost, type BenchHost } from './host';
import { DIST } from './pages';
import { runSizes } from './sizes';
import { runTimings } from './timing';

const MATCHES = 1000;
const SERVER_ENTRY = join(import.meta.dirname, '../../demo/server/main.ts');

interface RunningServer {
  url: string;
  controlSecret: string;
  stop(): Promise<void>;
}

/**
 * Starts the reference server in a child process (SEED=1, MATCHES=1000, a fresh data dir), or says why it
 * cannot. A child of its own, so its simulation never shares an event loop with the bench's page routing.
 * Its simulated clock stands still (SPEED=0): every run lists the same matches, and no price moves but the
 * bench's own burst, which must arrive after a quiet second (the push throttle of spec §4).
 */
async function startReferenceServer(): Promise<RunningServer | string> {
  if (!existsSync(SERVER_ENTRY)) return 'no reference server (demo/server/main.ts is missing)';
  const { startReferenceServer: start } = await import('../support/referenceServer.mjs');
  return start({ MATCHES: String(MATCHES), SPEED: '0' });
}

async function main(): Promise<number> {
  if (!existsSync(join(DIST, 'sport-widgets.js'))) throw new Error('dist/ is missing: run `npm run build` first');
  let browser: Browser | null = null;
  let server: RunningServer | string = 'not started';
  let host: BenchHost | null = null;
  let baseline: string | null = null;
  try {
    browser = await launch().catch((error: Error) => {
      console.log(`Chromium did not start (${error.message.split('\n')[0]}); sizes from the import graph only.`);
      return null;
    });
    server = await startReferenceServer().catch(
      (error: Error) => `the reference server failed to start: ${error.message}`,
    );
    baseline = await buildBaseline();
    host = await startBenchHost(
      { '/dist/': DIST, '/baseline/': baseline },
      typeof server === 'string' ? null : server.url,
      typeof server === 'string' ? {} : { [CONTROL_HEADER]: server.controlSecret },
    );

    // BENCH_ONLY=sizes: the size table alone, for a quick look while trimming a chunk. BENCH_ONLY=<text>: only the
    // timing cases whose name contains it (e.g. BENCH_ONLY="busy chat"), no size table.
    const only = process.env.BENCH_ONLY;
    const broken: string[] = [];
    if (!only || only === 'sizes') {
      console.log('\n=== JS a page downloads ===');
      broken.push(...(await runSizes(browser, host)));
    }
    if (only !== 'sizes') {
      console.log(`\n=== render timing (${MATCHES} matches, medians) ===`);
      const timingContext = browser && typeof server !== 'string' ? { browser, host, serverUrl: server.url } : null;
      broken.push(...(await runTimings(timingContext, typeof server === 'string' ? server : 'no browser', only)));
    }

    console.log(broken.length ? `\nbudgets broken:\n  ${broken.join('\n  ')}` : '\nall budgets kept');
    return broken.length ? 1 : 0;
  } finally {
    await browser?.close();
    await host?.close();
    if (baseline) rmSync(baseline, { recursive: true, force: true });
    if (typeof server !== 'string') await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`bench: ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
