// Browser tests: real Debian Chromium against the BUILT bundle (dist/), with esbuild compiling only
// the TypeScript test files. `npm test` builds first.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';

export default {
  rootDir: '.',
  files: ['tests/browser/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  testsFinishTimeout: 180000,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' })],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
          '--disable-component-update', '--disable-sync', '--no-first-run'],
      },
    }),
  ],
  testFramework: { config: { timeout: 10000 } },
};
