// Starts the reference sportsbook server (demo/server/main.ts) as a child process on a port the system picks, with a
// fresh data directory, for the browser and end-to-end tiers; stop() ends it and removes the data.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const START_LIMIT_MS = 30_000;

/**
 * The server's test knobs for the end-to-end tier (README "Reference server settings"): bets decided 1 s after
 * placing instead of 2 s (live 4 s), and no chat gap between one user's messages instead of 1 s. The tiers that
 * pass nothing keep the spec's timings.
 */
export const TEST_TIMINGS_ENV = { BET_DECISION_MS: '1000', CHAT_GAP_MS: '0' };
/** The header a /demo/control call carries the server's control secret in (demo/server/demoControl.ts). */
export const CONTROL_HEADER = 'x-demo-control';
const root = new URL('../..', import.meta.url).pathname;
/**
 * A fresh PGlite data directory as a tarball (per PGlite version), made by the first test server and loaded by the
 * next ones instead of running initdb again: about 2 s less per server start (demo/server/db.ts). The unit tier's
 * servers start from it too (the contract test's DATA_DIR, the in-memory PGlite of tests/unit/demo/server/harness.ts).
 */
export const PGLITE_TEMPLATE = join(
  tmpdir(),
  `sport-widgets-pglite-${JSON.parse(readFileSync(`${root}node_modules/@electric-sql/pglite/package.json`, 'utf8')).version}.tar.gz`,
);

/** Ports a probe may hand out: below the system's range for outgoing connections (32768–60999 on Linux). */
const PROBED_PORTS = { from: 20_000, to: 32_767 };

/**
 * A port nobody listens on right now, for a program that cannot listen on port 0 and say which it got (WebKitWebDriver,
 * `next start`). Taken below the outgoing range: a port the system picked for us (listening on 0) was, once, taken
 * by an outgoing connection before the program listened on it (EADDRINUSE); here only another listener could.
 */
export async function freePort() {
  for (;;) {
    const port = PROBED_PORTS.from + Math.floor(Math.random() * (PROBED_PORTS.to - PROBED_PORTS.from + 1));
    const free = await new Promise((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** Ends a child process: SIGTERM, then SIGKILL after 5 s; resolves once it has exited. */
export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the server in test mode and resolves once it printed its URL: { url, child, stop(), controlSecret }. */
export async function startReferenceServer(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sport-server-'));
  // Test mode: the demo control answers callers with this secret, and each flow file may log in as its own copy of a
  // demo user (demo~<file>).
  const controlSecret = randomBytes(18).toString('base64url');
  const child = spawn(
    process.execPath,
    [
      // PROFILE_SERVER=<dir>: the server writes a CPU profile there when it stops (`npm run load` finding a hot path).
      ...(process.env.PROFILE_SERVER ? ['--cpu-prof', '--cpu-prof-dir', process.env.PROFILE_SERVER] : []),
      '--import',
      'tsx',
      'demo/server/main.ts',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        // Port 0: the system picks a free one as the server listens, and the server prints it. A port probed free
        // beforehand could be taken by then (a browser tier's server once failed with EADDRINUSE in CI).
        PORT: '0',
        HOST: '127.0.0.1',
        SEED: '1',
        DATA_DIR: dataDir,
        FORCE_COLOR: '0',
        SERVER_MODE: 'test',
        DEMO_CONTROL_SECRET: controlSecret,
        PGLITE_TEMPLATE,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stop = () => stopChild(child).then(() => rmSync(dataDir, { recursive: true, force: true }));
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no URL printed within ${START_LIMIT_MS / 1000}s`)),
      START_LIMIT_MS,
    );
    const onData = (chunk) => {
      output += chunk;
      const match = /https?:\/\/[\w.[\]:-]+/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[0].replace(/\/$/, ''));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening`));
    });
  }).catch(async (error) => {
    child.kill('SIGKILL');
    await stop();
    throw new Error(`reference server did not start: ${error.message}\n${output}`);
  });
  child.stdout.resume();
  // The server's own errors ([store] storage unavailable, [server] a handler failed) always show: a test run whose
  // every login failed with 1500 said nothing of the write the database refused behind it.
  child.stderr.on('data', (chunk) => {
    if (process.env.SERVER_LOG) process.stderr.write(chunk);
    else
      for (const line of String(chunk).split('\n'))
        if (/^\[(store|server)\]/.test(line)) console.error(`server: ${line}`);
  });
  return { url, child, stop, controlSecret };
}
