// Reading a test tier's printed output (tests/run-all.mjs): its plain lines, and which tests of the browser and
// end-to-end tiers failed (file and name), so those files alone can be run once more and a pass then be judged
// against the quarantine (tests/quarantine.json).

/** A tier's output as lines without colour codes. */
export const plain = (output) => output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').split(/\r?\n/);

/** The tests a browser tier's output says failed: a file's header line, then each ❌ line before the next header. */
export function failedWtrTests(output) {
  const failed = [];
  let file = null;
  for (const line of plain(output)) {
    const header = /^(tests\/browser\/\S+\.test\.ts):$/.exec(line.trim());
    if (header) file = header[1];
    else if (/^(Chrome|Finished)\b/.test(line))
      file = null; // the progress bar and the end: no file's block
    else if (file && line.includes('❌')) {
      const test = line.slice(line.indexOf('❌') + 1).trim();
      if (!failed.some((f) => f.file === file && f.test === test)) failed.push({ file, test });
    }
  }
  return failed;
}

/** The tests node's test runner lists under "failing tests": "test at tests/e2e/x.e2e.ts:3:120", then "✖ name (12ms)". */
export function failedFlowTests(output) {
  const failed = [];
  let file = null;
  for (const line of plain(output)) {
    const at = /test at (tests\/e2e\/[^:\s]+\.e2e\.ts)/.exec(line);
    if (at) {
      file = at[1];
      continue;
    }
    const name = /^\s*✖ (.+?)(?: \(\d+(?:\.\d+)?m?s\))?$/.exec(line);
    if (file && name && name[1] !== 'failing tests:') {
      if (!failed.some((f) => f.file === file && f.test === name[1])) failed.push({ file, test: name[1] });
      file = null;
    }
  }
  // A file that failed without a named test (it threw while loading) still counts, with no name.
  for (const line of plain(output)) {
    const at = /test at (tests\/e2e\/[^:\s]+\.e2e\.ts)/.exec(line);
    if (at && !failed.some((f) => f.file === at[1])) failed.push({ file: at[1], test: '' });
  }
  return failed;
}

/** The distinct files of a list of failed tests, in order. */
export const filesOf = (tests) => [...new Set(tests.map((t) => t.file))];
