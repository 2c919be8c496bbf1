// `npm test`: every tier in order (format, typecheck, unit, build, hosts, browser, end-to-end), then one summary.
// `npm test -- e2e` (tier names) runs only those tiers.
// Each tier's own runner prints its details; the summary repeats the failure lines of a failed tier, because a
// CI log is often read from its tail only.
import { spawn } from 'node:child_process';
import { failedFlowFiles, failedWtrFiles, plain } from './support/tierOutput.mjs';

// [name, command, args, rerun]: the two tiers that drive Chromium through timed flows rerun their failed files once
// (a loaded CI machine has failed a wait that passes on a quiet one); a pass on the rerun is reported as flaky in
// the summary, never hidden, and a file that fails twice fails the tier.
const tiers = [
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['unit', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build']],
  ['hosts', 'node', ['tests/hosts/run.mjs']],
  [
    'browser',
    'npx',
    ['wtr', '--config', 'tests/browser/wtr.config.mjs'],
    (files) => ['wtr', '--config', 'tests/browser/wtr.config.mjs', '--files', ...files],
    failedWtrFiles,
  ],
  ['e2e', 'node', ['tests/e2e/run.mjs'], (files) => ['tests/e2e/run.mjs', ...files], failedFlowFiles],
];
const FAILURE_LINE = /❌|✖|✘|\bFAIL\b|not ok|Error:|timed out|AssertionError/;
const FAILURE_CONTEXT = 3;
const FAILURE_LINES_MAX = 80;

/** Runs a tier with its output passed through; resolves its exit status and what it printed. */
function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    const keep = (stream, out) =>
      stream.on('data', (chunk) => {
        out.write(chunk);
        output += chunk;
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('close', (status) => resolve({ status, output }));
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

const only = process.argv.slice(2);
const results = [];
for (const [name, cmd, args, rerunArgs, failedFiles] of tiers) {
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  let { status, output } = await run(cmd, args);
  let flaky = '';
  const files = status !== 0 && rerunArgs ? failedFiles(output) : [];
  if (files.length) {
    console.log(`\n=== ${name}: running the failed file(s) once more: ${files.join(' ')} ===`);
    const rerun = await run(cmd, rerunArgs(files));
    if (rerun.status === 0) flaky = failureLines(output).join('\n');
    else output += rerun.output;
    status = rerun.status;
  }
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1), output, flaky });
  if (status !== 0 && name === 'build') break; // later tiers test the built bundle
}

console.log('\n=== summary ===');
for (const r of results.filter((r) => r.flaky)) {
  console.log(`--- FLAKY in ${r.name}: failed, then passed when run again (look into it) ---`);
  console.log(r.flaky);
}
for (const r of results.filter((r) => !r.ok)) {
  console.log(`--- what failed in ${r.name} ---`);
  for (const line of failureLines(r.output)) console.log(line);
}
for (const r of results)
  console.log(
    `${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(10)} ${r.seconds}s${r.flaky ? '  (flaky: passed on a rerun)' : ''}`,
  );
const failed = results.filter((r) => !r.ok).length;
console.log(`tiers: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
