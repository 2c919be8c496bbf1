// Entry point: `tsx demo/server/main.ts` reads the environment and starts the reference sportsbook server.
import { pathToFileURL } from 'node:url';
import type { ServerMode } from './demoControl.ts';
import { startServer, type ServerOptions } from './server.ts';

export { startServer };
export type { ServerOptions, RunningServer } from './server.ts';

/** Server options from PORT, HOST, SEED, SPEED, DATA_DIR, CORS_ORIGINS, LOG, MATCHES, ANCHOR_PROXY, BUSY_CHAT, SERVER_MODE, DEMO_CONTROL_SECRET, DATABASE_URL, MEDIA_SECRET, the test knob PGLITE_TEMPLATE and the test knobs BET_DECISION_MS and CHAT_GAP_MS. */
export function optionsFromEnv(env: NodeJS.ProcessEnv): ServerOptions {
  const num = (name: string, def: number) => {
    const n = Number(env[name] ?? def);
    if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number`);
    return n;
  };
  return {
    port: num('PORT', 5180),
    host: env.HOST || '127.0.0.1',
    seed: num('SEED', 1),
    speed: num('SPEED', 1),
    dataDir: env.DATA_DIR || undefined,
    database: env.DATABASE_URL || undefined,
    pgliteTemplate: env.PGLITE_TEMPLATE || undefined,
    corsOrigins: (env.CORS_ORIGINS || '*')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    log: env.LOG === 'debug',
    matches: num('MATCHES', 120),
    anchorProxy: env.ANCHOR_PROXY === '1',
    busyChat: env.BUSY_CHAT === '1',
    // Test knobs (tests/support/referenceServer.mjs TEST_TIMINGS_ENV): unset keeps the spec's timings.
    betDecisionMs: env.BET_DECISION_MS ? num('BET_DECISION_MS', 0) : undefined,
    chatGapMs: env.CHAT_GAP_MS ? num('CHAT_GAP_MS', 0) : undefined,
    mode: mode(env.SERVER_MODE),
    controlSecret: env.DEMO_CONTROL_SECRET || undefined,
    mediaSecret: env.MEDIA_SECRET || undefined,
  };
}

/** SERVER_MODE: demo (npm start) or test (the test tiers); anything else is production (no demo control). */
function mode(value: string | undefined): ServerMode {
  return value === 'demo' || value === 'test' ? value : 'production';
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const running = await startServer(optionsFromEnv(process.env));
  console.log(`Sport widgets demo: ${running.url}`);
  if (running.controlSecret) console.log(`Demo control (/demo/control) secret: ${running.controlSecret}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
