// The hosts tier's Next.js host (issue 31 item 1): next/ (an App Router app: tags with attributes in a server
// component, `import 'sport-widgets'` at the top of a 'use client' component) copied into the scratch host, where
// the installed tarball resolves, built with `next build` and served with `next start` on a free port.
import { spawn } from 'node:child_process';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../support/referenceServer.mjs';

const NEXT = join(import.meta.dirname, '../../node_modules/.bin/next');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** Runs `next` with `args` in `dir`; resolves { code, output } when it exits. */
function runNext(dir, args) {
  const child = spawn(NEXT, args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  // A missing `next` (node_modules installed before it was a devDependency) fails the check, not the tier.
  child.on('error', (error) => (output += `${error.message} (run npm ci)\n`));
  return { child, done: new Promise((resolve) => child.on('close', (code) => resolve({ code, output }))) };
}

/**
 * Copies the app into `host`/next and starts `next build` there; resolves { dir, ok, output, seconds } when it ends.
 * It runs in the background (its output is small), beside the Vite build of the other pages.
 */
export function buildNextHost(host) {
  const dir = join(host, 'next');
  cpSync(join(import.meta.dirname, 'next'), dir, { recursive: true });
  const start = Date.now();
  return runNext(dir, ['build']).done.then(({ code, output }) => ({
    dir,
    ok: code === 0,
    output,
    seconds: ((Date.now() - start) / 1000).toFixed(1),
  }));
}

/** `next start` on the built app in `dir`; resolves { url, close() } once it says it is ready. */
export async function startNextHost(dir) {
  const port = await freePort();
  const { child, done } = runNext(dir, ['start', '--port', String(port), '--hostname', '127.0.0.1']);
  let output = '';
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      output += d;
      if (/Ready in/.test(output)) resolve();
    });
    done.then(({ code }) => reject(new Error(`next start exited (${code}) before it was ready:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      child.kill('SIGTERM');
      return done;
    },
  };
}
