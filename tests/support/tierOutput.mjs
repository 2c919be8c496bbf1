// Reading a test tier's printed output (tests/run-all.mjs): its plain lines, and which files of the browser and
// end-to-end tiers failed, so those files alone can be run once more.

/** A tier's output as lines without colour codes. */
export const plain = (output) => output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').split(/\r?\n/);

/** The test files a browser tier's output says failed: a file's header line, then a ❌ before the next header. */
export function failedWtrFiles(output) {
  const failed = new Set();
  let file = null;
  for (const line of plain(output)) {
    const header = /^(tests\/browser\/\S+\.test\.ts):$/.exec(line.trim());
    if (header) file = header[1];
    else if (/^(Chrome|Finished)\b/.test(line))
      file = null; // the progress bar and the end: no file's block
    else if (file && line.includes('❌')) failed.add(file);
  }
  return [...failed];
}

/** The flow files node's test runner lists under "failing tests" ("test at tests/e2e/x.e2e.ts:3:120"). */
export const failedFlowFiles = (output) => [
  ...new Set(plain(output).flatMap((line) => /test at (tests\/e2e\/[^:\s]+\.e2e\.ts)/.exec(line)?.[1] ?? [])),
];
