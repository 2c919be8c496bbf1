// `npm test`: every tier, in two lanes side by side, then one summary. `npm test -- e2e unit` runs only those tiers.
// The CPU lane (format, hosts-prep once the build is done, typecheck, unit, postgres) runs no browser; the browser
// lane builds, then drives the browsers one tier at a time (browser tiers never overlap each other: they are
// timing-sensitive). The browser lane's output is printed as it comes; the CPU lane's is printed whole when each of
// its tiers ends. The summary repeats the failure lines of a failed tier, because a CI log is often read from its
// tail only.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { failedFlowTests, failedWtrTests, filesOf, plain } from './support/tierOutput.mjs';
import { readQuarantine, rerunVerdict } from './support/quarantine.mjs';

const root = new URL('..', import.meta.url).pathname;
const QUARANTINE = 'tests/quarantine.json';

// name → command; `rerun` and `failed` for the two tiers that drive Chromium through timed flows: their failed files
// run once more, to tell a flaky test from a broken one. A test that passes on that rerun still fails the tier unless
// it is quarantined (tests/quarantine.json, with a reason and the day it was added).
const tiers = {
  format: { cmd: 'npx', args: ['prettier', '--check', '.'] },
  typecheck: { cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  unit: { cmd: 'npx', args: ['vitest', 'run'] },
  // The server's store tests again on a real PostgreSQL (a throwaway cluster of Debian's package; the unit tier runs
  // them on the in-memory PGlite): money in one transaction, migrations, the store.json import, restarts, 1500; and
  // two server processes on one database (multiInstance: PostgreSQL only).
  postgres: {
    cmd: 'bash',
    args: [
      'tests/support/withPostgres.sh',
      'npx',
      'vitest',
      'run',
      '--project',
      'shared',
      ...[
        'storage',
        'sqlStore',
        'restart',
        'roomRestart',
        'liveRoomRestart',
        'idempotency',
        'pushSettings',
        'book',
        'multiInstance',
      ].map((f) => `tests/unit/demo/server/${f}.test.ts`),
    ],
  },
  build: { cmd: 'npm', args: ['run', 'build'] },
  e2e: {
    cmd: 'node',
    args: ['tests/e2e/run.mjs'],
    rerun: (files) => ['tests/e2e/run.mjs', ...files],
    failed: failedFlowTests,
  },
  browser: {
    cmd: 'npx',
    args: ['wtr', '--config', 'tests/browser/wtr.config.mjs'],
    rerun: (files) => ['wtr', '--config', 'tests/browser/wtr.config.mjs', '--files', ...files],
    failed: failedWtrTests,
  },
  // The hosts tier's part before the browser (pack, typings, the Vite and Next.js builds: CPU only) runs in the CPU
  // lane once the build is done; the pages then run in the browser lane, which waits for it (`after`).
  'hosts-prep': { cmd: 'node', args: ['tests/hosts/run.mjs', 'prepare'], after: 'build' },
  hosts: { cmd: 'node', args: ['tests/hosts/run.mjs'], after: 'hosts-prep' },
  engines: { cmd: 'node', args: ['tests/engines/run.mjs'] },
};
// Later tiers of the browser lane test the built bundle, so a failed build stops that lane.
const lanes = [
  { name: 'cpu', tiers: ['format', 'hosts-prep', 'typecheck', 'unit', 'postgres'], live: false },
  { name: 'browser', tiers: ['build', 'e2e', 'browser', 'engines', 'hosts'], live: true, stopAfterFailed: ['build'] },
];
const FAILURE_LINE = /❌|✖|✘|\bFAIL\b|not ok|Error:|timed out|AssertionError/;
const FAILURE_CONTEXT = 3;
const FAILURE_LINES_MAX = 80;

/** Writes whole lines only, so two lanes printing at once never cut into each other's lines. */
function lineWriter(out) {
  let partial = '';
  return {
    write(chunk) {
      const text = partial + chunk;
      const end = text.lastIndexOf('\n') + 1;
      out.write(text.slice(0, end));
      partial = text.slice(end);
    },
    flush() {
      if (partial) out.write(`${partial}\n`);
      partial = '';
    },
  };
}

/** Runs a tier; resolves its exit status and what it printed (passed through as it comes when `live`). */
function run(cmd, args, live) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    const out = lineWriter(process.stdout);
    const keep = (stream) =>
      stream.on('data', (chunk) => {
        if (live) out.write(String(chunk));
        output += chunk;
      });
    keep(child.stdout);
    keep(child.stderr);
    child.on('close', (status) => {
      out.flush();
      resolve({ status, output });
    });
  });
}

/** The lines of a failed tier's output that say what failed, each with a few lines after it. */
function failureLines(output) {
  const lines = plain(output);
  const picked = new Set();
  lines.forEach((line, i) => {
    if (!FAILURE_LINE.test(line)) return;
    for (let j = i; j <= Math.min(i + FAILURE_CONTEXT, lines.length - 1); j++) picked.add(j);
  });
  return [...picked]
    .sort((a, b) => a - b)
    .map((i) => lines[i])
    .filter((l) => l.trim())
    .slice(0, FAILURE_LINES_MAX);
}

const quarantine = readQuarantine(`${root}${QUARANTINE}`);

/** Runs one tier (and the rerun of its failed files); returns its result for the summary. */
async function runTier(name, live) {
  const tier = tiers[name];
  const started = Date.now();
  console.log(`\n=== ${name}${live ? '' : ' (started beside the browser lane; printed when it ends)'} ===`);
  let { status, output } = await run(tier.cmd, tier.args, live);
  let flaky = null;
  const failed = status !== 0 && tier.rerun ? tier.failed(output) : [];
  if (failed.length) {
    const files = filesOf(failed);
    const rerunNote = `\n=== ${name}: running the failed file(s) once more: ${files.join(' ')} ===\n`;
    if (live) console.log(rerunNote);
    const rerun = await run(tier.cmd, tier.rerun(files), live);
    output += rerunNote + rerun.output;
    const verdict = rerunVerdict(name, failed, rerun.status === 0, quarantine);
    if (verdict.flaky.length) flaky = { ...verdict, lines: failureLines(output) };
    status = verdict.ok ? 0 : 1;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!live) console.log(`\n=== ${name} (ended after ${seconds}s) ===\n${output}`);
  return { name, ok: status === 0, seconds, output, flaky };
}

const only = process.argv.slice(2);
const unknown = only.filter((name) => !tiers[name]);
if (unknown.length) {
  console.error(`unknown tier(s): ${unknown.join(', ')}; tiers: ${Object.keys(tiers).join(', ')}`);
  process.exit(2);
}
const startedAll = Date.now();
/** Each tier's result once it ended (null: not run), for a tier of the other lane that comes `after` it. */
const ended = {};
const settle = {};
for (const name of Object.keys(tiers)) ended[name] = new Promise((resolve) => (settle[name] = resolve));
const laneResults = await Promise.all(
  lanes.map(async (lane) => {
    const results = [];
    for (const name of lane.tiers) {
      const before = tiers[name].after;
      // A tier whose prerequisite failed is not run (that failure is in the summary); one not run is no obstacle.
      if ((only.length && !only.includes(name)) || (before && (await ended[before])?.ok === false)) {
        settle[name](null);
        continue;
      }
      const result = await runTier(name, lane.live);
      settle[name](result);
      results.push(result);
      if (!result.ok && lane.stopAfterFailed?.includes(name)) break;
    }
    for (const name of lane.tiers) settle[name](null);
    return results;
  }),
);
const results = Object.keys(tiers).flatMap((name) => laneResults.flat().filter((r) => r.name === name));

const flakes = results.filter((r) => r.flaky);
mkdirSync(`${root}test-results`, { recursive: true });
writeFileSync(
  `${root}test-results/flaky.json`,
  JSON.stringify(
    flakes.flatMap((r) =>
      r.flaky.flaky.map((t) => ({ tier: r.name, ...t, quarantined: !r.flaky.uncovered.includes(t) })),
    ),
    null,
    2,
  ),
);

console.log('\n=== summary ===');
console.log(
  quarantine.length
    ? `quarantine (${QUARANTINE}): ${quarantine.length} test(s) may pass on a rerun without failing their tier:`
    : `quarantine (${QUARANTINE}): empty: a test that fails and then passes on its rerun fails its tier`,
);
for (const q of quarantine) console.log(`  ${q.tier} ${q.file} "${q.test}" since ${q.added}: ${q.reason}`);
for (const r of flakes) {
  const { uncovered, flaky } = r.flaky;
  console.log(
    `--- FLAKY in ${r.name}: failed, then passed when run again: ${
      uncovered.length ? `${uncovered.length} not quarantined, so the tier fails` : 'all quarantined'
    } ---`,
  );
  for (const t of flaky)
    console.log(`  ${uncovered.includes(t) ? 'NOT QUARANTINED' : 'quarantined'}: ${t.file} "${t.test}"`);
  console.log(r.flaky.lines.join('\n'));
}
for (const r of results.filter((r) => !r.ok && !r.flaky)) {
  console.log(`--- what failed in ${r.name} ---`);
  for (const line of failureLines(r.output)) console.log(line);
}
for (const r of results)
  console.log(
    `${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(10)} ${r.seconds}s${r.flaky ? '  (flaky: passed on a rerun)' : ''}`,
  );
const failedCount = results.filter((r) => !r.ok).length;
console.log(`all tiers in ${((Date.now() - startedAll) / 1000).toFixed(1)}s`);
console.log(`tiers: ${results.length - failedCount} passed, ${failedCount} failed`);
process.exit(failedCount ? 1 : 0);
