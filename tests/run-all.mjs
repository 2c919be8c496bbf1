// `npm test`: every tier in order (typecheck, unit, build, browser, end-to-end), then one summary.
// Each tier's own runner prints its details; the last line counts the tiers.
import { spawnSync } from 'node:child_process';

const tiers = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['unit', 'npx', ['vitest', 'run']],
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['browser', 'npx', ['wtr', '--config', 'tests/browser/wtr.config.mjs']],
  ['e2e', 'node', ['tests/e2e/run.mjs']],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, cmd, args] of tiers) {
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (status !== 0 && name === 'build') break; // later tiers test the built bundle
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(10)} ${r.seconds}s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`tiers: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
