// Browser tests: real Debian Chromium against the BUILT bundle (dist/), with esbuild compiling only the
// TypeScript test files. The reference server runs beside them; tests read its URL from window.SPORT_API.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { CHROMIUM_ARGS } from '../support/chromiumArgs.mjs';
import { startReferenceServer } from '../support/referenceServer.mjs';

const server = await startReferenceServer();
const { version } = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8'));

/** /dist-copy/…: the built bundle again, as another version (a second copy of the bundle on one page). */
async function secondCopy(ctx, next) {
  if (!ctx.path.startsWith('/dist-copy/')) return next();
  const file = new URL(`../../dist/${ctx.path.slice('/dist-copy/'.length)}`, import.meta.url);
  const body = await readFile(file, 'utf8').catch(() => null);
  if (body === null) return next();
  ctx.type = 'text/javascript';
  ctx.body = body.replaceAll(version, `${version}-copy`);
}
process.once('exit', () => server.child.kill('SIGKILL'));

export default {
  rootDir: '.',
  // In name order on every machine: the files share one origin's localStorage, and a glob lists them in the
  // directory's hash order, which differs between file systems (a CI failure then could not be replayed here).
  files: readdirSync(new URL('.', import.meta.url))
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .map((name) => `tests/browser/${name}`),
  nodeResolve: true,
  middleware: [secondCopy],
  concurrency: 1,
  testsFinishTimeout: 180000,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' })],
  testRunnerHtml: (
    testFramework,
  ) => `<!doctype html><html><head><script>window.SPORT_API = ${JSON.stringify(server.url)}; window.SPORT_CONTROL = ${JSON.stringify(server.controlSecret)};</script></head>
    <body><script type="module" src="${testFramework}"></script></body></html>`,
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
      },
    }),
  ],
  testFramework: { config: { timeout: 15000 } },
};
