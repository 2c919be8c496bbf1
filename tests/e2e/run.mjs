// The end-to-end tier: starts the reference server (a child process on a free port, SEED=1, a fresh
// data dir), runs every tests/e2e/*.e2e.ts flow with node's test runner through tsx against it, and
// stops the server whatever happens. With E2E_BASE_URL already set, runs against that server instead.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TIER_LIMIT_MS = 170_000; // the whole tier stays under 3 minutes
const SERVER_START_MS = 30_000;
const root = new URL('../..', import.meta.url).pathname;
const flows = readdirSync(join(root, 'tests/e2e')).filter((f) => f.endsWith('.e2e.ts')).sort().map((f) => join('tests/e2e', f));

/** A port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts demo/server/main.ts and resolves with the URL it prints once listening. */
async function startServer(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED: '1', DATA_DIR: dataDir, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL printed within ${SERVER_START_MS / 1000}s`)), SERVER_START_MS);
    const onData = (chunk) => {
      output += chunk;
      const match = /https?:\/\/[\w.[\]:-]+/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening`));
    });
  }).catch((error) => {
    child.kill('SIGKILL');
    throw new Error(`reference server did not start: ${error.message}\n${output}`);
  });
  // Keep draining the server's output so a chatty server never blocks on a full pipe.
  child.stdout.resume();
  child.stderr.on('data', (chunk) => process.env.E2E_SERVER_LOG && process.stderr.write(chunk));
  return { url, child };
}

/** Stops the server: SIGTERM, then SIGKILL if it has not exited after 5 s. */
function stopServer(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Runs the flow files with node's test runner; resolves with its exit code. */
function runFlows(url) {
  return new Promise((resolve) => {
    const runner = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...flows], {
      cwd: root,
      env: { ...process.env, E2E_BASE_URL: url },
      stdio: 'inherit',
    });
    const limit = setTimeout(() => {
      console.error(`e2e: over ${TIER_LIMIT_MS / 1000}s, stopping the flows`);
      runner.kill('SIGKILL');
    }, TIER_LIMIT_MS);
    runner.once('exit', (code, signal) => {
      clearTimeout(limit);
      resolve(signal ? 1 : code ?? 1);
    });
  });
}

async function main() {
  if (flows.length === 0) {
    console.log('e2e: no flows');
    return 0;
  }
  if (process.env.E2E_BASE_URL) return runFlows(process.env.E2E_BASE_URL);
  if (!existsSync(join(root, 'dist/sport-widgets.js'))) throw new Error('dist/ is missing: run `npm run build` first');
  if (!existsSync(join(root, 'demo/server/main.ts'))) throw new Error('demo/server/main.ts is missing: no reference server to run against');
  const dataDir = mkdtempSync(join(tmpdir(), 'sport-e2e-'));
  let server;
  const cleanUp = async () => {
    await stopServer(server?.child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanUp().then(() => process.exit(130)));
  try {
    server = await startServer(dataDir);
    console.log(`e2e: reference server at ${server.url}; ${flows.length} flow file(s)`);
    return await runFlows(server.url);
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
