// npm test's rerun of failed files (tests/run-all.mjs): which tests (file and name) the browser and end-to-end tiers'
// output names as failed, from output shaped like what @web/test-runner and node's test runner print (colours included).
import { describe, expect, it } from 'vitest';
import { failedFlowTests, failedWtrTests, filesOf } from '../../support/tierOutput.mjs';

describe('failed tests in a tier output', () => {
  it('browser tier: each ❌ inside a file block, not a file whose block only logs, nor a ❌ the summary repeats after the end', () => {
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
      ' ❌ other > repeated in the summary',
    ].join('\n');
    expect(failedWtrTests(output)).toEqual([
      { file: 'tests/browser/chat-log.test.ts', test: 'chat log of a busy room > keeps its DOM bounded' },
    ]);
  });

  it('e2e tier: each test named under "failing tests" with its file, once', () => {
    const output = [
      '✖ failing tests:',
      '',
      'test at tests/e2e/history.e2e.ts:3:4908',
      '✖ cancels a reserved bet after the confirmation (20029.5ms)',
      '  Error: locator.click: Timeout 20000ms exceeded.',
      'test at tests/e2e/search.e2e.ts:89:3',
      '✖ finds a team (12ms)',
      'test at tests/e2e/history.e2e.ts:3:4908',
      '✖ cancels a reserved bet after the confirmation (20029.5ms)',
    ].join('\n');
    const failed = failedFlowTests(output);
    expect(failed).toEqual([
      { file: 'tests/e2e/history.e2e.ts', test: 'cancels a reserved bet after the confirmation' },
      { file: 'tests/e2e/search.e2e.ts', test: 'finds a team' },
    ]);
    expect(filesOf(failed)).toEqual(['tests/e2e/history.e2e.ts', 'tests/e2e/search.e2e.ts']);
  });

  it('e2e tier: a file that failed with no test named still counts (a throw while loading)', () => {
    expect(failedFlowTests('✖ failing tests:\n\ntest at tests/e2e/video.e2e.ts:1:1\n  SyntaxError: x')).toEqual([
      { file: 'tests/e2e/video.e2e.ts', test: '' },
    ]);
  });

  it('a passing tier names no test', () => {
    expect(failedWtrTests('Finished running tests in 9s, all tests passed!')).toEqual([]);
    expect(failedFlowTests('ℹ pass 75\nℹ fail 0')).toEqual([]);
  });
});
