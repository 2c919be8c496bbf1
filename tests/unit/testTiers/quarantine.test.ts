// npm test's judgement after the rerun of failed files (tests/support/quarantine.mjs): a pass on the rerun fails the
// tier unless each flaky test is quarantined with a reason and a date.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readQuarantine, rerunVerdict } from '../../support/quarantine.mjs';

const chatLog = { file: 'tests/browser/chat-log.test.ts', test: 'chat log > follows' };
const entry = { tier: 'browser', ...chatLog, reason: 'issue 40: under investigation', added: '2026-11-27' };

function quarantineFile(content: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'quarantine-')), 'quarantine.json');
  writeFileSync(path, JSON.stringify(content));
  return path;
}

describe('the rerun verdict', () => {
  it('a test that fails again fails the tier, quarantined or not', () => {
    expect(rerunVerdict('browser', [chatLog], false, [entry]).ok).toBe(false);
  });

  it('a test that passes on the rerun fails the tier when it is not quarantined', () => {
    const verdict = rerunVerdict('browser', [chatLog], true, []);
    expect(verdict).toMatchObject({ ok: false, flaky: [chatLog], uncovered: [chatLog] });
  });

  it('a quarantined test that passes on the rerun keeps the tier green and is still reported as flaky', () => {
    expect(rerunVerdict('browser', [chatLog], true, [entry])).toMatchObject({
      ok: true,
      flaky: [chatLog],
      uncovered: [],
    });
  });

  it('the quarantine covers its own tier and test only', () => {
    const other = { file: chatLog.file, test: 'chat log > another' };
    expect(rerunVerdict('e2e', [chatLog], true, [entry]).ok).toBe(false);
    expect(rerunVerdict('browser', [chatLog, other], true, [entry]).uncovered).toEqual([other]);
  });
});

describe('the quarantine file', () => {
  it('reads entries that name tier, file, test, reason and the day added', () => {
    expect(readQuarantine(quarantineFile([entry]))).toEqual([entry]);
  });

  it('refuses an entry without a reason or a date', () => {
    const { reason: _reason, ...noReason } = entry;
    expect(() => readQuarantine(quarantineFile([noReason]))).toThrow(/lacks reason/);
    expect(() => readQuarantine(quarantineFile([{ ...entry, added: 'yesterday' }]))).toThrow(/YYYY-MM-DD/);
  });

  it("the repository's quarantine is valid", () => {
    expect(() => readQuarantine(join(__dirname, '../../quarantine.json'))).not.toThrow();
  });
});
