// npm test's rerun of failed files (tests/run-all.mjs): which files the browser and end-to-end tiers' output names
// as failed, from output shaped like what @web/test-runner and node's test runner print (colours included).
import { describe, expect, it } from 'vitest';
import { failedFlowFiles, failedWtrFiles } from '../../support/tierOutput.mjs';

describe('failed files in a tier output', () => {
  it('browser tier: a file whose block has a ❌, not a file whose block only logs, nor a ❌ the summary repeats after the end', () => {
    const output = [
      '\x1b[1mtests/browser/chat-log.test.ts:\x1b[22m',
      '',
      ' ❌ chat log of a busy room > keeps its DOM bounded',
      '      AssertionError: expected 274 to be at most 48',
      'Chrome: |███████████▌ | 5/13 test files | 29 passed, 1 failed',
      'tests/browser/two-copies.test.ts:',
      ' 🚧 Browser logs:',
      '      [sport-widgets] 0.1.0-copy serves the page; 0.1.0 stays idle',
      'Finished running tests in 71.2s with 1 failed tests.',
      ' ❌ chat log of a busy room > keeps its DOM bounded',
    ].join('\n');
    expect(failedWtrFiles(output)).toEqual(['tests/browser/chat-log.test.ts']);
  });

  it('e2e tier: each file named under "failing tests", once', () => {
    const output = [
      '✖ failing tests:',
      'test at tests/e2e/history.e2e.ts:3:4908',
      '✖ cancels a reserved bet after the confirmation (20029ms)',
      'test at tests/e2e/search.e2e.ts:89:3',
      'test at tests/e2e/history.e2e.ts:120:5',
    ].join('\n');
    expect(failedFlowFiles(output)).toEqual(['tests/e2e/history.e2e.ts', 'tests/e2e/search.e2e.ts']);
  });

  it('a passing tier names no file', () => {
    expect(failedWtrFiles('Finished running tests in 9s, all tests passed!')).toEqual([]);
    expect(failedFlowFiles('ℹ pass 75\nℹ fail 0')).toEqual([]);
  });
});
