// The reference server's anchor-proxy switch (spec §7: a 0 or 1 flag): off unless ANCHOR_PROXY=1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { optionsFromEnv, startServer } from '../../../../demo/server/main';
import { SYSTEM_PATHS } from '../../../../src/api/systemPaths';
import { schemaOf, TEST_DATABASE } from './harness';

async function switchAnswer(anchorProxy: boolean): Promise<unknown> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sport-server-proxy-'));
  const server = await startServer({
    port: 0,
    dataDir,
    matches: 4,
    autoTick: false,
    anchorProxy,
    database: TEST_DATABASE,
    schema: schemaOf(dataDir),
  });
  try {
    const res = await fetch(`${server.url.replace(/\/$/, '')}${SYSTEM_PATHS.proxySwitch}`, { method: 'POST' });
    return ((await res.json()) as { data: unknown }).data;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('anchor-proxy switch of the reference server', () => {
  it('answers 0 by default and 1 with ANCHOR_PROXY=1', async () => {
    expect(optionsFromEnv({}).anchorProxy).toBe(false);
    expect(optionsFromEnv({ ANCHOR_PROXY: '1' }).anchorProxy).toBe(true);
    expect(await switchAnswer(false)).toBe(0);
    expect(await switchAnswer(true)).toBe(1);
  });
});
