// Browser tests: real Debian Chromium against the BUILT bundle (dist/), with esbuild compiling only the
// TypeScript test files. The reference server runs beside them; tests read its URL from window.SPORT_API.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROMIUM_ARGS } from '../support/chromiumArgs.mjs';
import { startReferenceServer } from '../support/referenceServer.mjs';

const server = await startReferenceServer();
process.once('exit', () => server.child.kill('SIGKILL'));

export default {
  rootDir: '.',
  files: ['tests/browser/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  testsFinishTimeout: 180000,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' })],
  testRunnerHtml: (
    testFramework,
  ) => `<!doctype html><html><head><script>window.SPORT_API = ${JSON.stringify(server.url)};</script></head>
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
