// Builds the plain-table yardstick (plainTable.tsx) as one production ES module into a temporary folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

export const BASELINE_FILE = 'plainTable.js';

/** The folder holding the built baseline. */
export async function buildBaseline(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'sport-bench-baseline-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: { entry: join(import.meta.dirname, 'plainTable.tsx'), formats: ['es'], fileName: () => BASELINE_FILE },
    },
  });
  return outDir;
}
